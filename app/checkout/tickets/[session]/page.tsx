/**
 * The sandbox hosted checkout for tickets: the event, tickets, discount, booking fees and total of
 * one ticket checkout session, with Pay and Cancel as plain forms. Only in sandbox mode.
 */
import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { getApp } from "@/lib/platform/app";
import { config } from "@/lib/platform/config";
import { instant, money } from "@/lib/shop/pages/describe";
import { checkoutFormToken } from "@/lib/shop/pages/form-token";
import { ticketOrderPagePath } from "@/lib/tickets/checkout/complete";
import { ticketCheckoutView } from "@/lib/tickets/checkout/page-query";
import styles from "../../checkout.module.css";
import { TicketSummary } from "../tickets-summary";

export const metadata: Metadata = { title: "Checkout", robots: { index: false, follow: false } };

export default async function TicketCheckoutPage({ params }: { params: Promise<{ session: string }> }) {
  if (!config().sandbox) notFound();
  const db = (await getApp()).database.db;
  const view = await ticketCheckoutView(db, (await params).session, new Date());
  if (!view || view.provider !== "sandbox") notFound();
  const token = view.state === "open" ? await checkoutFormToken(db, view.id) : null;
  const orderPath = view.state === "complete" && view.orderId ? await ticketOrderPagePath(db, view.orderId) : null;

  return (
    <div className="page">
      <div className="prose">
        <p className={styles.sandbox} role="note">
          Sandbox checkout: no card is charged.
        </p>
        <h1>Checkout</h1>
        {view.event ? <p className={styles.seller}>Tickets for {view.event.title}</p> : null}

        <div aria-live="polite" data-testid="checkout-state" data-state={view.state}>
          {view.state === "complete" ? (
            <p className="note">This checkout is paid. {orderPath ? <Link href={orderPath}>See the order</Link> : null}</p>
          ) : view.state === "expired" ? (
            <p className="problem">This checkout has ended: nothing was charged and the tickets are released. Go back to the event&apos;s site to start again.</p>
          ) : null}
        </div>

        <section aria-labelledby="tickets-h">
          <h2 id="tickets-h">Your tickets</h2>
          <TicketSummary caption="Tickets in this checkout" lines={view.lines} t={view} />
        </section>

        {view.state === "open" && token ? (
          <section aria-labelledby="pay-h">
            <h2 id="pay-h">Pay</h2>
            <p>
              The tickets are held for you until <time dateTime={view.expiresAt.toISOString()}>{instant(view.expiresAt)}</time>. Confirmation goes to {view.buyerEmail}.
            </p>
            <div className={styles.buttons}>
              <form method="post" action={`/checkout/tickets/${view.id}/pay`}>
                <input type="hidden" name="token" value={token} />
                <button type="submit">Pay {money(view.totalCents, view.currency)}</button>
              </form>
              <form method="post" action={`/checkout/tickets/${view.id}/release`}>
                <input type="hidden" name="token" value={token} />
                <button type="submit" className="secondary">
                  Cancel
                </button>
              </form>
            </div>
          </section>
        ) : null}
      </div>
    </div>
  );
}
