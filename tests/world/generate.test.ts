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
    const r = validateWorld(JSON.parse(JSON.stringify(generateWorld({ events: 300, seed: 3 }))), new Date("2026-06-01T00:00:00Z"));
    if (!r.ok) throw new Error(r.problems.join("\n"));

    const steps: string[] = [];
    const bulk = await loadWorld(database.db, r.world, { bulk: true, onStep: (name) => steps.push(name) });
    expect(steps.some((s) => /^set aside \d+ indexes and \d+ foreign keys$/.test(s))).toBe(true);
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
  });
});
