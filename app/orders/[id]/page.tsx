/**
 * A merch order's page, opened with the link in the buyer's mail or from the thank-you page:
 * `/orders/{id}?t=<token>`. Without the right token it does not exist (404), whoever asks.
 */
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getApp } from "@/lib/root/app";
import { checkOrderToken } from "@/lib/checkout/order-link";
import { orderView } from "@/lib/shop/pages/order-query";
import { shortOrderId } from "@/lib/shop/order-mail";
import { Fulfilment, LinesTable, OrderFacts, SellerFacts, Totals } from "../../checkout/summary";

export const metadata: Metadata = { title: "Your order", robots: { index: false, follow: false } };


export default async function OrderPage({ params, searchParams }: { params: Promise<{ id: string }>; searchParams: Promise<{ t?: string | string[] }> }) {
  const db = (await getApp()).database.db;
  const { id } = await params;
  const { t } = await searchParams;
  if (typeof t !== "string" || !(await checkOrderToken(db, id, t))) notFound();
  const order = await orderView(db, id);
  if (!order) notFound();
  const m = order.merch;

  return (
    <div className="page">
      <div className="prose">
        <h1>Order {shortOrderId(order.id)}</h1>
        {order.seller ? <p>From {order.seller.name}</p> : null}
        <OrderFacts order={order} />

        <section aria-labelledby="items-h">
          <h2 id="items-h">Items</h2>
          <LinesTable caption="Items in this order" currency={order.currency} lines={m.lines.map((l) => ({ name: l.name, quantity: l.quantity, unitCents: l.unit_amount, discountCents: l.discount_amount }))} />
          <Totals t={{ currency: order.currency, subtotalCents: m.subtotal_cents, discountCents: m.discount_cents, coupon: m.coupon, shippingCents: m.shipping_cents, totalCents: order.totalCents, mode: m.mode, refundedCents: order.refundedCents }} />
        </section>

        <Fulfilment id="fulfilment-h" mode={m.mode} shipping={m.shipping} country={m.country} event={order.event ? { title: order.event.title, instructions: order.event.pickupInstructions } : null} shipsOn={m.ships_on} />

        {order.seller ? <SellerFacts id="seller-h" seller={order.seller} /> : null}
      </div>
    </div>
  );
}
