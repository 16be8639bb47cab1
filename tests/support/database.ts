/**
 * Databases for tests: in-memory PGlite by default, or a new database on the server named by
 * POSTGRES_URL (the Neon driver, through the WebSocket proxy NEON_WS_PROXY names: the Vercel
 * profile, npm run test:vercel) or DATABASE_URL (node-postgres). Opening one costs seconds (WASM
 * start, migrations), so a closed one goes back to an idle pool and the next test reuses it: every
 * world load replaces all rows, so a reused database is as fresh as a new one. Where test files
 * share a worker (./setup-shared.ts), the pool outlives the file: what a file leaves open goes back
 * to it at the file's end, and a database handed to a later file is emptied first (every table, as
 * the migrations leave it).
 */
import { createHash, randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { MIGRATIONS_DIR, openDatabase, openPglite, rows, type Database, type Db } from "@/lib/db/client";

const idle: Database[] = [];
const created: string[] = [];
/** Databases handed out and not yet closed by the test that took them. */
const taken = new Set<Database>();
/** Databases a finished file used: emptied before the next file gets one. */
const used = new Set<Database>();
/**
 * The handle a later file gets to a reused database: a new object over the same connection, so
 * what the product caches per handle (platform settings, genres, the last-use write throttle) starts
 * empty for that file, as it would on a database of its own.
 */
const handles = new Map<Database, Db>();

/**
 * An empty embedded database with every migration applied, as a data directory kept in the
 * system's temp folder (one per set of migrations and PGlite version): a new in-memory database
 * starts from it in a fraction of the time an empty one takes to initialise and migrate. The
 * first test process to need it writes it; the others find it.
 */
async function migratedTemplate(): Promise<Blob> {
  const hash = createHash("sha256");
  hash.update(JSON.parse(fs.readFileSync(path.join(process.cwd(), "node_modules/@electric-sql/pglite/package.json"), "utf8")).version);
  for (const f of fs.readdirSync(MIGRATIONS_DIR, { recursive: true, encoding: "utf8" }).sort()) {
    const file = path.join(MIGRATIONS_DIR, f);
    if (fs.statSync(file).isFile()) hash.update(f).update(fs.readFileSync(file));
  }
  const file = path.join(os.tmpdir(), `events-api-pglite-${hash.digest("hex").slice(0, 16)}.tar`);
  if (fs.existsSync(file)) return new Blob([fs.readFileSync(file)]);
  const empty = await openPglite(null);
  const dump = await empty.dump();
  await empty.close();
  // Written aside, then renamed: a process reading it never sees half a file.
  const partial = `${file}.${process.pid}.${randomBytes(4).toString("hex")}`;
  fs.writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
  fs.renameSync(partial, file);
  return dump;
}

let template: Promise<Blob> | null = null;

/** The server the test databases are made on, and the setting that names it (the product's driver follows it). */
function server(): { url: string; setting: "POSTGRES_URL" | "DATABASE_URL" } | null {
  if (process.env.POSTGRES_URL) return { url: process.env.POSTGRES_URL, setting: "POSTGRES_URL" };
  if (process.env.DATABASE_URL) return { url: process.env.DATABASE_URL, setting: "DATABASE_URL" };
  return null;
}

async function open(): Promise<Database> {
  const on = server();
  if (!on) return openPglite(null, await (template ??= migratedTemplate()));
  // Creating and dropping databases is the test's own housekeeping: a plain connection does it.
  const { Client } = await import("pg");
  const name = `test_${randomBytes(6).toString("hex")}`;
  const admin = new Client({ connectionString: on.url });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  created.push(name);
  const target = new URL(on.url);
  target.pathname = `/${name}`;
  return openDatabase({ [on.setting]: target.toString(), NEON_WS_PROXY: process.env.NEON_WS_PROXY, DATABASE_POOL_SIZE: process.env.DATABASE_POOL_SIZE });
}

export async function freshDatabase(): Promise<Database> {
  const database = idle.pop() ?? (await open());
  if (used.delete(database)) {
    await empty(database);
    handles.set(database, new Proxy(database.db, {}));
  }
  taken.add(database);
  return {
    ...database,
    db: handles.get(database) ?? database.db,
    close: async () => {
      if (taken.delete(database)) idle.push(database);
    },
  };
}

/** Every table of the public schema emptied and its sequences restarted: the state the migrations leave. */
async function empty(database: Database): Promise<void> {
  const names = (await rows<{ name: string }>(database.db, sql`SELECT quote_ident(tablename) AS name FROM pg_tables WHERE schemaname = 'public'`)).map((r) => r.name);
  if (names.length) await database.db.execute(sql.raw(`TRUNCATE TABLE ${names.join(", ")} RESTART IDENTITY CASCADE`));
}

/**
 * The end of a test file whose worker goes on to the next file: the databases it took (closed or
 * not) return to the pool, marked to be emptied before their next use.
 */
export function releaseDatabases(): void {
  for (const d of taken) idle.push(d);
  taken.clear();
  for (const d of idle) used.add(d);
}

/** Really closes every pooled database (and drops those made on a server). */
export async function closeAllDatabases(): Promise<void> {
  used.clear();
  handles.clear();
  for (const d of idle.splice(0)) await d.close();
  const on = server();
  if (!on || created.length === 0) return;
  const { Client } = await import("pg");
  const admin = new Client({ connectionString: on.url });
  await admin.connect();
  for (const name of created.splice(0)) await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).catch(() => undefined);
  await admin.end();
}
