/**
 * Hosted checkouts of both kinds (merch carts and ticket orders) in one lifecycle: a session opened
 * by a key holds scarce things (stock, tickets, one use of a coupon) until it completes, is
 * released, or its one expiry instant passes. What differs per kind lives in `details`.
 */
import { sql } from "drizzle-orm";
import { index, integer, jsonb, pgTable, primaryKey, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { ts } from "./columns";
import type { CheckoutLine, CheckoutPricing, SellerType } from "./shop";
import type { TicketCheckoutLine } from "./ticket-checkout";

export type CheckoutKind = "merch" | "tickets";

/** open: waiting for payment; complete: paid (or free), `order_id` set; expired: its time ran out; canceled: ended by the buyer or the caller. */
export type CheckoutStatus = "open" | "complete" | "expired" | "canceled";

/** A payment provider's name (lib/payments/providers.ts), or "free": completed without one. */
export type CheckoutProviderName = string;

/** A merch session: the cart as the quote priced it. */
export type MerchSessionDetails = {
  kind: "merch";
  seller: { type: SellerType; id: number };
  mode: "delivery" | "pickup_event" | "pickup_location";
  country: string | null;
  lines: CheckoutLine[];
  pricing: CheckoutPricing;
};

export type TicketDiscount = { kind: "coupon" | "ambassador"; code: string; member_id: string | null };

/** A ticket session: the tickets as the ticket rules priced them. */
export type TicketSessionDetails = {
  kind: "tickets";
  lines: TicketCheckoutLine[];
  subtotal_cents: number;
  discount_cents: number;
  fee_cents: number;
  discount: TicketDiscount | null;
  access_code: string | null;
};

export type SessionDetails = MerchSessionDetails | TicketSessionDetails;

export const checkoutSessions = pgTable(
  "checkout_sessions",
  {
    id: uuid("id").primaryKey(),
    kind: text("kind").$type<CheckoutKind>().notNull(),
    crewId: uuid("crew_id").notNull(),
    keyId: uuid("key_id").notNull(),
    /** Tickets: the event; merch: the event shop's event, or null. */
    eventId: integer("event_id"),
    currency: text("currency").notNull(),
    amountTotal: integer("amount_total").notNull(),
    details: jsonb("details").$type<SessionDetails>().notNull(),
    buyerEmail: text("buyer_email").notNull(),
    reference: text("reference"),
    locale: text("locale").notNull(),
    /** The caller's body idempotency_key and a fingerprint of the body it came with. */
    idempotencyKey: text("idempotency_key"),
    bodyHash: text("body_hash").notNull(),
    status: text("status").$type<CheckoutStatus>().notNull(),
    /** When the current attempt to open the provider's page began (a retry that resumes a stuck one moves it on). */
    createdAt: ts("created_at").notNull(),
    /** The one expiry instant: the holds end then, and the provider's page was told the same. */
    expiresAt: ts("expires_at").notNull(),
    provider: text("provider").$type<CheckoutProviderName>().notNull(),
    /** The seller's account the page opened on (Stripe: the connected account). */
    paymentAccount: text("payment_account"),
    providerSessionId: text("provider_session_id"),
    /** Empty until the provider's page exists. */
    url: text("url").notNull(),
    /** This service's base URL when the session opened: the order link in mails and the landing pages. */
    baseUrl: text("base_url").notNull(),
    orderId: uuid("order_id"),
  },
  (t) => [
    uniqueIndex("checkout_sessions_idempotency_idx").on(t.crewId, t.kind, t.idempotencyKey),
    index("checkout_sessions_provider_idx").on(t.providerSessionId),
    index("checkout_sessions_open_idx").on(t.expiresAt).where(sql`${t.status} = 'open'`),
  ],
);

/** What a hold takes: a variant's stock, a tier's tickets, or uses of a merch or event coupon. */
export type HoldItem = "variant" | "tier" | "shop_coupon" | "event_coupon";

/**
 * Held until the session completes or is released (rows deleted) or until `expires_at` (only holds
 * still ahead count, so stock comes back at the instant without a sweep).
 */
export const checkoutHolds = pgTable(
  "checkout_holds",
  {
    sessionId: uuid("session_id")
      .notNull()
      .references(() => checkoutSessions.id, { onDelete: "cascade" }),
    item: text("item").$type<HoldItem>().notNull(),
    /** The variant id, the tier id, or the coupon's key (see lib/checkout/scarce.ts). */
    itemId: text("item_id").notNull(),
    quantity: integer("quantity").notNull(),
    expiresAt: ts("expires_at").notNull(),
  },
  (t) => [primaryKey({ columns: [t.sessionId, t.item, t.itemId] }), index("checkout_holds_item_idx").on(t.item, t.itemId, t.expiresAt)],
);
