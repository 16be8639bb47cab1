/**
 * The refund queue under a backlog: N owed late-payment refunds (default 1,000) in a real
 * PostgreSQL, of which half fail for good at Stripe (the payment is gone: `resource_missing`,
 * every other one, so payable and failing refunds are interleaved by age), the rest payable. The
 * real Stripe provider talks to the local Stripe double (tests/support/fake-stripe.ts), each call
 * delayed by --latency ms (default 250, about Stripe's). Sweeps run as the webhook driver runs them,
 * one a minute, on a virtual clock (each sweep's `now` is a minute after the last; the wall time of
 * each is measured). Prints, per sweep: refunds tried, paid, failed, provider calls and wall time;
 * then the sweeps and minutes until the last payable refund was paid.
 *
 *   npx tsx bench/refund-queue.ts [--owed 1000] [--latency 250]
 *
 * DATABASE_URL names the server to use (a fresh database is created on it and dropped after);
 * without it a throwaway PostgreSQL 15 is started (bench/support.ts).
 */
import { randomUUID } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import { installApp } from "@/lib/root/app";
import { setCheckoutProviderForTests } from "../lib/checkout/provider";
import { latePaymentKey } from "../lib/checkout/refund-ledger";
import { sweepOwedRefunds } from "../lib/checkout/refund-queue";
import { REFUND_QUEUE } from "../lib/checkout/refund-rules";
import { readConfig } from "../lib/config/config";
import { orderRefunds, orders } from "../lib/db/schema";
import type { PaymentProvider } from "../lib/payments/provider";
import { StripeProvider } from "../lib/payments/stripe";
import { MemoryStore } from "../lib/kv/memory-store";
import { startFakeStripe } from "../tests/support/fake-stripe";
import { benchDatabase } from "./support";

function arg(name: string, fallback: string): string {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 && process.argv[i + 1] ? process.argv[i + 1]! : fallback;
}

const ACCOUNT = "acct_1Bench";
const AMOUNT = 3155;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** The provider, each call `latency` ms later, as a remote Stripe answers. */
function slowed(provider: PaymentProvider, latency: number): PaymentProvider {
  return {
    name: provider.name,
    minimumLifetimeSeconds: provider.minimumLifetimeSeconds,
    openCheckout: (req) => provider.openCheckout(req),
    expireCheckout: (ref) => provider.expireCheckout(ref),
    refund: async (req) => (await sleep(latency), provider.refund(req)),
    paymentRecord: async (ref) => (await sleep(latency), provider.paymentRecord(ref)),
  };
}

async function main() {
  const owed = Number(arg("owed", "1000"));
  const latency = Number(arg("latency", "250"));
  const { database, drop } = await benchDatabase("bench_refunds");
  const fake = await startFakeStripe();
  try {
    const db = database.db;
    installApp({ database, store: new MemoryStore() });
    const stripe = new StripeProvider(readConfig({ STRIPE_SECRET_KEY: "sk_test_bench", STRIPE_WEBHOOK_SECRET: "whsec_bench", STRIPE_API_URL: fake.url }).stripe!, { timeoutMs: 5000 });
    setCheckoutProviderForTests(slowed(stripe, latency));

    // The backlog: payments that came too late, each owing its whole amount; the first try of each
    // failed when it came (Stripe was down), so all are due a minute later.
    const t0 = Date.UTC(2026, 10, 28, 12, 0, 0);
    const gone = new Set<string>();
    const payable: string[] = [];
    const orderRows = [];
    const refundRows = [];
    for (let i = 0; i < owed; i++) {
      const id = randomUUID();
      const pi = `pi_bench_${i}`;
      const createdAt = new Date(t0 + i);
      orderRows.push({ id, kind: "tickets" as const, status: "paid", currency: "EUR", amountTotal: AMOUNT, amountRefunded: 0, createdAt, buyerEmail: `late${i}@bench.test`, lines: [], checkoutSessionId: randomUUID(), paymentProvider: "stripe", paymentRef: pi, paymentAccount: ACCOUNT, unfulfilled: "sold_out" as const });
      refundRows.push({ id: randomUUID(), orderId: id, amount: AMOUNT, createdAt, status: "owed" as const, origin: "late_payment" as const, idempotencyKey: latePaymentKey(id), attempts: 1, nextAttemptAt: new Date(t0 + 60_000), failure: "Stripe could not be reached" });
      if (i % 2 === 0) gone.add(pi);
      else {
        payable.push(id);
        fake.paymentIntents.set(pi, { account: ACCOUNT, amount: AMOUNT, currency: "eur", refunded: 0 });
      }
    }
    for (let i = 0; i < owed; i += 500) {
      await db.insert(orders).values(orderRows.slice(i, i + 500));
      await db.insert(orderRefunds).values(refundRows.slice(i, i + 500));
    }
    await db.execute(sql`ANALYZE`);
    fake.mode = (c) => (c.path === "/v1/refunds" && gone.has(c.form.payment_intent ?? "") ? { status: 400, type: "invalid_request_error", code: "resource_missing", message: `No such payment_intent: '${c.form.payment_intent}'` } : "ok");
    console.log(`${owed} owed refunds (${gone.size} failing for good, ${payable.length} payable); ${REFUND_QUEUE.perSweep} a sweep, ${REFUND_QUEUE.concurrency} at once; provider latency ${latency} ms`);
    console.log("sweep | at minute | tried | paid | failed | refund calls | record reads | wall s");
    // The failures' error lines are counted, not printed: each refund failed for good logs one.
    let errorLines = 0;
    const printError = console.error;
    console.error = (line: unknown) => void (String(line).includes("refund failed for good") ? errorLines++ : printError(line));

    const unpaid = async () => Number((await db.select({ n: sql<number>`count(*)::int` }).from(orderRefunds).where(and(eq(orderRefunds.status, "owed"), eq(orderRefunds.origin, "late_payment"))))[0]!.n);
    let sweep = 0;
    let lastPaidAt: { sweep: number; minute: number; wall: number } | null = null;
    let totalWall = 0;
    while ((await unpaid()) > 0 && sweep < 200) {
      sweep++;
      const before = fake.calls.length;
      const started = performance.now();
      const r = await sweepOwedRefunds(db, new Date(t0 + sweep * 60_000 + 1000));
      const wall = (performance.now() - started) / 1000;
      totalWall += wall;
      const calls = fake.calls.slice(before);
      const refundCalls = calls.filter((c) => c.path === "/v1/refunds").length;
      const reads = calls.filter((c) => c.path.startsWith("/v1/payment_intents/")).length;
      console.log(`${String(sweep).padStart(5)} | ${String(sweep).padStart(9)} | ${String(r.tried).padStart(5)} | ${String(r.refunded).padStart(4)} | ${String(r.failed).padStart(6)} | ${String(refundCalls).padStart(12)} | ${String(reads).padStart(12)} | ${wall.toFixed(1).padStart(6)}`);
      if (r.refunded > 0) lastPaidAt = { sweep, minute: sweep, wall: totalWall };
    }
    const paid = Number((await db.select({ n: sql<number>`count(*)::int` }).from(orders).where(eq(orders.status, "refunded")))[0]!.n);
    const failed = Number((await db.select({ n: sql<number>`count(*)::int` }).from(orderRefunds).where(eq(orderRefunds.status, "failed")))[0]!.n);
    console.error = printError;
    console.log(`\npaid ${paid} of ${payable.length} payable, ${failed} failed for good (${errorLines} error lines, one each); Stripe calls in all: ${fake.calls.length}`);
    if (lastPaidAt) console.log(`the last payable refund was paid in sweep ${lastPaidAt.sweep}: ${lastPaidAt.minute} minute(s) after the payments (one sweep a minute), after ${lastPaidAt.wall.toFixed(1)} s of sweeping`);
    // A sweep after the backlog: the failed ones cost nothing any more.
    const before = fake.calls.length;
    await sweepOwedRefunds(db, new Date(t0 + (sweep + 1) * 60_000 + 1000));
    console.log(`a sweep after the backlog: ${fake.calls.length - before} provider calls`);
  } finally {
    setCheckoutProviderForTests(undefined);
    await fake.close();
    await database.close();
    await drop();
  }
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
