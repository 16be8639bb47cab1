/**
 * Picks the driver from the environment: POSTGRES_URL (Neon serverless, on Vercel), DATABASE_URL
 * (node-postgres), otherwise embedded PGlite in PGLITE_DIR (default .data/pglite). Every driver
 * gets the same schema and the same migrations folder.
 */
import fs from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { config, databaseConfig, type Env } from "@/lib/platform/config";
import * as schema from "./schema";

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
export interface Database {
  db: Db;
  driver: "pglite" | "pg" | "neon";
  close(): Promise<void>;
}

export const MIGRATIONS_DIR = path.join(process.cwd(), "drizzle");
// Any constant works; it serialises migrations across instances starting together.
const MIGRATION_LOCK = 727_2026;

/** The driver named by `env`, or without it by the process's settings (lib/platform/config.ts). */
export async function openDatabase(env?: Env): Promise<Database> {
  const c = env ? databaseConfig(env) : config().database;
  if (c.postgresUrl) return openNeon(c.postgresUrl);
  if (c.databaseUrl) return openPg(c.databaseUrl, c.poolSize);
  return openPglite(c.pgliteDir);
}

export async function openPglite(dir: string | null): Promise<Database> {
  const { PGlite } = await import("@electric-sql/pglite");
  const { pg_trgm } = await import("@electric-sql/pglite/contrib/pg_trgm");
  const { drizzle } = await import("drizzle-orm/pglite");
  const { migrate } = await import("drizzle-orm/pglite/migrator");
  if (dir) fs.mkdirSync(dir, { recursive: true });
  const client = dir ? new PGlite(dir, { extensions: { pg_trgm } }) : new PGlite({ extensions: { pg_trgm } });
  await client.waitReady;
  const db = drizzle(client, { schema }) as unknown as Db;
  await migrate(drizzle(client), { migrationsFolder: MIGRATIONS_DIR });
  return { db, driver: "pglite", close: () => client.close() };
}

export async function openPg(url: string, poolSize = config().database.poolSize): Promise<Database> {
  const { Pool } = await import("pg");
  const { drizzle } = await import("drizzle-orm/node-postgres");
  const { migrate } = await import("drizzle-orm/node-postgres/migrator");
  const pool = new Pool({ connectionString: url, max: poolSize });
  // An idle connection the server ends (a restart, a failover) is an 'error' event on the pool:
  // unhandled it would end the process. The pool drops the client and opens a new one when needed.
  pool.on("error", (e) => console.error(JSON.stringify({ level: "error", msg: "idle database connection lost", error: String(e) })));
  const db = drizzle(pool, { schema }) as unknown as Db;
  const conn = await pool.connect();
  try {
    await conn.query("SELECT pg_advisory_lock($1)", [MIGRATION_LOCK]);
    await migrate(drizzle(conn), { migrationsFolder: MIGRATIONS_DIR });
  } finally {
    await conn.query("SELECT pg_advisory_unlock($1)", [MIGRATION_LOCK]).catch(() => undefined);
    conn.release();
  }
  return { db, driver: "pg", close: () => pool.end() };
}

export async function openNeon(url: string): Promise<Database> {
  const { Pool, neonConfig } = await import("@neondatabase/serverless");
  const { drizzle } = await import("drizzle-orm/neon-serverless");
  const { migrate } = await import("drizzle-orm/neon-serverless/migrator");
  if (typeof WebSocket !== "undefined") neonConfig.webSocketConstructor = WebSocket;
  const pool = new Pool({ connectionString: url });
  pool.on("error", (e: unknown) => console.error(JSON.stringify({ level: "error", msg: "idle database connection lost", error: String(e) })));
  const db = drizzle(pool, { schema }) as unknown as Db;
  const conn = await pool.connect();
  try {
    await conn.query("SELECT pg_advisory_lock($1)", [MIGRATION_LOCK]);
    await migrate(drizzle(conn), { migrationsFolder: MIGRATIONS_DIR });
  } finally {
    await conn.query("SELECT pg_advisory_unlock($1)", [MIGRATION_LOCK]).catch(() => undefined);
    conn.release();
  }
  return { db, driver: "neon", close: () => pool.end() };
}

/** Rows of a raw query, whatever the driver's result shape. */
export async function rows<T = Record<string, unknown>>(db: Db, query: ReturnType<typeof sql>): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
