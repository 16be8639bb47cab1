/**
 * Throughput and memory of the catalogue exports on a large world in a real PostgreSQL, through
 * the full pipeline (key, validation, handler, the stream, the audit row): generates a world
 * (default 100,000 events), loads it, then reads each export to its end as a client would, chunk
 * by chunk, while sampling process.memoryUsage() every 10 ms. Prints lines, bytes, seconds,
 * lines per second, and the peak RSS and heap against the figures before the export started;
 * with --expose-gc, the events export runs once more with a full collection at every 10,000
 * lines, printing the heap left each time (flat when the stream keeps nothing).
 *
 *   npx tsx --expose-gc bench/export.ts [--events 100000] [--whole true|false]
 *
 * `--whole` (default true) also gives the bench crew every published event of the world in its
 * graph (rows of `crew_events`, as a crew following every promoter would have), so the events
 * export streams the whole world rather than the bench crew's share of it.
 *
 * DATABASE_URL names the server to use (a fresh database is created on it and dropped after);
 * without it a throwaway PostgreSQL 15 is started from /usr/lib/postgresql/15/bin (PGBIN).
 * Work budgets are lifted for the run (the store always grants), so what is timed is the export.
 */
import { sql } from "drizzle-orm";
import { findRoute } from "../lib/server/routes";
import { openPg, rows } from "../lib/db/client";
import { settleBackground } from "../lib/http/after";
import { runEndpoint } from "../lib/server/in-process";
import { closeApp, installApp } from "@/lib/root/app";
import { BENCH_TOKENS, generateWorld } from "../lib/world/generate";
import { loadWorld } from "../lib/world/load";
import { validateWorld } from "../lib/world/validate";
import { UnlimitedStore, startPostgres } from "./support";

function arg(name: string, fallback: string): string {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 && process.argv[i + 1] ? process.argv[i + 1]! : fallback;
}

const MB = 1024 * 1024;
const mb = (n: number) => (n / MB).toFixed(1);

interface Run {
  status: number;
  lines: number;
  bytes: number;
  seconds: number;
  firstByteMs: number;
  rss: { before: number; peak: number };
  heap: { before: number; peak: number };
  /** Heap after a full collection at every 10,000 lines: what the stream keeps, garbage aside. */
  retained: number[];
  errorLine: string | null;
}

async function exportOnce(p: string, probeRetained = false): Promise<Run> {
  const url = new URL(`/api${p}`, "http://localhost:3000");
  const request = new Request(url, { headers: { Authorization: `Bearer ${BENCH_TOKENS.secret}`, "X-Forwarded-For": "203.0.113.9" } });
  const match = findRoute(url.pathname);
  if (!match) throw new Error(`no route for ${p}`);
  global.gc?.();
  const before = process.memoryUsage();
  const peak = { rss: before.rss, heap: before.heapUsed };
  const sample = () => {
    const m = process.memoryUsage();
    peak.rss = Math.max(peak.rss, m.rss);
    peak.heap = Math.max(peak.heap, m.heapUsed);
  };
  const timer = setInterval(sample, 10);
  const t0 = performance.now();
  let firstByteMs = 0;
  let lines = 0;
  let bytes = 0;
  let tail = "";
  const retained: number[] = [];
  try {
    const response = await runEndpoint(match.route.endpoints.find((e) => e.method === "GET")!, request, match.params);
    const reader = response.body!.getReader();
    const decoder = new TextDecoder();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      if (bytes === 0) firstByteMs = performance.now() - t0;
      bytes += value.byteLength;
      const linesBefore = lines;
      for (const b of value) if (b === 10) lines++;
      if (probeRetained && global.gc && Math.floor(lines / 10_000) > Math.floor(linesBefore / 10_000)) {
        global.gc();
        retained.push(process.memoryUsage().heapUsed);
      }
      // Keep only the end, to show an error line if there is one.
      tail = (tail + decoder.decode(value, { stream: true })).slice(-2000);
      sample();
    }
    const seconds = (performance.now() - t0) / 1000;
    await settleBackground();
    const last = tail.trimEnd().split("\n").pop() ?? "";
    return {
      status: response.status,
      lines,
      bytes,
      seconds,
      firstByteMs,
      rss: { before: before.rss, peak: peak.rss },
      heap: { before: before.heapUsed, peak: peak.heap },
      retained,
      errorLine: last.startsWith('{"error"') ? last : null,
    };
  } finally {
    clearInterval(timer);
  }
}

async function loadGenerated(db: Parameters<typeof loadWorld>[0], events: number): Promise<void> {
  const world = validateWorld(JSON.parse(JSON.stringify(generateWorld({ events, seed: "bench" }))), new Date());
  if (!world.ok) throw new Error(world.problems.slice(0, 20).join("\n"));
  await loadWorld(db, world.world);
}

async function main() {
  const events = Number(arg("events", "100000"));
  const whole = arg("whole", "true") !== "false";
  process.env.VALIDATE_RESPONSES ??= "0"; // production serialises without the dev-time schema check

  const server = process.env.DATABASE_URL ? null : await startPostgres();
  const baseUrl = process.env.DATABASE_URL ?? server!.url;
  const { Client } = await import("pg");
  const name = `bench_export_${Date.now()}`;
  const admin = new Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const target = new URL(baseUrl);
  target.pathname = `/${name}`;

  const t0 = performance.now();
  const database = await openPg(target.toString());
  await loadGenerated(database.db, events); // the world itself is garbage once loaded, so it does not weigh on the figures
  const crew = sql`(select id from crews where slug = 'bench')`;
  if (whole) {
    await rows(
      database.db,
      sql`insert into crew_events (crew_id, event_id, starts_at, venue_id, updated_at, via_promoter) select ${crew}, e.id, e.starts_at, e.venue_id, e.updated_at, true from events e where e.published on conflict do nothing`,
    );
  }
  await rows(database.db, sql`ANALYZE`);
  console.log(`world of ${events} events generated and loaded in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
  const [counts] = await rows<{ events: number; artists: number; promoters: number }>(
    database.db,
    sql`select (select count(*)::int from crew_events where crew_id = ${crew}) as events, (select count(*)::int from page_managers where crew_id = ${crew} and page_type = 'artist') as artists, (select count(*)::int from page_managers where crew_id = ${crew} and page_type = 'promoter') as promoters`,
  );
  console.log(`bench crew graph: ${counts?.events} events${whole ? " (every published event of the world)" : ""}, ${counts?.artists} roster artists, ${counts?.promoters} promoters\n`);
  installApp({ database, store: new UnlimitedStore() });

  try {
    // One warm-up run, so the figures are not the first compilation of the code paths.
    await exportOnce("/v1/exports/venues");
    console.log(["export".padEnd(22), "status", "   lines", "     bytes", "  secs", "  lines/s", "1st byte ms", "RSS before→peak MB", "heap before→peak MB"].join("  "));
    for (const p of ["/v1/exports/artists", "/v1/exports/promoters", "/v1/exports/venues", "/v1/exports/events"]) {
      const r = await exportOnce(p);
      console.log(
        [
          p.padEnd(22),
          String(r.status).padStart(6),
          String(r.lines).padStart(8),
          String(r.bytes).padStart(10),
          r.seconds.toFixed(2).padStart(6),
          String(Math.round(r.lines / r.seconds)).padStart(9),
          r.firstByteMs.toFixed(1).padStart(11),
          `${mb(r.rss.before)} → ${mb(r.rss.peak)}`.padStart(18),
          `${mb(r.heap.before)} → ${mb(r.heap.peak)}`.padStart(19),
        ].join("  "),
      );
      if (r.errorLine) console.log(`  ended early: ${r.errorLine.slice(0, 300)}`);
    }
    if (global.gc) {
      // A second pass, apart from the timed one: full collections mid-stream slow it down.
      const r = await exportOnce("/v1/exports/events", true);
      console.log(`\nevents export again, heap after a full GC at each 10,000 lines (MB): ${r.retained.map(mb).join(", ")}`);
    } else console.log("\n(run with --expose-gc for the heap the stream keeps, garbage aside)");
  } finally {
    await closeApp();
    const again = new Client({ connectionString: baseUrl });
    await again.connect();
    await again.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).catch(() => undefined);
    await again.end();
    server?.stop();
  }
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
