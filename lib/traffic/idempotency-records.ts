/**
 * Idempotency-Key on the platform API and the crew admin API (core 8.6, the partner rules), kept
 * in PostgreSQL beside the writes themselves (lib/db/tables/idempotency.ts):
 *
 * - `claimRecord` takes the key with one INSERT of its own (committed at once), so a duplicate
 *   sent in parallel finds the record "running" and answers 409 conflict; the same key with
 *   another route, path or body is 422 idempotency_mismatch; a done record is replayed.
 * - `settleRecord` runs inside the write's transaction: the record turns "done" with the answer
 *   only if this claim still holds it, else the write rolls back. A write and its record commit
 *   together, so a crash between them can neither lose the record nor keep a record of nothing.
 * - `releaseRecord` after a failed write, so a corrected retry can run.
 *
 * A claim whose process died stays "running" for LEASE_SECONDS, then a retry takes it over.
 */
import { randomUUID } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { idempotencyRecords } from "@/lib/db/schema";
import { Problem, conflict } from "@/lib/http/problem";
import { REPLAY_SECONDS, type StoredAnswer } from "./idempotency";
import { log } from "@/lib/observability/log";

/** A claim outlives a crashed instance by this long at most (a write's transaction is far shorter). */
export const LEASE_SECONDS = 120;
/** Tokens the service issues: an answer holding one is kept without its body (core 8.6: never stored). */
const SECRET_PATTERN = /svc_(sk|pk|adm|plat)_[A-Za-z0-9_]{8,}|whsec_[A-Za-z0-9+/=]{8,}|amb_(st|lt)_[A-Za-z0-9_-]{8,}/;

export interface RecordKey {
  surface: "platform" | "admin";
  principal: string;
  key: string;
}

export interface RecordClaim extends RecordKey {
  token: string;
}

export type RecordOutcome = { kind: "run"; claim: RecordClaim } | { kind: "replay"; answer: StoredAnswer };

const inFlight = () => conflict("A request with this Idempotency-Key is still being processed; retry after it finishes.", { reason: "idempotency_in_flight" });

const ofKey = (k: RecordKey) => and(eq(idempotencyRecords.surface, k.surface), eq(idempotencyRecords.principal, k.principal), eq(idempotencyRecords.key, k.key));

/** Takes the key (a new record, or one past the replay window or its lease), or answers from it. */
export async function claimRecord(db: Db, k: RecordKey, fingerprint: string, now: Date, attempt = 0): Promise<RecordOutcome> {
  const token = randomUUID();
  const replayCutoff = new Date(now.getTime() - REPLAY_SECONDS * 1000);
  const leaseCutoff = new Date(now.getTime() - LEASE_SECONDS * 1000);
  const t = idempotencyRecords;
  const taken = await db
    .insert(t)
    .values({ ...k, fingerprint, status: "running", token, createdAt: now })
    .onConflictDoUpdate({
      target: [t.surface, t.principal, t.key],
      set: { fingerprint, status: "running", token, createdAt: now, answerStatus: null, answerBody: null, answerHeaders: null },
      setWhere: sql`${t.createdAt} < ${replayCutoff} OR (${t.status} = 'running' AND ${t.createdAt} < ${leaseCutoff})`,
    })
    .returning({ token: t.token });
  if (taken[0]?.token === token) return { kind: "run", claim: { ...k, token } };
  const [found] = await db.select().from(t).where(ofKey(k)).limit(1);
  // Released between the two statements (its write failed): this request may try once more.
  if (!found) {
    if (attempt >= 2) throw inFlight();
    return claimRecord(db, k, fingerprint, now, attempt + 1);
  }
  if (found.fingerprint !== fingerprint) throw new Problem("idempotency_mismatch", "This Idempotency-Key was used with another request (route, path or body). Use a new key for a new request.");
  if (found.status === "running") throw inFlight();
  if (found.answerBody === null) {
    // Done, but its answer carried a secret, which is shown once and never stored.
    throw conflict(
      `The first request with this Idempotency-Key succeeded (${found.answerStatus}) and was not run again; its answer carried a secret, which is shown once and never stored. Read the resource to find it (rotate its secret if the first answer was lost).`,
      { reason: "idempotency_secret_not_replayed" },
    );
  }
  return { kind: "replay", answer: { status: found.answerStatus!, body: found.answerBody, headers: found.answerHeaders ?? {} } };
}

/**
 * In the write's transaction: the record becomes done with its answer. When the claim no longer
 * holds it (taken over after the lease), throws in-flight conflict so the write rolls back.
 */
export async function settleRecord(tx: Db, c: RecordClaim, answer: StoredAnswer): Promise<void> {
  const body = SECRET_PATTERN.test(answer.body) ? null : answer.body;
  const t = idempotencyRecords;
  const done = await tx
    .update(t)
    .set({ status: "done", answerStatus: answer.status, answerBody: body, answerHeaders: answer.headers })
    .where(and(ofKey(c), eq(t.token, c.token), eq(t.status, "running")))
    .returning({ token: t.token });
  if (done.length === 0) throw inFlight();
}

/** After a failed write: frees the key for a corrected retry. Never throws (the lease frees it anyway). */
export async function releaseRecord(db: Db, c: RecordClaim): Promise<void> {
  try {
    await db.delete(idempotencyRecords).where(and(ofKey(c), eq(idempotencyRecords.token, c.token), eq(idempotencyRecords.status, "running")));
  } catch (e) {
    log.error("Idempotency-Key record not released; it frees itself after its lease", { error: e });
  }
}
