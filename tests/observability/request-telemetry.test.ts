/**
 * Telemetry of the request walk, in process, with the SDK's own providers keeping what they get
 * (./support/in-memory.ts): one span per request named by method and route template, with status,
 * crew, work spent and cache outcome; the database statements and remote store calls under it
 * named by kind only; the 404 and 405 answered outside any route; the metrics of those requests; and the
 * log line of a failed request, which names its request and trace and carries the stack without
 * the secrets in the error's message.
 */
// Its database must be opened after telemetry is installed, not taken from a shared worker's pool.
// test: own process
import { SpanKind } from "@opentelemetry/api";
import type { HistogramMetricData, MetricData, SumMetricData } from "@opentelemetry/sdk-metrics";
import type { ReadableSpan } from "@opentelemetry/sdk-trace-base";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { refundsOwed, webhookQueue } from "@/lib/root/gauges";
import { appNow } from "@/lib/root/app";
import { orderRefunds, orders } from "@/lib/db/schema";
import { defineEndpoint } from "@/lib/http/endpoint";
import { runEndpoint } from "@/lib/pipeline/walk";
import { observeDelivery } from "@/lib/webhook-delivery/observe";
import { buildRequest, startApp, toApiResponse, type TestApp } from "../support/app";
import { KEYS } from "../support/keys";
import { installInMemoryTelemetry, type InMemoryTelemetry } from "./support/in-memory";

const failing = defineEndpoint({
  id: "test_telemetry_failing",
  method: "GET",
  path: "/v1/test-telemetry/failing/{id}",
  tag: "Test",
  summary: "s",
  description: "d",
  scopes: [],
  publishable: false,
  cache: "no-store",
  envelope: "single",
  params: z.object({ id: z.string() }),
  response: z.object({}),
  handler: async () => {
    throw new Error("boom: could not mail fan@buyers.example with svc_sk_test_leakedInAnErrorMessage01 at +436601234599");
  },
});

let telemetry: InMemoryTelemetry;
let api: TestApp;
beforeAll(async () => {
  // Before the app opens, as the entries do: its database and store are observed from the start.
  telemetry = installInMemoryTelemetry();
  api = await startApp();
});
afterAll(async () => {
  await api.close();
  await telemetry.stop();
});

const attr = (s: ReadableSpan, k: string) => s.attributes[k];
const requestSpans = () => telemetry.spans().filter((s) => s.attributes["events_api.request_id"] !== undefined);
const childrenOf = (parent: ReadableSpan) => telemetry.spans().filter((s) => s.parentSpanContext?.spanId === parent.spanContext().spanId);
const metric = async (name: string) => (await telemetry.metrics()).find((m) => m.descriptor.name === name);
const points = (m: MetricData | undefined) => (m as SumMetricData | HistogramMetricData | undefined)?.dataPoints ?? [];

describe("the request span", () => {
  it("a cached read: one span per request named by method and route template, status, crew, work and cache outcome; its statements and store calls under it", async () => {
    telemetry.reset();
    const first = await api.get("/v1/artists/10", { key: KEYS.secret });
    const again = await api.get("/v1/artists/10", { key: KEYS.secret });
    expect([first.status, again.status]).toEqual([200, 200]);
    const me = await api.get("/v1/me", { key: KEYS.secret });
    const [miss, hit] = requestSpans().filter((s) => s.name === "GET /v1/artists/{id}");
    for (const [span, res] of [[miss!, first], [hit!, again]] as const) {
      expect(span.kind).toBe(SpanKind.SERVER);
      expect(span.attributes).toMatchObject({
        "http.request.method": "GET",
        "http.route": "/v1/artists/{id}",
        "http.response.status_code": 200,
        "events_api.endpoint": "get_artist",
        "events_api.crew.id": me.body.crew.id,
        "events_api.request_id": res.headers.get("x-request-id"),
        "events_api.key.type": "secret",
      });
    }
    expect([attr(miss!, "events_api.cache"), attr(miss!, "events_api.work")]).toEqual(["miss", 1]);
    expect([attr(hit!, "events_api.cache"), attr(hit!, "events_api.work")]).toEqual(["hit", 0]);

    const under = childrenOf(miss!);
    const statements = under.filter((s) => s.attributes["db.system.name"] === "postgresql");
    expect(statements.length).toBeGreaterThan(0);
    for (const s of statements) {
      expect(s.kind).toBe(SpanKind.CLIENT);
      expect(s.name).toMatch(/^(SELECT|INSERT|UPDATE|DELETE|WITH)( [a-z_]+)?$/);
      expect(s.attributes["db.operation.name"]).toBe(s.name.split(" ")[0]);
      // The statement's kind and table, never its text or values.
      expect(Object.keys(s.attributes).filter((k) => /query|statement|text/.test(k))).toEqual([]);
    }
    expect(statements.map((s) => s.name)).toContain("SELECT artists");
    // A remote store's calls are spans (Redis where the run has one); the in-process store's are not.
    const remote = api.store.kind !== "memory";
    expect(under.filter((s) => s.name === "store spend").length > 0).toBe(remote);
    // The hit reads nothing but the store (and, with the tests' audit written at once, counts its bytes there).
    const hitCalls = childrenOf(hit!).map((s) => s.name);
    if (remote) expect(hitCalls[0]).toBe("store spend");
    expect(hitCalls.filter((n) => !n.startsWith("store "))).toEqual([]);
    expect(hitCalls.length > 0).toBe(remote);
  });

  it("a path no route serves (404) and a method its route does not declare (405) are spans too, named by method alone", async () => {
    telemetry.reset();
    const missing = await api.get("/v1/no-such-thing", { key: KEYS.secret });
    const wrong = await api.request("DELETE", "/v1/artists/10", { key: KEYS.secret });
    expect([missing.status, wrong.status]).toEqual([404, 405]);
    const spans = requestSpans();
    expect(spans.map((s) => [s.name, attr(s, "http.response.status_code"), attr(s, "events_api.problem"), attr(s, "http.route")])).toEqual([
      ["GET", 404, "not_found", undefined],
      ["DELETE", 405, "method_not_allowed", undefined],
    ]);
  });

  it("a 429 names the limit that refused it", async () => {
    telemetry.reset();
    let refused;
    for (let i = 0; i < 80 && !refused; i++) {
      const res = await api.get("/v1/scopes", { ip: "198.51.100.99" });
      if (res.status === 429) refused = res;
    }
    expect(refused?.status).toBe(429);
    const span = requestSpans().find((s) => attr(s, "http.response.status_code") === 429)!;
    expect(span.name).toBe("GET /v1/scopes");
    expect(span.attributes).toMatchObject({ "events_api.problem": "rate_limited", "events_api.limit": "discovery" });
  });
});

describe("a failed request", () => {
  it("is an error span, and its log line is JSON with the request id, the trace id and the stack, with no e-mail address, key or phone number", async () => {
    telemetry.reset();
    const logged: string[] = [];
    vi.spyOn(console, "error").mockImplementation((line: unknown) => void logged.push(String(line)));
    const res = await toApiResponse(await runEndpoint(failing, buildRequest("GET", "/v1/test-telemetry/failing/x", { key: KEYS.secret }), { id: "x" }, appNow));
    vi.restoreAllMocks();
    expect(res.status).toBe(500);
    const span = requestSpans().find((s) => s.name === "GET /v1/test-telemetry/failing/{id}")!;
    expect(span.status).toMatchObject({ code: 2, message: "internal_error" });
    const lines = logged.map((l) => JSON.parse(l) as Record<string, unknown>);
    const line = lines.find((l) => l.msg === "unexpected error")!;
    expect(line).toMatchObject({ level: "error", request_id: res.headers.get("x-request-id"), trace_id: span.spanContext().traceId });
    expect(new Date(String(line.time)).getTime()).toBeGreaterThan(0);
    expect(String(line.stack)).toMatch(/^Error: boom: could not mail \[email\] with \[redacted\] at \[phone\]\n\s+at /);
    expect(String(line.error)).toBe("Error: boom: could not mail [email] with [redacted] at [phone]");
    const text = logged.join("\n");
    for (const secret of ["fan@buyers.example", "svc_sk_test_leakedInAnErrorMessage01", "+436601234599"]) expect(text).not.toContain(secret);
  });
});

describe("the metrics of those requests", () => {
  it("request duration by route template, method and status class; work spent by crew; cache lookups; 429s by limit", async () => {
    const me = await api.get("/v1/me", { key: KEYS.secret });
    const duration = points(await metric("http.server.request.duration"));
    expect(duration.map((p) => p.attributes)).toContainEqual({ "http.request.method": "GET", "http.route": "/v1/artists/{id}", "http.response.status_class": "2xx" });
    expect(duration.map((p) => p.attributes)).toContainEqual({ "http.request.method": "GET", "http.response.status_class": "4xx" });
    const artists = duration.find((p) => p.attributes["http.route"] === "/v1/artists/{id}" && p.attributes["http.response.status_class"] === "2xx")!;
    expect((artists.value as { count: number }).count).toBe(2);

    const work = points(await metric("events_api.work.spent"));
    expect(work.find((p) => p.attributes["events_api.crew.id"] === me.body.crew.id)?.value).toBeGreaterThanOrEqual(1);
    const cache = points(await metric("events_api.cache.lookups"));
    expect(cache.filter((p) => p.attributes["http.route"] === "/v1/artists/{id}").map((p) => [p.attributes["events_api.cache.outcome"], p.value]).sort()).toEqual([
      ["hit", 1],
      ["miss", 1],
    ]);
    const limited = points(await metric("events_api.rate_limited"));
    expect(limited.map((p) => [p.attributes["events_api.limit"], p.attributes["http.route"], p.value])).toEqual([["discovery", "/v1/scopes", 1]]);
  });

  it("the gauges read the webhook queue by state and the refunds owed or failed by currency from the database", async () => {
    const opened = () => api.app;
    expect(await webhookQueue(() => undefined)).toEqual([]);
    expect((await webhookQueue(opened)).map((r) => r.attributes?.["events_api.webhook.state"])).toEqual(["due", "scheduled", "held", "sending"]);
    expect(await refundsOwed(opened)).toEqual({ count: [{ value: 0 }], amount: [{ value: 0 }] });
    const id = "0e5c6f2a-1b3d-4e5f-8a9b-0c1d2e3f4a50";
    await api.database.db.insert(orders).values({ id, eventId: 100, status: "paid", currency: "EUR", amountTotal: 5000, amountRefunded: 0, unfulfilled: "sold_out", createdAt: new Date(), buyerEmail: "b@x.test", lines: [] });
    await api.database.db.insert(orderRefunds).values([
      { id: "0e5c6f2a-1b3d-4e5f-8a9b-0c1d2e3f4a51", orderId: id, amount: 4000, createdAt: new Date(), status: "owed", origin: "late_payment" },
      { id: "0e5c6f2a-1b3d-4e5f-8a9b-0c1d2e3f4a52", orderId: id, amount: 1000, createdAt: new Date(), status: "failed", origin: "late_payment" },
      { id: "0e5c6f2a-1b3d-4e5f-8a9b-0c1d2e3f4a53", orderId: id, amount: 700, createdAt: new Date(), status: "refunded", origin: "platform" },
    ]);
    const owed = { currency: "EUR", "events_api.refund.state": "owed" };
    const failed = { currency: "EUR", "events_api.refund.state": "failed" };
    expect(await refundsOwed(opened)).toEqual({
      count: [{ value: 1, attributes: owed }, { value: 1, attributes: failed }],
      amount: [{ value: 4000, attributes: owed }, { value: 1000, attributes: failed }],
    });
  });

  it("a webhook delivery attempt is a trace of its own, counted by outcome", async () => {
    telemetry.reset();
    await observeDelivery(async () => ({ state: "waiting", nextAttemptAt: new Date() }));
    await observeDelivery(async () => ({ state: "delivered", nextAttemptAt: null }));
    const spans = telemetry.spans().filter((s) => s.name === "webhook delivery");
    expect(spans.map((s) => [s.parentSpanContext, s.attributes["events_api.webhook.outcome"]])).toEqual([
      [undefined, "retry"],
      [undefined, "delivered"],
    ]);
    const outcomes = points(await metric("events_api.webhook.deliveries")).map((p) => [p.attributes["events_api.webhook.outcome"], p.value]);
    expect(outcomes.sort()).toEqual([
      ["delivered", 1],
      ["retry", 1],
    ]);
  });
});
