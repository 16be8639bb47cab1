/**
 * Latency of opening a hosted checkout on a large world in a real PostgreSQL, through the full
 * pipeline and the checkout engine (price, lock and count the scarce rows, write the session and
 * its holds, open the sandbox provider's page): `POST /v1/shop/checkout-sessions` for a 5-line
 * cart with a coupon, and `POST /v1/checkout-sessions` for 2 tickets of an event on sale. Generates
 * a world (default 100,000 events); when the generator gives the bench crew's promoters no shop,
 * one is added (as bench/shop-quote.ts does). Prints p50/p95/p99 of each.
 *
 *   npx tsx bench/checkout.ts [--events 100000] [--n 300]
 *
 * DATABASE_URL names the server to use (a fresh database is created on it and dropped after);
 * without it a throwaway PostgreSQL 15 is started (bench/support.ts). Budgets and route limits are
 * lifted (the store always grants), the bench key gains the two checkout scopes, and the sessions
 * opened are deleted every 50 calls (untimed) so stock never runs out.
 */
import { sql } from "drizzle-orm";
import { setCheckoutProviderForTests } from "../lib/checkout/provider";
import { rows } from "../lib/db/client";
import { SandboxProvider } from "../lib/payments/sandbox";
import { closeApp, installApp } from "@/lib/root/app";
import { UnlimitedStore, benchDatabase, loadWorldWithBenchShop, timedPost } from "./support";

function arg(name: string, fallback: string): string {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 && process.argv[i + 1] ? process.argv[i + 1]! : fallback;
}

const pct = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
async function main() {
  const events = Number(arg("events", "100000"));
  const n = Number(arg("n", "300"));
  process.env.VALIDATE_RESPONSES ??= "0";
  const { database, drop } = await benchDatabase("bench_checkout");
  try {
    const t0 = performance.now();
    await loadWorldWithBenchShop(database.db, events);
    await rows(database.db, sql`update api_keys set scopes = scopes || array['write:checkout', 'write:shop:checkout'] where crew_id = (select id from crews where slug = 'bench') and created_by_owner and type = 'secret'`);
    // Every bench shop can take payments, so the checkout reaches the provider.
    await rows(database.db, sql`update shops set payment_account = coalesce(payment_account, 'acct_1Bench'), ready_to_sell = true`);
    await rows(database.db, sql`ANALYZE`);
    console.log(`world of ${events} events generated and loaded in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
    installApp({ database, store: new UnlimitedStore() });
    setCheckoutProviderForTests(new SandboxProvider());

    // Merch: five sellable variants with stock to spare of the bench crew's best-stocked shop, and its coupon if it has one.
    const sellable = sql`p.published and not p.exclusive and p.preorder_ships_on is null and (v.stock is null or v.stock > 100) and v.max_per_order >= 1`;
    const [best] = await rows<{ seller_type: string; seller_id: number; n: number }>(
      database.db,
      sql`select p.seller_type, p.seller_id, count(*)::int as n from shop_variants v join shop_products p on p.id = v.product_id
           join shops s on s.seller_type = p.seller_type and s.seller_id = p.seller_id and s.open
           join page_managers pm on pm.page_type = p.seller_type and pm.page_id = p.seller_id and pm.crew_id = (select id from crews where slug = 'bench')
           where ${sellable} group by 1, 2 order by 3 desc limit 1`,
    );
    if (!best || best.n < 5) throw new Error(`no shop of the bench crew has 5 well-stocked variants (best: ${best?.n ?? 0})`);
    const variants = await rows<{ id: string }>(
      database.db,
      sql`select v.id from shop_variants v join shop_products p on p.id = v.product_id where p.seller_type = ${best.seller_type} and p.seller_id = ${best.seller_id} and ${sellable} order by p.position, v.position limit 5`,
    );
    const [coupon] = await rows<{ code: string }>(
      database.db,
      sql`select code from shop_coupons where seller_type = ${best.seller_type} and seller_id = ${best.seller_id} and percent is not null and max_uses is null and (starts_at is null or starts_at <= now()) and (ends_at is null or ends_at > now()) limit 1`,
    );
    const lines = variants.map((v) => ({ variant_id: v.id, quantity: 1 }));
    const probe = JSON.parse((await timedPost("/v1/shop/quote", { lines, mode: "delivery", country: "DE" })).text) as { available_modes?: string[]; deliverable_countries?: string[] };
    const country = probe.deliverable_countries?.[0];
    const mode = country ? "delivery" : (probe.available_modes ?? []).find((m) => m !== "delivery" && m !== "pickup_event");
    const cart = { lines, mode, ...(country ? { country } : {}), ...(coupon ? { coupon_code: coupon.code } : {}) };

    // Tickets: an event of the bench crew on sale now with a public tier that has room for every call.
    const [tier] = await rows<{ event_id: number; id: string }>(
      database.db,
      sql`select t.event_id, t.id from ticket_tiers t join crew_events ce on ce.event_id = t.event_id and ce.crew_id = (select id from crews where slug = 'bench')
           join events e on e.id = t.event_id
           where t.public and not t.off_sale and t.price > 0 and t.stock - t.sold > 100 and (t.sale_start is null or t.sale_start <= now()) and (t.sale_end is null or t.sale_end > now() + interval '1 day')
             and e.starts_at > now() and (t.max_per_order is null or t.max_per_order >= 2)
           order by t.event_id limit 1`,
    );
    if (!tier) throw new Error("no event of the bench crew has a tier on sale with room");
    const order = { event_id: tier.event_id, lines: [{ tier_id: tier.id, quantity: 2 }] };

    const routes = [
      { label: `POST /v1/shop/checkout-sessions, ${lines.length} lines${coupon ? " and a coupon" : ""}`, path: "/v1/shop/checkout-sessions", body: (i: number) => ({ ...cart, buyer_email: `bench${i}@example.test` }), ok: 200 },
      { label: `POST /v1/checkout-sessions, 2 tickets of event ${tier.event_id}`, path: "/v1/checkout-sessions", body: (i: number) => ({ ...order, buyer_email: `bench${i}@example.test` }), ok: 201 },
    ];
    for (const r of routes) {
      const first = await timedPost(r.path, r.body(0));
      if (first.status !== r.ok) throw new Error(`${r.label}: ${first.status} ${first.text.slice(0, 300)}`);
      for (let i = 0; i < 30; i++) await timedPost(r.path, r.body(i));
      await rows(database.db, sql`delete from checkout_sessions`);
      const times: number[] = [];
      for (let i = 0; i < n; i++) {
        const res = await timedPost(r.path, r.body(i));
        if (res.status !== r.ok) throw new Error(`${r.label}: ${res.status} ${res.text.slice(0, 300)}`);
        times.push(res.ms);
        if (i % 50 === 49) await rows(database.db, sql`delete from checkout_sessions`);
      }
      times.sort((a, b) => a - b);
      console.log(`${r.label}: p50 ${pct(times, 50).toFixed(2)} ms, p95 ${pct(times, 95).toFixed(2)} ms, p99 ${pct(times, 99).toFixed(2)} ms (${n} calls)`);
    }
  } finally {
    setCheckoutProviderForTests(undefined);
    await closeApp();
    await drop();
  }
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
