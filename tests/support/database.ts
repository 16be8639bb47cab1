/**
 * Databases for tests: in-memory PGlite by default, or a new database on the server named by
 * DATABASE_URL. Opening one costs seconds (WASM start, migrations), so a closed one goes back to
 * an idle pool and the next test reuses it: every world load replaces all rows, so a reused
 * database is as fresh as a new one.
 */
import { randomBytes } from "node:crypto";
import { openPg, openPglite, type Database } from "@/lib/db/client";

const idle: Database[] = [];
const created: string[] = [];

async function open(): Promise<Database> {
  const url = process.env.DATABASE_URL;
  if (!url) return openPglite(null);
  const { Client } = await import("pg");
  const name = `test_${randomBytes(6).toString("hex")}`;
  const admin = new Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  created.push(name);
  const target = new URL(url);
  target.pathname = `/${name}`;
  return openPg(target.toString());
}

export async function freshDatabase(): Promise<Database> {
  const database = idle.pop() ?? (await open());
  return { ...database, close: async () => void idle.push(database) };
}

/** Really closes every pooled database (and drops those made on a server). */
export async function closeAllDatabases(): Promise<void> {
  for (const d of idle.splice(0)) await d.close();
  const url = process.env.DATABASE_URL;
  if (!url || created.length === 0) return;
  const { Client } = await import("pg");
  const admin = new Client({ connectionString: url });
  await admin.connect();
  for (const name of created.splice(0)) await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).catch(() => undefined);
  await admin.end();
}
