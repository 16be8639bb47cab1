/**
 * The README's "Try the merch shop" curl lines, run as written against the demo world: the quote
 * prices the cart (VOLT10 included) and the checkout opens a session. Also what the demo world
 * holds for the shop: products, an event shop with pickup, a coupon.
 */
import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { shopEndpoints } from "@/lib/shop/endpoints";
import { checkoutEndpoints } from "@/lib/shop/checkout/endpoints";
import { startApp, type TestApp } from "../support/app";
import { demoWorld } from "../world/snapshot";

interface CurlCall {
  path: string;
  key: string;
  body: unknown;
}

/** The shop calls of the README: path, bearer key and JSON body of each curl line. */
function readmeShopCalls(): CurlCall[] {
  const readme = fs.readFileSync(path.join(process.cwd(), "README.md"), "utf8");
  const section = readme.slice(readme.indexOf("## Try the merch shop"));
  const block = /```bash\n([\s\S]*?)```/.exec(section)![1]!.replace(/\\\n\s*/g, " ");
  return block
    .split("\n")
    .filter((l) => l.startsWith("curl ") && l.includes("/api/v1/shop/"))
    .map((l) => ({
      path: /http:\/\/localhost:3000\/api(\/v1\/shop\/[a-z-/]+)/.exec(l)![1]!,
      key: /Authorization: Bearer (\S+?)"/.exec(l)![1]!,
      body: JSON.parse(/-d '([^']+)'/.exec(l)![1]!),
    }));
}

let api: TestApp;
beforeAll(async () => {
  api = await startApp(demoWorld(), { endpoints: [...shopEndpoints, ...checkoutEndpoints] });
});
afterAll(() => api.close());

describe("README: Try the merch shop", () => {
  const calls = readmeShopCalls();

  it("has a quote and a checkout", () => {
    expect(calls.map((c) => c.path)).toEqual(["/v1/shop/quote", "/v1/shop/checkout-sessions"]);
  });

  it("the quote prices the cart on the demo world, with the coupon", async () => {
    const quote = calls.find((c) => c.path === "/v1/shop/quote")!;
    const res = await api.post(quote.path, quote.body, { key: quote.key });
    expect(res.status, res.text).toBe(200);
    expect(res.body.coupon).toMatchObject({ code: "VOLT10" });
    expect(res.body.discount_cents).toBeGreaterThan(0);
    expect(res.body.total_cents).toBe(res.body.subtotal_cents - res.body.discount_cents + res.body.shipping_cents);
  });

  it("the checkout opens a session on this service", async () => {
    const checkout = calls.find((c) => c.path === "/v1/shop/checkout-sessions")!;
    const res = await api.post(checkout.path, checkout.body, { key: checkout.key });
    expect(res.status, res.text).toBe(200);
    expect(res.body.url).toMatch(/\/checkout\/[0-9a-f-]{36}$/);
  });
});

describe("the demo world's shop", () => {
  const world = demoWorld() as { shops: any[]; event_shops: any[] };

  it("has a shop with a few products and a coupon, and an event shop with pickup", () => {
    const volt = world.shops.find((s) => s.seller.type === "promoter");
    expect(volt.products.length).toBeGreaterThanOrEqual(3);
    expect(volt.coupons.map((c: { code: string }) => c.code)).toContain("VOLT10");
    expect(world.event_shops.some((e) => e.open && e.pickup?.open)).toBe(true);
  });
});
