/**
 * `npm start` (Next.js, OpenTelemetry through @vercel/otel from instrumentation.ts) with
 * OTEL_EXPORTER_OTLP_ENDPOINT pointing at a collector, in the default protocol (http/protobuf): the
 * spans name the route templates beside Next.js's own, the metrics name the requests' routes, and
 * no exported byte holds a key, token, secret, password, e-mail address or phone number of the demo
 * world (Next.js's server span records the requested target with its query, which holds a
 * publishable key here: the scrubber drops it). Strings inside protobuf are plain UTF-8, so the
 * bytes are searched as they came.
 *
 * Runs where a build of the app exists or may be made (minutes): with TELEMETRY_NEXT=1, as CI does
 * after the browser tests have built it (.ci/run).
 */
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { createInterface } from "node:readline";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { secretsOf, startCollector, type Collector } from "./support/collector";

const WORLD = JSON.parse(fs.readFileSync(path.join(process.cwd(), "worlds/demo.json"), "utf8"));
const SECRET = "svc_sk_test_demoNightshiftServer0001";
const CHECKOUT = "svc_sk_test_demoNightshiftCheckout01";
const PUBLISHABLE = "svc_pk_test_demoNightshiftWebsite001";
const ADMIN = "svc_adm_test_demoNightshiftOwner0001";
const BUYER = "next.telemetry.buyer@fans.example";
const PORT = Number(process.env.TELEMETRY_NEXT_PORT ?? 3271);

describe.skipIf(process.env.TELEMETRY_NEXT !== "1")("npm start (Next.js) with an OTLP endpoint (http/protobuf)", () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "otel-next-"));
  let collector: Collector;
  let child: ChildProcess | undefined;
  const output: string[] = [];
  const statuses: Record<string, number> = {};

  beforeAll(async () => {
    collector = await startCollector();
    child = spawn(process.execPath, ["scripts/start.mjs"], {
      cwd: process.cwd(),
      stdio: ["ignore", "pipe", "inherit"],
      env: {
        PATH: process.env.PATH,
        HOME: process.env.HOME,
        NODE_ENV: "production",
        NEXT_TELEMETRY_DISABLED: "1",
        PORT: String(PORT),
        HOST: "127.0.0.1",
        PGLITE_DIR: path.join(dir, "pglite"),
        OTEL_EXPORTER_OTLP_ENDPOINT: collector.url,
        OTEL_SERVICE_NAME: "events-api-next-test",
        OTEL_BSP_SCHEDULE_DELAY: "100",
        OTEL_METRIC_EXPORT_INTERVAL: "500",
      },
    });
    const listening = new Promise<void>((resolve, reject) => {
      createInterface({ input: child!.stdout! }).on("line", (l) => {
        output.push(l);
        if (l.includes('"msg":"listening"')) resolve();
      });
      child!.once("exit", (code) => reject(new Error(`npm start exited with ${code}`)));
    });
    await listening;
    const platformToken = output.join("\n").match(/Platform token[^\n]*\n\s+(\S+)/)?.[1] ?? "";
    const base = `http://127.0.0.1:${PORT}/api`;
    const send = async (name: string, p: string, init: RequestInit & { key?: string } = {}) => {
      const headers = new Headers(init.headers);
      if (init.key) headers.set("Authorization", `Bearer ${init.key}`);
      const res = await fetch(`${base}${p}`, { ...init, headers });
      await res.arrayBuffer();
      statuses[name] = res.status;
    };
    await send("read", "/v1/artists/10", { key: SECRET });
    await send("cached read", "/v1/artists/10", { key: SECRET });
    await send("publishable", `/v1/events?limit=2&key=${PUBLISHABLE}`, { headers: { Origin: "https://nightshift.test" } });
    await send("checkout", "/v1/checkout-sessions", {
      key: CHECKOUT,
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ event_id: 100, lines: [{ tier_id: "tier-100-early", quantity: 1 }], buyer_email: BUYER }),
    });
    await send("admin", "/admin/v1/webhooks", { key: ADMIN });
    await send("platform", `/platform/v1/emails?to=${encodeURIComponent(BUYER)}`, { key: platformToken });
    await send("unknown", "/v1/no-such-route", { key: SECRET });
    // Stopping sends what is still batched (scripts/start.mjs).
    const exited = new Promise((r) => child!.once("exit", r));
    child!.kill("SIGTERM");
    await exited;
  }, 900_000);

  afterAll(async () => {
    if (child && child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
    await collector?.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it("every request was answered", () => {
    expect(statuses).toEqual({ read: 200, "cached read": 200, publishable: 200, checkout: 201, admin: 200, platform: 200, unknown: 404 });
  });

  it("exports traces and metrics over OTLP/HTTP protobuf, with the route templates of the requests made", () => {
    const paths = new Set(collector.received.map((r) => r.path));
    expect(paths).toEqual(new Set(["/v1/traces", "/v1/metrics"]));
    expect(collector.received.every((r) => r.contentType === "application/x-protobuf")).toBe(true);
    const bytes = collector.bytes();
    for (const s of ["GET /v1/artists/{id}", "GET /v1/events", "POST /v1/checkout-sessions", "GET /admin/v1/webhooks", "GET /platform/v1/emails", "payments open_checkout", "SELECT artists", "events-api-next-test"]) {
      expect(bytes.includes(s), s).toBe(true);
    }
    for (const s of ["http.server.request.duration", "events_api.work.spent", "events_api.cache.lookups", "/v1/artists/{id}"]) expect(bytes.includes(s), s).toBe(true);
  });

  it("no exported byte holds a key, token, secret, password, e-mail address or phone number of the demo world, the platform token or the buyer's address", () => {
    const platformToken = output.join("\n").match(/Platform token[^\n]*\n\s+(\S+)/)?.[1] ?? "";
    expect(platformToken).toMatch(/^svc_plat_/);
    const secrets = [...secretsOf(WORLD), platformToken, BUYER];
    const bytes = collector.bytes();
    expect(secrets.filter((s) => bytes.includes(s))).toEqual([]);
    // Next.js's server span named the target with its query; only the route is left of it.
    expect(bytes.includes("http.target")).toBe(false);
  });
});
