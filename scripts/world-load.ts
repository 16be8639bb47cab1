/**
 * `npm run world:load -- FILE`: validates a world file and loads it, replacing everything in the
 * database (openDatabase: POSTGRES_URL, DATABASE_URL, else PGlite in PGLITE_DIR).
 *
 * An invalid file is refused whole: every problem is printed as `path: message`, the exit code
 * is 1 and the database is not opened. A valid one is loaded in one transaction; the row counts
 * are printed, then the keys whose token the file states and the tokens generated for keys that
 * had none (shown this once: the database keeps only their hash).
 */
import fs from "node:fs";
import { openDatabase } from "../lib/db/client";
import { loadWorld } from "../lib/world/load";
import { vacuumAfterLoad } from "../lib/db/embedded-vacuum";
import { validateWorld } from "../lib/world/validate";

async function main(): Promise<number> {
  const file = process.argv.slice(2).find((a) => !a.startsWith("-"));
  if (!file) {
    console.error("usage: npm run world:load -- FILE");
    return 2;
  }
  let json: unknown;
  try {
    json = JSON.parse(fs.readFileSync(file, "utf8"));
  } catch (e) {
    console.error(`${file}: ${(e as Error).message}`);
    return 1;
  }

  const result = validateWorld(json, new Date());
  if (!result.ok) {
    console.error(`${file} is not a valid world (${result.problems.length} problem${result.problems.length === 1 ? "" : "s"}); the database was not touched:`);
    for (const p of result.problems) console.error(p);
    return 1;
  }

  const database = await openDatabase(process.env);
  try {
    const started = performance.now();
    const { counts, tokens, webhookSecrets } = await loadWorld(database.db, result.world);
    await vacuumAfterLoad(database);
    console.log(`Loaded ${file} into the ${database.driver} database in ${((performance.now() - started) / 1000).toFixed(1)} s:`);
    for (const [table, n] of Object.entries(counts)) console.log(`  ${table.padEnd(20)} ${n}`);
    const stated = result.world.keys.filter((k) => k.token !== null);
    if (stated.length > 0) {
      console.log("\nKeys (tokens as the file states them):");
      for (const k of stated) {
        const expired = k.expires_at !== null && k.expires_at.getTime() <= Date.now();
        console.log(`  ${k.crew.padEnd(14)} ${k.type.padEnd(11)} ${(expired ? "expired" : k.state).padEnd(9)} ${k.token}  ${k.name}`);
      }
    }
    if (tokens.length > 0) {
      console.log("\nGenerated keys, shown once (only their hash is stored):");
      for (const t of tokens) console.log(`  ${t.crew.padEnd(14)} ${t.type.padEnd(11)} ${t.state.padEnd(9)} ${t.token}  ${t.name}`);
    }
    if (webhookSecrets.length > 0) {
      console.log("\nNew webhook signing secrets, shown once (the file gave none; they are stored sealed):");
      for (const w of webhookSecrets) console.log(`  ${w.crew.padEnd(14)} ${w.secret}  ${w.url}`);
    }
    return 0;
  } finally {
    await database.close();
  }
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (e) => {
    console.error(e);
    process.exitCode = 1;
  },
);
