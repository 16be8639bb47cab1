/** Test helpers for the world tests: a fingerprint of every table, and fixture loading. */
import fs from "node:fs";
import path from "node:path";
import { is, sql } from "drizzle-orm";
import { getTableConfig, PgTable } from "drizzle-orm/pg-core";
import { rows, type Db } from "../../lib/db/client";
import * as schema from "../../lib/db/schema";

export const TABLES = Object.values(schema as Record<string, unknown>)
  .filter((t): t is PgTable => is(t, PgTable))
  .map((t) => getTableConfig(t).name)
  .sort();

/** Row count and a hash of the full content of every table of the schema. */
export async function snapshot(db: Db): Promise<Record<string, { rows: number; md5: string }>> {
  const out: Record<string, { rows: number; md5: string }> = {};
  for (const table of TABLES) {
    // Signing secrets are sealed with a fresh IV on every write (and an export holds none): the
    // same world loads to other bytes there, so those two columns are left out of the comparison.
    const row = table === "webhooks" ? sql`(to_jsonb(t) - 'secret' - 'previous_secret')::text` : sql`t::text`;
    const [r] = await rows<{ n: number; h: string }>(
      db,
      sql`SELECT count(*)::int AS n, md5(coalesce(string_agg(${row}, '|' ORDER BY ${row}), '')) AS h FROM ${sql.identifier(table)} t`,
    );
    out[table] = { rows: r!.n, md5: r!.h };
  }
  return out;
}

/** Indexes and constraints of the schema, as the catalogue defines them. */
export async function schemaShape(db: Db): Promise<string[]> {
  const ix = await rows<{ d: string }>(db, sql`SELECT indexdef AS d FROM pg_indexes WHERE schemaname = current_schema() ORDER BY indexname`);
  const con = await rows<{ d: string }>(
    db,
    sql`SELECT conrelid::regclass::text || ' ' || conname || ' ' || pg_get_constraintdef(oid) || ' valid=' || convalidated AS d
        FROM pg_constraint WHERE connamespace = current_schema()::regnamespace ORDER BY conname`,
  );
  return [...ix.map((r) => r.d), ...con.map((r) => r.d)];
}

export function readJson(relative: string): any {
  return JSON.parse(fs.readFileSync(path.join(process.cwd(), relative), "utf8"));
}

/** The example world: every kind of item of docs/world-format.md, for two crews. */
export const exampleWorld = () => readJson("tests/world/fixtures/example.json");
export const demoWorld = () => readJson("worlds/demo.json");
