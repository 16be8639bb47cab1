#!/usr/bin/env node
// Keeps package-lock.json installable with `npm ci` on every platform the project is developed and
// deployed on (Linux, macOS, Windows; x64 and arm64). npm leaves other platforms' optional binaries
// (@next/swc-*, esbuild, lightningcss...) out of a lockfile it writes when it cannot fetch them, and
// `npm ci` elsewhere then refuses the lockfile as out of sync.
//
//   node scripts/check-lockfile.mjs [dir]        checks; exits 1 on drift
//   node scripts/check-lockfile.mjs --fix [dir]  adds the missing entries from the registry's metadata
//   --offline                                    skips the checks that ask npm or the registry
//
// Checks: (1) every optional dependency of every locked package is itself locked; (2) npm, asked to
// bring the lockfile in line with package.json, changes nothing, and `npm ci --dry-run` accepts it;
// (3) an entry locked without integrity (its version was not on the registry when it was added)
// is reported as a note once the registry serves that version: `--fix` then records its hash.
import { execFile } from "node:child_process";
import { copyFileSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";

const run = promisify(execFile);
const npm = process.platform === "win32" ? "npm.cmd" : "npm";
const quiet = ["--ignore-scripts", "--no-audit", "--no-fund", "--loglevel=error"];

const args = process.argv.slice(2);
const fix = args.includes("--fix");
const offline = args.includes("--offline");
const dir = path.resolve(args.find((a) => !a.startsWith("--")) ?? ".");
const lockPath = path.join(dir, "package-lock.json");

const readLock = () => JSON.parse(readFileSync(lockPath, "utf8"));

// Node's lookup: the package's own node_modules, then each enclosing node_modules up to the root.
function resolveFrom(packages, fromKey, name) {
  let base = fromKey;
  for (;;) {
    const key = `${base ? `${base}/` : ""}node_modules/${name}`;
    if (packages[key]) return key;
    if (!base) return null;
    const cut = base.lastIndexOf("/node_modules/");
    base = cut < 0 ? "" : base.slice(0, cut);
  }
}

/** Optional dependencies that no locked entry provides: [{ parent, name, spec }]. */
function missingOptional(lock) {
  const packages = lock.packages ?? {};
  const missing = [];
  for (const [key, entry] of Object.entries(packages)) {
    if (entry.link) continue;
    for (const [name, spec] of Object.entries(entry.optionalDependencies ?? {})) {
      if (!resolveFrom(packages, key, name)) missing.push({ parent: key, name, spec });
    }
  }
  return missing;
}

/** Registry entries locked without an integrity hash. */
function withoutIntegrity(lock) {
  return Object.entries(lock.packages ?? {})
    .filter(([key, e]) => key && !e.link && !e.integrity && !e.inBundle && !/^(file|git|link):/.test(e.resolved ?? ""))
    .map(([key, e]) => ({ key, name: key.slice(key.lastIndexOf("node_modules/") + 13), version: e.version }));
}

// The manifest of name@version, or null when the registry does not have that version.
async function manifest(spec) {
  try {
    const { stdout } = await run(npm, ["view", spec, "--json", "--loglevel=error"], { maxBuffer: 1 << 26 });
    const data = stdout.trim() ? JSON.parse(stdout) : null;
    return Array.isArray(data) ? data.at(-1) ?? null : data;
  } catch (err) {
    if (/E404|No match found/.test(`${err.stdout}${err.stderr}`)) return null;
    throw err;
  }
}

// The newest release (no prerelease) of name below `version`, from the registry's list.
async function newestBefore(name, version) {
  const { stdout } = await run(npm, ["view", name, "versions", "--json", "--loglevel=error"], { maxBuffer: 1 << 26 });
  const parts = (v) => v.split(".").map(Number);
  const below = (a, b) => {
    const [x, y] = [parts(a), parts(b)];
    for (let i = 0; i < 3; i++) if (x[i] !== y[i]) return x[i] < y[i];
    return false;
  };
  const releases = [].concat(JSON.parse(stdout)).filter((v) => /^\d+\.\d+\.\d+$/.test(v) && below(v, version));
  return releases.reduce((best, v) => (best && below(v, best) ? best : v), null);
}

// Lockfile fields npm records for a registry package (what `npm install` would write).
function entryFrom(meta, version, parent) {
  const e = { version };
  if (meta.version === version && meta.dist?.integrity) e.integrity = meta.dist.integrity;
  for (const field of ["cpu", "os", "libc", "license", "dependencies", "optionalDependencies", "engines", "bin", "funding"]) {
    if (meta[field] !== undefined) e[field] = meta[field];
  }
  e.optional = true;
  if (parent.dev) e.dev = true;
  return e;
}

async function fixMissing() {
  const lock = readLock();
  const missing = missingOptional(lock);
  const added = [];
  for (const { parent, name, spec } of missing) {
    // Exact versions are the rule for platform binaries; a range takes the newest match.
    const exact = await manifest(`${name}@${spec}`);
    let meta = exact;
    if (!meta) {
      // The registry lacks this version: take platform fields from the newest older release.
      const older = await newestBefore(name, spec.replace(/^[~^=]/, ""));
      meta = older && (await manifest(`${name}@${older}`));
      if (!meta) throw new Error(`${name}@${spec}: no version of it on the registry`);
    }
    const version = exact?.version ?? spec.replace(/^[~^=]/, "");
    const hoisted = `node_modules/${name}`;
    const key = lock.packages[hoisted] ? `${parent}/node_modules/${name}` : hoisted;
    lock.packages[key] = entryFrom(meta, version, lock.packages[parent]);
    added.push(`${key}@${version}${exact ? "" : ` (not on the registry: fields from ${meta.version}, no integrity)`}`);
  }
  // Entries added earlier without integrity get it once the registry serves their version.
  for (const { key, name, version } of withoutIntegrity(lock)) {
    const meta = await manifest(`${name}@${version}`);
    if (meta?.dist?.integrity) {
      lock.packages[key] = { ...entryFrom(meta, version, lock.packages[key]), ...lock.packages[key], integrity: meta.dist.integrity };
      added.push(`${key}@${version}: integrity recorded`);
    }
  }
  writeFileSync(lockPath, `${JSON.stringify(lock, null, 2)}\n`);
  // npm then orders the fields and sets the dev/optional flags its own way.
  await run(npm, ["install", "--package-lock-only", ...quiet], { cwd: dir });
  for (const line of added) console.log(`added ${line}`);
  if (!added.length) console.log("nothing to add");
}

// npm on a copy of package.json and the lockfile (no node_modules, as on a fresh CI machine).
async function npmAgrees() {
  const tmp = mkdtempSync(path.join(tmpdir(), "lockcheck-"));
  const problems = [];
  try {
    for (const f of ["package.json", "package-lock.json", ".npmrc"]) {
      if (existsSync(path.join(dir, f))) copyFileSync(path.join(dir, f), path.join(tmp, f));
    }
    try {
      await run(npm, ["ci", "--dry-run", ...quiet], { cwd: tmp, maxBuffer: 1 << 26 });
    } catch (err) {
      problems.push(`npm ci refuses the lockfile:\n${String(err.stderr).trim()}`);
    }
    try {
      await run(npm, ["install", "--package-lock-only", ...quiet], { cwd: tmp, maxBuffer: 1 << 26 });
    } catch (err) {
      problems.push(`npm install --package-lock-only fails:\n${String(err.stderr).trim()}`);
      return problems;
    }
    const before = readLock().packages;
    const after = JSON.parse(readFileSync(path.join(tmp, "package-lock.json"), "utf8")).packages;
    for (const key of new Set([...Object.keys(before), ...Object.keys(after)])) {
      if (JSON.stringify(before[key]) === JSON.stringify(after[key])) continue;
      const where = key || "(root)";
      if (!before[key] || !after[key]) {
        problems.push(`npm install would ${before[key] ? "remove" : "add"} ${where}`);
        continue;
      }
      for (const field of new Set([...Object.keys(before[key]), ...Object.keys(after[key])])) {
        const [a, b] = [JSON.stringify(before[key][field]), JSON.stringify(after[key][field])];
        if (a !== b) problems.push(`npm install would change ${where} ${field}: ${a ?? "absent"} -> ${b ?? "absent"}`);
      }
    }
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }
  return problems;
}

async function check() {
  const lock = readLock();
  const problems = missingOptional(lock).map(
    ({ parent, name, spec }) => `${parent || "(root)"} has optional dependency ${name}@${spec}, not in the lockfile`,
  );
  const unhashed = withoutIntegrity(lock);
  if (!offline) {
    problems.push(...(await npmAgrees()));
    for (let i = 0; i < unhashed.length; i += 6) {
      const batch = unhashed.slice(i, i + 6);
      const metas = await Promise.all(batch.map((u) => manifest(`${u.name}@${u.version}`).catch(() => null)));
      batch.forEach(({ key, version }, j) => {
        // A note, not a failure: the registry gaining a version is no change of ours, and CI must not turn red for it.
        if (metas[j]?.dist?.integrity) console.log(`note: ${key}@${version} is on the registry now: \`npm run lockfile:fix\` records its integrity`);
      });
    }
  }
  if (unhashed.length) {
    console.log(`note: ${unhashed.length} entries have no integrity (their version is not on the registry this machine reaches): ${unhashed.map((u) => u.name).join(", ")}`);
  }
  if (problems.length) {
    for (const p of problems) console.error(`lockfile: ${p}`);
    console.error("Fix: `npm install` after a package.json change; `npm run lockfile:fix` for missing platform binaries.");
    process.exit(1);
  }
  console.log(`lockfile: complete (${Object.keys(lock.packages).length - 1} packages)${offline ? ", offline checks only" : ""}`);
}

await (fix ? fixMissing() : check());
