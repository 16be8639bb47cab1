/** Money and answers from the platform: ticket orders, refunds, payouts, form responses. */
import { sql } from "drizzle-orm";
import { index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { ts } from "./columns";
import { forms } from "./content";
import { events } from "./events";
import type { CheckoutPricing, SellerType } from "./shop";

/** A merch order line: the variant, its product's title and option values, at the price paid. */
export type MerchOrderLine = { variant_id: string; product_id: string; name: string; quantity: number; unit_amount: number; discount_amount: number };

/** What a merch order adds to an order: seller, pricing, delivery or pickup. */
export type MerchOrderDetails = {
  seller: { type: SellerType; id: number };
  mode: "delivery" | "pickup_event" | "pickup_location";
  country: string | null;
  subtotal_cents: number;
  discount_cents: number;
  shipping_cents: number;
  coupon: { code: string; discount_cents: number } | null;
  shipping: CheckoutPricing["shipping"];
  ships_on: string | null;
  lines: MerchOrderLine[];
  /** The sandbox payment, or the provider's payment intent. */
  payment_ref: string | null;
};

/**
 * Orders: tickets (world history and platform API orders; `event_id` set, `lines` of tiers) and
 * merch (written once by a paid checkout session; `merch` holds the details, `lines` is empty and
 * `event_id` is the event shop's event or null). Amounts in cents.
 */
export const orders = pgTable(
  "orders",
  {
    id: uuid("id").primaryKey(),
    kind: text("kind").$type<"tickets" | "merch">().notNull().default("tickets"),
    eventId: integer("event_id").references(() => events.id, { onDelete: "cascade" }),
    status: text("status").notNull(), // paid | partially_refunded | refunded
    currency: text("currency").notNull(),
    amountTotal: integer("amount_total").notNull(),
    amountRefunded: integer("amount_refunded").notNull().default(0),
    createdAt: ts("created_at").notNull(),
    ambassadorCode: text("ambassador_code"),
    viaSiteOf: uuid("via_site_of"), // the crew whose site opened the checkout
    buyerEmail: text("buyer_email").notNull(),
    lines: jsonb("lines").$type<{ tier_id: string; name: string; quantity: number; unit_amount: number }[]>().notNull(),
    merch: jsonb("merch").$type<MerchOrderDetails | null>(),
    /** The caller's reference (merch checkout), kept as given. */
    reference: text("reference"),
    /** The checkout session that wrote it: unique, so a session is paid into one order only. */
    checkoutSessionId: uuid("checkout_session_id"),
    /** Who took the payment (sandbox, stripe, free) and its reference there, for refunds and reconciliation. */
    paymentProvider: text("payment_provider"),
    paymentRef: text("payment_ref"),
    /** The seller's account the payment landed on (Stripe: the connected account). */
    paymentAccount: text("payment_account"),
    /** Set when a payment arrived for a released checkout whose stock or coupon was gone: the order is refunded in full, nothing is taken. */
    unfulfilled: text("unfulfilled").$type<"sold_out">(),
  },
  (t) => [index("orders_event_idx").on(t.eventId), uniqueIndex("orders_checkout_session_idx").on(t.checkoutSessionId), index("orders_ambassador_code_idx").on(sql`lower(${t.ambassadorCode})`)],
);

/** Where a refund stands: owed (the provider has not refunded it yet), refunded (the money moved), failed (refused for good). */
export type RefundState = "owed" | "refunded" | "failed";
/** Why a refund was asked: a payment that came too late for what it bought, or the platform API. */
export type RefundOrigin = "late_payment" | "platform";

/**
 * The refund ledger: one row per refund, asked or owed, so each refund is its own order.refunded
 * call once its money moved. An order's `amount_refunded` is the sum of its `refunded` rows; its
 * `owed` rows count against what is left to refund (lib/checkout/refund-ledger.ts). Owed rows are
 * the refund queue: the sweep tries each when its `next_attempt_at` comes (lib/checkout/refund-queue.ts).
 */
export const orderRefunds = pgTable(
  "order_refunds",
  {
    id: uuid("id").primaryKey(),
    orderId: uuid("order_id").notNull().references(() => orders.id, { onDelete: "cascade" }),
    amount: integer("amount").notNull(),
    /** When it was asked (a late payment's: when the payment came). */
    createdAt: ts("created_at").notNull(),
    status: text("status").$type<RefundState>().notNull().default("refunded"),
    origin: text("origin").$type<RefundOrigin>().notNull().default("platform"),
    /** The provider's idempotency key, the same on every try; null for an order no provider took money for. */
    idempotencyKey: text("idempotency_key"),
    /** Tries so far; the back-off grows with them. */
    attempts: integer("attempts").notNull().default(0),
    /** While owed: when the sweep may try it next. */
    nextAttemptAt: ts("next_attempt_at"),
    /** While owed, the last try's failure; once failed, why. */
    failure: text("failure"),
    /** The provider's refund (Stripe: re_…); null when settled from the provider's record of the payment. */
    providerRef: text("provider_ref"),
    /** When the money moved. */
    refundedAt: ts("refunded_at"),
  },
  (t) => [index("order_refunds_order_idx").on(t.orderId), index("order_refunds_due_idx").on(t.nextAttemptAt).where(sql`status = 'owed'`)],
);

export const payouts = pgTable("payouts", {
  id: uuid("id").primaryKey(),
  payeeType: text("payee_type").notNull(), // promoter | artist | venue
  payeeId: integer("payee_id").notNull(),
  amount: integer("amount").notNull(),
  currency: text("currency").notNull(),
  paidAt: ts("paid_at").notNull(),
});

export const formResponses = pgTable(
  "form_responses",
  {
    id: uuid("id").primaryKey(),
    formId: uuid("form_id").notNull().references(() => forms.id, { onDelete: "cascade" }),
    completedAt: ts("completed_at").notNull(),
    locale: text("locale").notNull(),
    answers: jsonb("answers").$type<Record<string, unknown>>().notNull(),
    contact: jsonb("contact").$type<{ email: string; first_name: string; last_name: string; phone: string | null; marketing_opt_in: boolean } | null>(),
  },
  (t) => [index("form_responses_form_idx").on(t.formId, t.completedAt)],
);
