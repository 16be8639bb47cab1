/**
 * The buyer's mail for a paid ticket order ("Your tickets for <event>"), with the order page's
 * link under the base URL the checkout opened on. Queued in the order's transaction, so it goes
 * out (with retries) exactly when the order commits.
 */
import type { Db } from "@/lib/db/client";
import { queueMail } from "@/lib/mail/queue";
import { orderToken } from "@/lib/checkout/order-link";
import { instant, money } from "@/lib/checkout/format";
import { ticketOrderView, type TicketOrderView } from "./order-view";

const esc = (s: string) => s.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);

/** Lines and totals as [label, amount] rows (the page shows the same). */
export function ticketFigures(o: TicketOrderView): { lines: [string, string][]; totals: [string, string][] } {
  const c = (cents: number) => money(cents, o.currency);
  const lines = (o.lines ?? []).map((l): [string, string] => [
    `${l.quantity} × ${l.name} at ${c(l.unit_amount)}${l.discount_amount > 0 ? ` (${c(-l.discount_amount)} off)` : ""}`,
    c(l.quantity * l.unit_amount - l.discount_amount),
  ]);
  const totals: [string, string][] = [];
  if (o.subtotalCents !== null) totals.push(["Subtotal", c(o.subtotalCents)]);
  if (o.discountCents) totals.push([`Discount${o.discountCode ? ` (${o.discountCode})` : ""}`, c(-o.discountCents)]);
  if (o.feeCents !== null) totals.push(["Booking fees", c(o.feeCents)]);
  totals.push(["Total", c(o.totalCents)]);
  return { lines, totals };
}

/** Queues the buyer's mail; false when there is no such ticket order. */
export async function queueTicketOrderMail(db: Db, orderId: string): Promise<boolean> {
  const o = await ticketOrderView(db, orderId);
  if (!o) return false;
  const link = o.baseUrl ? `${o.baseUrl.replace(/\/+$/, "")}/orders/tickets/${o.id}?t=${await orderToken(db, o.id)}` : null;
  const title = o.event?.title ?? "your event";
  const { lines, totals } = ticketFigures(o);
  const intro = [`Thank you: your tickets for ${title} are booked.`, `Order ${o.id}, placed ${instant(o.createdAt)}.`];
  const text = [...intro, "", ...lines.map(([l, a]) => `${l}: ${a}`), "", ...totals.map(([l, a]) => `${l}: ${a}`), ...(o.reference ? ["", `Reference: ${o.reference}`] : []), ...(link ? ["", `Your order: ${link}`] : [])].join("\n");
  const row = ([l, a]: [string, string]) => `<tr><td>${esc(l)}</td><td style="text-align:right">${esc(a)}</td></tr>`;
  const html = [...intro.map((p) => `<p>${esc(p)}</p>`), `<table cellpadding="4">${[...lines, ...totals].map(row).join("")}</table>`, link ? `<p><a href="${esc(link)}">See your order</a></p>` : ""].join("\n");
  await queueMail(db, { to: o.buyerEmail, subject: `Your tickets for ${title}`, text, html });
  return true;
}
