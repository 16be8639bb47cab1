import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hashToken } from "../../lib/auth/token";
import { openPglite, rows, type Database } from "../../lib/db/client";
import { BENCH_TOKENS, generateWorld } from "../../lib/world/generate";
import { loadWorld } from "../../lib/world/load";
import { validateWorld } from "../../lib/world/validate";
import { schemaShape, snapshot } from "./snapshot";

describe("generateWorld", () => {
  it("gives the same document for the same seed, and another for another seed", () => {
    const a = JSON.stringify(generateWorld({ events: 400, seed: 7 }));
    const b = JSON.stringify(generateWorld({ events: 400, seed: 7 }));
    const c = JSON.stringify(generateWorld({ events: 400, seed: 8 }));
    expect(a).toBe(b);
    expect(c).not.toBe(a);
    expect(JSON.stringify(generateWorld({ events: 400, seed: "bench" }))).toBe(JSON.stringify(generateWorld({ events: 400, seed: "bench" })));
  });

  it("is a valid world with the variety benchmarks need", () => {
    const world = generateWorld({ events: 400, seed: 7 });
    const r = validateWorld(JSON.parse(JSON.stringify(world)), new Date());
    expect(r.ok ? [] : r.problems.slice(0, 10)).toEqual([]);
    if (!r.ok) return;
    const w = r.world;
    const now = Date.now();
    expect(w.events).toHaveLength(400);
    expect(w.crews.map((c) => c.plan)).toEqual(expect.arrayContaining(["roster", "studio", "lapsed"]));
    expect(w.events.some((e) => e.starts_at && e.starts_at.getTime() < now)).toBe(true);
    expect(w.events.some((e) => e.starts_at && e.starts_at.getTime() > now)).toBe(true);
    expect(w.events.some((e) => !e.published)).toBe(true);
    expect(w.events.some((e) => e.type === "festival" && e.days.length >= 2 && e.stages.length >= 2)).toBe(true);
    const sets = w.events.flatMap((e) => e.lineup);
    expect(sets.some((s) => s.artists.length === 2)).toBe(true);
    expect(sets.some((s) => !s.confirmed)).toBe(true);
    expect(sets.some((s) => s.artists.length === 0 && s.name)).toBe(true);
    expect(sets.some((s) => s.start === null)).toBe(true);
    const tiers = w.events.flatMap((e) => e.ticket_tiers);
    expect(tiers.some((t) => t.sold === t.stock)).toBe(true);
    expect(tiers.some((t) => t.sale_start.getTime() > now)).toBe(true);
    expect(tiers.some((t) => t.off_sale)).toBe(true);
    expect(tiers.some((t) => !t.public)).toBe(true);
    expect(w.venues.every((v) => v.location?.city && v.location.country && v.location.lat !== null)).toBe(true);
    expect(w.keys.map((k) => k.token)).toEqual(Object.values(BENCH_TOKENS));
    // Merch: a shop for every promoter an event pays, about ten products of three variants; event shops for a share of events.
    const payees = new Set(w.events.filter((e) => e.promoters.length > 0).map((e) => e.promoters[0]!));
    expect(new Set(w.shops.map((s) => s.seller.id))).toEqual(payees);
    for (const shop of w.shops) {
      expect(shop.products.length).toBeGreaterThanOrEqual(8);
      expect(shop.products.length).toBeLessThanOrEqual(12);
      expect(shop.products.every((p) => p.variants.length === 3)).toBe(true);
    }
    expect(w.event_shops.length).toBeGreaterThan(0);
    expect(w.event_shops.length).toBeLessThan(w.events.length / 2);
  });
});

describe("loading a generated world in bulk mode", () => {
  let database: Database;
  beforeAll(async () => {
    database = await openPglite(null);
  });
  afterAll(async () => {
    await database?.close();
  });

  it("sets indexes and foreign keys aside and puts back exactly the same schema, with the same rows as a plain load", async () => {
    const shape = await schemaShape(database.db);
    expect(shape.some((d) => d.includes("events_search_trgm_idx"))).toBe(true);
    const world = JSON.parse(JSON.stringify(generateWorld({ events: 300, seed: 3 })));
    // Text that CSV, array literals and JSON must all carry unchanged.
    const awkward = 'Quote "Q", comma, back\\slash \\" {brace} \'single\'\nnew line\ttab — ünïcode 🎧';
    world.artists[0].name = awkward;
    world.artists[0].description = "";
    world.artists[1].links = { web: 'https://x.test/?a="b",c' };
    world.venues[0].location.address = awkward;
    world.events[0].title = awkward;
    world.events[0].description = "";
    world.events[0].stages = [awkward, "NULL", "Comma, stage"];
    world.events[0].lineup = [{ artists: [world.artists[0].id], name: awkward, stage: awkward, start: "+1h", end: "+2h" }, { artists: [], name: "NULL", stage: "NULL" }];
    world.events[0].presales = [{ token: "pre_awkward", status: "open", teaser: { title: awkward, subtitle: "", image_url: null, description: awkward }, products: [{ name: awkward }] }];
    const r = validateWorld(world, new Date("2026-06-01T00:00:00Z"));
    if (!r.ok) throw new Error(r.problems.join("\n"));

    const steps: string[] = [];
    const [firstEvent] = r.world.events;
    expect(firstEvent!.title).toBe(awkward);
    const bulk = await loadWorld(database.db, r.world, { bulk: true, onStep: (name) => steps.push(name) });
    expect(steps.some((s) => /^set aside \d+ indexes and \d+ foreign keys; rows by COPY$/.test(s))).toBe(true);
    expect(await schemaShape(database.db)).toEqual(shape);
    const afterBulk = await snapshot(database.db);

    const plain = await loadWorld(database.db, r.world, { bulk: false });
    expect(plain.counts).toEqual(bulk.counts);
    // Same rows, except press kit password hashes: each load salts them afresh.
    const { presskits: kitsAfterPlain, ...afterPlain } = await snapshot(database.db);
    const { presskits: kitsAfterBulk, ...afterBulkRest } = afterBulk;
    expect(afterPlain).toEqual(afterBulkRest);
    expect(kitsAfterPlain!.rows).toBe(kitsAfterBulk!.rows);

    const [key] = await rows<{ slug: string }>(database.db, sql`SELECT c.slug FROM api_keys k JOIN crews c ON c.id = k.crew_id WHERE k.token_hash = ${hashToken(BENCH_TOKENS.secret)}`);
    expect(key).toEqual({ slug: "bench" });
    const [graph] = await rows<{ n: number }>(database.db, sql`SELECT count(*)::int AS n FROM crew_events ce JOIN crews c ON c.id = ce.crew_id WHERE c.slug = 'bench'`);
    expect(graph!.n).toBeGreaterThan(0);
    const [stored] = await rows<{ title: string; description: string; stages: string[]; search_text: string }>(database.db, sql`SELECT title, description, stages, search_text FROM events WHERE id = ${firstEvent!.id}`);
    expect(stored).toEqual({ title: awkward, description: "", stages: [awkward, "NULL", "Comma, stage"], search_text: `${awkward} ${awkward} null`.toLowerCase() });
  });
});
