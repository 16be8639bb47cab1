/**
 * The sandbox hosted checkout, for merch and tickets alike: what one checkout session buys (a
 * merch cart with its delivery or pickup and seller, or an event's tickets with their fees), its
 * state, and Pay and Cancel as plain forms (no script needed). Only in sandbox mode: with a payment
 * provider the buyer pays on the provider's page instead.
 */
import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { checkoutView, orderPathOf, type CheckoutView } from "@/lib/checkout/page";
import { checkoutFormToken } from "@/lib/checkout/form-token";
import { getApp } from "@/lib/root/app";
import { sellerIdentity } from "@/lib/shop/pages/seller-query";
import { config } from "@/lib/config/config";
import { instant, money } from "@/lib/checkout/format";
import styles from "../checkout.module.css";
import { Fulfilment, LinesTable, SellerFacts, Totals } from "../summary";
import { TicketSummary } from "../tickets-summary";
import { wordsFor } from "../words";
import { SANDBOX_PROVIDER } from "@/lib/payments/sandbox";

export const metadata: Metadata = { title: "Checkout", robots: { index: false, follow: false } };

export default async function CheckoutPage({ params }: { params: Promise<{ session: string }> }) {
  if (!config().sandbox) notFound();
  const db = (await getApp()).database.db;
  const view = await checkoutView(db, (await params).session, new Date());
  if (!view || view.provider !== SANDBOX_PROVIDER) notFound();
  const words = wordsFor(view.kind);
  const token = view.state === "open" ? await checkoutFormToken(db, view.id) : null;
  const orderPath = view.state === "complete" ? await orderPathOf(db, view) : null;
  const seller = view.merch ? await sellerIdentity(db, view.merch.seller.type, view.merch.seller.id) : null;

  return (
    <div className="page">
      <div className="prose">
        <p className={styles.sandbox} role="note">
          Sandbox checkout: no card is charged.
        </p>
        <h1>Checkout</h1>
        {seller ? <p className={styles.seller}>Sold by {seller.name}</p> : view.tickets && view.event ? <p className={styles.seller}>Tickets for {view.event.title}</p> : null}

        <div aria-live="polite" data-testid="checkout-state" data-state={view.state}>
          {view.state === "complete" ? (
            <p className="note">This checkout is paid. {orderPath ? <Link href={orderPath}>See the order</Link> : null}</p>
          ) : view.state === "canceled" ? (
            <p className="problem">
              This checkout was cancelled: nothing was charged and the {words.held} are released. {words.startAgain}
            </p>
          ) : view.state === "expired" ? (
            <p className="problem">
              This checkout expired at <time dateTime={view.expiresAt.toISOString()}>{instant(view.expiresAt)}</time>: nothing was charged and the {words.held} are released. {words.startAgain}
            </p>
          ) : null}
        </div>

        <Contents view={view} />

        {view.state === "open" && token ? (
          <section aria-labelledby="pay-h">
            <h2 id="pay-h">Pay</h2>
            <p>
              The {words.held} are held for you until <time dateTime={view.expiresAt.toISOString()}>{instant(view.expiresAt)}</time>. Confirmation goes to {view.buyerEmail}.
            </p>
            <div className={styles.buttons}>
              <form method="post" action={`/checkout/${view.id}/pay`}>
                <input type="hidden" name="token" value={token} />
                <button type="submit">Pay {money(view.totalCents, view.currency)}</button>
              </form>
              <form method="post" action={`/checkout/${view.id}/release`}>
                <input type="hidden" name="token" value={token} />
                <button type="submit" className="secondary">
                  Cancel
                </button>
              </form>
            </div>
          </section>
        ) : null}

        {seller ? <SellerFacts id="seller-h" seller={seller} /> : null}
      </div>
    </div>
  );
}

/** What the session buys: a merch cart with its totals and delivery or pickup, or tickets with their fees. */
function Contents({ view }: { view: CheckoutView }) {
  if (view.tickets) {
    const t = view.tickets;
    return (
      <section aria-labelledby="tickets-h">
        <h2 id="tickets-h">Your tickets</h2>
        <TicketSummary
          caption="Tickets in this checkout"
          lines={t.lines}
          t={{ currency: view.currency, subtotalCents: t.subtotal_cents, discountCents: t.discount_cents, discountCode: t.discount?.code ?? null, feeCents: t.fee_cents, totalCents: view.totalCents }}
        />
      </section>
    );
  }
  if (!view.merch) return null;
  const { pricing, lines, mode, country } = view.merch;
  return (
    <>
      <section aria-labelledby="cart-h">
        <h2 id="cart-h">Your cart</h2>
        <LinesTable caption="Items in this checkout" currency={pricing.currency} lines={lines.map((l) => ({ name: l.name, quantity: l.quantity, unitCents: l.unit_cents, discountCents: l.discount_cents }))} />
        <Totals t={{ currency: pricing.currency, subtotalCents: pricing.subtotal_cents, discountCents: pricing.discount_cents, coupon: pricing.coupon, shippingCents: pricing.shipping_cents, totalCents: pricing.total_cents, mode }} />
      </section>
      <Fulfilment id="fulfilment-h" mode={mode} shipping={pricing.shipping} country={country} event={view.event} shipsOn={pricing.ships_on} />
    </>
  );
}
