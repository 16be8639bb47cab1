/**
 * Latency of POST /v1/shop/quote for a 20-line cart on a large world in a real PostgreSQL,
 * through the full pipeline (key, body validation, route limit, facts, rules, serialisation).
 * Generates a world (default 100,000 events); when the generator gives the bench crew's promoters
 * no shop, one is added here (10 products of 3 variants, delivery and a pickup location, a
 * coupon), so the figure exists either way. The cart is 20 sellable variants of the bench crew's
 * shop with the most of them. Prints p50/p95/p99.
 *
 *   npx tsx bench/shop-quote.ts [--events 100000] [--n 500]
 *
 * DATABASE_URL names the server to use (a fresh database is created on it and dropped after);
 * without it a throwaway PostgreSQL 15 is started (bench/support.ts). Budgets and route limits
 * are lifted (the store always grants), so what is timed is the pricing.
 */
import { sql } from "drizzle-orm";
import { rows } from "../lib/db/client";
import { closeApp, installApp } from "@/lib/root/app";
import { UnlimitedStore, benchDatabase, loadWorldWithBenchShop, timedPost } from "./support";

function arg(name: string, fallback: string): string {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 && process.argv[i + 1] ? process.argv[i + 1]! : fallback;
}

const pct = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
async function main() {
  const events = Number(arg("events", "100000"));
  const n = Number(arg("n", "500"));
  process.env.VALIDATE_RESPONSES ??= "0";
  const { database, drop } = await benchDatabase("bench_shop");
  try {
    const t0 = performance.now();
    const shops = await loadWorldWithBenchShop(database.db, events);
    await rows(database.db, sql`ANALYZE`);
    console.log(`world of ${events} events generated and loaded in ${((performance.now() - t0) / 1000).toFixed(1)} s; ${shops} shops`);
    installApp({ database, store: new UnlimitedStore() });

    // The bench crew's shop with the most sellable variants; twenty of them, in the shop's order.
    const sellable = sql`p.published and not p.exclusive and p.preorder_ships_on is null and (v.stock is null or v.stock > 0)`;
    const [best] = await rows<{ seller_type: string; seller_id: number; n: number }>(
      database.db,
      sql`select p.seller_type, p.seller_id, count(*)::int as n from shop_variants v join shop_products p on p.id = v.product_id
           join shops s on s.seller_type = p.seller_type and s.seller_id = p.seller_id and s.open and s.ready_to_sell
           join page_managers pm on pm.page_type = p.seller_type and pm.page_id = p.seller_id and pm.crew_id = (select id from crews where slug = 'bench')
           where ${sellable} group by 1, 2 order by 3 desc limit 1`,
    );
    if (!best || best.n < 20) throw new Error(`no shop of the bench crew has 20 sellable variants (best: ${best?.n ?? 0})`);
    const variants = await rows<{ id: string }>(
      database.db,
      sql`select v.id from shop_variants v join shop_products p on p.id = v.product_id
           where p.seller_type = ${best.seller_type} and p.seller_id = ${best.seller_id} and ${sellable}
           order by p.position, v.position limit 20`,
    );
    const lines = variants.map((v) => ({ variant_id: v.id, quantity: 1 }));
    // Delivery when the whole cart can go somewhere (the refusal or the quote says where), else another mode it allows.
    const probe = JSON.parse((await timedPost("/v1/shop/quote", { lines, mode: "delivery", country: "DE" })).text) as { available_modes?: string[]; deliverable_countries?: string[] };
    const country = probe.deliverable_countries?.[0];
    const mode = country ? "delivery" : (probe.available_modes ?? []).find((m) => m !== "delivery" && m !== "pickup_event");
    if (!mode) throw new Error(`the bench cart has no mode to quote: ${JSON.stringify(probe).slice(0, 300)}`);
    const body = { lines, mode, ...(country ? { country } : {}) };
    const first = await timedPost("/v1/shop/quote", body);
    if (first.status !== 200) throw new Error(`the bench cart does not quote: ${first.status} ${first.text.slice(0, 300)}`);
    console.log(`cart: 20 variants of ${best.seller_type} ${best.seller_id} (${best.n} sellable)`);

    for (let i = 0; i < 30; i++) await timedPost("/v1/shop/quote", body);
    const times: number[] = [];
    for (let i = 0; i < n; i++) times.push((await timedPost("/v1/shop/quote", body)).ms);
    times.sort((a, b) => a - b);
    console.log(`POST /v1/shop/quote, 20 lines, ${mode}${country ? ` to ${country}` : ""}: p50 ${pct(times, 50).toFixed(2)} ms, p95 ${pct(times, 95).toFixed(2)} ms, p99 ${pct(times, 99).toFixed(2)} ms (${n} calls)`);
  } finally {
    await closeApp();
    await drop();
  }
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
