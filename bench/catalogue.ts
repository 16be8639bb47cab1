/**
 * Latency of the event reads on a large world in a real PostgreSQL, through the full pipeline
 * (key, validation, handler, serialisation, ETag): generates a world (default 100,000 events),
 * loads it, then times each route uncached (`Cache-Control: no-cache` from the secret key) and
 * prints p50/p99 per route. Targets: `GET /v1/events?limit=100` p50 under 15 ms,
 * `GET /v1/events?updated_since=…&limit=100` (what partners poll) under 10 ms, an event detail
 * with its line-up under 5 ms.
 *
 *   npx tsx bench/catalogue.ts [--events 100000] [--n 300] [--only <text>] [--explain] [--keep <db>]
 *
 * DATABASE_URL names the server to use (a fresh database is created on it and dropped after);
 * without it a throwaway PostgreSQL 15 is started from /usr/lib/postgresql/15/bin (PGBIN).
 * Work budgets are lifted for the run (the store always grants), so what is timed is the read.
 * `--only` times the routes containing that text; `--explain` also prints the plans of the
 * list, updated_since and search queries; `--keep <db>` loads the world into that database once
 * and keeps it, so later runs with the same name (and DATABASE_URL) skip the load.
 */
import { sql } from "drizzle-orm";
import { findRoute } from "../lib/server/routes";
import { openPg, rows, type Db } from "../lib/db/client";
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

async function call(p: string): Promise<{ status: number; ms: number; bytes: number; body: string }> {
  const url = new URL(`/api${p}`, "http://localhost:3000");
  const request = new Request(url, { headers: { Authorization: `Bearer ${BENCH_TOKENS.secret}`, "Cache-Control": "no-cache", "X-Forwarded-For": "203.0.113.9" } });
  const match = findRoute(url.pathname);
  if (!match) throw new Error(`no route for ${p}`);
  const t0 = performance.now();
  const response = await runEndpoint(match.route.endpoints.find((e) => e.method === "GET")!, request, match.params);
  const body = await response.text();
  const ms = performance.now() - t0;
  await settleBackground();
  return { status: response.status, ms, bytes: Buffer.byteLength(body), body };
}

const pct = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

async function explain(db: Db, label: string, q: ReturnType<typeof sql>) {
  const plan = await rows<{ "QUERY PLAN": string }>(db, sql`explain (analyze, buffers) ${q}`);
  console.log(`\n-- ${label}\n${plan.map((r) => r["QUERY PLAN"]).join("\n")}`);
}

async function main() {
  const events = Number(arg("events", "100000"));
  const n = Number(arg("n", "300"));
  process.env.VALIDATE_RESPONSES ??= "0"; // production serialises without the dev-time schema check

  const keep = arg("keep", "");
  const only = arg("only", "");
  const server = process.env.DATABASE_URL ? null : await startPostgres();
  const baseUrl = process.env.DATABASE_URL ?? server!.url;
  const { Client } = await import("pg");
  const name = keep || `bench_events_${Date.now()}`;
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error("--keep takes a plain database name");
  const admin = new Client({ connectionString: baseUrl });
  await admin.connect();
  const exists = (await admin.query("select 1 from pg_database where datname = $1", [name])).rowCount;
  if (!exists) await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const target = new URL(baseUrl);
  target.pathname = `/${name}`;

  const t0 = performance.now();
  const database = await openPg(target.toString());
  const [loaded] = await rows<{ n: number }>(database.db, sql`select count(*)::int as n from events`);
  if (!keep || !loaded?.n) {
    const world = validateWorld(JSON.parse(JSON.stringify(generateWorld({ events, seed: "bench" }))), new Date());
    if (!world.ok) throw new Error(world.problems.slice(0, 20).join("\n"));
    await loadWorld(database.db, world.world);
    await rows(database.db, sql`ANALYZE`);
    console.log(`world of ${events} events generated and loaded in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
  } else {
    console.log(`reusing database ${name} (${loaded.n} events)`);
  }
  installApp({ database, store: new UnlimitedStore() });

  try {
    const db = database.db;
    const crew = sql`(select id from crews where slug = 'bench')`;
    const pick = async (q: ReturnType<typeof sql>) => (await rows<{ id: number }>(db, q))[0]?.id;
    // The upcoming event with the longest confirmed line-up: the heaviest detail.
    const event = await pick(sql`
      select ce.event_id as id from crew_events ce
       where ce.crew_id = ${crew} and ce.starts_at > now()
       order by (select count(*) from lineup_set_artists l where l.event_id = ce.event_id and l.confirmed) desc, ce.starts_at
       limit 1`);
    const artist = await pick(sql`
      select pm.page_id as id from page_managers pm join artists a on a.id = pm.page_id and a.published
       where pm.crew_id = ${crew} and pm.page_type = 'artist'
       order by (select count(*) from lineup_set_artists l where l.artist_id = pm.page_id and l.confirmed) desc limit 1`);
    const promoter = await pick(sql`
      select pm.page_id as id from page_managers pm join promoters p on p.id = pm.page_id and p.published
       where pm.crew_id = ${crew} and pm.page_type = 'promoter'
       order by (select count(*) from event_promoters ep where ep.promoter_id = pm.page_id) desc limit 1`);
    const venue = await pick(sql`
      select pm.page_id as id from page_managers pm join venues v on v.id = pm.page_id and v.published
       where pm.crew_id = ${crew} and pm.page_type = 'venue'
       order by (select count(*) from events e where e.venue_id = pm.page_id) desc limit 1`);
    const [city] = await rows<{ city: string; lat: number; lng: number }>(
      db,
      sql`select v.city, v.lat, v.lng from crew_events ce join events e on e.id = ce.event_id join venues v on v.id = e.venue_id where ce.crew_id = ${crew} and v.lat is not null group by v.city, v.lat, v.lng order by count(*) desc limit 1`,
    );
    const [counts] = await rows<{ crew_events: number; lineup: number }>(
      db,
      sql`select (select count(*)::int from crew_events where crew_id = ${crew}) as crew_events, (select count(*)::int from lineup_set_artists where event_id = ${event ?? 0} and confirmed) as lineup`,
    );
    console.log(`bench crew: ${counts?.crew_events} events in its graph; detail event ${event} has ${counts?.lineup} confirmed artists\n`);

    const cityName = encodeURIComponent(city?.city ?? "Berlin");
    const routes = [
      "/v1/events?limit=100",
      "/v1/events",
      "/v1/events?status=past&limit=100",
      "/v1/events?status=all&limit=100",
      "/v1/events?genre=1,2&limit=100",
      `/v1/events?city=${cityName}&limit=100`,
      `/v1/events?near=${city?.lat ?? 52.52},${city?.lng ?? 13.4}&radius_km=50&limit=100`,
      "/v1/events?has_tickets=true&limit=100",
      `/v1/events?updated_since=${new Date(Date.now() - 7 * 86400_000).toISOString()}&limit=100`,
      "/v1/events/search?q=night&limit=100",
      "/v1/events/search?q=festival%20summer&limit=25",
      "/v1/events/search?q=zzqx&limit=25",
      `/v1/events/${event}`,
      `/v1/events/${event}?expand=ticket_tiers`,
      `/v1/events/${event}/ticket-tiers`,
      `/v1/events/${event}/availability`,
      `/v1/events/${event}/fees`,
      `/v1/events/${event}/days`,
      `/v1/events/${event}/timetable`,
      `/v1/events/${event}/ics`,
      `/v1/events/${event}/schema-org`,
      `/v1/events/${event}/gallery`,
      `/v1/events/${event}/presales`,
      `/v1/artists/${artist}/events?limit=100`,
      `/v1/artists/${artist}/ics`,
      `/v1/promoters/${promoter}/events?limit=100`,
      `/v1/promoters/${promoter}/events?limit=100&expand=venue,lineup,ticket_tiers`,
      `/v1/promoters/${promoter}/ics`,
      `/v1/venues/${venue}/events?limit=100`,
    ];
    console.log(["route".padEnd(72), "status", " items", "  bytes", "p50 ms", "p99 ms"].join("  "));
    for (const route of routes.filter((r) => r.includes(only))) {
      for (let i = 0; i < 20; i++) await call(route);
      const times: number[] = [];
      let last = { status: 0, ms: 0, bytes: 0, body: "" };
      for (let i = 0; i < n; i++) {
        last = await call(route);
        times.push(last.ms);
      }
      times.sort((a, b) => a - b);
      let items = "";
      try {
        const parsed = JSON.parse(last.body) as { data?: unknown[]; lineup?: unknown[] };
        items = String(parsed.data?.length ?? parsed.lineup?.length ?? "");
      } catch {
        items = String((last.body.match(/BEGIN:VEVENT/g) ?? []).length);
      }
      console.log([route.slice(0, 72).padEnd(72), String(last.status).padStart(6), items.padStart(6), String(last.bytes).padStart(7), pct(times, 50).toFixed(2).padStart(6), pct(times, 99).toFixed(2).padStart(6)].join("  "));
    }

    if (process.argv.includes("--explain")) {
      const crewId = (await rows<{ id: string }>(db, sql`select id from crews where slug = 'bench'`))[0]!.id;
      const now = new Date().toISOString();
      const lookback = new Date(Date.now() - 14 * 86400_000).toISOString();
      const weekAgo = new Date(Date.now() - 7 * 86400_000).toISOString();
      await explain(
        db,
        "GET /v1/events?limit=100",
        sql`select e.id from crew_events ce join events e on e.id = ce.event_id left join venues v on v.id = e.venue_id
             where ce.crew_id = ${crewId} and ce.starts_at >= ${lookback}::timestamptz and coalesce(e.ends_at, e.starts_at) >= ${now}::timestamptz
             order by ce.starts_at, ce.event_id limit 101`,
      );
      await explain(
        db,
        "GET /v1/events?updated_since=(7 days ago)&limit=100",
        sql`select e.id from crew_events ce join events e on e.id = ce.event_id left join venues v on v.id = e.venue_id
             where ce.crew_id = ${crewId} and ce.starts_at >= ${lookback}::timestamptz and coalesce(e.ends_at, e.starts_at) >= ${now}::timestamptz
               and ce.updated_at >= ${weekAgo}::timestamptz and e.updated_at >= ${weekAgo}::timestamptz
             order by ce.starts_at, ce.event_id limit 101`,
      );
      await explain(
        db,
        "GET /v1/events/search?q=night",
        sql`select e.id from crew_events ce join events e on e.id = ce.event_id left join venues v on v.id = e.venue_id
             where ce.crew_id = ${crewId} and ce.starts_at >= ${lookback}::timestamptz and coalesce(e.ends_at, e.starts_at) >= ${now}::timestamptz and e.search_text like '%night%'
             order by ce.starts_at, ce.event_id limit 101`,
      );
    }
  } finally {
    await closeApp();
    if (!keep) {
      const again = new Client({ connectionString: baseUrl });
      await again.connect();
      await again.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).catch(() => undefined);
      await again.end();
    }
    server?.stop();
  }
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
