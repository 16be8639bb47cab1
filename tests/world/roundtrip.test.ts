import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hashToken } from "../../lib/auth/token";
import { openPglite, rows, type Database } from "../../lib/db/client";
import { exportWorld } from "../../lib/world/export";
import { loadWorld, loadWorldJson } from "../../lib/world/load";
import { validateWorld } from "../../lib/world/validate";
import { demoWorld, exampleWorld, readJson, snapshot } from "./snapshot";

let database: Database;

beforeAll(async () => {
  database = await openPglite(null);
});
afterAll(async () => {
  await database?.close();
});

/** JSON as a file would hold it. */
const asFile = (value: unknown) => JSON.parse(JSON.stringify(value));

describe("export, load, export", () => {
  it("gives the same document for the demo world, read at another moment", async () => {
    await loadWorldJson(database.db, demoWorld());
    const first = asFile(await exportWorld(database.db));
    const tablesAfterFirstLoad = await snapshot(database.db);

    // Absolute instants: the export means the same whenever it is loaded.
    const later = validateWorld(first, new Date(Date.now() + 400 * 86_400_000));
    expect(later.ok ? [] : later.problems).toEqual([]);
    if (!later.ok) return;
    await loadWorld(database.db, later.world);
    const second = asFile(await exportWorld(database.db));

    expect(second).toEqual(first);
    expect(JSON.stringify(second)).toBe(JSON.stringify(first));
    // And the database holds the same rows as after the original load (settings included).
    expect(await snapshot(database.db)).toEqual(tablesAfterFirstLoad);
  });

  it("writes no plaintext secret, only hashes, and absolute UTC instants", async () => {
    await loadWorldJson(database.db, demoWorld());
    const exported = asFile(await exportWorld(database.db));
    const text = JSON.stringify(exported);
    expect(text).not.toMatch(/svc_(sk|pk)_test_demo[A-Za-z0-9_]+/);
    expect(text).not.toContain("svc_adm_");
    expect(text).not.toContain("letmein");
    expect(text).not.toMatch(/"now[+\-@"]/);
    const server = exported.keys.find((k: { name: string; crew: string }) => k.crew === "nightshift" && k.name === "Server");
    expect(server).toMatchObject({ token_hash: hashToken("svc_sk_test_demoNightshiftServer0001"), prefix: "svc_sk_test_", last4: "0001" });
    expect(server.token).toBeUndefined();
    const kit = exported.presskits.find((k: { status: string }) => k.status === "private");
    expect(kit.password_hash).toMatch(/^scrypt\$/);
    expect(kit.password).toBeUndefined();
    const owner = exported.crews.find((c: { slug: string }) => c.slug === "nightshift").members[0];
    expect(owner).toEqual({ email: "owner@nightshift.test", role: "owner", admin_token_hash: hashToken("svc_adm_test_demoNightshiftOwner0001") });
    expect(exported.events[0].starts_at).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{3})?Z$/);
  });

  it("keeps a generated token working through a round trip (its hash travels)", async () => {
    const world = exampleWorld();
    delete world.keys[3].token;
    const { tokens } = await loadWorldJson(database.db, world);
    expect(tokens).toHaveLength(1);
    const generated = tokens[0]!;
    expect(generated).toMatchObject({ crew: "harbour", name: "Server", type: "secret", state: "active" });
    expect(generated.token).toMatch(/^svc_sk_live_[A-Za-z0-9]{32}$/);

    const exported = asFile(await exportWorld(database.db));
    const again = await loadWorldJson(database.db, exported);
    expect(again.tokens).toEqual([]);
    const found = await rows<{ name: string }>(database.db, sql`SELECT name FROM api_keys WHERE token_hash = ${hashToken(generated.token)}`);
    expect(found).toEqual([{ name: "Server" }]);
    expect(asFile(await exportWorld(database.db))).toEqual(exported);
  });

  it("round-trips the shop world: shops, products, variants, coupons and event shops give the same rows", async () => {
    await loadWorldJson(database.db, readJson("tests/worlds/shop.json"));
    const first = asFile(await exportWorld(database.db));
    const tables = await snapshot(database.db);
    expect(first.shops).toHaveLength(6);
    expect(first.event_shops.map((e: { event: number }) => e.event)).toEqual([100, 101, 102, 103, 104]);
    // Relative spellings are gone: cutoffs are instants, pre-order days are calendar days.
    expect(first.event_shops[0].pickup.cutoff_at).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/);
    const vinyl = first.shops.flatMap((s: { products: { slug: string }[] }) => s.products).find((p: { slug: string }) => p.slug === "volt-vinyl");
    expect(vinyl.preorder.ships_on).toMatch(/^\d{4}-\d{2}-\d{2}$/);

    const later = validateWorld(first, new Date(Date.now() + 400 * 86_400_000));
    expect(later.ok ? [] : later.problems).toEqual([]);
    if (!later.ok) return;
    await loadWorld(database.db, later.world);
    expect(asFile(await exportWorld(database.db))).toEqual(first);
    expect(await snapshot(database.db)).toEqual(tables);
  });

  it("round-trips the example world too", async () => {
    await loadWorldJson(database.db, exampleWorld());
    const first = asFile(await exportWorld(database.db));
    await loadWorldJson(database.db, first);
    expect(asFile(await exportWorld(database.db))).toEqual(first);
  });
});
