/**
 * Newsletter subscriptions per page (double opt-in): a sign-up waits for its confirmation link;
 * only confirmed subscriptions count. Tokens are stored hashed.
 */
import { index, integer, pgTable, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { sql } from "drizzle-orm";
import { ts } from "./columns";

export const newsletterSubscriptions = pgTable(
  "newsletter_subscriptions",
  {
    id: uuid("id").primaryKey(),
    ownerType: text("owner_type").$type<"artist" | "promoter" | "venue">().notNull(),
    ownerId: integer("owner_id").notNull(),
    email: text("email").notNull(),
    firstName: text("first_name"),
    locale: text("locale"),
    status: text("status").$type<"pending" | "confirmed" | "unsubscribed">().notNull(),
    /** The crew whose key signed the address up. */
    crewId: uuid("crew_id").notNull(),
    confirmTokenHash: text("confirm_token_hash"),
    confirmExpiresAt: ts("confirm_expires_at"),
    createdAt: ts("created_at").notNull(),
    confirmedAt: ts("confirmed_at"),
    unsubscribedAt: ts("unsubscribed_at"),
  },
  (t) => [uniqueIndex("newsletter_owner_email_idx").on(t.ownerType, t.ownerId, sql`lower(${t.email})`), index("newsletter_confirm_idx").on(t.confirmTokenHash)],
);
