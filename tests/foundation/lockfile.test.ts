import { execFile } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, describe, expect, it } from "vitest";

// The lockfile must let `npm ci` install on Linux, macOS and Windows, x64 and arm64: every
// platform binary that a locked package lists as optional is locked too. The offline part of
// scripts/check-lockfile.mjs checks that; CI also runs it online (npm finds nothing to change).
const run = promisify(execFile);
const root = path.resolve(__dirname, "../..");
const script = path.join(root, "scripts/check-lockfile.mjs");
const lock = JSON.parse(readFileSync(path.join(root, "package-lock.json"), "utf8")) as {
  packages: Record<string, { version?: string; os?: string[]; cpu?: string[]; libc?: string[]; optional?: boolean; optionalDependencies?: Record<string, string> }>;
};
const dirs: string[] = [];
afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

async function checkOffline(packages: typeof lock.packages) {
  const dir = mkdtempSync(path.join(tmpdir(), "lockfile-test-"));
  dirs.push(dir);
  writeFileSync(path.join(dir, "package-lock.json"), JSON.stringify({ ...lock, packages }));
  return run(process.execPath, [script, "--offline", dir]).then(
    ({ stdout }) => ({ code: 0, out: stdout }),
    (err: { code: number; stdout: string; stderr: string }) => ({ code: err.code, out: `${err.stdout}${err.stderr}` }),
  );
}

describe("package-lock.json", () => {
  it("locks every optional dependency of every locked package", async () => {
    const { code, out } = await checkOffline(lock.packages);
    expect(out).toMatch(/lockfile: complete/);
    expect(code).toBe(0);
  });

  it.each([
    ["darwin", "arm64"],
    ["darwin", "x64"],
    ["linux", "arm64"],
    ["linux", "x64"],
    ["win32", "arm64"],
    ["win32", "x64"],
  ])("locks a Next.js compiler binary for %s %s", (os, cpu) => {
    const next = lock.packages["node_modules/next"]!;
    const binaries = Object.keys(next.optionalDependencies ?? {})
      .filter((name) => name.startsWith("@next/swc-"))
      .map((name) => lock.packages[`node_modules/${name}`])
      .filter((e) => e?.os?.includes(os) && e.cpu?.includes(cpu) && (os !== "linux" || e.libc?.includes("glibc")));
    expect(binaries).toHaveLength(1);
    expect(binaries[0]!.version).toBe(next.version);
    expect(binaries[0]!.optional).toBe(true);
  });

  it("fails, naming the parent and the package, when a platform binary is dropped", async () => {
    const { ["node_modules/@next/swc-darwin-arm64"]: dropped, ...rest } = lock.packages;
    if (!dropped) throw new Error("@next/swc-darwin-arm64 is not locked");
    const { code, out } = await checkOffline(rest);
    expect(code).toBe(1);
    expect(out).toContain(`node_modules/next has optional dependency @next/swc-darwin-arm64@${dropped.version}, not in the lockfile`);
  });

  it("finds a binary nested under its parent, as npm places a second version", async () => {
    const { ["node_modules/@next/swc-darwin-arm64"]: moved, ...rest } = lock.packages;
    const { code } = await checkOffline({ ...rest, "node_modules/next/node_modules/@next/swc-darwin-arm64": moved! });
    expect(code).toBe(0);
  });
});
