/**
 * Whether an order of tickets may be sold now, and its price. Refusals come in a fixed order, the
 * first that applies wins: the event is over (not_on_sale); a tier unknown on the event or hidden
 * without a matching access code (tier_locked: the same answer for both, so a hidden tier is never
 * confirmed to exist); a tier off sale or outside its sale window (not_on_sale); a tier with
 * nothing left (sold_out); fewer left than asked once held tickets are counted (out_of_stock); more
 * than the tier's max_per_order (max_per_order); a discount that does not work on the event now
 * (discount_not_applicable); a subtotal under the discount's min_order_amount (below_minimum).
 * Each check runs over every line before the next check.
 */
import { priceTickets } from "./pricing";
import type { TicketLineInput, TicketOrderFacts, TicketQuoteResult, TicketRefusal, TierFacts } from "./types";

const refuse = (refusal: TicketRefusal): TicketQuoteResult => ({ ok: false, refusal });

/** Units a tier can still sell: stock less sold less held, never below 0. */
export const unitsLeft = (t: Pick<TierFacts, "stock" | "sold" | "held">): number => Math.max(0, t.stock - t.sold - t.held);

const onSaleNow = (t: TierFacts, now: Date): boolean => !t.offSale && now.getTime() >= t.saleStart.getTime() && now.getTime() < t.saleEnd.getTime();

type LineCheck = (line: TicketLineInput, tier: TierFacts | undefined, i: number) => TicketRefusal | null;

export function quoteTickets(lines: readonly TicketLineInput[], facts: TicketOrderFacts, now: Date): TicketQuoteResult {
  if (facts.eventEnded) return refuse({ reason: "not_on_sale", param: "event_id", message: "The event is over: its tickets are no longer sold." });

  const param = (i: number, field: string) => `lines.${i}.${field}`;
  const checks: LineCheck[] = [
    (l, t, i) =>
      !t || (!t.public && !facts.unlocked.has(t.id))
        ? { reason: "tier_locked", param: param(i, "tier_id"), message: "No tier with this id is open to this order: check the id, or send the access code that unlocks it.", extra: { tier_id: l.tier_id } }
        : null,
    (l, t, i) => (t && !onSaleNow(t, now) ? { reason: "not_on_sale", param: param(i, "tier_id"), message: "This tier is not on sale now.", extra: { tier_id: l.tier_id } } : null),
    (l, t, i) => (t && t.sold >= t.stock ? { reason: "sold_out", param: param(i, "tier_id"), message: "This tier is sold out.", extra: { tier_id: l.tier_id } } : null),
    (l, t, i) =>
      t && l.quantity > unitsLeft(t)
        ? { reason: "out_of_stock", param: param(i, "quantity"), message: `Only ${unitsLeft(t)} left of this tier right now.`, extra: { tier_id: l.tier_id, available: unitsLeft(t) } }
        : null,
    (l, t, i) =>
      t && l.quantity > t.maxPerOrder
        ? { reason: "max_per_order", param: param(i, "quantity"), message: `At most ${t.maxPerOrder} of this tier in one order.`, extra: { tier_id: l.tier_id, max_per_order: t.maxPerOrder } }
        : null,
  ];
  for (const check of checks) {
    for (const [i, line] of lines.entries()) {
      const refusal = check(line, facts.tiers.get(line.tier_id), i);
      if (refusal) return refuse(refusal);
    }
  }

  const tiers = lines.map((l) => facts.tiers.get(l.tier_id)!);
  const currencies = [...new Set(tiers.map((t) => t.currency))];
  if (currencies.length > 1) return refuse({ param: "lines", message: `These tiers are priced in different currencies (${currencies.join(", ")}): one order takes one currency.` });

  const d = facts.discount;
  if (d === "unknown" || (d && d.eventId !== facts.eventId)) {
    return refuse({ reason: "discount_not_applicable", param: "discount_id", message: "This discount does not apply to this event now (unknown, of another event, not started, ended or used up)." });
  }
  const priced = priceTickets(
    lines.map((l, i) => ({ tier_id: l.tier_id, name: tiers[i]!.name, quantity: l.quantity, unitCents: tiers[i]!.priceCents })),
    d ? { percentage: d.percentage, amountCents: d.amountCents } : null,
    facts.fee,
  );
  if (d && priced.subtotal_cents < d.minOrderCents) {
    return refuse({ reason: "below_minimum", param: "discount_id", message: `This discount needs an order of at least ${d.minOrderCents} cents before discount.`, extra: { min_order_amount: d.minOrderCents / 100 } });
  }
  return {
    ok: true,
    quote: { currency: currencies[0]!, ...priced, discount: d ? { kind: d.kind, code: d.code, member_id: d.memberId } : null },
  };
}
