/**
 * A ticket order's page, opened with the link in the buyer's mail, from the sandbox checkout or as
 * a free order's `url`: `/orders/tickets/{id}?t=<token>`. Without the right token it does not exist.
 */
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getApp } from "@/lib/root/app";
import { checkOrderToken } from "@/lib/checkout/order-link";
import { shortOrderId } from "@/lib/shop/order-mail";
import { ticketOrderView } from "@/lib/tickets/checkout/order-view";
import { OrderFacts } from "../../../checkout/summary";
import { TicketSummary } from "../../../checkout/tickets-summary";

export const metadata: Metadata = { title: "Your tickets", robots: { index: false, follow: false } };


export default async function TicketOrderPage({ params, searchParams }: { params: Promise<{ id: string }>; searchParams: Promise<{ t?: string | string[] }> }) {
  const db = (await getApp()).database.db;
  const { id } = await params;
  const { t } = await searchParams;
  if (typeof t !== "string" || !(await checkOrderToken(db, id, t))) notFound();
  const order = await ticketOrderView(db, id);
  if (!order) notFound();
  return (
    <div className="page">
      <div className="prose">
        <h1>Order {shortOrderId(order.id)}</h1>
        {order.event ? <p>Tickets for {order.event.title}</p> : null}
        <OrderFacts order={order} />
        <section aria-labelledby="tickets-h">
          <h2 id="tickets-h">Tickets</h2>
          <TicketSummary
            caption="Tickets in this order"
            lines={order.lines ?? []}
            t={{ currency: order.currency, subtotalCents: order.subtotalCents ?? order.totalCents, discountCents: order.discountCents ?? 0, discountCode: order.discountCode, feeCents: order.feeCents ?? 0, totalCents: order.totalCents }}
          />
        </section>
      </div>
    </div>
  );
}
