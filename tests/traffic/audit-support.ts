/** What the audit batch tests share: a quiet call, and an app on a fresh embedded database. */
import { afterAll, beforeAll } from "vitest";
import type { App } from "@/lib/root/types";
import { openPglite, type Database } from "@/lib/db/client";
import { MemoryStore } from "@/lib/kv/memory-store";
import type { QueuedCall } from "@/lib/traffic/calls";
import type { KeyWindows } from "@/lib/traffic/windows";

/** Call `n` of the key at `atMs`: a 200 of no bytes that reads no id, so no counter is touched. */
export const quietCall = (keyId: string, n: number, atMs: number): QueuedCall => ({
  row: { keyId, atMs, method: "GET", path: "/v1/genres", status: 200, ip: "203.0.113.9", requestId: `req_${n}`, cache: "hit", ms: 1 },
  work: 1,
  code: null,
  route: "/v1/genres",
  // Unused by such a call.
  windows: {} as KeyWindows,
  crewId: "crew",
  bytes: 0,
  idRead: false,
  strike: false,
  now: atMs,
});

/** An app on a fresh embedded database with the in-process store. */
async function auditApp(): Promise<{ app: App; database: Database }> {
  const database = await openPglite(null);
  return { app: { database, store: new MemoryStore() }, database };
}

/** Puts AUDIT_FLUSH_MS back as it was before the test file set it. */
function restoreFlushMs(before: string | undefined): void {
  if (before === undefined) delete process.env.AUDIT_FLUSH_MS;
  else process.env.AUDIT_FLUSH_MS = before;
}

/**
 * A fresh app for the file or describe block this is called in, closed after it, with
 * AUDIT_FLUSH_MS put back to `flushMsBefore`. Read its fields inside the tests.
 */
export function freshAuditApp(flushMsBefore: string | undefined): { app: App; database: Database } {
  const held = {} as { app: App; database: Database };
  beforeAll(async () => void Object.assign(held, await auditApp()));
  afterAll(async () => {
    restoreFlushMs(flushMsBefore);
    await held.database.close();
  });
  return held;
}
