/**
 * Webhook delivery with two app instances (two processes, each running the in-process Postgres
 * worker) on one PostgreSQL database, calling a local receiver: every order.paid arrives once per
 * webhook-id, a retry carries the same webhook-id and each attempt is sent once across both
 * workers, and deliveries waiting when one instance is killed still arrive through the other.
 *
 * Needs a PostgreSQL server (DATABASE_URL, as in CI's second pass): the embedded database belongs
 * to the one process that opened it, so two instances cannot share it, and the suite is skipped.
 *
 * Also here, on either database: a long delivery pass claims later batches with a lease that runs
 * from when they were claimed.
 */
import { randomBytes, randomUUID } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { sql } from "drizzle-orm";
import { Webhook } from "standardwebhooks";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { openPg, openPglite, rows, type Database } from "@/lib/db/client";
import { webhookDeliveries, webhookMessages, webhooks } from "@/lib/db/schema";
import { LEASE_MS, runDueOnce } from "@/lib/root/worker";
import type { App } from "@/lib/root/app";
import { openStore } from "@/lib/kv/open";
import { loadInto, readWorld } from "../support/app";
import { startInstance, stopInstance, type Instance } from "../support/instance";
import { ADMIN, PLATFORM_TOKEN } from "../support/keys";

const N = 40;
const TIME_SCALE = "0.001";
const NIGHTSHIFT = "6f1c9a52-7a0e-4b59-9a55-1f0f3c2b7d01";

// ---------------------------------------------------------------------------------------------
// A receiver that records every call and answers with what `answer` says.

interface Call {
  id: string;
  headers: Record<string, string>;
  body: string;
  status: number;
  at: number;
}

interface TestReceiver {
  url: string;
  calls: Call[];
  answer: (id: string, seen: number) => number | Promise<number>;
  close(): Promise<void>;
}

async function startTestReceiver(): Promise<TestReceiver> {
  const r: TestReceiver = { url: "", calls: [], answer: () => 200, close: async () => undefined };
  const seen = new Map<string, number>();
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", async () => {
      const headers: Record<string, string> = {};
      for (const [k, v] of Object.entries(req.headers)) if (typeof v === "string") headers[k] = v;
      const id = headers["webhook-id"] ?? "";
      const n = seen.get(id) ?? 0;
      seen.set(id, n + 1);
      const status = await r.answer(id, n);
      r.calls.push({ id, headers, body: Buffer.concat(chunks).toString("utf8"), status, at: Date.now() });
      res.writeHead(status, { "Content-Type": "text/plain" }).end("ok");
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  r.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks`;
  r.close = () => new Promise<void>((resolve) => (server.closeAllConnections(), server.close(() => resolve())));
  return r;
}

async function until(what: string, check: () => boolean | Promise<boolean>, timeoutMs: number): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > end) throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

// ---------------------------------------------------------------------------------------------
// An app instance in its own process: the shared database, its own in-process store, the Postgres
// webhook worker, and a plain HTTP server handing requests to the registry and pipeline Next.js
// serves (serveHttp in tests/support/app.ts, as tests/traffic/instance.ts uses). Prints
// "READY <port>"; started and stopped by tests/support/instance.ts.

const INSTANCE = `
import { openPg } from "@/lib/db/client";
import { settleBackground } from "@/lib/http/after";
import { installApp } from "@/lib/root/app";
import { config } from "@/lib/config/config";
import { openStore } from "@/lib/kv/open";
import { startWorker, stopWorker } from "@/lib/root/worker";
import { serveHttp } from "./tests/support/app.ts";

const database = await openPg(process.env.DATABASE_URL, 10);
const store = await openStore({ STORE_PREFIX: "webhooks-two-instances:" });
const app = { database, store };
installApp(app);
if (!config().webhookWorker) throw new Error("WEBHOOK_WORKER=1 expected");
startWorker(app);
const server = serveHttp();
process.on("SIGTERM", async () => {
  server.close();
  await stopWorker();
  await settleBackground();
  await store.close();
  await database.close();
  process.exit(0);
});
`;

function startWorkerInstance(databaseUrl: string): Promise<Instance> {
  return startInstance(["--input-type=module", "-e", INSTANCE], {
    env: { ...process.env, DATABASE_URL: databaseUrl, SANDBOX: "1", WEBHOOK_WORKER: "1", WEBHOOK_TIME_SCALE: TIME_SCALE, PLATFORM_TOKEN, AUDIT_FLUSH_MS: "0", REDIS_URL: "", TEST_REDIS_URL: "" },
    timeoutMs: 60_000,
  });
}

// ---------------------------------------------------------------------------------------------

const onServer = Boolean(process.env.DATABASE_URL);

describe.skipIf(!onServer)("two instances on one PostgreSQL, each with the webhook worker (skipped without DATABASE_URL: the embedded database is owned by one process)", () => {
  let database: Database;
  let dbName: string;
  let a: Instance;
  let b: Instance;
  let receiver: TestReceiver;
  let secret: string;
  let webhookId: string;

  beforeAll(async () => {
    const { Client } = await import("pg");
    dbName = `webhooks_two_${randomBytes(6).toString("hex")}`;
    const admin = new Client({ connectionString: process.env.DATABASE_URL });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${dbName}`);
    await admin.end();
    const url = new URL(process.env.DATABASE_URL!);
    url.pathname = `/${dbName}`;
    database = await openPg(url.toString(), 5);
    await loadInto(database, readWorld("basic"));
    receiver = await startTestReceiver();
    [a, b] = await Promise.all([startWorkerInstance(url.toString()), startWorkerInstance(url.toString())]);

    const r = await call(a, "POST", "/admin/v1/webhooks", ADMIN.owner, { url: receiver.url, events: ["order.paid"], sandbox: true });
    expect(r.status).toBe(201);
    secret = r.body.secret;
    webhookId = r.body.id;
  }, 90_000);

  afterAll(async () => {
    await Promise.all([stopInstance(a), stopInstance(b)]);
    await receiver?.close();
    await database?.close();
    if (dbName) {
      const { Client } = await import("pg");
      const admin = new Client({ connectionString: process.env.DATABASE_URL });
      await admin.connect();
      // Let the closed connections go first: one still closing would be told it was terminated.
      for (let i = 0; i < 50; i++) {
        const { rows: [open] } = await admin.query("SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1", [dbName]);
        if (open.n === 0) break;
        await new Promise((r) => setTimeout(r, 100));
      }
      await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`).catch(() => undefined);
      await admin.end();
    }
  });

  beforeEach(async () => {
    receiver.calls.length = 0;
    receiver.answer = () => 200;
    // Room for N more one-ticket orders on the guest-list tier.
    await database.db.execute(sql`UPDATE ticket_tiers SET sold = 0 WHERE id = 'tier-100-crew'`);
  });

  let ip = 0;
  async function call(i: Instance, method: string, p: string, token: string, body?: unknown): Promise<{ status: number; body: any }> {
    const res = await fetch(`${i.base}${p}`, {
      method,
      headers: { Authorization: `Bearer ${token}`, "Content-Type": "application/json", "X-Forwarded-For": `198.51.100.${(ip++ % 250) + 1}` },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await res.text();
    return { status: res.status, body: text ? JSON.parse(text) : undefined };
  }

  /** One paid order through the platform API of instance `i`; its id. */
  async function order(i: Instance, n: number): Promise<string> {
    const r = await call(i, "POST", "/platform/v1/orders", PLATFORM_TOKEN, { event_id: 100, lines: [{ tier_id: "tier-100-crew", quantity: 1 }], buyer_email: `fan${n}@two.test` });
    expect(r.status, JSON.stringify(r.body)).toBe(201);
    return r.body.id;
  }

  /** The calls for these orders, verified, by the order id they carry. */
  function verifiedByOrder(calls: Call[]): Map<string, Call[]> {
    const byOrder = new Map<string, Call[]>();
    for (const c of calls) {
      const payload = new Webhook(secret).verify(c.body, c.headers) as { type: string; data: { order: { id: string } } };
      expect(payload.type).toBe("order.paid");
      byOrder.set(payload.data.order.id, [...(byOrder.get(payload.data.order.id) ?? []), c]);
    }
    return byOrder;
  }

  /** Recorded attempts of this test's deliveries: (message id, attempt) → calls recorded. */
  async function recordedAttempts(messageIds: string[]) {
    return rows<{ message_id: string; attempt: number; n: number; statuses: string }>(
      database.db,
      sql`SELECT d.message_id, c.attempt, count(*)::int AS n, string_agg(coalesce(c.status::text, 'none'), ',') AS statuses
          FROM webhook_calls c JOIN webhook_deliveries d ON d.id = c.delivery_id
          WHERE d.webhook_id = ${webhookId} AND d.message_id IN (${sql.join(messageIds.map((m) => sql`${m}`), sql`, `)})
          GROUP BY d.message_id, c.attempt ORDER BY d.message_id, c.attempt`,
    );
  }

  it("delivers every order.paid exactly once per webhook-id, signed, across the two workers", async () => {
    const ids = await Promise.all(Array.from({ length: N }, (_, n) => order(n % 2 ? a : b, n)));
    await until(`${N} calls`, () => receiver.calls.length >= N, 20_000);
    // Both workers poll every 250 ms: give a second sender the time to repeat a call.
    await new Promise((r) => setTimeout(r, 1_000));
    expect(receiver.calls).toHaveLength(N);
    const byOrder = verifiedByOrder(receiver.calls);
    expect([...byOrder.keys()].sort()).toEqual([...ids].sort());
    const webhookIds = receiver.calls.map((c) => c.id);
    expect(new Set(webhookIds).size).toBe(N);
    const attempts = await recordedAttempts(webhookIds);
    expect(attempts).toHaveLength(N);
    expect(attempts.every((x) => x.attempt === 1 && x.n === 1 && x.statuses === "200")).toBe(true);
  }, 40_000);

  it("retries a failed first attempt with the same webhook-id, each attempt sent once across both workers", async () => {
    receiver.answer = (_id, seen) => (seen === 0 ? 500 : 200);
    const ids = await Promise.all(Array.from({ length: N }, (_, n) => order(n % 2 ? a : b, n)));
    await until(`${2 * N} calls`, () => receiver.calls.length >= 2 * N, 20_000);
    await new Promise((r) => setTimeout(r, 1_000));
    expect(receiver.calls).toHaveLength(2 * N);
    const byOrder = verifiedByOrder(receiver.calls);
    expect([...byOrder.keys()].sort()).toEqual([...ids].sort());
    for (const calls of byOrder.values()) {
      expect(calls.map((c) => c.status)).toEqual([500, 200]);
      // The retry is the same message: the same webhook-id and the same body, signed anew.
      expect(calls[1]!.id).toBe(calls[0]!.id);
      expect(calls[1]!.body).toBe(calls[0]!.body);
    }
    const messageIds = [...new Set(receiver.calls.map((c) => c.id))];
    const attempts = await recordedAttempts(messageIds);
    expect(attempts).toHaveLength(2 * N);
    for (const m of messageIds) {
      expect(attempts.filter((x) => x.message_id === m).map((x) => [x.attempt, x.n, x.statuses])).toEqual([
        [1, 1, "500"],
        [2, 1, "200"],
      ]);
    }
    const states = await rows<{ state: string; attempts: number; n: number }>(
      database.db,
      sql`SELECT state, attempts, count(*)::int AS n FROM webhook_deliveries WHERE message_id IN (${sql.join(messageIds.map((m) => sql`${m}`), sql`, `)}) GROUP BY state, attempts`,
    );
    expect(states).toEqual([{ state: "delivered", attempts: 2, n: N }]);
  }, 40_000);

  it("a restart loses nothing: with one instance killed mid-way, every waiting delivery arrives through the other", async () => {
    // The receiver is down at first (503), so deliveries pile up waiting between retries.
    receiver.answer = () => 503;
    const first = await Promise.all(Array.from({ length: N / 2 }, (_, n) => order(n % 2 ? a : b, n)));
    await until("a first attempt of each", () => new Set(receiver.calls.map((c) => c.id)).size >= N / 2, 20_000);
    await stopInstance(a, "SIGKILL");
    const second = await Promise.all(Array.from({ length: N / 2 }, (_, n) => order(b, N / 2 + n)));

    // Deliveries the killed instance held (claimed, lease running) stay with it until the 60 s
    // lease runs out (tests/webhooks/worker.test.ts): here their lease is ended now instead of
    // waiting. The survivor's own claims finish within a second; what is still held then is orphaned.
    const held = async () =>
      rows<{ id: string; lease_until: string }>(database.db, sql`SELECT id, lease_until::text FROM webhook_deliveries WHERE webhook_id = ${webhookId} AND state = 'sending' AND lease_until > now()`);
    const before = await held();
    await new Promise((r) => setTimeout(r, 1_000));
    const after = new Set((await held()).map((d) => `${d.id} ${d.lease_until}`));
    const orphaned = before.filter((d) => after.has(`${d.id} ${d.lease_until}`)).map((d) => d.id);
    if (orphaned.length) await database.db.execute(sql`UPDATE webhook_deliveries SET lease_until = now() WHERE id IN (${sql.join(orphaned.map((o) => sql`${o}`), sql`, `)})`);

    // The receiver comes back.
    receiver.answer = () => 200;
    const ids = [...first, ...second];
    const delivered = () => verifiedByOrder(receiver.calls.filter((c) => c.status === 200));
    await until(`a 2xx for each of ${N} orders`, () => delivered().size >= N, 40_000);
    await new Promise((r) => setTimeout(r, 1_000));
    const byOrder = delivered();
    expect([...byOrder.keys()].sort()).toEqual([...ids].sort());
    // Each order's message answered 2xx once: nothing lost, nothing sent again after its success.
    for (const calls of byOrder.values()) expect(calls).toHaveLength(1);
    const left = await rows<{ n: number }>(database.db, sql`SELECT count(*)::int AS n FROM webhook_deliveries WHERE webhook_id = ${webhookId} AND state <> 'delivered'`);
    expect(left[0]!.n).toBe(0);
    // The survivor still answers; the killed instance does not.
    expect((await call(b, "GET", "/admin/v1/webhooks", ADMIN.owner)).status).toBe(200);
    await expect(fetch(`${a.base}/admin/v1/webhooks`)).rejects.toThrow();
  }, 60_000);
});

// ---------------------------------------------------------------------------------------------

// On an embedded database of its own, also when DATABASE_URL is set.
describe("a long delivery pass (one process)", () => {
  let app: App;
  let receiver: TestReceiver;

  beforeAll(async () => {
    const database = await openPglite(null);
    await loadInto(database, readWorld("basic"));
    app = { database, store: await openStore({ STORE_PREFIX: `${process.env.STORE_PREFIX}long-pass:` }) };
    receiver = await startTestReceiver();
  });
  afterAll(async () => {
    await receiver?.close();
    await app?.store.close();
    await app?.database.close();
  });

  it("claims each batch with a lease that runs 60 s from when that batch was claimed", async () => {
    const db = app.database.db;
    const webhook = randomUUID();
    const now = new Date();
    await db.insert(webhooks).values({
      id: webhook,
      crewId: NIGHTSHIFT,
      url: receiver.url,
      events: ["order.paid"],
      secret: `whsec_${randomBytes(32).toString("base64")}`,
      state: "on",
      sandbox: true,
      createdAt: now,
      updatedAt: now,
    });
    // 30 due deliveries of test calls: two claims of up to 20 in one pass.
    for (let n = 0; n < 30; n++) {
      const messageId = `msg_${randomUUID()}`;
      await db.insert(webhookMessages).values({ id: messageId, crewId: NIGHTSHIFT, type: "webhook.test", subject: { webhook_id: webhook }, createdAt: now });
      await db.insert(webhookDeliveries).values({ id: randomUUID(), messageId, webhookId: webhook, state: "waiting", nextAttemptAt: now, createdAt: now, updatedAt: now });
    }
    // Each call takes 500 ms; while it is under way, read the lease its delivery holds.
    const leases = new Map<string, number>();
    receiver.answer = async (id) => {
      const [row] = await rows<{ ms: number }>(db, sql`SELECT (extract(epoch FROM lease_until) * 1000)::float8 AS ms FROM webhook_deliveries WHERE message_id = ${id}`);
      leases.set(id, Math.round(Number(row!.ms)));
      await new Promise((r) => setTimeout(r, 500));
      return 200;
    };
    expect(await runDueOnce(app, now, { scale: 1 })).toBe(30);
    expect(leases.size).toBe(30);
    const sorted = [...leases.values()].sort((x, y) => x - y);
    // The first batch is claimed at the pass's time; the second after the first batch's 500 ms
    // calls, and its lease counts from then. A lease counted from the pass's start would let a
    // second worker claim a delivery claimed more than 60 s into a long pass while it is being sent.
    expect(sorted[0]).toBe(now.getTime() + LEASE_MS);
    expect(sorted[29]! - sorted[0]!).toBeGreaterThanOrEqual(450);
  }, 30_000);
});
