/**
 * The sandbox hosted checkout: the cart, totals, delivery or pickup and seller of one checkout
 * session, with Pay and Cancel as plain forms (no script needed). Only in sandbox mode: with a
 * payment provider the buyer pays on the provider's page instead.
 */
import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { getApp } from "@/lib/platform/app";
import { config } from "@/lib/platform/config";
import { orderPagePath } from "@/lib/shop/order-link";
import { checkoutView } from "@/lib/shop/pages/checkout-query";
import { instant, money } from "@/lib/shop/pages/describe";
import { checkoutFormToken } from "@/lib/shop/pages/form-token";
import styles from "../checkout.module.css";
import { Fulfilment, LinesTable, SellerFacts, Totals } from "../summary";

export const metadata: Metadata = { title: "Checkout", robots: { index: false, follow: false } };

export default async function CheckoutPage({ params }: { params: Promise<{ session: string }> }) {
  if (!config().sandbox) notFound();
  const db = (await getApp()).database.db;
  const view = await checkoutView(db, (await params).session, new Date());
  if (!view || view.provider !== "sandbox") notFound();
  const { pricing, seller } = view;
  const total = money(pricing.total_cents, pricing.currency);
  const token = view.state === "open" ? await checkoutFormToken(db, view.id) : null;
  const orderPath = view.state === "paid" && view.orderId ? await orderPagePath(db, view.orderId) : null;

  return (
    <div className="page">
      <div className="prose">
        <p className={styles.sandbox} role="note">
          Sandbox checkout: no card is charged.
        </p>
        <h1>Checkout</h1>
        {seller ? <p className={styles.seller}>Sold by {seller.name}</p> : null}

        <div aria-live="polite" data-testid="checkout-state" data-state={view.state}>
          {view.state === "paid" ? (
            <p className="note">
              This checkout is paid. {orderPath ? <Link href={orderPath}>See the order</Link> : null}
            </p>
          ) : view.state === "canceled" ? (
            <p className="problem">This checkout was cancelled: nothing was charged and the items are released. Go back to the shop to start again.</p>
          ) : view.state === "expired" ? (
            <p className="problem">
              This checkout expired at <time dateTime={view.expiresAt.toISOString()}>{instant(view.expiresAt)}</time>: nothing was charged and the items are released. Go back to the shop to start again.
            </p>
          ) : null}
        </div>

        <section aria-labelledby="cart-h">
          <h2 id="cart-h">Your cart</h2>
          <LinesTable caption="Items in this checkout" currency={pricing.currency} lines={view.lines.map((l) => ({ name: l.name, quantity: l.quantity, unitCents: l.unit_cents, discountCents: l.discount_cents }))} />
          <Totals t={{ currency: pricing.currency, subtotalCents: pricing.subtotal_cents, discountCents: pricing.discount_cents, coupon: pricing.coupon, shippingCents: pricing.shipping_cents, totalCents: pricing.total_cents, mode: view.mode }} />
        </section>

        <Fulfilment id="fulfilment-h" mode={view.mode} shipping={pricing.shipping} country={view.country} event={view.event} shipsOn={pricing.ships_on} />

        {view.state === "open" && token ? (
          <section aria-labelledby="pay-h">
            <h2 id="pay-h">Pay</h2>
            <p>
              The items are held for you until <time dateTime={view.expiresAt.toISOString()}>{instant(view.expiresAt)}</time>. Confirmation goes to {view.buyerEmail}.
            </p>
            <div className={styles.buttons}>
              <form method="post" action={`/checkout/${view.id}/pay`}>
                <input type="hidden" name="token" value={token} />
                <button type="submit">Pay {total}</button>
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
