/**
 * Fault: a world load is interrupted. The load replaces every table in one transaction, so a load
 * that fails halfway leaves the previous world as it was: the same rows in every table, the same
 * indexes and foreign keys (bulk mode sets them aside inside the transaction), and its keys still
 * work. Two ways to interrupt it: a failure thrown after each step in turn (in-process, both
 * modes), and SIGKILL of `npm run world:load` at random moments on an embedded database on disk
 * (then the database holds the old world or the new one, never a mix).
 */
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { forgetKeyCache } from "@/lib/auth/authenticate";
import { openPglite } from "@/lib/db/client";
import { loadWorld } from "@/lib/world/load";
import { validateWorld } from "@/lib/world/validate";
import { readWorld, startApp, type TestApp } from "../support/app";
import { KEYS } from "../support/keys";
import { schemaShape, snapshot } from "../world/snapshot";
import { Tally, timed } from "./support/timed";

const tally = new Tally("world load interrupted");
const resolved = (name: string) => {
  const r = validateWorld(readWorld(name), new Date());
  if (!r.ok) throw new Error(r.problems.join("\n"));
  return r.world;
};

class Interrupted extends Error {}

describe("a world load that fails halfway", () => {
  let api: TestApp;
  beforeAll(async () => {
    api = await startApp(readWorld("basic"));
  });
  afterAll(async () => {
    await api?.close();
  });

  /**
   * The steps to fail after, out of every step of an uninterrupted load: all of them under
   * `npm run fuzz`; in the suite the ends and the turns of the transaction (before it, its first
   * statements, the first table, the first index and foreign key put back, the last statement),
   * which are where one transaction could show a seam.
   */
  function failurePoints(steps: string[]): string[] {
    const last = steps.length - 2; // the step before "commit"
    if (process.env.FUZZ) return steps.slice(0, last + 1);
    const picks = [0, 1, 2, 3, steps.findIndex((s) => s.startsWith("  index")), steps.findIndex((s) => s.startsWith("  foreign key")), Math.floor(last / 2), last];
    return [...new Set(picks.filter((i) => i >= 0 && i <= last))].sort((a, b) => a - b).map((i) => steps[i]!);
  }

  for (const bulk of [false, true]) {
    it(`leaves the previous world intact after a failure at the ends and turns of the load (${bulk ? "bulk" : "plain"} mode)`, async () => {
      const next = resolved("two-crews");
      // Every step, from an uninterrupted load; then the previous world again.
      const steps: string[] = [];
      const original = await snapshot(api.database.db);
      await loadWorld(api.database.db, next, { bulk, onStep: (name) => void steps.push(name) });
      expect(await snapshot(api.database.db)).not.toEqual(original);
      expect(steps[0]).toBe("prepare rows");
      expect(steps.at(-1)).toBe("commit");
      await api.load(readWorld("basic"));
      let before = await snapshot(api.database.db);
      const shape = await schemaShape(api.database.db);
      const points = failurePoints(steps);
      const failedAt: string[] = [];
      for (const point of points) {
        const k = steps.indexOf(point) + 1;
        let seen = 0;
        await expect(
          loadWorld(api.database.db, next, {
            bulk,
            onStep: (name) => {
              if (++seen === k) throw new Interrupted(`interrupted after ${name}`);
            },
          }),
        ).rejects.toBeInstanceOf(Interrupted);
        tally.fault();
        failedAt.push(point);
        expect(await snapshot(api.database.db)).toEqual(before);
        expect(await schemaShape(api.database.db)).toEqual(shape);
        forgetKeyCache();
        const me = await timed("GET", "/v1/me", { key: KEYS.secret });
        tally.saw(me);
        expect(me.status).toBe(200);
        before = await snapshot(api.database.db); // the call wrote its audit row
      }
      expect(failedAt).toEqual(points);
      expect(failedAt[0]).toBe("prepare rows");
      expect(failedAt.at(-1)).toBe(steps.at(-2));
      if (bulk) expect(failedAt.some((s) => s.startsWith("  index")) && failedAt.some((s) => s.startsWith("  foreign key"))).toBe(true);
      // A guard against a hang, not a timing: each failure point reloads a world, which takes
      // minutes on a loaded two-core machine under `npm run fuzz` (every step).
    }, 600_000);
  }
});

/** Runs `scripts/world-load.ts` on a PGlite folder; `killAfterMs` sends SIGKILL then. */
function runWorldLoad(dir: string, file: string, killAfterMs?: number): Promise<{ code: number | null; signal: NodeJS.Signals | null; ms: number }> {
  const started = performance.now();
  const child = spawn(process.execPath, ["--import", "tsx", "scripts/world-load.ts", file], {
    env: { ...process.env, PGLITE_DIR: dir, DATABASE_URL: "", POSTGRES_URL: "" },
    stdio: ["ignore", "ignore", "pipe"],
  });
  let stderr = "";
  child.stderr!.on("data", (c) => (stderr += c));
  const timer = killAfterMs === undefined ? undefined : setTimeout(() => child.kill("SIGKILL"), killAfterMs);
  return new Promise((resolve, reject) => {
    child.once("error", reject);
    child.once("exit", (code, signal) => {
      clearTimeout(timer);
      if (code !== 0 && signal === null) reject(new Error(`world:load exited with ${code}: ${stderr}`));
      else resolve({ code, signal, ms: performance.now() - started });
    });
  });
}

/** Row counts of every table (what a half-written load would change). */
async function countsIn(dir: string) {
  const database = await openPglite(dir);
  try {
    const s = await snapshot(database.db);
    return Object.fromEntries(Object.entries(s).map(([t, v]) => [t, v.rows]));
  } finally {
    await database.close();
  }
}

describe("npm run world:load killed (SIGKILL) on a database on disk", () => {
  let dir = "";
  beforeAll(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "faults-world-"));
  });
  afterAll(() => {
    if (dir) fs.rmSync(dir, { recursive: true, force: true });
    console.log(tally.line());
  });

  it("keeps the old world or the new one whole, and the database opens again", async () => {
    const oldFile = path.join("tests", "worlds", "basic.json");
    const newFile = path.join("worlds", "demo.json");
    await runWorldLoad(dir, oldFile);
    const oldCounts = await countsIn(dir);
    // The new world's counts, from a load that runs to its end in a folder of its own.
    const reference = fs.mkdtempSync(path.join(os.tmpdir(), "faults-world-ref-"));
    let full: number;
    let newCounts: Record<string, number>;
    try {
      await runWorldLoad(reference, newFile);
      full = (await runWorldLoad(reference, newFile)).ms; // a load into a migrated folder, as below
      newCounts = await countsIn(reference);
    } finally {
      fs.rmSync(reference, { recursive: true, force: true });
    }
    expect(newCounts).not.toEqual(oldCounts);

    const outcomes: string[] = [];
    // One kill in the suite; five under npm run fuzz (FUZZ=1), where random moments are the point.
    for (let n = 0; n < (process.env.FUZZ ? 5 : 1); n++) {
      // Random moments over the whole run: startup, validation, inside the transaction, near its end.
      const at = Math.round(full * (0.3 + 0.65 * Math.random()));
      const run = await runWorldLoad(dir, newFile, at);
      tally.fault();
      const counts = await countsIn(dir);
      const whole = JSON.stringify(counts) === JSON.stringify(oldCounts) ? "old" : JSON.stringify(counts) === JSON.stringify(newCounts) ? "new" : "mixed";
      outcomes.push(`${run.signal ? `killed at ${at} ms` : "finished"}: ${whole}`);
      expect(whole, outcomes.join("; ")).not.toBe("mixed");
      if (whole === "new") await runWorldLoad(dir, oldFile); // back to the old world for the next kill
    }
    console.log(`world:load kills: ${outcomes.join("; ")}`);
  }, 300_000);
});
