/**
 * How long a large world takes to load: generates a world (default 100,000 events), validates it
 * and loads it into a fresh embedded PGlite, then loads it a second time over itself (the replace
 * path). Prints each phase with its wall and CPU time.
 *
 * By default PGlite keeps its files in a new temporary directory, as `npm run world:load` does
 * with its data directory; `--memory` runs it in memory instead (the tests' setting), where
 * PGlite's in-memory file system copies every growing file and the load is about twice as slow.
 *
 *   npx tsx bench/world-load.ts [--events 100000] [--seed bench] [--memory]
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { openPglite, rows } from "../lib/db/client";
import { generateWorld } from "../lib/world/generate";
import { loadWorld } from "../lib/world/load";
import { validateWorld } from "../lib/world/validate";

function arg(name: string, fallback: string): string {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 && process.argv[i + 1] ? process.argv[i + 1]! : fallback;
}

async function main() {
  const events = Number(arg("events", "100000"));
  const seed = arg("seed", "bench");
  // Wall time, and the CPU time this process spent: PGlite runs on this thread, so CPU time is
  // the work itself whatever else the machine is doing.
  let cpuMark = process.cpuUsage();
  const ms = (t0: number) => {
    const d = process.cpuUsage(cpuMark);
    cpuMark = process.cpuUsage();
    return `${((performance.now() - t0) / 1000).toFixed(2)} s (cpu ${((d.user + d.system) / 1e6).toFixed(2)} s)`;
  };

  let t0 = performance.now();
  let json: unknown = JSON.parse(JSON.stringify(generateWorld({ events, seed })));
  console.log(`generate ${events} events (seed ${seed}): ${ms(t0)}`);

  t0 = performance.now();
  const result = validateWorld(json, new Date());
  if (!result.ok) {
    console.error(result.problems.slice(0, 50).join("\n"));
    process.exit(1);
  }
  console.log(`validate: ${ms(t0)}`);
  json = null; // only the resolved world is needed from here
  const heap = () => `${Math.round(process.memoryUsage().heapUsed / 1e6)} MB heap, ${Math.round(process.memoryUsage().rss / 1e6)} MB rss`;
  console.log(`memory: ${heap()}`);

  console.log(`load average ${os.loadavg().map((l) => l.toFixed(1)).join(" ")} on ${os.cpus().length} cores`);
  t0 = performance.now();
  cpuMark = process.cpuUsage();
  const dir = process.argv.includes("--memory") ? null : fs.mkdtempSync(path.join(os.tmpdir(), "world-bench-"));
  const database = await openPglite(dir);
  console.log(`open PGlite ${dir ? `in ${dir}` : "in memory"} and migrate: ${ms(t0)}`);
  try {
    t0 = performance.now();
    let cpu = process.cpuUsage();
    const cpu0 = cpu;
    const cpuSince = (from: NodeJS.CpuUsage) => {
      const d = process.cpuUsage(from);
      return (d.user + d.system) / 1e6;
    };
    const onStep = (name: string, t: number) => {
      console.log(`  ${name}: ${(t / 1000).toFixed(2)} s (cpu ${cpuSince(cpu).toFixed(2)} s)`);
      cpu = process.cpuUsage();
    };
    const loaded = await loadWorld(database.db, result.world, { onStep });
    console.log(`load into an empty database: ${((performance.now() - t0) / 1000).toFixed(2)} s (cpu ${cpuSince(cpu0).toFixed(2)} s)`);
    console.log(Object.entries(loaded.counts).map(([table, n]) => `  ${table}: ${n}`).join("\n"));

    t0 = performance.now();
    const cpu1 = process.cpuUsage();
    await loadWorld(database.db, result.world);
    console.log(`load again, replacing the same world: ${((performance.now() - t0) / 1000).toFixed(2)} s (cpu ${cpuSince(cpu1).toFixed(2)} s)`);
    console.log(`memory: ${heap()}`);

    const [check] = await rows<{ events: number; crew_events: number }>(
      database.db,
      sql`SELECT (SELECT count(*)::int FROM events) AS events, (SELECT count(*)::int FROM crew_events) AS crew_events`,
    );
    console.log(`check: ${check?.events} events, ${check?.crew_events} crew_events rows`);
  } finally {
    await database.close();
    if (dir) fs.rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
