/**
 * Issue 25, part 4: "Resolve with a deadline inside the 10 s budget, off the shared pool" — a
 * crew's webhook on a name server that never answers must not delay partner requests served by
 * the same process. The name server is a local UDP socket that reads queries and never replies.
 */
import crypto, { randomUUID } from "node:crypto";
import dgram from "node:dgram";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { webhookDeliveries, webhookMessages, webhooks } from "@/lib/db/schema";
import { runDueOnce } from "@/lib/root/worker";
import { resolveForSend } from "@/lib/webhooks/address";
import { dnsLookup } from "@/lib/webhooks/dns-lookup";
import { startApp, type TestApp } from "../support/app";
import { KEYS } from "../support/keys";

const NIGHTSHIFT = "6f1c9a52-7a0e-4b59-9a55-1f0f3c2b7d01";
const T0 = new Date("2030-01-01T10:00:00.000Z");
const LIVE = { sandboxWebhook: false, sandboxMode: false };

let api: TestApp;
let stub: dgram.Socket;
let queries = 0;
let stubbornLookup: ReturnType<typeof dnsLookup>;

beforeAll(async () => {
  stub = dgram.createSocket("udp4");
  stub.on("message", () => queries++);
  await new Promise<void>((resolve) => stub.bind(0, "127.0.0.1", resolve));
  // Short c-ares retries so the stub sees several queries; the deadline, not c-ares, ends the wait.
  stubbornLookup = dnsLookup({ servers: [`127.0.0.1:${stub.address().port}`], timeoutMs: 200, tries: 10 });
  api = await startApp();
});
afterAll(async () => {
  await api?.close();
  stub?.close();
});

/** Milliseconds `work` takes. */
async function timed(work: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await work();
  return performance.now() - started;
}

const partnerRead = async () => expect((await api.get("/v1/events", { key: KEYS.secret })).status).toBe(200);
// Thread-pool work: what a stuck getaddrinfo (dns.lookup) would have queued behind it.
const poolWork = () => new Promise((resolve, reject) => crypto.pbkdf2("x", "y", 1, 32, "sha256", (e, k) => (e ? reject(e) : resolve(k))));

describe("a name server that never answers", () => {
  it("resolveForSend gives up at its deadline with ETIMEOUT, having asked the stub", async () => {
    queries = 0;
    let r!: Awaited<ReturnType<typeof resolveForSend>>;
    const ms = await timed(async () => (r = await resolveForSend("https://hooks.slow.example/in", LIVE, stubbornLookup, 600)));
    expect(r).toEqual({ ok: false, error: "could not resolve hooks.slow.example: ETIMEOUT" });
    expect(ms).toBeGreaterThanOrEqual(550);
    expect(ms).toBeLessThan(1_500);
    expect(queries).toBeGreaterThan(0);
  });

  it("sixteen stalled webhook sends do not delay partner requests or the thread pool, and each fails within the budget", async () => {
    const { db } = api.database;
    // Warm the route and measure it unloaded.
    await partnerRead();
    const baseline = Math.max(await timed(partnerRead), await timed(partnerRead), await timed(partnerRead));

    // Sixteen deliveries due now, each to its own name on the silent server (more than libuv's four threads).
    const ids: string[] = [];
    for (let i = 0; i < 16; i++) {
      const hook = randomUUID();
      await db.insert(webhooks).values({ id: hook, crewId: NIGHTSHIFT, url: `https://hook-${i}.slow.example/in`, events: ["booking_request.created"], secret: `whsec_${crypto.randomBytes(32).toString("base64")}`, personalData: false, state: "on", sandbox: false, createdAt: T0, updatedAt: T0 });
      ids.push(await seedDelivery(hook));
    }

    queries = 0;
    // Generous bounds: a stalled pool or loop would take the whole budget, far past them, and a busy
    // machine (CI on two cores) must not fail a request that was merely slow.
    const budgetMs = 4_000;
    const started = performance.now();
    const run = runDueOnce(api.app, T0, { lookup: stubbornLookup, timeoutMs: budgetMs });
    // Wait until the resolutions are in flight.
    while (queries < 16 && performance.now() - started < budgetMs) await new Promise((r) => setTimeout(r, 10));
    expect(queries).toBeGreaterThanOrEqual(16);

    const during: number[] = [];
    for (let i = 0; i < 5; i++) during.push(await timed(partnerRead));
    const pool = await timed(poolWork);
    const stillRunning = performance.now() - started < budgetMs;

    expect(await run).toBe(16);
    const total = performance.now() - started;

    // Measured while every send was stuck on the name server.
    expect(stillRunning).toBe(true);
    console.log(`partner reads: ${baseline.toFixed(0)} ms unloaded, at most ${Math.max(...during).toFixed(0)} ms with 16 sends stalled on the name server; thread-pool work ${pool.toFixed(1)} ms; all 16 failed after ${total.toFixed(0)} ms`);
    expect(Math.max(...during)).toBeLessThan(baseline + budgetMs / 4);
    expect(pool).toBeLessThan(budgetMs / 4);
    // Each attempt ended at the resolution deadline (inside its budget), as a failed attempt.
    expect(total).toBeLessThan(budgetMs + 2_500);
    for (const id of ids) {
      const [d] = await db.select().from(webhookDeliveries).where(eq(webhookDeliveries.id, id));
      expect(d).toMatchObject({ state: "waiting", attempts: 1, lastStatus: null });
      expect(d!.lastError).toMatch(/^could not resolve hook-\d+\.slow\.example: ETIMEOUT$/);
    }
  }, 30_000);
});

/** A due delivery of a test message to one webhook. */
async function seedDelivery(webhookId: string): Promise<string> {
  const { db } = api.database;
  const messageId = `msg_${randomUUID().replace(/-/g, "")}`;
  await db.insert(webhookMessages).values({ id: messageId, type: "webhook.test", crewId: NIGHTSHIFT, subject: {}, createdAt: T0 });
  const id = randomUUID();
  await db.insert(webhookDeliveries).values({ id, messageId, webhookId, state: "waiting", nextAttemptAt: T0, createdAt: T0, updatedAt: T0 });
  return id;
}
