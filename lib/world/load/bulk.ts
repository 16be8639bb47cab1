/**
 * Bulk mode, as pg_restore does it: secondary indexes and foreign keys are dropped before the
 * rows go in and rebuilt once after, which is several times faster than maintaining them row by
 * row. Only inside the load's transaction: on failure the rollback restores them too.
 */
import { sql } from "drizzle-orm";
import type { Executor } from "../../crew/graph-refresh";
import { quote } from "./columns";

export interface SetAside {
  indexes: { name: string; def: string }[];
  foreignKeys: { table: string; name: string; def: string }[];
}

/**
 * Drops the secondary indexes (not primary keys, not those behind a constraint) and the foreign
 * keys of `tables`, returning their definitions as the catalogue states them, so restoreSchema
 * puts back exactly what was there.
 */
export async function setAsideIndexesAndForeignKeys(tx: Executor, tables: readonly string[]): Promise<SetAside> {
  const list = sql.join(tables.map((t) => sql`${t}`), sql`, `);
  const fks = (await tx.execute(sql`
    SELECT con.conrelid::regclass::text AS "table", con.conname AS name, pg_get_constraintdef(con.oid) AS def
    FROM pg_constraint con
    JOIN pg_class c ON c.oid = con.conrelid
    WHERE con.contype = 'f' AND c.relnamespace = current_schema()::regnamespace AND c.relname IN (${list})
    ORDER BY 1, 2`)) as unknown as { rows: SetAside["foreignKeys"] };
  const indexes = (await tx.execute(sql`
    SELECT i.indexrelid::regclass::text AS name, pg_get_indexdef(i.indexrelid) AS def
    FROM pg_index i
    JOIN pg_class c ON c.oid = i.indrelid
    WHERE c.relnamespace = current_schema()::regnamespace AND c.relname IN (${list})
      AND NOT i.indisprimary AND NOT i.indisunique
      AND NOT EXISTS (SELECT 1 FROM pg_constraint con WHERE con.conindid = i.indexrelid)
    ORDER BY 1`)) as unknown as { rows: SetAside["indexes"] };
  for (const fk of fks.rows) await tx.execute(sql.raw(`ALTER TABLE ${fk.table} DROP CONSTRAINT ${quote(fk.name)}`));
  for (const ix of indexes.rows) await tx.execute(sql.raw(`DROP INDEX ${ix.name}`));
  return { indexes: indexes.rows, foreignKeys: fks.rows };
}

/** Recreates what setAsideIndexesAndForeignKeys dropped, reporting each as a step. */
export async function restoreSchema(tx: Executor, aside: SetAside, step: (name: string) => void): Promise<void> {
  for (const ix of aside.indexes) {
    await tx.execute(sql.raw(ix.def));
    step(`  index ${ix.name}`);
  }
  for (const fk of aside.foreignKeys) {
    await tx.execute(sql.raw(`ALTER TABLE ${fk.table} ADD CONSTRAINT ${quote(fk.name)} ${fk.def}`));
    step(`  foreign key ${fk.name}`);
  }
}
