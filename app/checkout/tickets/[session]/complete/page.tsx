/**
 * Where a paid ticket checkout lands (the provider's success page). The payment's event may reach
 * the service a moment after the buyer: until the order exists the page refreshes itself.
 */
import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { getApp } from "@/lib/platform/app";
import { ticketOrderPagePath } from "@/lib/tickets/checkout/complete";
import { ticketCheckoutView } from "@/lib/tickets/checkout/page-query";

export const metadata: Metadata = { title: "Thank you", robots: { index: false, follow: false } };

export default async function TicketCompletePage({ params }: { params: Promise<{ session: string }> }) {
  const db = (await getApp()).database.db;
  const view = await ticketCheckoutView(db, (await params).session, new Date());
  if (!view) notFound();
  const orderPath = view.orderId ? await ticketOrderPagePath(db, view.orderId) : null;
  return (
    <div className="page">
      <div className="prose" aria-live="polite">
        {orderPath ? (
          <>
            <h1>Thank you</h1>
            <p>
              Your tickets{view.event ? ` for ${view.event.title}` : ""} are booked. A confirmation is on its way to {view.buyerEmail}.
            </p>
            <p>
              <Link href={orderPath}>See your order</Link>
            </p>
          </>
        ) : view.state === "open" ? (
          <>
            <meta httpEquiv="refresh" content="3" />
            <h1>Payment received; confirming…</h1>
            <p>The payment provider is telling us about your payment. This page refreshes by itself and shows your order in a moment.</p>
          </>
        ) : (
          <>
            <h1>Nothing was paid</h1>
            <p>This checkout ended before it was paid: nothing was charged and the tickets are released.</p>
          </>
        )}
      </div>
    </div>
  );
}
