/**
 * Selling tickets through the partner API: an event's coupons and access codes (from the world),
 * ticket checkout sessions opened by a key, and the tickets they hold until paid, expired or
 * ended. Amounts of sessions are integer cents; coupon amounts are currency units like tier prices.
 */
import { index, integer, jsonb, numeric, pgTable, primaryKey, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { sql } from "drizzle-orm";
import { ts, textArray } from "./columns";
import { events } from "./events";

export const eventCoupons = pgTable(
  "event_coupons",
  {
    eventId: integer("event_id")
      .notNull()
      .references(() => events.id, { onDelete: "cascade" }),
    /** As written; compared case-insensitively. */
    code: text("code").notNull(),
    percentage: integer("percentage"),
    /** Currency units, like tier prices. */
    amount: numeric("amount", { precision: 12, scale: 2, mode: "number" }),
    minOrderAmount: numeric("min_order_amount", { precision: 12, scale: 2, mode: "number" }).notNull().default(0),
    startsAt: ts("starts_at"),
    endsAt: ts("ends_at"),
    maxUses: integer("max_uses"),
    /** Paid orders that used it. */
    uses: integer("uses").notNull().default(0),
  },
  (t) => [uniqueIndex("event_coupons_code_idx").on(t.eventId, sql`lower(${t.code})`)],
);

/** An access code unlocks hidden (non-public) tiers of its event. */
export const eventAccessCodes = pgTable(
  "event_access_codes",
  {
    eventId: integer("event_id")
      .notNull()
      .references(() => events.id, { onDelete: "cascade" }),
    code: text("code").notNull(),
    tierIds: textArray("tier_ids").notNull(),
  },
  (t) => [uniqueIndex("event_access_codes_code_idx").on(t.eventId, sql`lower(${t.code})`)],
);

export type TicketCheckoutLine = { tier_id: string; name: string; quantity: number; unit_amount: number; discount_amount: number; fee_amount: number };

/** A hosted ticket checkout opened by a key: open until paid (complete), expired after 30 minutes, or ended by the caller. */
export const ticketCheckoutSessions = pgTable(
  "ticket_checkout_sessions",
  {
    id: uuid("id").primaryKey(),
    crewId: uuid("crew_id").notNull(),
    keyId: uuid("key_id").notNull(),
    eventId: integer("event_id").notNull(),
    lines: jsonb("lines").$type<TicketCheckoutLine[]>().notNull(),
    currency: text("currency").notNull(),
    subtotalAmount: integer("subtotal_amount").notNull(),
    discountAmount: integer("discount_amount").notNull(),
    feeAmount: integer("fee_amount").notNull(),
    amountTotal: integer("amount_total").notNull(),
    /** What the discount came from: an event coupon or an ambassador's code (discount_id), and the code. */
    discount: jsonb("discount").$type<{ kind: "coupon" | "ambassador"; code: string; member_id: string | null } | null>(),
    accessCode: text("access_code"),
    buyerEmail: text("buyer_email").notNull(),
    reference: text("reference"),
    locale: text("locale").notNull(),
    idempotencyKey: text("idempotency_key"),
    bodyHash: text("body_hash").notNull(),
    status: text("status").$type<"open" | "complete" | "expired">().notNull(),
    createdAt: ts("created_at").notNull(),
    expiresAt: ts("expires_at").notNull(),
    provider: text("provider").$type<"sandbox" | "stripe" | "free">().notNull(),
    providerSessionId: text("provider_session_id"),
    url: text("url").notNull(),
    baseUrl: text("base_url").notNull(),
    orderId: uuid("order_id"),
  },
  (t) => [uniqueIndex("ticket_checkout_sessions_idempotency_idx").on(t.crewId, t.idempotencyKey), index("ticket_checkout_sessions_provider_idx").on(t.providerSessionId)],
);

/** Tickets held by an open ticket session until it expires; rows go when it completes or ends. */
export const ticketHolds = pgTable(
  "ticket_holds",
  {
    sessionId: uuid("session_id")
      .notNull()
      .references(() => ticketCheckoutSessions.id, { onDelete: "cascade" }),
    tierId: text("tier_id").notNull(),
    quantity: integer("quantity").notNull(),
    expiresAt: ts("expires_at").notNull(),
  },
  (t) => [primaryKey({ columns: [t.sessionId, t.tierId] }), index("ticket_holds_tier_idx").on(t.tierId, t.expiresAt)],
);
