/** Money and answers from the platform: ticket orders, refunds, payouts, form responses. */
import { index, integer, jsonb, pgTable, text, uuid } from "drizzle-orm/pg-core";
import { ts } from "./columns";
import { forms } from "./content";
import { events } from "./events";

/** Ticket orders (world history and platform API orders). Amounts in cents. */
export const orders = pgTable(
  "orders",
  {
    id: uuid("id").primaryKey(),
    eventId: integer("event_id").notNull().references(() => events.id, { onDelete: "cascade" }),
    status: text("status").notNull(), // paid | partially_refunded | refunded
    currency: text("currency").notNull(),
    amountTotal: integer("amount_total").notNull(),
    amountRefunded: integer("amount_refunded").notNull().default(0),
    createdAt: ts("created_at").notNull(),
    ambassadorCode: text("ambassador_code"),
    viaSiteOf: uuid("via_site_of"), // the crew whose site opened the checkout
    buyerEmail: text("buyer_email").notNull(),
    lines: jsonb("lines").$type<{ tier_id: string; name: string; quantity: number; unit_amount: number }[]>().notNull(),
  },
  (t) => [index("orders_event_idx").on(t.eventId)],
);

/** One row per refund, so each refund is its own order.refunded call. */
export const orderRefunds = pgTable(
  "order_refunds",
  {
    id: uuid("id").primaryKey(),
    orderId: uuid("order_id").notNull().references(() => orders.id, { onDelete: "cascade" }),
    amount: integer("amount").notNull(),
    createdAt: ts("created_at").notNull(),
  },
  (t) => [index("order_refunds_order_idx").on(t.orderId)],
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
