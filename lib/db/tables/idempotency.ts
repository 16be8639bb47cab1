/**
 * Idempotency-Key records of the platform API and the crew admin API (core 8.6). A key is claimed
 * by its own short INSERT (a parallel duplicate then reads "running" and answers 409); the answer
 * is written in the transaction of the write itself, so a write and its record commit together or
 * not at all. Kept 24 hours (the replay window); an older record is taken over by a new request.
 */
import { index, integer, jsonb, pgTable, primaryKey, text, uuid } from "drizzle-orm/pg-core";
import { ts } from "./columns";

export const idempotencyRecords = pgTable(
  "idempotency_records",
  {
    /** platform | admin */
    surface: text("surface").notNull(),
    /** Who sent the key: `platform`, or `crew:<crew id>:member:<email>` on the admin API. */
    principal: text("principal").notNull(),
    /** The Idempotency-Key as sent (1 to 255 visible ASCII characters). */
    key: text("key").notNull(),
    /** Hash of the route, its path parameters and the body: another one is idempotency_mismatch. */
    fingerprint: text("fingerprint").notNull(),
    /** running (claimed, the write not committed yet) | done (the answer below is kept). */
    status: text("status").notNull(),
    /** The claim's own token: only the claimant settles it (a crashed claim is taken over after its lease). */
    token: uuid("token").notNull(),
    answerStatus: integer("answer_status"),
    /** The answer's body; null on a done record whose answer carried a secret (never stored). */
    answerBody: text("answer_body"),
    answerHeaders: jsonb("answer_headers").$type<Record<string, string>>(),
    createdAt: ts("created_at").notNull(),
  },
  (t) => [primaryKey({ columns: [t.surface, t.principal, t.key] }), index("idempotency_records_created_idx").on(t.createdAt)],
);
