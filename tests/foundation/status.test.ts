/**
 * GET /v1/status through the API with fake payment and mail seams.
 * Spec: "`GET /v1/status`: `{ status, api_version, time ts, components: { database, payments, email } }`;
 * each component is `ok` or `down`; the whole is ok only when every component is. Never cached.
 * No latency, version or error text beyond that."
 */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { setCheckoutProviderForTests } from "@/lib/checkout/provider";
import { installMailTransport } from "@/lib/mail/transport";
import { SandboxProvider } from "@/lib/payments/sandbox";
import { processStatus } from "@/lib/discovery/health/status";
import { startApp, type TestApp } from "../support/app";

let api: TestApp;
beforeAll(async () => {
  api = await startApp();
});
afterAll(() => api.close());
beforeEach(() => processStatus.clear());
afterEach(() => {
  setCheckoutProviderForTests(undefined);
  installMailTransport(null);
  vi.restoreAllMocks();
});

// Each test its own caller address: the route allows 60 calls a minute per address.
let ip = 10;
const status = () => api.get("/v1/status", { ip: `192.0.2.${ip++}` });

function providerWith(health: (deadlineMs: number) => Promise<void>) {
  return Object.assign(new SandboxProvider(), { health: vi.fn(health) });
}

describe("GET /v1/status", () => {
  it("answers exactly { status, api_version, time, components: { database, payments, email } }, never cached", async () => {
    const res = await status();
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("private, no-store");
    expect(Object.keys(res.body).sort()).toEqual(["api_version", "components", "status", "time"]);
    expect(Object.keys(res.body.components).sort()).toEqual(["database", "email", "payments"]);
    expect(res.body).toEqual({ status: "ok", api_version: "v1", time: expect.any(String), components: { database: "ok", payments: "ok", email: "ok" } });
  });

  it("payments down when the provider's check hangs: status down, 503, answered within the 2 s deadline", async () => {
    const provider = providerWith(() => new Promise<never>(() => undefined));
    setCheckoutProviderForTests(provider);
    const started = performance.now();
    const res = await status();
    const took = performance.now() - started;
    expect(res.status).toBe(503);
    expect(res.body).toEqual({ status: "down", api_version: "v1", time: expect.any(String), components: { database: "ok", payments: "down", email: "ok" } });
    expect(took).toBeGreaterThanOrEqual(1_900);
    expect(took).toBeLessThan(3_500);
    expect(provider.health).toHaveBeenCalledWith(2_000);
  });

  it("payments down when the provider's check throws; ok when no provider is configured", async () => {
    setCheckoutProviderForTests(providerWith(() => Promise.reject(new Error("Invalid API Key provided"))));
    const refused = await status();
    expect(refused.status).toBe(503);
    // No error text beyond ok or down.
    expect(refused.body.components).toEqual({ database: "ok", payments: "down", email: "ok" });
    expect(refused.text).not.toContain("Invalid API Key");

    // Not configured: checkouts answer 409 not_ready by design; nothing is down.
    setCheckoutProviderForTests(null);
    const none = await status();
    expect(none.status).toBe(200);
    expect(none.body).toMatchObject({ status: "ok", components: { payments: "ok" } });
  });

  it("email down when the mail server's check fails", async () => {
    installMailTransport({ send: async () => ({ messageId: "x" }), verify: () => Promise.reject(Object.assign(new Error("connect ECONNREFUSED"), { code: "ESOCKET" })) });
    const res = await status();
    expect(res.status).toBe(503);
    expect(res.body).toMatchObject({ status: "down", components: { database: "ok", payments: "ok", email: "down" } });
  });

  it("checks a component once, not on each call", async () => {
    const provider = providerWith(async () => undefined);
    setCheckoutProviderForTests(provider);
    const execute = vi.spyOn(api.database.db, "execute");
    expect((await status()).status).toBe(200);
    expect((await status()).status).toBe(200);
    expect(provider.health).toHaveBeenCalledTimes(1);
    expect(execute.mock.calls.filter(([query]) => JSON.stringify(query).includes("select 1"))).toHaveLength(1);
  });

  it("leaves the store out of the answer and logs it when it does not answer, once per period", async () => {
    const log = vi.spyOn(console, "error");
    const get = api.store.get.bind(api.store);
    vi.spyOn(api.store, "get").mockImplementation((key) => (key === "status:probe" ? Promise.reject(new Error("READONLY")) : get(key)));
    const first = await status();
    expect(first.status).toBe(200);
    expect(first.body.components).toEqual({ database: "ok", payments: "ok", email: "ok" });
    await status();
    const logged = log.mock.calls.filter(([line]) => String(line).includes("the store did not answer"));
    expect(logged).toHaveLength(1);
  });
});
