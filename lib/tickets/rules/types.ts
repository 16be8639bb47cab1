/**
 * The plain data ticket checkout's rules work on (no database, no HTTP): what a query module reads
 * for an order, and what pricing it answers. Money is integer cents; fee models as GET
 * /v1/events/{id}/fees gives them.
 */
import type { FeeModel } from "@/lib/catalogue/tickets/fees";
import type { TicketCheckoutLine } from "@/lib/db/tables/ticket-checkout";

export type { FeeModel, TicketCheckoutLine };

export interface TicketLineInput {
  tier_id: string;
  quantity: number;
}

/** One tier of the event, hidden ones included. A unit of stock, of `quantity` and of fees is one bundle. */
export interface TierFacts {
  id: string;
  name: string;
  priceCents: number;
  currency: string;
  saleStart: Date;
  saleEnd: Date;
  maxPerOrder: number;
  stock: number;
  sold: number;
  /** Units held by open checkout sessions right now. */
  held: number;
  public: boolean;
  offSale: boolean;
}

/** A discount the order named by `discount_id`, resolved: an event coupon or an ambassador's code. */
export interface DiscountFacts {
  kind: "coupon" | "ambassador";
  /** The code as its owner has it. */
  code: string;
  /** The ambassador's member id; null for a coupon. */
  memberId: string | null;
  /** The event the discount works on. */
  eventId: number;
  percentage: number | null;
  amountCents: number | null;
  minOrderCents: number;
}

export interface TicketOrderFacts {
  eventId: number;
  /** The event has ended (its end, else its start, is past). */
  eventEnded: boolean;
  /** Every tier of the event by id, hidden ones included. */
  tiers: Map<string, TierFacts>;
  /** Hidden tiers the order's access code unlocks (empty without one). */
  unlocked: ReadonlySet<string>;
  /** null: no discount asked; "unknown": a discount_id that names nothing usable now. */
  discount: DiscountFacts | "unknown" | null;
  fee: FeeModel;
}

export type TicketRefusalReason = "not_on_sale" | "tier_locked" | "sold_out" | "out_of_stock" | "max_per_order" | "discount_not_applicable" | "below_minimum";

export interface TicketRefusal {
  /** Absent for a refusal no reason names (tiers priced in two currencies). */
  reason?: TicketRefusalReason;
  param: string;
  message: string;
  extra?: Record<string, unknown>;
}

export interface TicketQuote {
  currency: string;
  lines: TicketCheckoutLine[];
  subtotal_cents: number;
  discount_cents: number;
  fee_cents: number;
  total_cents: number;
  /** The discount applied (null: none). */
  discount: { kind: "coupon" | "ambassador"; code: string; member_id: string | null } | null;
}

export type TicketQuoteResult = { ok: true; quote: TicketQuote } | { ok: false; refusal: TicketRefusal };
