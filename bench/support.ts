/** What the read benchmarks share: a throwaway PostgreSQL, a free port, a store that always grants. */
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { findRoute } from "../lib/server/routes";
import { openPg, type Database, type Db } from "../lib/db/client";
import { settleBackground } from "../lib/http/after";
import { runEndpoint } from "../lib/server/in-process";
import { BENCH_TOKENS, generateWorld } from "../lib/world/generate";
import { loadWorld } from "../lib/world/load";
import { validateWorld } from "../lib/world/validate";
import { MemoryStore } from "../lib/kv/memory-store";
import type { SpendRequest, SpendResult } from "../lib/kv/store";

/** Grants every spend, so a benchmark times the read, not the budget. */
export class UnlimitedStore extends MemoryStore {
  override spend(request: SpendRequest): SpendResult {
    const grant = (w: { key: string; limit: number; seconds: number }) => ({ key: w.key, limit: w.limit, used: 0, remaining: w.limit, resetSeconds: w.seconds });
    return { ok: true, windows: request.windows.map(grant), watched: (request.watch ?? []).map(grant), refused: [], retryAfter: 0 };
  }
}

export async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const s = net.createServer().listen(0, "127.0.0.1", () => {
      const port = (s.address() as net.AddressInfo).port;
      s.close(() => resolve(port));
    });
  });
}

/** A throwaway PostgreSQL server in a temp dir (run as `postgres` when we are root). */
export async function startPostgres(): Promise<{ url: string; stop: () => void }> {
  const bin = process.env.PGBIN ?? "/usr/lib/postgresql/15/bin";
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "bench-pg-"));
  const isRoot = process.getuid?.() === 0;
  const run = (cmd: string, args: string[]) => execFileSync(isRoot ? "runuser" : cmd, isRoot ? ["-u", "postgres", "--", cmd, ...args] : args, { stdio: "ignore" });
  if (isRoot) {
    try {
      execFileSync("id", ["postgres"], { stdio: "ignore" });
    } catch {
      execFileSync("useradd", ["--system", "--no-create-home", "postgres"]);
    }
    execFileSync("chown", ["postgres", dir]);
  }
  const port = await freePort();
  run(`${bin}/initdb`, ["-D", `${dir}/data`, "-U", "postgres", "--auth=trust", "-E", "UTF8"]);
  run(`${bin}/pg_ctl`, ["-D", `${dir}/data`, "-l", `${dir}/log`, "-w", "-o", `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off`, "start"]);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop: () => {
      try {
        run(`${bin}/pg_ctl`, ["-D", `${dir}/data`, "-m", "immediate", "stop"]);
      } finally {
        fs.rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}

const hex = (n: number, width: number) => n.toString(16).padStart(width, "0");

/** A shop for a promoter of the bench crew: 10 products of 3 sizes, every one deliverable to DE. */
function benchShop(promoterId: number) {
  const products = Array.from({ length: 10 }, (_, p) => ({
    id: `be000000-0000-4000-8000-${hex(p + 1, 12)}`,
    slug: `bench-item-${p + 1}`,
    title: `Bench item ${p + 1}`,
    description: "A generated product.",
    images: [{ url: `https://img.example.test/shop/${p + 1}.jpg`, alt: null, width: 1200, height: 1200 }],
    options: ["Size"],
    variants: ["S", "M", "L"].map((size, v) => ({ id: `be000000-0000-4000-9000-${hex(p * 3 + v + 1, 12)}`, options: [size], price_cents: 1500 + p * 100 + v * 50, stock: 500, max_per_order: 10 })),
    published: true,
    exclusive: false,
    fulfilment_modes: ["delivery", "pickup_location"],
    country_rule: p % 3 === 0 ? "except" : "all",
    countries: p % 3 === 0 ? ["FR"] : [],
    manufacturer: { name: "Bench Print", address: "Benchstrasse 1, Berlin", email: "print@bench.test" },
    eu_responsible: null,
    safety_info: null,
    preparation_days: p % 4,
    preorder: null,
  }));
  return {
    seller: { type: "promoter", id: promoterId },
    open: true,
    payment_account: "acct_1Bench",
    ready_to_sell: true,
    currency: "EUR",
    legal_name: "Bench Promotions GmbH",
    address: "Benchstrasse 1, 10115 Berlin, DE",
    company_number: "HRB 1",
    contact_email: "shop@bench.test",
    vat_regime: "standard",
    return_shipping_paid_by: "buyer",
    installments: null,
    shipping: {
      delivery: [
        { key: "standard", name: "Parcel", carrier: "DHL", countries: ["DE", "AT", "FR", "BE", "NL"], amount_cents: 490, min_days: 2, max_days: 4 },
        { key: "express", name: "Express", carrier: "UPS", countries: ["DE"], amount_cents: 1290, min_days: 1, max_days: 1 },
      ],
      pickup_locations: [{ key: "office", name: "Office", address: "Benchstrasse 1, Berlin", instructions: null, amount_cents: 0, min_days: 1, max_days: 2 }],
    },
    coupons: [{ code: "BENCH10", percent: 10, amount_cents: null, min_subtotal_cents: 0, starts_at: "now-10d", ends_at: "now+30d", max_uses: null, uses: 0 }],
    products,
  };
}

/**
 * A fresh database for one benchmark run on DATABASE_URL's server (without it, a throwaway
 * PostgreSQL 15 is started), opened with the app's driver; `drop` removes it and stops that server.
 */
export async function benchDatabase(prefix: string): Promise<{ database: Database; drop: () => Promise<void> }> {
  const server = process.env.DATABASE_URL ? null : await startPostgres();
  const baseUrl = process.env.DATABASE_URL ?? server!.url;
  const { Client } = await import("pg");
  const name = `${prefix}_${Date.now()}`;
  const admin = new Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const target = new URL(baseUrl);
  target.pathname = `/${name}`;
  const database = await openPg(target.toString());
  return {
    database,
    drop: async () => {
      const again = new Client({ connectionString: baseUrl });
      await again.connect();
      await again.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).catch(() => undefined);
      await again.end();
      server?.stop();
    },
  };
}

/** The generated world of `events` events loaded into `db`, with a shop of the bench crew (benchShop) when the generator gave it none; the number of shops. */
export async function loadWorldWithBenchShop(db: Db, events: number): Promise<number> {
  const world = generateWorld({ events, seed: "bench" }) as unknown as { promoters: { id: number; managed_by?: string[] }[]; shops: { seller: { type: string; id: number } }[] };
  const managed = new Set(world.promoters.filter((p) => p.managed_by?.includes("bench")).map((p) => p.id));
  if (!(world.shops ?? []).some((s) => s.seller.type === "promoter" && managed.has(s.seller.id))) world.shops = [...(world.shops ?? []), benchShop([...managed][0]!)];
  const checked = validateWorld(JSON.parse(JSON.stringify(world)), new Date());
  if (!checked.ok) throw new Error(checked.problems.slice(0, 20).join("\n"));
  await loadWorld(db, checked.world);
  return world.shops.length;
}

/** A JSON POST with the bench crew's secret key through the full pipeline, timed from the request to the body read. */
export async function timedPost(path: string, body: unknown): Promise<{ status: number; ms: number; text: string }> {
  const url = new URL(`/api${path}`, "http://localhost:3000");
  const request = new Request(url, {
    method: "POST",
    headers: { Authorization: `Bearer ${BENCH_TOKENS.secret}`, "Content-Type": "application/json", "X-Forwarded-For": "203.0.113.9" },
    body: JSON.stringify(body),
  });
  const match = findRoute(url.pathname)!;
  const t0 = performance.now();
  const response = await runEndpoint(match.route.endpoints.find((e) => e.method === "POST")!, request, match.params);
  const text = await response.text();
  const ms = performance.now() - t0;
  await settleBackground();
  return { status: response.status, ms, text };
}
