/**
 * Ticket tier status and the "few left" signal (see the descriptions of GET
 * /v1/events/{id}/ticket-tiers and /availability), derived from the stored figures.
 * Stock counts never leave this module: callers get a status and a boolean.
 */
export type TierStatus = "on_sale" | "scheduled" | "sold_out" | "off_sale";

export interface TierFigures {
  saleStart: Date;
  saleEnd: Date;
  stock: number;
  sold: number;
  /** Sales stopped by hand by the organiser. */
  offSale: boolean;
}

/**
 * Stopped by hand or past its window: off_sale. Otherwise nothing left: sold_out. Before its
 * window: scheduled. Inside it (start inclusive, end exclusive): on_sale.
 */
export function tierStatus(t: TierFigures, now: Date): TierStatus {
  if (t.offSale) return "off_sale";
  if (now.getTime() >= t.saleEnd.getTime()) return "off_sale";
  if (t.sold >= t.stock) return "sold_out";
  if (now.getTime() < t.saleStart.getTime()) return "scheduled";
  return "on_sale";
}

/** True only while on sale with the remaining stock at or under a tenth of the initial stock (at least 5). */
export function fewLeft(t: TierFigures, now: Date): boolean {
  if (tierStatus(t, now) !== "on_sale") return false;
  const remaining = t.stock - t.sold;
  return remaining <= Math.max(t.stock / 10, 5);
}
