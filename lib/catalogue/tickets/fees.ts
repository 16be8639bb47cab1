/**
 * Booking fees (see the description of GET /v1/events/{id}/fees), in EUR. Default model `ticket`:
 * each paid ticket carries round(price * percent + fixed) to the cent (a bundle is one ticket; a
 * free ticket carries nothing). Older model `order`: subtotal * percent + fixed once per paid
 * order. Work is done in whole cents so the sum matches the hosted checkout's total to the cent.
 */
import type { FeeModel } from "@/lib/crew/site";

export type { FeeModel };

/** Half-up rounding to a whole cent, immune to binary noise (0.625 stays 0.625, not 0.6249999). */
export function roundCents(cents: number): number {
  return Math.round(Number(cents.toFixed(6)));
}

export const toCents = (amount: number): number => roundCents(amount * 100);
export const fromCents = (cents: number): number => cents / 100;

/** The fee one ticket (or one bundle) carries, in cents. */
export function ticketFeeCents(priceCents: number, model: FeeModel): number {
  if (priceCents <= 0) return 0;
  return roundCents(priceCents * model.percent + model.fixed * 100);
}

export interface OrderLine {
  /** Price of one ticket, or of one bundle, in currency units. */
  price: number;
  /** Tickets, or bundles, bought. */
  quantity: number;
}

export interface OrderTotal {
  subtotal: number;
  fees: number;
  total: number;
}

export function orderTotal(lines: readonly OrderLine[], model: FeeModel): OrderTotal {
  const subtotalCents = lines.reduce((sum, l) => sum + toCents(l.price) * l.quantity, 0);
  let feeCents = 0;
  if (model.applies_to === "ticket") {
    for (const l of lines) feeCents += ticketFeeCents(toCents(l.price), model) * l.quantity;
  } else if (subtotalCents > 0) {
    feeCents = roundCents(subtotalCents * model.percent + model.fixed * 100);
  }
  return { subtotal: fromCents(subtotalCents), fees: fromCents(feeCents), total: fromCents(subtotalCents + feeCents) };
}

/**
 * The model that applies to an event: its payee's (the first promoter), else the platform's
 * default per-ticket rate when the payee cannot be resolved (no promoter, no stored fee).
 */
export function resolveFeeModel(payeeFee: FeeModel | null | undefined, defaultFee: FeeModel): FeeModel {
  const valid =
    payeeFee &&
    Number.isFinite(payeeFee.percent) &&
    payeeFee.percent >= 0 &&
    Number.isFinite(payeeFee.fixed) &&
    payeeFee.fixed >= 0 &&
    (payeeFee.applies_to === "ticket" || payeeFee.applies_to === "order");
  return valid ? { percent: payeeFee.percent, fixed: payeeFee.fixed, applies_to: payeeFee.applies_to } : { ...defaultFee };
}
