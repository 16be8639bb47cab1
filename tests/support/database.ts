/**
 * A fresh database for one test file: in-memory PGlite by default, or a new database on the
 * server named by DATABASE_URL (dropped afterwards), so tests never share state.
 */
import { randomBytes } from "node:crypto";
import { openPg, openPglite, type Database } from "@/lib/db/client";

export async function freshDatabase(): Promise<Database> {
  const url = process.env.DATABASE_URL;
  if (!url) return openPglite(null);
  const { Client } = await import("pg");
  const name = `test_${randomBytes(6).toString("hex")}`;
  const admin = new Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const target = new URL(url);
  target.pathname = `/${name}`;
  const database = await openPg(target.toString());
  return {
    ...database,
    close: async () => {
      await database.close();
      const again = new Client({ connectionString: url });
      await again.connect();
      await again.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).catch(() => undefined);
      await again.end();
    },
  };
}
