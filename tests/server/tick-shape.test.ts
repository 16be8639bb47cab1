/**
 * lib/runtime/pin-tick-shape.ts: after full garbage collections with no tick record alive (what
 * opening the embedded database does), Node's tick-record literal stays monomorphic when one record
 * is pinned, and turns megamorphic when none is. Each case runs in its own Node process, where V8
 * prints the feedback of `process.nextTick` (%DebugPrint, with --allow-natives-syntax).
 */
import { spawnSync } from "node:child_process";
import path from "node:path";
import { describe, expect, it } from "vitest";

const MODULE = path.resolve("lib/runtime/pin-tick-shape.ts");

/** The states V8 prints for the literal's property definitions after 20 collections. */
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
  const r = spawnSync(process.execPath, ["--allow-natives-syntax", "--expose-gc", "--import", "tsx", "--input-type=module", "-e", script], { encoding: "utf8", timeout: 60_000 });
  expect(r.status, r.stderr).toBe(0);
  return [...r.stdout.matchAll(/DefineKeyedOwnPropertyInLiteral (\w+)/g)].map((m) => m[1]!);
}

describe("the tick record's shape", () => {
  it("without a pinned record, collections turn the literal megamorphic (what the pin prevents)", () => {
    const states = literalStates(false);
    expect(states).toHaveLength(4);
    expect(states).toContain("MEGAMORPHIC");
  }, 60_000);

  it("with one record pinned, the literal stays monomorphic through the same collections", () => {
    expect(literalStates(true)).toEqual(["MONOMORPHIC", "MONOMORPHIC", "MONOMORPHIC", "MONOMORPHIC"]);
  }, 60_000);
});
