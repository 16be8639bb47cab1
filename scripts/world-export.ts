/**
 * `npm run world:export -- [FILE]`: writes the database as a world file (to stdout when no file
 * is named). Instants are absolute UTC, ids are included, and secrets leave only as hashes
 * (token_hash + prefix + last4, password_hash), so the export loads back as the same world.
 */
import fs from "node:fs";
import { openDatabase } from "../lib/db/client";
import { exportWorld } from "../lib/world/export";

async function main(): Promise<void> {
  const file = process.argv.slice(2).find((a) => !a.startsWith("-"));
  const database = await openDatabase(process.env);
  try {
    const world = await exportWorld(database.db);
    const text = `${JSON.stringify(world, null, 2)}\n`;
    if (file) {
      fs.writeFileSync(file, text);
      const events = Array.isArray(world.events) ? world.events.length : 0;
      console.error(`Wrote ${file} (${events} events, ${(text.length / 1e6).toFixed(1)} MB).`);
    } else {
      process.stdout.write(text);
    }
  } finally {
    await database.close();
  }
}

main().catch((e) => {
  console.error(e);
  process.exitCode = 1;
});
