/**
 * Latency of the artist, promoter, venue and content reads on a large world in a real
 * PostgreSQL, through the full pipeline (key, validation, handler, serialisation, ETag):
 * generates a world (default 100,000 events), loads it, then times each route uncached
 * (`Cache-Control: no-cache` from the secret key) and prints p50/p99 per route.
 *
 *   npx tsx bench/catalogue-pages.ts [--events 100000] [--n 300]
 *
 * DATABASE_URL names the server to use (a fresh database is created on it and dropped after);
 * without it a throwaway PostgreSQL 15 is started from /usr/lib/postgresql/15/bin (PGBIN).
 * Work budgets are lifted for the run (the store always grants), so what is timed is the read.
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

async function call(p: string): Promise<{ status: number; ms: number; bytes: number }> {
  const url = new URL(`/api${p}`, "http://localhost:3000");
  const request = new Request(url, { headers: { Authorization: `Bearer ${BENCH_TOKENS.secret}`, "Cache-Control": "no-cache", "X-Forwarded-For": "203.0.113.9" } });
  const match = findRoute(url.pathname);
  if (!match) throw new Error(`no route for ${p}`);
  const t0 = performance.now();
  const response = await runEndpoint(match.route.endpoints.find((e) => e.method === "GET")!, request, match.params);
  const body = await response.text();
  const ms = performance.now() - t0;
  await settleBackground();
  return { status: response.status, ms, bytes: body.length };
}

const pct = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

async function main() {
  const events = Number(arg("events", "100000"));
  const n = Number(arg("n", "300"));
  process.env.VALIDATE_RESPONSES ??= "0"; // production serialises without the dev-time schema check

  const server = process.env.DATABASE_URL ? null : await startPostgres();
  const baseUrl = process.env.DATABASE_URL ?? server!.url;
  const { Client } = await import("pg");
  const name = `bench_pages_${Date.now()}`;
  const admin = new Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const target = new URL(baseUrl);
  target.pathname = `/${name}`;

  const t0 = performance.now();
  const world = validateWorld(JSON.parse(JSON.stringify(generateWorld({ events, seed: "bench" }))), new Date());
  if (!world.ok) throw new Error(world.problems.slice(0, 20).join("\n"));
  const database = await openPg(target.toString());
  await loadWorld(database.db, world.world);
  await rows(database.db, sql`ANALYZE`);
  console.log(`world of ${events} events generated and loaded in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
  installApp({ database, store: new UnlimitedStore() });

  try {
    const pick = async (q: ReturnType<typeof sql>) => (await rows<{ id: number }>(database.db, q))[0]?.id;
    const crew = sql`(select id from crews where slug = 'bench')`;
    const artist = await pick(sql`select page_id as id from page_managers where crew_id = ${crew} and page_type = 'artist' order by page_id limit 1`);
    const promoter = await pick(
      sql`select pm.page_id as id from page_managers pm join promoters p on p.id = pm.page_id and p.published where pm.crew_id = ${crew} and pm.page_type = 'promoter' order by (select count(*) from event_promoters ep where ep.promoter_id = pm.page_id) desc limit 1`,
    );
    const venue = await pick(sql`select v.id from venues v join page_managers pm on pm.page_id = v.id and pm.page_type = 'venue' and pm.crew_id = ${crew} where v.published limit 1`);
    const event = await pick(sql`select event_id as id from crew_events where crew_id = ${crew} and starts_at > now() order by starts_at limit 1`);
    const [counts] = await rows<{ crew_events: number; promoter_events: number }>(
      database.db,
      sql`select (select count(*)::int from crew_events where crew_id = ${crew}) as crew_events, (select count(*)::int from event_promoters where promoter_id = ${promoter ?? 0}) as promoter_events`,
    );
    console.log(`bench crew: ${counts?.crew_events} events in its graph; promoter ${promoter}: ${counts?.promoter_events} events\n`);

    const routes = [
      "/v1/artists?limit=100",
      "/v1/artists?q=an&limit=100",
      `/v1/artists/${artist}`,
      "/v1/promoters?limit=100",
      `/v1/promoters/${promoter}`,
      `/v1/promoters/${promoter}/venues`,
      `/v1/promoters/${promoter}/artists`,
      "/v1/venues?limit=100",
      "/v1/venues?q=club&limit=100",
      `/v1/venues/${venue}`,
      `/v1/venues/${venue}/capacity`,
      `/v1/news?promoter_id=${promoter}&limit=100`,
      "/v1/partners?promoter_id=" + promoter,
      "/v1/presskits",
      "/v1/forms",
      `/v1/events/${event}/partners`,
      `/v1/events/${event}/news`,
    ];
    console.log(["route".padEnd(44), "status", " bytes", "p50 ms", "p99 ms"].join("  "));
    for (const route of routes) {
      for (let i = 0; i < 20; i++) await call(route);
      const times: number[] = [];
      let last = { status: 0, ms: 0, bytes: 0 };
      for (let i = 0; i < n; i++) {
        last = await call(route);
        times.push(last.ms);
      }
      times.sort((a, b) => a - b);
      console.log([route.padEnd(44), String(last.status).padStart(6), String(last.bytes).padStart(6), pct(times, 50).toFixed(2).padStart(6), pct(times, 99).toFixed(2).padStart(6)].join("  "));
    }
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
