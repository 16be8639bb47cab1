/**
 * `npm start` (Next.js, OpenTelemetry through @vercel/otel from instrumentation.ts) with
 * OTEL_EXPORTER_OTLP_ENDPOINT pointing at a collector, in the default protocol (http/protobuf), and
 * the traffic of ./support/demo-traffic.ts: the spans name the route templates beside Next.js's
 * own, the metrics name the requests' routes, and no exported byte holds a key, token, secret, password, e-mail address or phone number of the demo
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
import { startCollector, type Collector } from "./support/collector";
import { DEMO_STATUSES, demoSecrets, platformTokenIn, sendDemoTraffic, type Answered } from "./support/demo-traffic";

const BUYER = "next.telemetry.buyer@fans.example";
const PORT = Number(process.env.TELEMETRY_NEXT_PORT ?? 3271);

describe.skipIf(process.env.TELEMETRY_NEXT !== "1")("npm start (Next.js) with an OTLP endpoint (http/protobuf)", () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "otel-next-"));
  let collector: Collector;
  let child: ChildProcess | undefined;
  const output: string[] = [];
  let platformToken = "";
  let answers: Record<string, Answered> = {};

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
        // Every request of the demo traffic traced: the budget (10 new traces a second) would drop
        // the later ones of a fast run. The budget has its own tests (./trace-budget.test.ts).
        TRACES_PER_SECOND: "all",
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
    platformToken = platformTokenIn(output);
    answers = await sendDemoTraffic(`http://127.0.0.1:${PORT}/api`, platformToken, BUYER);
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
    expect(Object.fromEntries(Object.entries(answers).map(([k, v]) => [k, v.status]))).toEqual(DEMO_STATUSES);
  });

  it("exports traces and metrics over OTLP/HTTP protobuf, with the route templates of the requests made", () => {
    const paths = new Set(collector.received.map((r) => r.path));
    expect(paths).toEqual(new Set(["/v1/traces", "/v1/metrics"]));
    expect(collector.received.every((r) => r.contentType === "application/x-protobuf")).toBe(true);
    const bytes = collector.bytes();
    for (const s of ["GET /v1/artists/{id}", "GET /v1/events", "GET /v1/presskits/{id}", "POST /v1/checkout-sessions", "GET /admin/v1/webhooks", "GET /platform/v1/emails", "payments open_checkout", "SELECT artists", "events-api-next-test"]) {
      expect(bytes.includes(s), s).toBe(true);
    }
    for (const s of ["http.server.request.duration", "events_api.work.spent", "events_api.cache.lookups", "/v1/artists/{id}"]) expect(bytes.includes(s), s).toBe(true);
  });

  it("no exported byte holds a key, token, secret, password, e-mail address or phone number of the demo world, the platform token or the buyer's address", () => {
    expect(platformToken).toMatch(/^svc_plat_/);
    const secrets = demoSecrets(platformToken, BUYER);
    const bytes = collector.bytes();
    expect(secrets.filter((s) => bytes.includes(s))).toEqual([]);
    // Next.js's server span named the target with its query; only the route is left of it.
    expect(bytes.includes("http.target")).toBe(false);
  });
});
