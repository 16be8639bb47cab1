/** The embedded database's VACUUM (lib/db/embedded-vacuum.ts): when it runs, and that it lets a churning table reuse its space. */
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openPglite, rows, type Database } from "@/lib/db/client";
import { ALL_EVERY_MS, BUSY_EVERY_MS, BUSY_TABLES, vacuumAfterLoad, vacuumWhenDue } from "@/lib/db/embedded-vacuum";

const KEY = "dddddddd-dddd-4ddd-8ddd-dddddddddddd";

describe("vacuumWhenDue", () => {
  let database: Database;
  beforeAll(async () => {
    database = await openPglite(null);
  });
  afterAll(async () => {
    await database.close();
  });

  it("starts its clocks on the first call, then vacuums the busy tables each minute and every table each hour", async () => {
    const t0 = 1_000_000_000;
    const db = database.db;
    expect(await vacuumWhenDue(db, t0)).toEqual([]);
    expect(await vacuumWhenDue(db, t0 + BUSY_EVERY_MS - 1)).toEqual([]);
    expect(await vacuumWhenDue(db, t0 + BUSY_EVERY_MS)).toEqual([...BUSY_TABLES]);
    expect(await vacuumWhenDue(db, t0 + BUSY_EVERY_MS + 1000)).toEqual([]);
    const all = await vacuumWhenDue(db, t0 + ALL_EVERY_MS);
    expect(all).toContain("audit_log");
    expect(all).toContain("events");
    expect(all.length).toBeGreaterThan(20);
    // The hourly pass counts as the minute's too.
    expect(await vacuumWhenDue(db, t0 + ALL_EVERY_MS + BUSY_EVERY_MS - 1)).toEqual([]);
  });

  it("lets the audit log reuse the space of pruned rows instead of growing", async () => {
    const db = database.db;
    const size = async () => Number((await rows<{ bytes: string }>(db, sql`SELECT pg_relation_size('audit_log') AS bytes`))[0]!.bytes);
    const churn = async () => {
      await db.execute(sql`INSERT INTO audit_log (key_id, at, method, path, status, ip, request_id, cache, ms)
        SELECT ${KEY}::uuid, now(), 'GET', '/v1/genres', 200, '203.0.113.9', 'req_' || g, 'hit', 1 FROM generate_series(1, 3000) g`);
      await db.execute(sql`DELETE FROM audit_log WHERE key_id = ${KEY}`);
    };
    await churn();
    const before = await size();
    // Without VACUUM the second round's rows go to new pages.
    await churn();
    const grown = await size();
    expect(grown).toBeGreaterThan(before * 1.5);
    // With it each minute, three more rounds fit in what is there.
    let clock = 10_000_000_000;
    await vacuumWhenDue(db, clock);
    for (let round = 0; round < 3; round++) {
      clock += BUSY_EVERY_MS;
      expect(await vacuumWhenDue(db, clock)).toContain("audit_log");
      await churn();
    }
    expect(await size()).toBeLessThanOrEqual(grown);
  });
});

describe("vacuumAfterLoad", () => {
  it("marks every page of what was loaded all-visible, so later passes read only what changed", async () => {
    const database = await openPglite(null);
    try {
      const db = database.db;
      await db.execute(sql`INSERT INTO audit_log (key_id, at, method, path, status, ip, request_id, cache, ms)
        SELECT ${KEY}::uuid, now(), 'GET', '/v1/genres', 200, '203.0.113.9', 'req_' || g, 'hit', 1 FROM generate_series(1, 2000) g`);
      await db.execute(sql`ANALYZE audit_log`);
      const pages = async () => (await rows<{ relpages: number; relallvisible: number }>(db, sql`SELECT relpages, relallvisible FROM pg_class WHERE relname = 'audit_log'`))[0]!;
      const before = await pages();
      expect(before.relpages).toBeGreaterThan(0);
      expect(before.relallvisible).toBe(0);
      await vacuumAfterLoad(database);
      const after = await pages();
      expect(after.relallvisible).toBe(after.relpages);
    } finally {
      await database.close();
    }
  });
});
