/**
 * VACUUM for the embedded database. PGlite runs PostgreSQL as a single backend, with no autovacuum:
 * rows deleted or updated stay in their tables as dead rows, so a table that churns only grows.
 * The audit log of one busy key (a thousand rows inserted and pruned every few seconds) grew by
 * 13 pages a round and its write and prune slowed from 58 to 205 ms within 240 rounds; vacuumed
 * once a minute it stayed at 174 pages and 35 ms, each VACUUM taking about 2.5 ms.
 *
 * The tables every call writes are vacuumed every minute; every other table once an hour, one
 * statement at a time with `pause` between. A PostgreSQL server runs its own autovacuum: this is
 * for PGlite only.
 */
import { sql } from "drizzle-orm";
import { rows, type Database, type Db } from "./client";

/** Tables every answered call adds to or changes (lib/traffic): audit rows pruned, usage figures upserted. */
export const BUSY_TABLES = ["audit_log", "usage_minutes", "usage_errors"] as const;
export const BUSY_EVERY_MS = 60_000;
export const ALL_EVERY_MS = 3_600_000;

/** When each database was last vacuumed (two apps in one process keep their own). */
const last = new WeakMap<Db, { busy: number; all: number }>();

/**
 * Vacuums what is due at `now` (the busy tables a minute after the last time, all tables an hour
 * after), and returns the tables it vacuumed. The first call of a process only starts the clocks:
 * a process that just opened the database does not stall its first requests on a full pass.
 */
export async function vacuumWhenDue(db: Db, now: number, pause: () => Promise<void> = async () => undefined): Promise<string[]> {
  const t = last.get(db);
  if (!t) {
    last.set(db, { busy: now, all: now });
    return [];
  }
  let tables: string[] = [];
  if (now - t.all >= ALL_EVERY_MS || now < t.all) {
    t.all = t.busy = now;
    tables = (await rows<{ name: string }>(db, sql`SELECT tablename AS name FROM pg_tables WHERE schemaname = 'public' ORDER BY tablename`)).map((r) => r.name);
  } else if (now - t.busy >= BUSY_EVERY_MS || now < t.busy) {
    t.busy = now;
    tables = [...BUSY_TABLES];
  }
  for (const table of tables) {
    // A name from the catalogue or the list above, quoted as an identifier.
    await db.execute(sql.raw(`VACUUM "${table.replaceAll('"', '""')}"`));
    await pause();
  }
  return tables;
}

/**
 * After a world is loaded into the embedded database, before a server opens it: one VACUUM of
 * everything, so that every loaded page is marked all-visible and the hourly pass above only
 * reads the pages that changed since. Without it the first hourly pass would read every page of a
 * large world (the events and their line-ups) in the serving thread. A PostgreSQL server's
 * autovacuum does this by itself.
 */
export async function vacuumAfterLoad(database: Database): Promise<void> {
  if (database.driver === "pglite") await database.db.execute(sql`VACUUM`);
}
