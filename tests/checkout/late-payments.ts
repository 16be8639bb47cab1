/**
 * Late payments for the refund tests: a released ticket session on event 100 whose last ticket was
 * sold since, paid anyway, so its order is written unfulfilled and owes its buyer the whole amount
 * (3000 for the ticket and a 155 booking fee). Made straight in the database and completed through
 * the engine, so a test can make many quickly.
 */
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, beforeEach, vi } from "vitest";
import { completeCheckout } from "@/lib/checkout/complete";
import { setCheckoutProviderForTests } from "@/lib/checkout/provider";
import { checkoutSessions, orders, sandboxEmails, ticketTiers } from "@/lib/db/schema";
import type { SessionDetails } from "@/lib/db/tables/checkout";
import { readWorld, startApp, type TestApp } from "../support/app";
import { startFakeStripe, type FakeStripe } from "../support/fake-stripe";
import { NIGHTSHIFT, VOLT_ACCOUNT, stripeAt } from "../tickets/helpers";
import { TIERS } from "../tickets/world";

export const LATE_TOTAL = 3155;

const details: SessionDetails = {
  kind: "tickets",
  lines: [{ tier_id: TIERS.last, name: "Last ticket", quantity: 1, unit_amount: 3000, discount_amount: 0, fee_amount: 155 }],
  subtotal_cents: 3000,
  discount_cents: 0,
  fee_cents: 155,
  discount: null,
  access_code: null,
};

/** The last ticket, sold: a late payment for it cannot be fulfilled. */
export async function sellLastTicket(api: TestApp): Promise<void> {
  await api.database.db.update(ticketTiers).set({ stock: 1, sold: 1 }).where(eq(ticketTiers.id, TIERS.last));
}

/**
 * A released session paid through `provider` with payment `ref` at `now`, completed; answers the
 * order's id. The refund's first try may fail (the provider double decides): that is swallowed, the
 * order stays owing.
 */
export async function latePayment(api: TestApp, ref: string, now: Date, provider: "stripe" | "sandbox" = "stripe"): Promise<string> {
  const id = randomUUID();
  const db = api.database.db;
  await db.insert(checkoutSessions).values({
    id,
    kind: "tickets",
    crewId: NIGHTSHIFT,
    keyId: randomUUID(),
    eventId: 100,
    currency: "EUR",
    amountTotal: LATE_TOTAL,
    details,
    buyerEmail: `late-${ref}@example.test`,
    locale: "en",
    bodyHash: "h",
    status: "expired",
    createdAt: new Date(now.getTime() - 40 * 60_000),
    expiresAt: new Date(now.getTime() - 10 * 60_000),
    provider,
    providerSessionId: `cs_test_${ref}`,
    paymentAccount: VOLT_ACCOUNT,
    url: `https://checkout.stripe.test/c/pay/cs_test_${ref}`,
    baseUrl: "http://localhost:3000",
  });
  await completeCheckout(db, id, { provider, ref }, now).catch(() => null);
  const [o] = await db.select({ id: orders.id, unfulfilled: orders.unfulfilled }).from(orders).where(eq(orders.checkoutSessionId, id));
  if (!o?.unfulfilled) throw new Error(`the late payment ${ref} was fulfilled: sell the last ticket first`);
  return o.id;
}

export interface RefundTestbed {
  api: TestApp;
  fake: FakeStripe;
  /** The test's start: 5 seconds into a minute, the clock pinned there. */
  t0: number;
}

/**
 * What a refund test file shares: the tickets world and the local Stripe double, each test on a
 * fresh load with the clock pinned at `t0`, the last ticket sold, and the checkout provider the
 * real Stripe one talking to the double, or none (`withoutProvider`: every refund's first try then
 * fails, so each payment that comes owes its refund).
 */
export function refundTestbed(opts: { withoutProvider?: boolean } = {}): RefundTestbed {
  const bed = { t0: 0 } as RefundTestbed;
  beforeAll(async () => {
    bed.api = await startApp(readWorld("tickets"));
    bed.fake = await startFakeStripe();
  });
  afterAll(async () => {
    setCheckoutProviderForTests(undefined);
    await bed.fake.close();
    await bed.api.close();
  });
  beforeEach(async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    bed.t0 = Math.floor(Date.now() / 60_000) * 60_000 + 65_000;
    vi.setSystemTime(bed.t0);
    await bed.api.load(readWorld("tickets"));
    await bed.api.database.db.delete(sandboxEmails);
    await sellLastTicket(bed.api);
    bed.fake.calls.length = 0;
    bed.fake.mode = "ok";
    bed.fake.paymentIntents.clear();
    setCheckoutProviderForTests(opts.withoutProvider ? null : stripeAt(bed.fake));
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });
  return bed;
}
