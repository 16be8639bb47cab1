/**
 * Before the server starts: load WORLD_FILE if set, else the demo world into an empty database;
 * then print the keys to try and a few curl lines.
 */
import fs from "node:fs";
import path from "node:path";
import { openDatabase } from "@/lib/db/client";
import { crews } from "@/lib/db/schema";
import { loadWorld } from "@/lib/world/load";
import { validateWorld } from "@/lib/world/validate";

const port = Number(process.argv.find((a) => a.startsWith("--port="))?.slice(7) ?? process.env.PORT ?? 3000);
const DEMO = path.join(process.cwd(), "worlds/demo.json");

interface WorldKeys {
  crews?: { slug: string; plan: string }[];
  keys?: { crew: string; name: string; type: string; token?: string; state?: string; expires_at?: string | null; websites?: string[] }[];
}

async function main() {
  const database = await openDatabase();
  try {
    const requested = process.env.WORLD_FILE;
    const empty = (await database.db.select({ id: crews.id }).from(crews).limit(1)).length === 0;
    const file = requested ?? (empty ? DEMO : null);
    let world: WorldKeys | null = null;
    if (file) {
      world = JSON.parse(fs.readFileSync(file, "utf8"));
      const result = validateWorld(world, new Date());
      if (!result.ok) {
        console.error(`${file} is not a valid world:`);
        for (const p of result.problems) console.error(`  ${p}`);
        process.exit(1);
      }
      const { tokens } = await loadWorld(database.db, result.world);
      console.log(`Loaded ${path.relative(process.cwd(), file)} into the ${database.driver} database.`);
      for (const t of tokens) console.log(`  generated key for ${t.crew} "${t.name}" (${t.type}), shown once: ${t.token}`);
    } else if (fs.existsSync(DEMO)) {
      world = JSON.parse(fs.readFileSync(DEMO, "utf8"));
    }
    printTryIt(world);
  } finally {
    await database.close();
  }
}

function printTryIt(world: WorldKeys | null) {
  const lapsed = new Set((world?.crews ?? []).filter((c) => c.plan === "lapsed").map((c) => c.slug));
  const keys = (world?.keys ?? []).filter((k) => !lapsed.has(k.crew) && k.token && (k.state ?? "active") === "active" && !k.expires_at);
  const secret = keys.find((k) => k.type === "secret");
  const publishable = keys.find((k) => k.type === "publishable");
  const base = `http://localhost:${port}/api`;
  if (!secret) return;
  console.log("\nKeys to try (demo world):");
  for (const k of keys.slice(0, 6)) console.log(`  ${k.crew.padEnd(12)} ${k.type.padEnd(11)} ${k.token}   ${k.name}`);
  console.log("\nTry:");
  console.log(`  curl -s ${base}/v1/me -H "Authorization: Bearer ${secret.token}"`);
  console.log(`  curl -s "${base}/v1/events?limit=5" -H "Authorization: Bearer ${secret.token}"`);
  console.log(`  curl -si ${base}/v1/artists -H "Authorization: Bearer ${secret.token}"`);
  if (publishable?.websites?.[0]) console.log(`  curl -s "${base}/v1/events?key=${publishable.token}" -H "Origin: ${publishable.websites[0]}"`);
  console.log(`  open http://localhost:${port}/docs for the reference and guides`);
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
