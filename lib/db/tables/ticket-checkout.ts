/**
 * Selling tickets through the partner API: an event's coupons and access codes (from the world),
 * ticket checkout sessions opened by a key, and the tickets they hold until paid, expired or
 * ended. Amounts of sessions are integer cents; coupon amounts are currency units like tier prices.
 */
import { integer, numeric, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
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

