/** API keys, crew members (admin tokens), booking requests, the platform event outbox, the audit log and the usage series. */
import { sql } from "drizzle-orm";
import { bigint, boolean, index, integer, jsonb, pgTable, primaryKey, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { ts, intArray, textArray } from "./columns";
import { crews } from "./crews-and-pages";

export const apiKeys = pgTable(
  "api_keys",
  {
    id: uuid("id").primaryKey(),
    crewId: uuid("crew_id").notNull().references(() => crews.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    type: text("type").notNull(), // secret | publishable
    tokenHash: text("token_hash").notNull().unique(), // hex SHA-256 of the full token
    prefix: text("prefix").notNull(),
    last4: text("last4").notNull(),
    scopes: textArray("scopes").notNull(),
    websites: textArray("websites").notNull().default(sql`'{}'::text[]`),
    storefrontOrigins: textArray("storefront_origins").notNull().default(sql`'{}'::text[]`),
    /** Created by the crew owner: only such a key may hold the owner-only scopes. */
    createdByOwner: boolean("created_by_owner").notNull().default(false),
    state: text("state").notNull(), // active | suspended | revoked
    expiresAt: ts("expires_at"),
    createdAt: ts("created_at").notNull(),
    ratePerMinute: integer("rate_per_minute"),
    ratePerDay: integer("rate_per_day"),
    rotatedFromId: uuid("rotated_from_id"),
    rotatedAt: ts("rotated_at"),
    lastUsedAt: ts("last_used_at"),
  },
  (t) => [index("api_keys_crew_idx").on(t.crewId), uniqueIndex("api_keys_successor_idx").on(t.rotatedFromId)],
);

/**
 * Platform events, written in the same transaction as the change they report; the webhook
 * dispatcher routes each to the crews it concerns. `crew_id` is set when the event belongs to one
 * crew from the start (a booking request, a test call); else routing decides.
 */
export const eventOutbox = pgTable(
  "event_outbox",
  {
    id: uuid("id").primaryKey(),
    crewId: uuid("crew_id"),
    type: text("type").notNull(),
    subject: jsonb("subject").$type<Record<string, unknown>>().notNull(),
    createdAt: ts("created_at").notNull().defaultNow(),
    dispatchedAt: ts("dispatched_at"),
  },
  (t) => [index("event_outbox_pending_idx").on(t.dispatchedAt, t.createdAt)],
);

export const bookingRequests = pgTable(
  "booking_requests",
  {
    id: uuid("id").primaryKey(),
    crewId: uuid("crew_id").notNull().references(() => crews.id, { onDelete: "cascade" }),
    keyId: uuid("key_id").notNull(),
    status: text("status").notNull().default("new"),
    artistIds: intArray("artist_ids").notNull(),
    contactEmail: text("contact_email").notNull(),
    contactName: text("contact_name"),
    contactPhone: text("contact_phone"),
    eventName: text("event_name"),
    eventDate: text("event_date"),
    venue: text("venue"),
    city: text("city"),
    organization: text("organization"),
    feeOffer: text("fee_offer"),
    capacity: text("capacity"),
    ticketPrice: text("ticket_price"),
    clientIp: text("client_ip"),
    createdAt: ts("created_at").notNull().defaultNow(),
  },
  (t) => [index("booking_requests_crew_idx").on(t.crewId, t.createdAt)],
);

/** The key's calls, newest first, kept 7 days (pruned on write). */
export const auditLog = pgTable(
  "audit_log",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    keyId: uuid("key_id").notNull(),
    at: ts("at").notNull(),
    method: text("method").notNull(),
    path: text("path").notNull(),
    status: integer("status").notNull(),
    ip: text("ip").notNull(),
    requestId: text("request_id").notNull(),
    cache: text("cache"),
    ms: integer("ms").notNull(),
  },
  (t) => [index("audit_log_key_idx").on(t.keyId, t.at)],
);

/**
 * A key's calls per minute (GET /v1/usage/history), added to by every audit batch of every
 * instance with one upsert; kept 25 hours (the day chart reads the last 24).
 */
export const usageMinutes = pgTable(
  "usage_minutes",
  {
    keyId: uuid("key_id").notNull(),
    minute: ts("minute").notNull(),
    requests: integer("requests").notNull(),
    work: integer("work").notNull(),
    /** Answered from the cache (hit or stale). */
    cached: integer("cached").notNull(),
    /** 429 answers. */
    rateLimited: integer("rate_limited").notNull(),
    /** Other 4xx answers. */
    clientErrors: integer("client_errors").notNull(),
    serverErrors: integer("server_errors").notNull(),
  },
  (t) => [primaryKey({ columns: [t.keyId, t.minute] })],
);

/** A key's problems per hour, problem code and route (`GET /v1/events/{id}`); kept 48 hours. */
export const usageErrors = pgTable(
  "usage_errors",
  {
    keyId: uuid("key_id").notNull(),
    hour: ts("hour").notNull(),
    code: text("code").notNull(),
    route: text("route").notNull(),
    count: integer("count").notNull(),
    lastAt: ts("last_at").notNull(),
    lastRequestId: text("last_request_id").notNull(),
  },
  (t) => [primaryKey({ columns: [t.keyId, t.hour, t.code, t.route] })],
);

/** Crew members with access to the crew admin API (role owner | manage_api | member). */
export const crewMembers = pgTable(
  "crew_members",
  {
    crewId: uuid("crew_id").notNull().references(() => crews.id, { onDelete: "cascade" }),
    email: text("email").notNull(),
    role: text("role").notNull(),
    adminTokenHash: text("admin_token_hash").unique(), // hex SHA-256 of the admin token; null: none
  },
  (t) => [primaryKey({ columns: [t.crewId, t.email] })],
);
