/**
 * Idempotency-Key on POSTs (docs/guides/caching.md, "Idempotent writes"). The first request with a
 * key takes a lock in the store (SET NX, so two instances cannot both take it); its answer then
 * replaces the lock and is kept 24 hours. A later request with the same key and the same body gets
 * that answer again (status, body, headers) without the work being redone; another body is 422
 * idempotency_mismatch; a request while the first still runs is 409 conflict.
 *
 * Only successful answers are kept: a failed attempt (a problem) releases the key so a corrected
 * retry can run. An answer carrying a secret is never stored.
 *
 * Exactly once rests on the store: when it cannot take or read the key (down, or no answer within
 * its deadline), the write does not run and answers 503 service_unavailable with Retry-After.
 */
import { createHash, randomUUID } from "node:crypto";
import { Problem, conflict, isProblem } from "@/lib/http/problem";
import type { Store } from "@/lib/kv/store";
import { log } from "@/lib/observability/log";

export const REPLAY_SECONDS = 86_400;
/** A lock outlives a crashed instance by this long at most. */
const LOCK_SECONDS = 120;
const KEY_PATTERN = /^[\x21-\x7E]{1,255}$/;
/** Tokens the service issues (API keys, webhook secrets, member sessions and sign-in tokens): an answer holding one is never kept. */
const SECRET_PATTERN = /svc_(sk|pk)_[A-Za-z0-9_]{8,}|whsec_[A-Za-z0-9+/=]{8,}|amb_(st|lt)_[A-Za-z0-9_-]{8,}/;

interface Running {
  state: "running";
  fingerprint: string;
  token?: string;
}

export interface StoredAnswer {
  status: number;
  body: string;
  headers: Record<string, string>;
}

interface Done extends StoredAnswer {
  state: "done";
  fingerprint: string;
}

export type Claim = { kind: "run"; entry: string; fingerprint: string } | { kind: "replay"; answer: StoredAnswer };

export function validIdempotencyKey(value: string): boolean {
  return KEY_PATTERN.test(value);
}

/** Same body: the same JSON whatever the key order or spacing. */
export function bodyFingerprint(endpointId: string, body: unknown): string {
  return createHash("sha256").update(`${endpointId}\n${canonical(body)}`).digest("base64url");
}

function canonical(v: unknown): string {
  if (Array.isArray(v)) return `[${v.map(canonical).join(",")}]`;
  if (v && typeof v === "object") {
    const entries = Object.entries(v as Record<string, unknown>).filter(([, x]) => x !== undefined);
    return `{${entries.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([k, x]) => `${JSON.stringify(k)}:${canonical(x)}`).join(",")}}`;
  }
  return JSON.stringify(v ?? null);
}

export function entryKey(scope: string, keyId: string, idempotencyKey: string): string {
  return `{${scope}}:idem:${keyId}:${createHash("sha256").update(idempotencyKey).digest("base64url")}`;
}

/** Seconds a client is told to wait when the store cannot guard a write. */
export const UNAVAILABLE_RETRY_SECONDS = 2;

export const storeUnavailable = () =>
  new Problem("service_unavailable", "This write carries an Idempotency-Key, and the service cannot check that key right now, so it did not run (it would risk running twice). Nothing was recorded; retry with the same key after Retry-After seconds.", {
    headers: { "Retry-After": String(UNAVAILABLE_RETRY_SECONDS) },
  });

/**
 * Takes the key, or answers with the stored reply; throws conflict or idempotency_mismatch, and
 * service_unavailable when the store fails (nothing has run).
 */
export async function claim(store: Store, entry: string, fingerprint: string): Promise<Claim> {
  try {
    return await claimOnce(store, entry, fingerprint);
  } catch (e) {
    if (isProblem(e)) throw e;
    log.error("store unavailable: Idempotency-Key write refused with 503", { error: e });
    throw storeUnavailable();
  }
}

async function claimOnce(store: Store, entry: string, fingerprint: string): Promise<Claim> {
  for (let attempt = 0; attempt < 3; attempt++) {
    // A token of this attempt: a take that timed out may still run later, and is then released by it alone.
    const running: Running = { state: "running", fingerprint, token: randomUUID() };
    const lock = JSON.stringify(running);
    let taken: boolean;
    try {
      taken = await store.setIfAbsent(entry, lock, LOCK_SECONDS);
    } catch (e) {
      // Sent after the take on the same connection: should the take still run, this undoes it.
      store.releaseLock(entry, lock).catch(() => undefined);
      throw e;
    }
    if (taken) return { kind: "run", entry, fingerprint };
    const text = await store.get(entry);
    if (text === null) continue; // released between the two calls: try to take it again
    const found = JSON.parse(text) as Running | Done;
    if (found.fingerprint !== fingerprint) {
      throw new Problem("idempotency_mismatch", "This Idempotency-Key was used with another body. Use a new key for a new request.");
    }
    if (found.state === "running") {
      throw conflict("A request with this Idempotency-Key is still being processed; retry after it finishes.", { reason: "idempotency_in_flight" });
    }
    return { kind: "replay", answer: { status: found.status, body: found.body, headers: found.headers } };
  }
  throw conflict("A request with this Idempotency-Key is still being processed; retry after it finishes.", { reason: "idempotency_in_flight" });
}

/**
 * Keeps a successful answer for replays, or releases the key. Never throws: the write has run and
 * its answer goes out. Should the store fail here, the key stays taken (a retry answers 409) until
 * the lock's LOCK_SECONDS pass.
 */
export async function settle(store: Store, c: Extract<Claim, { kind: "run" }>, answer: StoredAnswer | null): Promise<void> {
  try {
    if (!answer || answer.status >= 300 || SECRET_PATTERN.test(answer.body)) {
      await store.del(c.entry);
      return;
    }
    const done: Done = { state: "done", fingerprint: c.fingerprint, ...answer };
    await store.set(c.entry, JSON.stringify(done), REPLAY_SECONDS);
  } catch (e) {
    log.error("store unavailable: Idempotency-Key answer not kept", { error: e });
  }
}
