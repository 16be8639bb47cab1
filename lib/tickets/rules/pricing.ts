/**
 * What an order of tickets costs, in integer cents. A discount comes off each ticket's price
 * before its fee, so the fee follows what the buyer pays for that ticket; a ticket made free by
 * the discount carries no fee. Fees use the functions behind GET /v1/events/{id}/fees, so an order
 * without a discount totals exactly what that route's model gives.
 *
 * A "ticket" here is one unit of a tier: one ticket, or one bundle (a bundle is one ticket for
 * fees and for stock).
 *
 * - A percentage discount takes percent of each ticket's price, rounded to the cent half up.
 * - An amount discount is off the order once (at most the subtotal), spread over the paid tickets
 *   in proportion to their prices (largest remainder, ties to the earlier ticket), so the parts
 *   sum exactly to the amount and each ticket still gets its own fee.
 */
import { roundCents, ticketFeeCents, type FeeModel } from "@/lib/catalogue/tickets/fees";
import { spreadDiscount } from "@/lib/checkout/spread-discount";
import type { TicketCheckoutLine } from "./types";

export interface PricedLineInput {
  tier_id: string;
  name: string;
  quantity: number;
  unitCents: number;
}

export interface Discount {
  percentage: number | null;
  amountCents: number | null;
}

export interface Priced {
  lines: TicketCheckoutLine[];
  subtotal_cents: number;
  discount_cents: number;
  fee_cents: number;
  total_cents: number;
}

/** Percent of a price in cents, halves up, in integers (7% of 1999 is 140 everywhere); at most the price. */
export function percentOffCents(priceCents: number, percentage: number): number {
  return Math.max(0, Math.min(priceCents, Math.floor((priceCents * percentage + 50) / 100)));
}

/** The discount on each ticket (one entry per ticket, in the order given). */
export function ticketDiscounts(ticketCents: readonly number[], discount: Discount | null): number[] {
  if (!discount) return ticketCents.map(() => 0);
  if (discount.percentage !== null) return ticketCents.map((p) => percentOffCents(p, discount.percentage!));
  return spreadDiscount([...ticketCents], Math.max(0, discount.amountCents ?? 0));
}

/** The fee of an order whose tickets cost `paidCents` each after discount. */
export function orderFeeCents(paidCents: readonly number[], model: FeeModel): number {
  if (model.applies_to === "ticket") return paidCents.reduce((sum, p) => sum + ticketFeeCents(p, model), 0);
  const subtotal = paidCents.reduce((a, b) => a + b, 0);
  return subtotal > 0 ? roundCents(subtotal * model.percent + model.fixed * 100) : 0;
}

/** `amount` split by `weights` (largest remainder, ties to the earlier entry); the parts sum to `amount`. */
export function splitCents(weights: readonly number[], amount: number): number[] {
  const total = weights.reduce((a, b) => a + b, 0);
  if (total <= 0 || amount <= 0) return weights.map(() => 0);
  const parts = weights.map((w) => Math.floor((amount * w) / total));
  let left = amount - parts.reduce((a, b) => a + b, 0);
  const order = weights.map((w, i) => ({ i, rem: (amount * w) % total })).sort((a, b) => b.rem - a.rem || a.i - b.i);
  for (const { i } of order) {
    if (left === 0) break;
    parts[i]! += 1;
    left -= 1;
  }
  return parts;
}

/**
 * Prices the lines. Each line's `discount_amount` and `fee_amount` are its tickets' sums; with the
 * `order` model the one order fee is spread over the lines by what they cost after discount (the
 * lines' fees sum to the order's).
 */
export function priceTickets(lines: readonly PricedLineInput[], discount: Discount | null, model: FeeModel): Priced {
  const owner: number[] = [];
  const tickets: number[] = [];
  lines.forEach((l, i) => {
    for (let n = 0; n < l.quantity; n++) {
      owner.push(i);
      tickets.push(l.unitCents);
    }
  });
  const off = ticketDiscounts(tickets, discount);
  const paid = tickets.map((p, t) => p - (off[t] ?? 0));
  const lineDiscount = lines.map(() => 0);
  const linePaid = lines.map(() => 0);
  const lineFee = lines.map(() => 0);
  owner.forEach((i, t) => {
    lineDiscount[i]! += off[t] ?? 0;
    linePaid[i]! += paid[t] ?? 0;
    if (model.applies_to === "ticket") lineFee[i]! += ticketFeeCents(paid[t] ?? 0, model);
  });
  const fee = orderFeeCents(paid, model);
  const fees = model.applies_to === "ticket" ? lineFee : splitCents(linePaid, fee);
  const subtotal = tickets.reduce((a, b) => a + b, 0);
  const discountTotal = off.reduce((a, b) => a + b, 0);
  return {
    lines: lines.map((l, i) => ({ tier_id: l.tier_id, name: l.name, quantity: l.quantity, unit_amount: l.unitCents, discount_amount: lineDiscount[i]!, fee_amount: fees[i] ?? 0 })),
    subtotal_cents: subtotal,
    discount_cents: discountTotal,
    fee_cents: fee,
    total_cents: subtotal - discountTotal + fee,
  };
}
