/**
 * Writing rows in bulk. Two paths with the same result: `INSERT … SELECT FROM
 * json_to_recordset($1::json)`, one JSON parameter per chunk, which every driver takes; and on
 * PGlite, `COPY … FROM '/dev/blob'` in CSV, about twice as fast there.
 *
 * Rows are keyed by SQL column name. A row must give every column of its table (null for none):
 * a column added to the schema and forgotten by the row builders stops the load instead of
 * quietly going in as NULL.
 */
import { getTableName, sql } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import type { Executor } from "../../crew/graph-refresh";
import type { Db } from "../../db/client";
import { columnsOf, quote, type Column } from "./columns";

export type Row = Record<string, unknown>;

const CHUNK_ROWS = 5000;
const COPY_CHUNK_ROWS = 20_000;

function missingColumn(table: PgTable, column: Column): Error {
  return new Error(`world load: a ${getTableName(table)} row has no value for column ${column.name} (give null for none)`);
}

/** Bulk insert through json_to_recordset, in chunks; Dates serialise as ISO instants. */
export async function insertRows(tx: Executor, table: PgTable, data: Iterable<object>): Promise<number> {
  const columns = columnsOf(table);
  const names = columns.map((c) => quote(c.name)).join(", ");
  const defs = columns.map((c) => `${quote(c.name)} ${c.type}`).join(", ");
  const head = sql.raw(`INSERT INTO ${quote(getTableName(table))} (${names}) SELECT ${names} FROM json_to_recordset(`);
  const tail = sql.raw(`::json) AS x(${defs})`);
  let chunk: object[] = [];
  let count = 0;
  const flush = async () => {
    if (chunk.length === 0) return;
    const json = JSON.stringify(chunk);
    count += chunk.length;
    chunk = [];
    await tx.execute(sql`${head}${json}${tail}`);
  };
  for (const row of data) {
    for (const c of columns) if ((row as Row)[c.name] === undefined) throw missingColumn(table, c);
    chunk.push(row);
    if (chunk.length >= CHUNK_ROWS) await flush();
  }
  await flush();
  return count;
}

/** A PGlite connection (or its transaction) that can take a COPY … FROM '/dev/blob'. */
export interface BlobCopier {
  query(query: string, params?: unknown[], options?: { blob?: Blob }): Promise<unknown>;
}

/**
 * The PGlite transaction behind a Drizzle transaction, when the database is PGlite. Null for other
 * drivers (and if Drizzle's internals ever change shape), which then take the portable JSON path.
 */
export function pgliteCopier(db: Db, tx: unknown): BlobCopier | null {
  const root = (db as unknown as { $client?: Record<string, unknown> }).$client;
  if (!root || typeof root.dumpDataDir !== "function" || typeof root.exec !== "function") return null;
  const client = (tx as { session?: { client?: Record<string, unknown> } }).session?.client;
  return client && typeof client.query === "function" && typeof client.exec === "function" ? (client as unknown as BlobCopier) : null;
}

const csvQuote = (s: string) => `"${s.replace(/"/g, '""')}"`;
const arrayElement = (v: unknown) => (typeof v === "number" ? String(v) : `"${String(v).replace(/[\\"]/g, (m) => `\\${m}`)}"`);

/** One CSV field for COPY (FORMAT csv): unquoted empty is NULL, everything textual is quoted. */
function csvField(value: unknown, type: string): string {
  if (value === null) return "";
  if (type === "jsonb" || type === "json") return csvQuote(JSON.stringify(value));
  if (type.endsWith("[]")) return csvQuote(`{${(value as unknown[]).map(arrayElement).join(",")}}`);
  if (value instanceof Date) return value.toISOString();
  if (typeof value === "string") return csvQuote(value);
  return String(value);
}

/** Bulk insert through COPY FROM a blob (PGlite only), in chunks. */
export async function copyRows(copier: BlobCopier, table: PgTable, data: Iterable<object>): Promise<number> {
  const columns = columnsOf(table);
  const statement = `COPY ${quote(getTableName(table))} (${columns.map((c) => quote(c.name)).join(", ")}) FROM '/dev/blob' WITH (FORMAT csv)`;
  let lines: string[] = [];
  let count = 0;
  const flush = async () => {
    if (lines.length === 0) return;
    const blob = new Blob([lines.join("\n")]);
    count += lines.length;
    lines = [];
    await copier.query(statement, [], { blob });
  };
  const field = (row: Row, c: Column) => {
    const value = row[c.name];
    if (value === undefined) throw missingColumn(table, c);
    return csvField(value, c.type);
  };
  for (const row of data) {
    lines.push(columns.map((c) => field(row as Row, c)).join(","));
    if (lines.length >= COPY_CHUNK_ROWS) await flush();
  }
  await flush();
  return count;
}
