/**
 * A flush (the audit-log and usage-history reads call it first) waits for every call made before
 * it, also when the batch that was open starts while the flush waits for the running one: both
 * wait for the same batch, and the open one may go first and leave the map of open batches.
 */
import { sql } from "drizzle-orm";
import { expect, it, vi } from "vitest";
import { rows as query } from "@/lib/db/client";
import { freshAuditApp, quietCall } from "./audit-support";

// Batches that wait, as in a server; and a gate the first audit write waits at, so that one batch
// is still running while the next one opens, ends its window and queues behind it.
const { before, gate } = vi.hoisted(() => {
  const was = process.env.AUDIT_FLUSH_MS;
  process.env.AUDIT_FLUSH_MS = "10";
  let open!: () => void;
  const opened = new Promise<void>((r) => (open = r));
  return { before: was, gate: { opened, open, waited: 0 } };
});

vi.mock("@/lib/traffic/audit", async (importOriginal) => {
  const real = await importOriginal<typeof import("@/lib/traffic/audit")>();
  return {
    ...real,
    writeAudit: async (...args: Parameters<typeof real.writeAudit>) => {
      gate.waited++;
      await gate.opened;
      return real.writeAudit(...args);
    },
  };
});

const { flushCalls, queueCall } = await import("@/lib/traffic/calls");

const KEY = "dddddddd-dddd-4ddd-8ddd-dddddddddddd";
const call = (n: number) => quietCall(KEY, n, Date.now());

const t = freshAuditApp(before);

const logged = async () =>
  (await query<{ id: string }>(t.database.db, sql`SELECT request_id AS id FROM audit_log WHERE key_id = ${KEY} ORDER BY request_id`)).map((r) => r.id);

it("a flush waits for the batch that was open when it was asked, though it started meanwhile", async () => {
  const first = queueCall(t.app, call(1))!;
  // The first batch runs and waits at the gate in its audit write.
  await vi.waitFor(() => expect(gate.waited).toBe(1));
  // The second call opens the next batch, whose window ends: it queues behind the running one.
  const second = queueCall(t.app, call(2))!;
  await new Promise((r) => setTimeout(r, 50));
  const flushed = flushCalls(t.app);
  gate.open();
  await flushed;
  // Both calls are written when the flush is done: the read after it sees both.
  expect(await logged()).toEqual(["req_1", "req_2"]);
  await Promise.all([first, second]);
});
