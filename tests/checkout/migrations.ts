/** The migration files in order, applied one statement at a time to a bare PGlite, for the migration tests. */
import fs from "node:fs";
import path from "node:path";
import type { PGlite } from "@electric-sql/pglite";

const DIR = path.join(process.cwd(), "drizzle");

/** Every migration file, in the order they run. */
export const MIGRATIONS = fs.readdirSync(DIR).filter((f) => /^\d{4}_.*\.sql$/.test(f)).sort();

export async function applyMigration(db: PGlite, file: string): Promise<void> {
  for (const statement of fs.readFileSync(path.join(DIR, file), "utf8").split("--> statement-breakpoint")) {
    if (statement.trim()) await db.exec(statement);
  }
}
