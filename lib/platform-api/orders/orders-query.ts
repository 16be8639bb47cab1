/**
 * Orders made through the platform API: the rows, the tiers' `sold` counts and the outbox event
 * (`order.paid`) in one transaction. Paid ticket orders are written here; checkout orders by a
 * paid checkout session (lib/checkout/complete.ts). Reads take both kinds; refunds are in
 * ./refunds-query.ts. Amounts are integer cents; a line's unit amount is its tier's price (a
 * decimal in the tier's currency) in cents.
 */
import { randomUUID } from "node:crypto";
import { and, eq, inArray } from "drizzle-orm";
import { crews, events, orders, ticketTiers } from "@/lib/db/schema";
import { bodyInvalid, notFound, type FieldError } from "@/lib/http/problem";
import { platformDb, type PlatformScope } from "@/lib/auth/platform-scope";
import type { MerchOrderDetails } from "@/lib/db/tables/commerce";
import { emitPlatformEvent } from "@/lib/webhooks/emit";
import { firstShortfall, free, leftOf, lockAndCount, take, type Claim } from "@/lib/checkout/scarce";
import { resolveOrderCode } from "./ambassador-code";
import { pendingRefundOf, type PendingRefundOut } from "./refunds-query";

export interface OrderInput {
  event_id: number;
  lines: { tier_id: string; quantity: number }[];
  buyer_email: string;
  ambassador_code?: string | null;
  via_site_of?: string | null;
}

export type OrderStatus = "paid" | "partially_refunded" | "refunded";

/** A merch order's line: the variant at the price paid, before its share of a coupon. */
export interface MerchLineOut {
  variant_id: string;
  product_id: string;
  name: string;
  quantity: number;
  unit_amount: number;
  discount_amount: number;
}

export interface OrderOut {
  id: string;
  kind: "tickets" | "merch";
  /** A ticket order's event; a merch order's event shop event, or null. */
  event_id: number | null;
  status: OrderStatus;
  currency: string;
  amount_total: number;
  amount_refunded: number;
  created_at: string;
  /** Ticket orders: tiers; merch orders: variants. */
  lines: { tier_id: string; name: string; quantity: number; unit_amount: number }[] | MerchLineOut[];
  ambassador_code: string | null;
  /** The slug of the crew whose site opened the checkout. */
  via_site_of: string | null;
  buyer_email: string;
  /** The caller's reference (merch checkout). */
  reference: string | null;
  /** Merch only: seller, delivery or pickup, and the price parts; null for tickets. */
  merch: Omit<MerchOrderDetails, "lines"> | null;
  /** provider: a payment provider's name (lib/payments/providers.ts), or "free". */
  payment: { provider: string; ref: string | null; account: string | null } | null;
  unfulfilled: "sold_out" | null;
  /** A refund of the order that has not gone through (owed, or failed for good); null when every refund went through. */
  refund: PendingRefundOut | null;
}

const cents = (price: number) => Math.round(price * 100);

/**
 * A paid order at the tiers' prices; more tickets than a tier has left is a 422 (reason
 * `insufficient_stock`). An ambassador code must work on the event (./ambassador-code.ts); the
 * sale it credits is announced with `ambassador.sale_attributed` beside `order.paid`.
 */
export async function payOrder(platform: PlatformScope, input: OrderInput, now: Date): Promise<OrderOut> {
  const db = platformDb(platform);
  const [event] = await db.select({ id: events.id }).from(events).where(eq(events.id, input.event_id)).limit(1);
  if (!event) throw bodyInvalid([{ param: "event_id", message: `event ${input.event_id} does not exist` }]);
  let viaSiteOf: string | null = null;
  if (input.via_site_of) {
    const [crew] = await db.select({ id: crews.id }).from(crews).where(eq(crews.slug, input.via_site_of)).limit(1);
    if (!crew) throw bodyInvalid([{ param: "via_site_of", message: `crew ${JSON.stringify(input.via_site_of)} does not exist` }]);
    viaSiteOf = crew.id;
  }
  const ids = input.lines.map((l) => l.tier_id);
  const errors: FieldError[] = [];
  input.lines.forEach((l, i) => {
    if (ids.indexOf(l.tier_id) !== i) errors.push({ param: `lines.${i}.tier_id`, message: `tier ${JSON.stringify(l.tier_id)} is on an earlier line` });
  });
  const tiers = await db.select().from(ticketTiers).where(and(eq(ticketTiers.eventId, input.event_id), inArray(ticketTiers.id, ids)));
  const byId = new Map(tiers.map((t) => [t.id, t]));
  input.lines.forEach((l, i) => {
    if (!byId.has(l.tier_id)) errors.push({ param: `lines.${i}.tier_id`, message: `event ${input.event_id} has no tier ${JSON.stringify(l.tier_id)}` });
  });
  if (errors.length) throw bodyInvalid(errors);
  const currencies = new Set(tiers.map((t) => t.currency));
  if (currencies.size > 1) throw bodyInvalid([{ param: "lines", message: `the tiers are priced in different currencies (${[...currencies].join(", ")}): one order takes one currency` }]);
  const code = input.ambassador_code ? await resolveOrderCode(db, input.ambassador_code, input.event_id) : null;

  const lines = input.lines.map((l) => {
    const t = byId.get(l.tier_id)!;
    return { tier_id: t.id, name: t.name, quantity: l.quantity, unit_amount: cents(t.price) };
  });
  const order = {
    id: randomUUID(),
    eventId: input.event_id,
    status: "paid" as const,
    currency: tiers[0]!.currency,
    amountTotal: lines.reduce((n, l) => n + l.quantity * l.unit_amount, 0),
    amountRefunded: 0,
    createdAt: now,
    ambassadorCode: code?.code ?? null,
    viaSiteOf,
    buyerEmail: input.buyer_email,
    lines,
  };
  await db.transaction(async (tx) => {
    // Counted under the tiers' locks with the tickets open checkouts hold, like every other sale.
    const claims: Claim[] = input.lines.map((l) => ({ item: "tier", id: l.tier_id, quantity: l.quantity }));
    const counts = await lockAndCount(tx, claims, now);
    const short = firstShortfall(counts, claims);
    if (short) {
      const i = claims.indexOf(short);
      const left = free(leftOf(counts, short) ?? { remaining: 0, held: 0 });
      throw bodyInvalid([{ param: `lines.${i}.quantity`, message: `only ${left} left of tier ${JSON.stringify(short.id)}`, available: left }], { reason: "insufficient_stock" });
    }
    await take(tx, claims);
    await tx.insert(orders).values(order);
    await emitPlatformEvent(tx, "order.paid", { order_id: order.id }, { now });
    if (code?.attributed) await emitPlatformEvent(tx, "ambassador.sale_attributed", { order_id: order.id, member_id: code.memberId }, { now });
  });
  return {
    id: order.id,
    kind: "tickets",
    event_id: order.eventId,
    status: order.status,
    currency: order.currency,
    amount_total: order.amountTotal,
    amount_refunded: 0,
    created_at: now.toISOString(),
    lines,
    ambassador_code: order.ambassadorCode,
    via_site_of: input.via_site_of ?? null,
    buyer_email: order.buyerEmail,
    reference: null,
    merch: null,
    payment: null,
    unfulfilled: null,
    refund: null,
  };
}

/** One order of either kind, as the platform sees it. */
export async function getOrder(platform: PlatformScope, orderId: string): Promise<OrderOut> {
  const db = platformDb(platform);
  const [row] = await db.select({ order: orders, viaSlug: crews.slug }).from(orders).leftJoin(crews, eq(crews.id, orders.viaSiteOf)).where(eq(orders.id, orderId)).limit(1);
  if (!row) throw notFound();
  const o = row.order;
  const merch = o.kind === "merch" ? o.merch : null;
  return {
    id: o.id,
    kind: o.kind,
    event_id: o.eventId,
    status: o.status as OrderStatus,
    currency: o.currency,
    amount_total: o.amountTotal,
    amount_refunded: o.amountRefunded,
    created_at: o.createdAt.toISOString(),
    lines: merch ? merch.lines : o.lines,
    ambassador_code: o.ambassadorCode,
    via_site_of: row.viaSlug ?? null,
    buyer_email: o.buyerEmail,
    reference: o.reference,
    merch: merch ? (({ lines: _lines, ...rest }) => rest)(merch) : null,
    payment: o.paymentProvider ? { provider: o.paymentProvider, ref: o.paymentRef, account: o.paymentAccount } : null,
    unfulfilled: o.unfulfilled ?? null,
    refund: await pendingRefundOf(platform, o.id),
  };
}
