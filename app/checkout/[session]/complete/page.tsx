/**
 * The thank-you page, where a paid checkout of either kind lands (the provider's success page). With
 * a payment provider the payment's event may reach the service a moment after the buyer does: until
 * the order exists the page says so and refreshes itself (a meta refresh: no script).
 */
import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { checkoutPath, checkoutView, orderPathOf } from "@/lib/checkout/page";
import { getApp } from "@/lib/root/app";
import { sellerIdentity } from "@/lib/shop/pages/seller-query";
import { instant } from "@/lib/checkout/format";
import { wordsFor } from "../../words";
import { SANDBOX_PROVIDER } from "@/lib/payments/sandbox";

export const metadata: Metadata = { title: "Thank you", robots: { index: false, follow: false } };

export default async function CompletePage({ params }: { params: Promise<{ session: string }> }) {
  const db = (await getApp()).database.db;
  const view = await checkoutView(db, (await params).session, new Date());
  if (!view) notFound();
  const words = wordsFor(view.kind);
  const orderPath = await orderPathOf(db, view);
  const seller = view.merch ? await sellerIdentity(db, view.merch.seller.type, view.merch.seller.id) : null;
  const paid =
    view.kind === "tickets"
      ? `Your tickets${view.event ? ` for ${view.event.title}` : ""} are booked. A confirmation is on its way to ${view.buyerEmail}.`
      : `Your order from ${seller?.name ?? "the shop"} is paid. A confirmation with the order link is on its way to ${view.buyerEmail}.`;

  return (
    <div className="page">
      <div className="prose" aria-live="polite">
        {orderPath ? (
          <>
            <h1>Thank you</h1>
            <p>{paid}</p>
            <p>
              <Link href={orderPath}>See your order</Link>
            </p>
          </>
        ) : view.state === "open" && view.provider !== SANDBOX_PROVIDER ? (
          <>
            <meta httpEquiv="refresh" content="3" />
            <h1>Payment received; confirming…</h1>
            <p>The payment provider is telling us about your payment. This page refreshes by itself and shows your order in a moment.</p>
          </>
        ) : view.state === "open" ? (
          <>
            <h1>Not paid yet</h1>
            <p>
              This checkout is still open until <time dateTime={view.expiresAt.toISOString()}>{instant(view.expiresAt)}</time>. <Link href={checkoutPath(view.id)}>Go back to the checkout</Link>.
            </p>
          </>
        ) : (
          <>
            <h1>Nothing was paid</h1>
            <p>
              This checkout was {view.state === "canceled" ? "cancelled" : "not paid in time"}: nothing was charged and the {words.held} are released.
            </p>
          </>
        )}
      </div>
    </div>
  );
}
