/**
 * The Stripe receiver completes only what it opened: the event's `account` is the seller's
 * connected account of the session; the Stripe session is the one stored on ours, or, while none is
 * stored yet (between the provider call and its write, or after a crash), the receiver retrieves it
 * from Stripe on that account and checks it names our checkout; `amount_total` and `currency` are
 * what the session was opened for. Anything else completes nothing, answers 2xx (Stripe stops
 * sending a foreign event) and is logged with the event id. Each mismatch against the local Stripe
 * double, with the real handler and its dependencies over the test app's database.
 */
import { eq } from "drizzle-orm";
import Stripe from "stripe";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { setCheckoutProviderForTests } from "@/lib/checkout/provider";
import { handlePaymentWebhook, paymentWebhookDeps } from "@/lib/server/in-process";
import { stripePayments } from "@/lib/payments/stripe";
import { checkoutSessions, orders } from "@/lib/db/schema";
import { readWorld, startApp, type TestApp } from "../support/app";
import { startFakeStripe, type FakeStripe } from "../support/fake-stripe";
import { pinClock } from "../traffic/clock";
import { VOLT_ACCOUNT, WEBHOOK_SECRET, givePayeeAccount, line, openSession, stripeAt, stripeSessionOf } from "../tickets/helpers";
import { TIERS } from "../tickets/world";

let api: TestApp;
let fake: FakeStripe;
beforeAll(async () => {
  api = await startApp(readWorld("tickets"));
  fake = await startFakeStripe();
});
afterAll(async () => {
  setCheckoutProviderForTests(undefined);
  await fake.close();
  await api.close();
});
beforeEach(async () => {
  pinClock();
  await api.load(readWorld("tickets"));
  fake.calls.length = 0;
  fake.mode = "ok";
  setCheckoutProviderForTests(stripeAt(fake));
  await givePayeeAccount(api);
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const db = () => api.database.db;
let n = 0;

/** Opens a Stripe checkout for one early ticket and has the buyer pay it at Stripe. */
async function paidAtStripe() {
  const id = await openSession(api, { lines: [line(TIERS.early)] });
  const stripeId = stripeSessionOf(fake, id);
  fake.complete(stripeId);
  const [s] = await db().select().from(checkoutSessions).where(eq(checkoutSessions.id, id));
  return { id, stripeId, amount: s!.amountTotal, currency: s!.currency.toLowerCase() };
}

/** Delivers a signed checkout.session.completed for `stripeId` as the fake holds it, with `event` and `object` fields replaced. */
async function deliver(stripeId: string, change: { event?: Record<string, unknown>; object?: Record<string, unknown> } = {}) {
  const s = fake.sessions.get(stripeId)!;
  const object = { ...s.object, status: s.status, payment_status: s.status === "complete" ? "paid" : "unpaid", payment_intent: s.payment_intent, ...change.object };
  const eventId = `evt_check_${++n}`;
  const payload = JSON.stringify({ id: eventId, object: "event", type: "checkout.session.completed", account: s.account, data: { object }, ...change.event });
  const request = new Request("http://localhost:3000/api/stripe/webhook", {
    method: "POST",
    body: payload,
    headers: { "Content-Type": "application/json", "Stripe-Signature": Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET }) },
  });
  const res = await handlePaymentWebhook(stripePayments, request, { ...paymentWebhookDeps(stripePayments), webhookSecret: WEBHOOK_SECRET });
  return { res, eventId };
}

const ordersOf = (sessionId: string) => db().select().from(orders).where(eq(orders.checkoutSessionId, sessionId));

/** The answer is 2xx `{ received: true }`, nothing was completed, and one log line names the event. */
async function completedNothing(sessionId: string, sent: { res: Response; eventId: string }, logged: string[]) {
  expect(sent.res.status).toBe(200);
  expect(await sent.res.json()).toEqual({ received: true });
  expect(await ordersOf(sessionId)).toEqual([]);
  const [s] = await db().select({ status: checkoutSessions.status }).from(checkoutSessions).where(eq(checkoutSessions.id, sessionId));
  expect(s!.status).toBe("open");
  expect(logged.filter((l) => l.includes(sent.eventId)), logged.join("\n")).toHaveLength(1);
}

function logLines(): string[] {
  const lines: string[] = [];
  for (const level of ["warn", "error"] as const) vi.spyOn(console, level).mockImplementation((m: unknown) => void lines.push(String(m)));
  return lines;
}

describe("a paid event completes our session only when it is the one we opened", () => {
  it("control: the session we opened, on its account, for its amount and currency, completes the order", async () => {
    const { id, stripeId } = await paidAtStripe();
    expect((await deliver(stripeId)).res.status).toBe(200);
    expect(await ordersOf(id)).toHaveLength(1);
  });

  it("another connected account: completes nothing", async () => {
    const logged = logLines();
    const { id, stripeId } = await paidAtStripe();
    await completedNothing(id, await deliver(stripeId, { event: { account: "acct_1Someone" } }), logged);
    // An event without an account (the platform's own) neither.
    await completedNothing(id, await deliver(stripeId, { event: { account: undefined } }), logged);
  });

  it("another amount: completes nothing", async () => {
    const logged = logLines();
    const { id, stripeId, amount } = await paidAtStripe();
    await completedNothing(id, await deliver(stripeId, { object: { amount_total: 1 } }), logged);
    await completedNothing(id, await deliver(stripeId, { object: { amount_total: amount + 1 } }), logged);
  });

  it("another currency: completes nothing", async () => {
    const logged = logLines();
    const { id, stripeId } = await paidAtStripe();
    await completedNothing(id, await deliver(stripeId, { object: { currency: "usd" } }), logged);
  });

  it("another Stripe session naming our checkout, while our Stripe id is stored: completes nothing", async () => {
    const logged = logLines();
    const { id, stripeId } = await paidAtStripe();
    await completedNothing(id, await deliver(stripeId, { object: { id: "cs_test_someone_elses" } }), logged);
  });
});

describe("while our Stripe id is not stored yet (the provider call's answer not written, or lost in a crash)", () => {
  async function unsetOurId(id: string) {
    await db().update(checkoutSessions).set({ providerSessionId: null }).where(eq(checkoutSessions.id, id));
  }

  it("the review's case: 1 cent in USD from another account completes nothing", async () => {
    const logged = logLines();
    const { id, stripeId } = await paidAtStripe();
    await unsetOurId(id);
    await completedNothing(id, await deliver(stripeId, { event: { account: "acct_1Someone" }, object: { id: "cs_test_foreign", amount_total: 1, currency: "usd" } }), logged);
  });

  it("a session Stripe does not have on the seller's account completes nothing (Stripe is asked)", async () => {
    const logged = logLines();
    const { id, stripeId, amount, currency } = await paidAtStripe();
    await unsetOurId(id);
    await completedNothing(id, await deliver(stripeId, { object: { id: "cs_test_not_at_stripe", amount_total: amount, currency } }), logged);
    expect(fake.calls.filter((c) => c.method === "GET" && c.path.startsWith("/v1/checkout/sessions/cs_test_not_at_stripe"))).toEqual([expect.objectContaining({ stripeAccount: VOLT_ACCOUNT })]);
  });

  it("a session on the seller's account that names another checkout completes nothing", async () => {
    const logged = logLines();
    const { id, stripeId } = await paidAtStripe();
    const other = await openSession(api, { lines: [line(TIERS.early)], buyer_email: "other@example.test" });
    const otherStripe = stripeSessionOf(fake, other);
    fake.complete(otherStripe);
    await unsetOurId(id);
    // The event names our checkout, but the Stripe session it is about is the other checkout's.
    await completedNothing(id, await deliver(otherStripe, { object: { metadata: { checkout_session_id: id }, client_reference_id: id } }), logged);
    expect(await ordersOf(other)).toEqual([]);
    // Our own Stripe session's event still completes ours.
    expect((await deliver(stripeId)).res.status).toBe(200);
    expect(await ordersOf(id)).toHaveLength(1);
  });

  it("our own session, retrieved from Stripe on the seller's account, completes the order", async () => {
    const { id, stripeId } = await paidAtStripe();
    await unsetOurId(id);
    expect((await deliver(stripeId)).res.status).toBe(200);
    expect(await ordersOf(id)).toHaveLength(1);
    expect(fake.calls.filter((c) => c.method === "GET" && c.path.startsWith(`/v1/checkout/sessions/${stripeId}`))).toHaveLength(1);
  });

  it("Stripe cannot be reached to check: 500, so Stripe sends the event again; nothing completed", async () => {
    const { id, stripeId } = await paidAtStripe();
    await unsetOurId(id);
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    fake.mode = { status: 500, type: "api_error", message: "down" };
    expect((await deliver(stripeId)).res.status).toBe(500);
    expect(await ordersOf(id)).toEqual([]);
  });
});
