/**
 * The two mails of a paid merch order: the buyer's ("Your order from <seller>", with the order
 * page's link under the base URL the checkout opened on) and the seller's ("New order <short id>",
 * to the shop's contact email, with the buyer's email and delivery country). Queued in the order's
 * transaction, so they go out (with retries) exactly when the order commits.
 */
import type { Db } from "@/lib/db/client";
import { queueMail } from "@/lib/mail/queue";
import { config } from "@/lib/config/config";
import { orderPageUrl } from "@/lib/checkout/order-link";
import { instant, money } from "@/lib/checkout/format";
import { day, fulfilmentLines, MODE_LABEL } from "./pages/describe";
import { orderView, type OrderView } from "./pages/order-query";
import { log } from "@/lib/observability/log";

const esc = (s: string) => s.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);

/** The first block of the id: what a seller quotes on the phone. */
export const shortOrderId = (id: string) => id.slice(0, 8).toUpperCase();

/** Lines and totals as [label, amount] rows, shared by both mails. */
function figures(o: OrderView): { lines: [string, string][]; totals: [string, string][] } {
  const m = o.merch;
  const c = (cents: number) => money(cents, o.currency);
  const lines = m.lines.map((l): [string, string] => [`${l.quantity} × ${l.name} at ${c(l.unit_amount)}${l.discount_amount > 0 ? ` (${c(-l.discount_amount)} off)` : ""}`, c(l.quantity * l.unit_amount - l.discount_amount)]);
  const totals: [string, string][] = [["Subtotal", c(m.subtotal_cents)]];
  if (m.discount_cents > 0) totals.push([`Discount${m.coupon ? ` (${m.coupon.code})` : ""}`, c(-m.discount_cents)]);
  totals.push([m.mode === "delivery" ? "Shipping" : "Pickup", c(m.shipping_cents)]);
  totals.push(["Total", c(o.totalCents)]);
  return { lines, totals };
}

function fulfilment(o: OrderView): string[] {
  const out = fulfilmentLines(o.merch.mode, o.merch.shipping, o.merch.country, o.event ? { title: o.event.title, instructions: o.event.pickupInstructions } : null);
  if (o.merch.ships_on) out.push(`Pre-order: ships from ${day(o.merch.ships_on)}`);
  return out;
}

function render(intro: string[], o: OrderView, after: string[], link: string | null): { text: string; html: string } {
  const { lines, totals } = figures(o);
  const ful = fulfilment(o);
  const text = [
    ...intro,
    "",
    ...lines.map(([l, a]) => `${l}: ${a}`),
    "",
    ...totals.map(([l, a]) => `${l}: ${a}`),
    "",
    `${MODE_LABEL[o.merch.mode]}:`,
    ...ful.map((l) => `  ${l}`),
    ...(after.length ? ["", ...after] : []),
    ...(link ? ["", `Your order: ${link}`] : []),
  ].join("\n");
  const row = ([l, a]: [string, string], strong = false) => `<tr><td>${strong ? `<strong>${esc(l)}</strong>` : esc(l)}</td><td style="text-align:right">${strong ? `<strong>${esc(a)}</strong>` : esc(a)}</td></tr>`;
  const html = [
    ...intro.map((p) => `<p>${esc(p)}</p>`),
    `<table cellpadding="4">${lines.map((r) => row(r)).join("")}${totals.map((r, i) => row(r, i === totals.length - 1)).join("")}</table>`,
    `<p><strong>${esc(MODE_LABEL[o.merch.mode])}</strong><br>${ful.map(esc).join("<br>")}</p>`,
    ...after.map((p) => `<p>${esc(p)}</p>`),
    link ? `<p><a href="${esc(link)}">See your order</a></p>` : "",
  ].join("\n");
  return { text, html };
}

function sellerBlock(o: OrderView): string[] {
  const s = o.seller;
  if (!s) return [];
  return [
    `Sold by ${s.legalName}, ${s.address}${s.companyNumber ? `, company number ${s.companyNumber}` : ""}. VAT: ${s.vatRegime}. Contact: ${s.contactEmail}.`,
    `Return shipping is paid by the ${s.returnShippingPaidBy}.`,
  ];
}

/** Queues the buyer's and the seller's mail; resolves with what was queued. An order it cannot read queues nothing and is logged. */
export async function queueOrderMails(db: Db, orderId: string): Promise<{ buyer: boolean; seller: boolean }> {
  let o: OrderView | null;
  try {
    o = await orderView(db, orderId);
  } catch (e) {
    log.error("order emails not sent: order unreadable", { order_id: orderId, error: e });
    return { buyer: false, seller: false };
  }
  if (!o) {
    log.error("order emails not sent: no merch order", { order_id: orderId });
    return { buyer: false, seller: false };
  }
  const sellerName = o.seller?.name ?? "the shop";
  const base = o.baseUrl ?? config().publicUrl;
  let link: string | null = null;
  try {
    link = base ? await orderPageUrl(db, base, o.id) : null;
  } catch (e) {
    log.error("order link not made", { order_id: orderId, error: e });
  }
  const placed = `Order ${o.id}, placed ${instant(o.createdAt)}.`;
  const reference = o.reference ? [`Reference: ${o.reference}`] : [];

  const buyerMail = render([`Thank you for your order from ${sellerName}.`, placed], o, [...reference, ...sellerBlock(o)], link);
  await queueMail(db, { to: o.buyerEmail, subject: `Your order from ${sellerName}`, ...buyerMail });

  let seller = false;
  if (o.seller) {
    const who = [`Buyer: ${o.buyerEmail}`, `Delivery country: ${o.merch.country ?? "none (pickup)"}`];
    const sellerMail = render([`A new order for ${sellerName} is paid.`, placed], o, [...who, ...reference], null);
    await queueMail(db, { to: o.seller.contactEmail, subject: `New order ${shortOrderId(o.id)}`, ...sellerMail });
    seller = true;
  } else {
    log.error("seller email not sent: no shop", { order_id: orderId });
  }
  return { buyer: true, seller };
}
