/**
 * lib/runtime/pin-tick-shape.ts: after full garbage collections with no tick record alive (what
 * opening the embedded database does), Node's tick-record literal stays monomorphic when one record
 * is pinned, and turns megamorphic when none is. Each case runs in its own Node process, where V8
 * prints the feedback of `process.nextTick` (%DebugPrint, with --allow-natives-syntax).
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";

const MODULE = path.resolve("lib/runtime/pin-tick-shape.ts");

/** The states V8 prints for the literal's four property definitions after 20 collections. */
function literalStates(pin: boolean): string[] {
  const script = `
    ${pin ? `await import(${JSON.stringify(MODULE)});` : ""}
    const noop = () => undefined;
    for (let i = 0; i < 20; i++) {
      globalThis.gc();
      await new Promise((r) => setImmediate(r));
      process.nextTick(noop, i);
      await new Promise((r) => setImmediate(r));
    }
    eval("%DebugPrint(process.nextTick)");
  `;
  // V8 prints straight to the file descriptor: into a file, since a pipe (non-blocking, and as
  // small as one page on a busy machine) can drop what does not fit.
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "tick-shape-"));
  const out = fs.openSync(path.join(dir, "out.txt"), "w");
  try {
    const r = spawnSync(process.execPath, ["--allow-natives-syntax", "--expose-gc", "--import", "tsx", "--input-type=module", "-e", script], { stdio: ["ignore", out, "pipe"], encoding: "utf8", timeout: 60_000 });
    expect(r.status, r.stderr).toBe(0);
  } finally {
    fs.closeSync(out);
  }
  const printed = fs.readFileSync(path.join(dir, "out.txt"), "utf8");
  fs.rmSync(dir, { recursive: true, force: true });
  const states = [...printed.matchAll(/DefineKeyedOwnPropertyInLiteral (\w+)/g)].map((m) => m[1]!);
  expect(states, `the feedback V8 printed:\n${printed.split("\n").filter((l) => /slot #/.test(l)).join("\n")}`).toHaveLength(4);
  return states;
}

describe("the tick record's shape", () => {
  it("without a pinned record, collections turn the literal megamorphic (what the pin prevents)", () => {
    expect(literalStates(false)).toContain("MEGAMORPHIC");
  }, 60_000);

  it("with one record pinned, the literal stays monomorphic through the same collections", () => {
    expect(literalStates(true)).toEqual(["MONOMORPHIC", "MONOMORPHIC", "MONOMORPHIC", "MONOMORPHIC"]);
  }, 60_000);
});
