/**
 * `npm run serve:api` with OTEL_EXPORTER_OTLP_ENDPOINT pointing at a collector (./support/collector.ts):
 * the bundle the script builds, started as the script starts it, on the demo world. The requests a
 * partner, a crew member and the back office make (a cached read twice, a list with a publishable
 * key in the query, a protected press kit, a ticket checkout with a buyer's e-mail, the admin API,
 * the platform API's mailbox asked for that address in its query, an unknown path) come back as spans named by route template, with their
 * statements and provider calls under them, and as metrics; no byte of what was exported holds a
 * key, token, secret, password, e-mail address or phone number of the demo world, nor the buyer's.
 * What the server writes after it starts is JSON lines. The bundle imports no SDK package at start.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { createInterface } from "node:readline";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
// @ts-expect-error: a plain ES module script without type declarations
import { OUTFILE, buildApi } from "../../scripts/build-api.mjs";
import { startInstance, stopInstance, type Instance } from "../support/instance";
import { startCollector, type Collector, type ExportedSpan } from "./support/collector";
import { DEMO, DEMO_STATUSES, demoSecrets, platformTokenIn, sendDemoTraffic, type Answered } from "./support/demo-traffic";

const BUYER = "telemetry.buyer@fans.example";

describe("npm run serve:api with an OTLP endpoint (http/json)", () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "otel-export-"));
  let collector: Collector;
  let instance: Instance | undefined;
  let metafile: { outputs: Record<string, { imports: { path: string; kind: string; external?: boolean }[] }> };
  const stderr: string[] = [];
  let platformToken = "";
  let answers: Record<string, Answered> = {};

  beforeAll(async () => {
    collector = await startCollector();
    metafile = await buildApi();
    instance = await startInstance(["--enable-source-maps", OUTFILE], {
      plain: true,
      cwd: process.cwd(),
      timeoutMs: 120_000,
      env: {
        PATH: process.env.PATH,
        HOME: process.env.HOME,
        NODE_ENV: "test",
        PGLITE_DIR: path.join(dir, "pglite"),
        PORT: "0",
        HOST: "127.0.0.1",
        PRINT_READY: "1",
        OTEL_EXPORTER_OTLP_ENDPOINT: collector.url,
        OTEL_EXPORTER_OTLP_PROTOCOL: "http/json",
        OTEL_SERVICE_NAME: "events-api-export-test",
        // Every request of the demo traffic traced: the budget (10 new traces a second) would drop
        // the later ones of a fast run. The budget has its own tests (./trace-budget.test.ts).
        TRACES_PER_SECOND: "all",
        OTEL_BSP_SCHEDULE_DELAY: "100",
        OTEL_METRIC_EXPORT_INTERVAL: "500",
      },
      stderr: "pipe",
    });
    createInterface({ input: instance.child.stderr! }).on("line", (l) => stderr.push(l));
    platformToken = platformTokenIn(instance.output);

    answers = await sendDemoTraffic(instance.base, platformToken, BUYER);
    // Stopping sends what is still batched.
    await stopInstance(instance);
  }, 180_000);

  afterAll(async () => {
    await stopInstance(instance);
    await collector?.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  const spans = () => collector.traces();
  const named = (name: string) => spans().filter((s) => s.name === name);
  const under = (parent: ExportedSpan) => spans().filter((s) => s.parentSpanId === parent.spanId);

  it("every request was answered as the contract says", () => {
    expect(platformToken).toMatch(/^svc_plat_/);
    expect(Object.fromEntries(Object.entries(answers).map(([k, v]) => [k, v.status]))).toEqual(DEMO_STATUSES);
  });

  it("exports a span per request named by method and route template, as OTLP/HTTP JSON, under the service's name", () => {
    expect(collector.received.filter((r) => r.path === "/v1/traces").every((r) => r.contentType === "application/json")).toBe(true);
    const requests = spans().filter((s) => s.attributes["events_api.request_id"] !== undefined);
    expect(requests.map((s) => s.name).sort()).toEqual(
      ["GET /v1/artists/{id}", "GET /v1/artists/{id}", "GET /v1/events", "GET /v1/presskits/{id}", "POST /v1/checkout-sessions", "GET /admin/v1/webhooks", "GET /platform/v1/emails", "GET"].sort(),
    );
    for (const s of requests) expect(s.resource["service.name"]).toBe("events-api-export-test");
    const byRequest = new Map(requests.map((s) => [s.attributes["events_api.request_id"], s]));
    for (const [name, a] of Object.entries(answers)) expect(byRequest.get(a.requestId)?.attributes["http.response.status_code"], name).toBe(a.status);
  });

  it("the cached read: a miss with its statements, then a hit with nothing but the store", () => {
    const [miss, hit] = named("GET /v1/artists/{id}").sort((a, b) => Number(BigInt(a.startTimeUnixNano) - BigInt(b.startTimeUnixNano)));
    expect(miss!.attributes).toMatchObject({ "http.route": "/v1/artists/{id}", "events_api.cache": "miss", "events_api.work": 1 });
    expect(hit!.attributes).toMatchObject({ "http.route": "/v1/artists/{id}", "events_api.cache": "hit", "events_api.work": 0 });
    expect(under(miss!).map((s) => s.name)).toContain("SELECT artists");
    expect(under(hit!).map((s) => s.name).every((n) => n.startsWith("store "))).toBe(true);
  });

  it("the checkout: its statements and the provider's call under its span", () => {
    const [checkout] = named("POST /v1/checkout-sessions");
    const children = under(checkout!).map((s) => s.name);
    expect(children).toContain("payments open_checkout");
    expect(children).toContain("INSERT checkout_sessions");
    expect(named("payments open_checkout")[0]!.attributes).toMatchObject({ "events_api.payments.provider": "sandbox", "events_api.payments.operation": "open_checkout" });
  });

  it("exports the metrics of those requests: duration by route and status class, work by crew, cache lookups, the webhook queue", () => {
    const points = collector.metrics();
    const routes = points.filter((p) => p.metric === "http.server.request.duration").map((p) => `${p.attributes["http.request.method"]} ${p.attributes["http.route"] ?? ""} ${p.attributes["http.response.status_class"]}`);
    for (const r of ["GET /v1/artists/{id} 2xx", "POST /v1/checkout-sessions 2xx", "GET /admin/v1/webhooks 2xx", "GET  4xx"]) expect(routes).toContain(r);
    expect(points.some((p) => p.metric === "events_api.work.spent" && typeof p.attributes["events_api.crew.id"] === "string")).toBe(true);
    expect(points.filter((p) => p.metric === "events_api.cache.lookups").map((p) => p.attributes["events_api.cache.outcome"])).toContain("hit");
    expect(new Set(points.filter((p) => p.metric === "events_api.webhook.queue.depth").map((p) => p.attributes["events_api.webhook.state"]))).toEqual(new Set(["due", "scheduled", "held", "sending"]));
  });

  it("no exported byte holds a key, token, secret, password, e-mail address or phone number of the demo world, the platform token or the buyer's address", () => {
    const secrets = demoSecrets(platformToken, BUYER);
    expect(secrets.length).toBeGreaterThan(30);
    for (const s of [DEMO.secret, DEMO.publishable, DEMO.admin, "letmein", "lena@fans.test", "+436601234501"]) expect(secrets).toContain(s);
    const bytes = collector.bytes();
    expect(bytes.length).toBeGreaterThan(1000);
    expect(secrets.filter((s) => bytes.includes(s))).toEqual([]);
  });

  it("what the server writes once it runs is JSON lines with a level and a message", () => {
    // The world loader's list of keys to try comes first, for people; from the server's first line on, JSON.
    const started = instance!.output.findIndex((l) => l.startsWith("{"));
    const lines = [...instance!.output.slice(started).filter((l) => !/^READY \d+$/.test(l)), ...stderr].filter((l) => l.trim() !== "");
    expect(lines.length).toBeGreaterThan(0);
    for (const l of lines) expect(JSON.parse(l), l).toMatchObject({ level: expect.stringMatching(/^(info|warn|error)$/), msg: expect.any(String), time: expect.any(String) });
    expect(lines.map((l) => JSON.parse(l).msg)).toContain("listening");
  });

  it("the bundle imports no OpenTelemetry SDK package at start: only the API, the rest through import() once an endpoint is set", () => {
    const imports = Object.values(metafile.outputs).flatMap((o) => o.imports.filter((i) => i.external && /^@opentelemetry\/|^@vercel\/otel/.test(i.path)));
    expect(new Set(imports.filter((i) => i.kind !== "dynamic-import").map((i) => i.path))).toEqual(new Set(["@opentelemetry/api"]));
    expect(imports.filter((i) => i.kind === "dynamic-import").map((i) => i.path)).toContain("@opentelemetry/sdk-trace-base");
  });
});
