/**
 * Which tables a load touches and which columns it writes, read from the Drizzle schema
 * (lib/db/tables/): a column added there is written by the loader without a second list to keep
 * in step, and a row builder that does not fill it fails loudly (see write.ts).
 */
import { getTableColumns, getTableName, is } from "drizzle-orm";
import { PgTable } from "drizzle-orm/pg-core";
import * as schema from "../../db/schema";

export interface Column {
  /** SQL name, as the rows are keyed. */
  readonly name: string;
  /** SQL type, as a record definition (json_to_recordset) spells it. */
  readonly type: string;
}

/** Every table the world fills: all of the schema but `settings`, which keeps its cursor secret. */
export const LOADED_TABLES: readonly string[] = Object.values(schema as Record<string, unknown>)
  .filter((t): t is PgTable => is(t, PgTable))
  .map((t) => getTableName(t))
  .filter((name) => name !== "settings");

/** The serial pseudo-types exist only in CREATE TABLE; anywhere else a column is its storage type. */
const STORAGE_TYPE: Record<string, string> = { serial: "integer", smallserial: "smallint", bigserial: "bigint" };

const cache = new WeakMap<PgTable, readonly Column[]>();

/** The table's columns in schema order, leaving out generated ones (the database computes them). */
export function columnsOf(table: PgTable): readonly Column[] {
  let columns = cache.get(table);
  if (!columns) {
    columns = Object.values(getTableColumns(table))
      .filter((c) => !c.generated)
      .map((c) => {
        const type = c.getSQLType();
        return { name: c.name, type: STORAGE_TYPE[type] ?? type };
      });
    cache.set(table, columns);
  }
  return columns;
}

export const quote = (name: string) => `"${name.replace(/"/g, '""')}"`;
