import { getTableName, is, sql } from "drizzle-orm";
import { PgTable } from "drizzle-orm/pg-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openPglite, rows, type Database } from "../../lib/db/client";
import * as schema from "../../lib/db/schema";
import { columnsOf, LOADED_TABLES } from "../../lib/world/load/columns";
import { copyRows, insertRows, pgliteCopier } from "../../lib/world/load/write";

let database: Database;

beforeAll(async () => {
  database = await openPglite(null);
});
afterAll(async () => {
  await database?.close();
});

const tables = Object.values(schema as Record<string, unknown>).filter((t): t is PgTable => is(t, PgTable));
/** By name (statements name their columns, so order does not matter); `numeric(12, 2)` is `numeric(12,2)`. */
const comparable = (columns: { name: string; type: string }[]) => columns.map((c) => `${c.name} ${c.type.replace(/\s+/g, "")}`).sort();

describe("the loader's columns", () => {
  it("are every column of every loaded table, with the type the migrated database has", async () => {
    const loaded = tables.filter((t) => LOADED_TABLES.includes(getTableName(t)));
    expect(loaded.length).toBe(LOADED_TABLES.length);
    for (const table of loaded) {
      const inDatabase = await rows<{ name: string; type: string }>(
        database.db,
        sql`SELECT attname AS name, format_type(atttypid, atttypmod) AS type FROM pg_attribute
            WHERE attrelid = ${getTableName(table)}::regclass AND attnum > 0 AND NOT attisdropped`,
      );
      expect(comparable([...columnsOf(table)]), getTableName(table)).toEqual(comparable(inDatabase));
    }
  });

  it("refuse a row that leaves one out, on both paths, instead of writing NULL", async () => {
    await expect(insertRows(database.db, schema.genres, [{ id: 1 }])).rejects.toThrow("a genres row has no value for column name (give null for none)");
    await database.db.transaction(async (tx) => {
      const copier = pgliteCopier(database.db, tx);
      expect(copier).not.toBeNull();
      await expect(copyRows(copier!, schema.genres, [{ id: 1, name: undefined }])).rejects.toThrow("a genres row has no value for column name");
    });
    const [left] = await rows<{ n: number }>(database.db, sql`SELECT count(*)::int AS n FROM genres`);
    expect(left!.n).toBe(0);
  });
});
