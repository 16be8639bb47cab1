/**
 * Writes a route.ts under app/api/{v1,admin/v1,platform/v1} for every path of the registry: one
 * line that binds it.
 * `--check` exits 1 when a file is missing, stale or left over (the test suite runs this).
 */
import fs from "node:fs";
import path from "node:path";
import { allEndpoints } from "@/lib/api/registry";
import { routeFolder } from "@/lib/api/router";

export const CUSTOM_MARKER = "// route: custom";
/** The folders of the three surfaces. */
const ROOTS = ["app/api/v1", "app/api/admin/v1", "app/api/platform/v1"];

export function expectedRoutes(): Map<string, string> {
  const files = new Map<string, string>();
  for (const p of new Set(allEndpoints.map((e) => e.path))) {
    const file = path.join(routeFolder(p), "route.ts");
    files.set(file, `import { bind } from "@/lib/api/bind";\n\nexport const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = bind("${p}");\n`);
  }
  return files;
}

function existingRoutes(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { recursive: true, encoding: "utf8" }).filter((f) => f.endsWith("route.ts")).map((f) => path.join(dir, f));
}

export function routeDrift(root = process.cwd()): string[] {
  const expected = expectedRoutes();
  const problems: string[] = [];
  for (const [file, text] of expected) {
    const full = path.join(root, file);
    if (!fs.existsSync(full)) problems.push(`missing ${file}`);
    else if (fs.readFileSync(full, "utf8") !== text && !fs.readFileSync(full, "utf8").includes(CUSTOM_MARKER)) problems.push(`stale ${file}`);
  }
  for (const full of ROOTS.flatMap((r) => existingRoutes(path.join(root, r)))) {
    const rel = path.relative(root, full);
    if (!expected.has(rel) && !fs.readFileSync(full, "utf8").includes(CUSTOM_MARKER)) problems.push(`left over ${rel}`);
  }
  return problems;
}

if (process.argv[1] && import.meta.url.endsWith(path.basename(process.argv[1]))) {
  if (process.argv.includes("--check")) {
    const drift = routeDrift();
    for (const d of drift) console.error(d);
    process.exit(drift.length ? 1 : 0);
  }
  for (const [file, text] of expectedRoutes()) {
    fs.mkdirSync(path.dirname(file), { recursive: true });
    if (!fs.existsSync(file) || !fs.readFileSync(file, "utf8").includes(CUSTOM_MARKER)) fs.writeFileSync(file, text);
  }
  for (const full of ROOTS.flatMap((r) => existingRoutes(r))) {
    if (!expectedRoutes().has(full) && !fs.readFileSync(full, "utf8").includes(CUSTOM_MARKER)) fs.rmSync(full);
  }
  console.log(`${expectedRoutes().size} route files written`);
}
