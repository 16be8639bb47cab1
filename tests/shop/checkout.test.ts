/** POST /v1/shop/checkout-sessions: the session, its holds, refused fields, retries, provider failures, the one expiry instant (its description in lib/shop/checkout/endpoints.ts). */
import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { shopEndpoints } from "@/lib/shop/endpoints";
import { checkoutEndpoints } from "@/lib/shop/checkout/endpoints";
import type { Auth } from "@/lib/auth/authenticate";
import { ALLOWANCES } from "@/lib/limits/plans";
import { checkoutHolds, checkoutSessions } from "@/lib/db/schema";
import { createShopCheckoutSessionEndpoint } from "@/lib/shop/checkout/endpoints";
import { postWindows } from "@/lib/traffic/route-limits";
import { keyWindows } from "@/lib/traffic/windows";
import { UpstreamError, type HostedCheckout, type PaymentProvider } from "@/lib/payments/provider";
import { setCheckoutProviderForTests } from "@/lib/checkout/provider";
import { BASE, readWorld, startApp, type TestApp } from "../support/app";
import { pinClock } from "../traffic/clock";
import { COUPONS, P, SHOP_KEYS, V, VOLT_SHIPPING } from "./world";

let api: TestApp;
beforeAll(async () => {
  api = await startApp(readWorld("shop"), { endpoints: [...shopEndpoints, ...checkoutEndpoints] });
});
afterAll(() => api.close());
beforeEach(async () => {
  pinClock();
  await api.store.clear();
  await api.database.db.delete(checkoutSessions);
});
afterEach(() => {
  vi.useRealTimers();
  setCheckoutProviderForTests(undefined);
});

const db = () => api.database.db;
const line = (variant_id: string, quantity = 1) => ({ variant_id, quantity });
const TEE = { lines: [line(V.teeS, 2)], mode: "delivery", country: "DE", buyer_email: "buyer@example.test" };
const checkout = (body: unknown, opts: { key?: string; headers?: Record<string, string> } = {}) =>
  api.post("/v1/shop/checkout-sessions", body, { key: opts.key ?? SHOP_KEYS.server, headers: opts.headers });
const quote = (body: unknown) => api.post("/v1/shop/quote", body, { key: SHOP_KEYS.server });
const UUID = "[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}";
const sessionIdOf = (url: string) => new RegExp(`/checkout/(${UUID})$`).exec(url)![1]!;
const sessions = () => db().select().from(checkoutSessions);
const holds = () => db().select().from(checkoutHolds);
const MINUTE = 60_000;
type OpenRequest = Parameters<PaymentProvider["openCheckout"]>[0];

/** A Stripe-like provider double: `open` answers each page request; ending and refunding are not expected here. */
function providerDouble(open: (req: OpenRequest) => Promise<HostedCheckout>, minimumLifetimeSeconds = 1860): PaymentProvider {
  return {
    name: "stripe",
    minimumLifetimeSeconds,
    openCheckout: open,
    expireCheckout: async () => {
      throw new Error("expireCheckout is not expected in these tests");
    },
    refund: async () => {
      throw new Error("refund is not expected in these tests");
    },
    paymentRecord: async () => {
      throw new Error("paymentRecord is not expected in these tests");
    },
  };
}

/** The 422 validation_error and its errors by param. */
async function invalid(body: unknown): Promise<Record<string, string>> {
  const res = await checkout(body);
  expect(res.status, res.text).toBe(422);
  expect(res.body.code).toBe("validation_error");
  return Object.fromEntries(res.body.errors.map((e: { param: string; message: string }) => [e.param, e.message]));
}

describe("POST /v1/shop/checkout-sessions", () => {
  it("answers 200 { url } on this service's sandbox checkout, writes the open session and holds its stock and the coupon's use for 30 minutes", async () => {
    const res = await checkout({ ...TEE, lines: [line(V.teeS, 2), line(V.poster)], coupon_code: COUPONS.percent, method_key: VOLT_SHIPPING.express, reference: "cart:42_a-b.c", locale: "de" });
    expect(res.status, res.text).toBe(200);
    expect(res.body).toEqual({ url: expect.stringMatching(new RegExp(`^${BASE}/checkout/${UUID}$`)) });
    expect(res.headers.get("cache-control")).toBe("private, no-store");
    const id = sessionIdOf(res.body.url);
    const [s] = await sessions();
    expect(s).toMatchObject({
      id,
      kind: "merch",
      crewId: "6f1c9a52-7a0e-4b59-9a55-1f0f3c2b7d01",
      eventId: null,
      currency: "EUR",
      amountTotal: 7140,
      buyerEmail: "buyer@example.test",
      reference: "cart:42_a-b.c",
      locale: "de",
      status: "open",
      provider: "sandbox",
      paymentAccount: "acct_1Volt",
      providerSessionId: id,
      url: res.body.url,
      baseUrl: BASE,
      orderId: null,
      idempotencyKey: null,
    });
    // The sandbox's minimum life is our own 30 minutes; the clock is pinned on a whole second.
    expect(s!.createdAt.getTime()).toBe(Date.now());
    expect(s!.expiresAt.getTime()).toBe(Date.now() + 30 * MINUTE);
    const d = s!.details;
    if (d.kind !== "merch") throw new Error(`details of kind ${d.kind}`);
    expect(d).toMatchObject({ kind: "merch", seller: { type: "promoter", id: 20 }, mode: "delivery", country: "DE" });
    // 2 × 2500 + 1500 = 6500, 10% off = 650, express 1290.
    expect(d.pricing).toMatchObject({ currency: "EUR", subtotal_cents: 6500, discount_cents: 650, shipping_cents: 1290, total_cents: 7140, coupon: { code: "VOLT10", discount_cents: 650 } });
    expect(d.pricing.shipping).toMatchObject({ key: "express", amount_cents: 1290 });
    expect(d.lines).toEqual([
      { variant_id: V.teeS, product_id: P.tee, name: "Volt Tee (S)", quantity: 2, unit_cents: 2500, discount_cents: 500 },
      { variant_id: V.poster, product_id: P.poster, name: "Volt Poster", quantity: 1, unit_cents: 1500, discount_cents: 150 },
    ]);
    // The stock of each variant, and one use of the coupon (keyed by its shop and its code without case).
    const held = await holds();
    const byKey = (a: { item: string; itemId: string }, b: { item: string; itemId: string }) => `${a.item}:${a.itemId}`.localeCompare(`${b.item}:${b.itemId}`);
    expect(held.map((h) => ({ item: h.item, itemId: h.itemId, quantity: h.quantity, sessionId: h.sessionId, expiresAt: h.expiresAt.getTime() })).sort(byKey)).toEqual(
      [
        { item: "variant", itemId: V.teeS, quantity: 2, sessionId: id, expiresAt: s!.expiresAt.getTime() },
        { item: "variant", itemId: V.poster, quantity: 1, sessionId: id, expiresAt: s!.expiresAt.getTime() },
        { item: "shop_coupon", itemId: "promoter:20:volt10", quantity: 1, sessionId: id, expiresAt: s!.expiresAt.getTime() },
      ].sort(byKey),
    );
  });

  it("the locale defaults to the request's (en on a write); a marketing consent is accepted and not kept", async () => {
    const res = await checkout({ ...TEE, marketing_opt_in: true, marketing_consent: true });
    expect(res.status, res.text).toBe(200);
    const [s] = await sessions();
    expect(s!.locale).toBe("en");
    expect(JSON.stringify(s)).not.toMatch(/marketing/);
  });

  it("a quote right after sees the held units: the last tee M reads out of stock", async () => {
    expect((await quote({ lines: [line(V.teeM)], mode: "delivery", country: "DE" })).status).toBe(200);
    expect((await checkout({ ...TEE, lines: [line(V.teeM)] })).status).toBe(200);
    const after = await quote({ lines: [line(V.teeM)], mode: "delivery", country: "DE" });
    expect(after.status).toBe(422);
    expect(after.body).toMatchObject({ code: "validation_error", reason: "out_of_stock", variant_id: V.teeM, available: 0 });
    const again = await checkout({ ...TEE, lines: [line(V.teeM)] });
    expect(again.status).toBe(422);
    expect(again.body.reason).toBe("out_of_stock");
  });

  it("names every server-resolved field sent in one 422, with the unknown field too, and holds nothing", async () => {
    const refused = [
      "amount",
      "price",
      "unit_amount",
      "unit_cents",
      "price_cents",
      "total_cents",
      "shipping_cents",
      "currency",
      "seller_type",
      "seller_id",
      "payee",
      "stripe_account",
      "application_fee_amount",
      "fee",
      "commission",
      "success_url",
      "cancel_url",
      "return_url",
      "discount_id",
      "stripe_coupon_id",
      "user_id",
    ];
    const body: Record<string, unknown> = { ...TEE, surprise: 1 };
    refused.forEach((f, i) => (body[f] = i % 3 === 0 ? null : i % 3 === 1 ? 0 : "x"));
    const errors = await invalid(body);
    expect(Object.keys(errors).sort()).toEqual([...refused, "surprise"].sort());
    for (const f of refused) expect(errors[f], f).toBe("is resolved by the service; do not send it");
    expect(errors.surprise).toBe("Unknown field.");
    expect(await sessions()).toHaveLength(0);
    expect(await holds()).toHaveLength(0);
  });

  it("one refused field alone is a 422 naming it", async () => {
    expect(await invalid({ ...TEE, total_cents: 1 })).toEqual({ total_cents: "is resolved by the service; do not send it" });
  });

  it.each([
    ["missing buyer_email", { buyer_email: undefined }, "buyer_email"],
    ["bad buyer_email", { buyer_email: "not-an-email" }, "buyer_email"],
    ["buyer_email over 254", { buyer_email: `${"a".repeat(250)}@b.test` }, "buyer_email"],
    ["reference with a space", { reference: "my ref" }, "reference"],
    ["reference with a slash", { reference: "a/b" }, "reference"],
    ["reference over 64", { reference: "r".repeat(65) }, "reference"],
    ["empty reference", { reference: "" }, "reference"],
    ["unknown locale", { locale: "pt" }, "locale"],
    ["idempotency_key with a space", { idempotency_key: "a b" }, "idempotency_key"],
    ["idempotency_key over 255", { idempotency_key: "k".repeat(256) }, "idempotency_key"],
    ["marketing consent not a boolean", { marketing_opt_in: "yes" }, "marketing_opt_in"],
  ])("422 for %s", async (_name, change, param) => {
    const errors = await invalid({ ...TEE, ...change });
    expect(Object.keys(errors)).toEqual([param]);
  });

  it("takes each of the seven locales and keeps it on the session", async () => {
    const locales = ["en", "fr", "de", "es", "it", "nl", "uk"];
    for (const locale of locales) expect((await checkout({ ...TEE, lines: [line(V.poster)], locale })).status, locale).toBe(200);
    expect((await sessions()).map((s) => s.locale).sort()).toEqual([...locales].sort());
    for (const locale of ["EN", "en-GB", "pt", ""]) expect(Object.keys(await invalid({ ...TEE, locale })), locale).toEqual(["locale"]);
  });

  it("a 64-character reference of every allowed character is kept", async () => {
    const reference = `Ab9._:-${"x".repeat(57)}`;
    expect((await checkout({ ...TEE, reference })).status).toBe(200);
    expect((await sessions())[0]!.reference).toBe(reference);
  });

  it("refuses a cart like the quote: invalid_cart, and a product of a page the crew does not manage is unavailable like one that does not exist", async () => {
    const empty = await checkout({ ...TEE, lines: [] });
    expect(empty.status).toBe(422);
    expect(empty.body.reason).toBe("invalid_cart");
    const foreign = await checkout({ ...TEE, lines: [line(V.teeS)] }, { key: SHOP_KEYS.harbour });
    const none = await checkout({ ...TEE, lines: [line("5c000000-0000-4000-8000-0000000009ff")] }, { key: SHOP_KEYS.harbour });
    for (const r of [foreign, none]) {
      expect(r.status).toBe(422);
      expect(r.body).toMatchObject({ code: "validation_error", reason: "unavailable" });
      expect(r.body.errors.map((e: { param: string }) => e.param)).toEqual(["lines.0.variant_id"]);
    }
    expect(foreign.body.detail).toBe(none.body.detail);
    expect(await sessions()).toHaveLength(0);
  });

  it("409 not_ready for a page that cannot sell, 404 for an event outside the graph", async () => {
    const tote = await checkout({ lines: [line(V.tote)], mode: "pickup_location", buyer_email: "b@example.test" });
    expect(tote.status).toBe(409);
    expect(tote.body).toMatchObject({ code: "conflict", reason: "not_ready" });
    const away = await checkout({ ...TEE, event_id: 999 });
    expect(away.status).toBe(404);
    expect(away.body.code).toBe("not_found");
  });

  it("a key without write:shop:checkout is refused", async () => {
    const res = await checkout(TEE, { key: SHOP_KEYS.readOnly });
    expect(res.status).toBe(403);
    expect(res.body.code).toBe("missing_scope");
  });

  describe("idempotency_key", () => {
    const KEY = "7d1f3c9e-8a43-4c1b-9d0e-3f4a5b6c7d8e";

    it("a retry with the same key and body answers the same url: one session, one hold", async () => {
      const first = await checkout({ ...TEE, idempotency_key: KEY });
      expect(first.status).toBe(200);
      // The same body written in another order, from another buyer address, is the same retry.
      const retry = await checkout({ idempotency_key: KEY, buyer_email: TEE.buyer_email, country: "DE", mode: "delivery", lines: TEE.lines, client_ip: "198.51.100.9" });
      expect(retry.status).toBe(200);
      expect(retry.body).toEqual(first.body);
      expect(await sessions()).toHaveLength(1);
      expect((await holds()).map((h) => [h.item, h.itemId, h.quantity])).toEqual([["variant", V.teeS, 2]]);
    });

    it("the same key with another body is 422 idempotency_mismatch", async () => {
      expect((await checkout({ ...TEE, idempotency_key: KEY })).status).toBe(200);
      const other = await checkout({ ...TEE, lines: [line(V.teeS, 3)], idempotency_key: KEY });
      expect(other.status).toBe(422);
      expect(other.body.code).toBe("idempotency_mismatch");
      expect(await sessions()).toHaveLength(1);
    });

    it("keys are per crew: another crew's same key opens its own session", async () => {
      expect((await checkout({ ...TEE, idempotency_key: KEY })).status).toBe(200);
      const harbour = await checkout({ lines: [line(V.mug)], mode: "delivery", country: "DE", buyer_email: "b@example.test", idempotency_key: KEY }, { key: SHOP_KEYS.harbour });
      expect(harbour.status, harbour.text).toBe(200);
      expect(await sessions()).toHaveLength(2);
    });

    it("concurrent first calls with one key open one session", async () => {
      const answers = await Promise.all(Array.from({ length: 5 }, () => checkout({ ...TEE, idempotency_key: KEY })));
      const ok = answers.filter((r) => r.status === 200);
      expect(ok.length).toBeGreaterThanOrEqual(1);
      expect(new Set(ok.map((r) => r.body.url)).size).toBe(1);
      // A loser that arrives while the winner's page is still opening is told to retry.
      for (const r of answers.filter((x) => x.status !== 200)) expect([r.status, r.body.code, r.body.reason]).toEqual([409, "conflict", "in_progress"]);
      expect(await sessions()).toHaveLength(1);
      expect(await holds()).toHaveLength(1);
    });

    describe("a session whose page never opened (its first call is stuck at the provider)", () => {
      /** A provider whose first page request hangs until the test settles it; later requests answer at once. Pages are per session id, as Stripe's idempotency makes them. */
      function stuckProvider() {
        const asked: string[] = [];
        let settle!: { resolve: (page: HostedCheckout) => void; reject: (e: Error) => void };
        let firstAsked!: () => void;
        const firstArrived = new Promise<void>((r) => (firstAsked = r));
        const pageOf = (sessionId: string): HostedCheckout => ({ providerSessionId: `cs_test_${sessionId}`, url: `https://checkout.stripe.test/c/pay/cs_test_${sessionId}` });
        setCheckoutProviderForTests(
          providerDouble(async (req) => {
            asked.push(req.sessionId);
            if (asked.length > 1) return pageOf(req.sessionId);
            firstAsked();
            return new Promise<HostedCheckout>((resolve, reject) => (settle = { resolve, reject }));
          }),
        );
        return { asked, firstArrived, pageOf, finishFirst: (sessionId: string) => settle.resolve(pageOf(sessionId)), failFirst: (e: Error) => settle.reject(e) };
      }

      it("a retry within 30 s is 409 in_progress; after 30 s the retry opens the page of the SAME session and answers 200 with its url", async () => {
        const stuck = stuckProvider();
        const first = checkout({ ...TEE, idempotency_key: KEY });
        await stuck.firstArrived;
        const [written] = await sessions();
        expect(written).toMatchObject({ status: "open", url: "", providerSessionId: null, idempotencyKey: KEY });
        // The stock stays held while the provider is asked.
        expect((await holds()).map((h) => h.sessionId)).toEqual([written!.id]);

        vi.setSystemTime(Date.now() + 30_000 - 1);
        const early = await checkout({ ...TEE, idempotency_key: KEY });
        expect(early.status, early.text).toBe(409);
        expect(early.body).toMatchObject({ code: "conflict", reason: "in_progress" });
        expect(stuck.asked).toEqual([written!.id]);

        vi.setSystemTime(Date.now() + 1);
        const resumed = await checkout({ ...TEE, idempotency_key: KEY });
        expect(resumed.status, resumed.text).toBe(200);
        expect(resumed.body).toEqual({ url: stuck.pageOf(written!.id).url });
        expect(stuck.asked).toEqual([written!.id, written!.id]);
        const [s] = await sessions();
        expect(s).toMatchObject({ id: written!.id, status: "open", url: stuck.pageOf(written!.id).url, providerSessionId: `cs_test_${written!.id}` });
        expect(await holds()).toHaveLength(1);

        // The first call comes back at last with the same page (the provider's idempotency key is the session id).
        stuck.finishFirst(written!.id);
        expect((await first).body).toEqual(resumed.body);
        expect(await sessions()).toHaveLength(1);
      });

      it("when the stuck first call finally fails after a retry opened the page, the session the buyer was sent to stays, with its holds", async () => {
        const stuck = stuckProvider();
        const first = checkout({ ...TEE, idempotency_key: KEY });
        await stuck.firstArrived;
        const [written] = await sessions();
        vi.setSystemTime(Date.now() + 30_000);
        const resumed = await checkout({ ...TEE, idempotency_key: KEY });
        expect(resumed.status, resumed.text).toBe(200);
        stuck.failFirst(new UpstreamError("timed out"));
        await first;
        // The buyer is on the page the retry opened: the session and its stock must still be there to be paid.
        expect(await sessions()).toMatchObject([{ id: written!.id, status: "open", url: resumed.body.url }]);
        expect(await holds()).toHaveLength(1);
      });
    });

    it("the Idempotency-Key header is not read: the same header twice opens two sessions", async () => {
      const headers = { "Idempotency-Key": KEY };
      const a = await checkout(TEE, { headers });
      const b = await checkout(TEE, { headers });
      expect([a.status, b.status]).toEqual([200, 200]);
      expect(a.body.url).not.toBe(b.body.url);
      expect(b.headers.get("idempotent-replayed")).toBeNull();
      expect(await sessions()).toHaveLength(2);
    });
  });

  describe("the payment provider", () => {
    it("a provider failure answers 502 upstream_error and leaves no session and no hold", async () => {
      const seen: unknown[] = [];
      setCheckoutProviderForTests(
        providerDouble(async (req) => {
          seen.push(req);
          // The stock is held while the provider is asked.
          expect(await holds()).toHaveLength(1);
          throw new UpstreamError("card network down");
        }),
      );
      const res = await checkout(TEE);
      expect(res.status).toBe(502);
      expect(res.body.code).toBe("upstream_error");
      expect(seen).toHaveLength(1);
      expect(await sessions()).toHaveLength(0);
      expect(await holds()).toHaveLength(0);
    });

    it("no provider configured is 409 not_ready (the page cannot sell), and nothing is held", async () => {
      setCheckoutProviderForTests(null);
      const res = await checkout({ ...TEE, coupon_code: COUPONS.percent });
      expect(res.status, res.text).toBe(409);
      expect(res.body).toMatchObject({ code: "conflict", reason: "not_ready" });
      expect(await sessions()).toHaveLength(0);
      expect(await holds()).toHaveLength(0);
    });

    it("a page without a payment account is 409 not_ready whatever the provider, and the provider is not asked", async () => {
      const asked: OpenRequest[] = [];
      setCheckoutProviderForTests(
        providerDouble(async (req) => {
          asked.push(req);
          return { providerSessionId: "cs_test_x", url: "https://checkout.stripe.test/x" };
        }),
      );
      const tote = await checkout({ lines: [line(V.tote)], mode: "pickup_location", buyer_email: "b@example.test" });
      expect(tote.status, tote.text).toBe(409);
      expect(tote.body).toMatchObject({ code: "conflict", reason: "not_ready" });
      expect(asked).toHaveLength(0);
      expect(await sessions()).toHaveLength(0);
      expect(await holds()).toHaveLength(0);
    });

    it("asks the provider for the resolved amounts, the seller's account, the platform fee and this service's landing pages", async () => {
      const seen: Parameters<PaymentProvider["openCheckout"]>[0][] = [];
      setCheckoutProviderForTests(
        providerDouble(async (req) => {
          seen.push(req);
          return { providerSessionId: "cs_test_1", url: "https://checkout.stripe.test/c/pay/cs_test_1" };
        }),
      );
      const res = await checkout({ ...TEE, lines: [line(V.teeS, 2), line(V.poster)], coupon_code: COUPONS.percent, locale: "it" });
      expect(res.body).toEqual({ url: "https://checkout.stripe.test/c/pay/cs_test_1" });
      const [s] = await sessions();
      expect(s).toMatchObject({ provider: "stripe", providerSessionId: "cs_test_1", url: "https://checkout.stripe.test/c/pay/cs_test_1" });
      const req = seen[0]!;
      expect(req).toMatchObject({
        sessionId: s!.id,
        kind: "merch",
        currency: "EUR",
        lines: [
          { name: "Volt Tee (S)", quantity: 2, amount_cents: 4500 },
          { name: "Volt Poster", quantity: 1, amount_cents: 1350 },
        ],
        shipping: { name: "Parcel", amount_cents: 490 },
        total_cents: 6340,
        paymentAccount: "acct_1Volt",
        buyerEmail: "buyer@example.test",
        locale: "it",
        baseUrl: BASE,
        successUrl: `${BASE}/checkout/${s!.id}/complete`,
        cancelUrl: `${BASE}/checkout/${s!.id}/cancel`,
      });
      // SHOP_FEE_PERCENT defaults to 5: 5% of 6340.
      expect(req.application_fee_cents).toBe(317);
      expect(req.expiresAt.getTime()).toBe(s!.expiresAt.getTime());
    });

    it("one expiry instant: a provider needing 1860 s gets now + 31 min rounded up to a whole second, the session and its holds the same instant", async () => {
      const seen: OpenRequest[] = [];
      setCheckoutProviderForTests(
        providerDouble(async (req) => {
          seen.push(req);
          return { providerSessionId: "cs_test_2", url: "https://checkout.stripe.test/c/pay/cs_test_2" };
        }, 1860),
      );
      // A quarter second into the pinned second: the instant is the next whole second.
      vi.setSystemTime(Date.now() + 250);
      const res = await checkout({ ...TEE, coupon_code: COUPONS.percent });
      expect(res.status, res.text).toBe(200);
      const instant = Date.now() - 250 + 1000 + 31 * MINUTE;
      const [s] = await sessions();
      expect(s!.expiresAt.getTime()).toBe(instant);
      expect(seen.map((r) => r.expiresAt.getTime())).toEqual([instant]);
      const held = await holds();
      expect(held.map((h) => h.item).sort()).toEqual(["shop_coupon", "variant"]);
      for (const h of held) expect(h.expiresAt.getTime(), h.item).toBe(instant);
    });

    it("the sandbox's instant is 30 minutes, rounded up to a whole second, on the session and its holds", async () => {
      vi.setSystemTime(Date.now() + 1);
      expect((await checkout({ ...TEE, coupon_code: COUPONS.percent })).status).toBe(200);
      const instant = Date.now() - 1 + 1000 + 30 * MINUTE;
      const [s] = await sessions();
      expect(s!.expiresAt.getTime()).toBe(instant);
      const held = await holds();
      expect(held).toHaveLength(2);
      for (const h of held) expect(h.expiresAt.getTime(), h.item).toBe(instant);
    });
  });

  describe("limits", () => {
    const POSTER = { lines: [line(V.poster)], mode: "delivery", country: "DE" };

    it("60 a minute per buyer address: the 61st is 429 rate_limited; another address goes on", async () => {
      for (let i = 0; i < 60; i++) {
        const r = await checkout({ ...POSTER, buyer_email: `b${i}@example.test`, client_ip: "198.51.100.1" });
        expect(r.status, `call ${i + 1}: ${r.text}`).toBe(200);
      }
      const over = await checkout({ ...POSTER, buyer_email: "late@example.test", client_ip: "198.51.100.1" });
      expect(over.status).toBe(429);
      expect(over.body.code).toBe("rate_limited");
      expect(Number(over.headers.get("retry-after"))).toBeGreaterThan(0);
      expect((await checkout({ ...POSTER, buyer_email: "late@example.test", client_ip: "198.51.100.2" })).status).toBe(200);
      expect(await sessions()).toHaveLength(61);
    });

    it("30 a day per buyer email, whatever its case", async () => {
      for (let i = 0; i < 30; i++) {
        const r = await checkout({ ...POSTER, buyer_email: i % 2 ? "Fan@Example.test" : "fan@example.test", client_ip: `198.51.100.${i + 1}` });
        expect(r.status, `call ${i + 1}`).toBe(200);
      }
      const over = await checkout({ ...POSTER, buyer_email: "FAN@EXAMPLE.TEST", client_ip: "198.51.100.99" });
      expect(over.status).toBe(429);
      expect(over.body.code).toBe("rate_limited");
      expect((await checkout({ ...POSTER, buyer_email: "other@example.test", client_ip: "198.51.100.99" })).status).toBe(200);
    });

    it("5000 a day for the crew, whoever the buyer and whichever key: the 5001st is 429; another crew goes on", async () => {
      const NIGHTSHIFT = "6f1c9a52-7a0e-4b59-9a55-1f0f3c2b7d01";
      const windowsFor = (keyId: string) => {
        const auth = { crew: { id: NIGHTSHIFT, plan: "roster" }, key: { id: keyId, type: "secret" }, via: "header" } as unknown as Auth;
        return postWindows(createShopCheckoutSessionEndpoint, auth, keyWindows(auth, null), { ...POSTER, buyer_email: "x@example.test" });
      };
      const daily = (keyId: string) => windowsFor(keyId).filter((w) => w.seconds === 86_400 && w.limit === ALLOWANCES.shopCheckoutsPerCrewPerDay);
      expect(ALLOWANCES.shopCheckoutsPerCrewPerDay).toBe(5000);
      expect(daily("key-a")).toHaveLength(1);
      // One counter for the crew, not one per key.
      expect(daily("key-b")[0]!.key).toBe(daily("key-a")[0]!.key);

      // 4999 checkouts already made today.
      await api.store.add([{ ...daily("key-a")[0]!, cost: 4999 }]);
      expect((await checkout({ ...POSTER, buyer_email: "n5000@example.test", client_ip: "198.51.100.50" })).status).toBe(200);
      const over = await checkout({ ...POSTER, buyer_email: "n5001@example.test", client_ip: "198.51.100.51" });
      expect(over.status).toBe(429);
      expect(over.body.code).toBe("rate_limited");
      expect(Number(over.headers.get("retry-after"))).toBeGreaterThan(0);
      expect(await sessions()).toHaveLength(1);
      const harbour = await checkout({ lines: [line(V.mug)], mode: "delivery", country: "DE", buyer_email: "n5001@example.test", client_ip: "198.51.100.51" }, { key: SHOP_KEYS.harbour });
      expect(harbour.status, harbour.text).toBe(200);
    });
  });

  it("20 concurrent checkouts of the last unit: exactly one 200, the others stock_moved or out_of_stock", async () => {
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => checkout({ ...TEE, lines: [line(V.teeM)], buyer_email: `race${i}@example.test`, client_ip: `198.51.100.${i + 1}` })));
    const ok = answers.filter((r) => r.status === 200);
    expect(ok).toHaveLength(1);
    for (const r of answers.filter((x) => x.status !== 200)) {
      const refused = (r.status === 409 && r.body.code === "conflict" && r.body.reason === "stock_moved") || (r.status === 422 && r.body.reason === "out_of_stock");
      expect(refused, `${r.status} ${r.text}`).toBe(true);
    }
    const held = await holds();
    expect(held).toHaveLength(1);
    expect(held[0]).toMatchObject({ item: "variant", itemId: V.teeM, quantity: 1, sessionId: sessionIdOf(ok[0]!.body.url) });
    expect(await sessions()).toHaveLength(1);
  });

  it("a hold lapsed after 30 minutes no longer counts; the next checkout marks the old session expired", async () => {
    const first = await checkout({ ...TEE, lines: [line(V.teeM)] });
    expect(first.status).toBe(200);
    vi.setSystemTime(Date.now() + 29 * MINUTE);
    expect((await checkout({ ...TEE, lines: [line(V.teeM)] })).status).toBe(422);
    vi.setSystemTime(Date.now() + 2 * MINUTE);
    const second = await checkout({ ...TEE, lines: [line(V.teeM)] });
    expect(second.status, second.text).toBe(200);
    const [old] = await db().select().from(checkoutSessions).where(eq(checkoutSessions.id, sessionIdOf(first.body.url)));
    expect(old!.status).toBe("expired");
    expect((await holds()).map((h) => h.sessionId)).toEqual([sessionIdOf(second.body.url)]);
  });
});
