/**
 * The import statements of the repository's TypeScript files, read as text (no build): what the
 * architecture tests check. Only runtime imports load a module: `import type` / `export type` (and
 * imports naming types only) are erased at build, and are marked `typeOnly`.
 */
import fs from "node:fs";
import path from "node:path";

export const ROOT = process.cwd();

export interface Import {
  from: string; // repo-relative file that imports
  spec: string;
  target: string | null; // repo-relative resolved file, null when outside the repo's sources
  typeOnly: boolean;
}

/** The .ts/.tsx files under `dir` (repo-relative), test files only with `tests: true`. */
export function sourceFiles(dir: string, options: { tests?: boolean } = {}): string[] {
  const out: string[] = [];
  const walk = (d: string) => {
    if (!fs.existsSync(path.join(ROOT, d))) return;
    for (const e of fs.readdirSync(path.join(ROOT, d), { withFileTypes: true })) {
      const rel = path.posix.join(d, e.name);
      if (e.isDirectory()) {
        if (e.name !== "node_modules") walk(rel);
      } else if (/\.(ts|tsx)$/.test(e.name) && (options.tests || !/\.test\.tsx?$/.test(e.name)) && !e.name.endsWith(".d.ts")) out.push(rel);
    }
  };
  walk(dir);
  return out;
}

function resolve(from: string, spec: string): string | null {
  let base: string;
  if (spec.startsWith("@/")) base = spec.slice(2);
  else if (spec.startsWith("./") || spec.startsWith("../")) base = path.posix.normalize(path.posix.join(path.posix.dirname(from), spec));
  else return null;
  base = base.replace(/\.(ts|tsx|js)$/, "");
  for (const c of [`${base}.ts`, `${base}.tsx`, `${base}/index.ts`, `${base}/index.tsx`]) if (fs.existsSync(path.join(ROOT, c))) return c;
  return null;
}

/** Drops comments, so an `import("...")` in a doc comment is not an edge (strings are kept). */
const stripComments = (src: string) => src.replace(/\/\*[\s\S]*?\*\//g, "").replace(/^\s*\/\/.*$/gm, "");

const IMPORT_RE = /(?:^|[\n;])\s*(import|export)\s+([^"';]*?)\s+from\s+["']([^"']+)["']|(?:^|[\n;])\s*import\s+["']([^"']+)["']|\bimport\(\s*["']([^"']+)["']\s*\)/g;

export function importsOf(file: string): Import[] {
  const src = stripComments(fs.readFileSync(path.join(ROOT, file), "utf8"));
  const out: Import[] = [];
  for (const m of src.matchAll(IMPORT_RE)) {
    const spec = m[3] ?? m[4] ?? m[5] ?? "";
    let typeOnly = false;
    if (m[3]) {
      const clause = (m[2] ?? "").trim();
      // `import type {..}`, `export type {..}`, or braces naming only types.
      const braces = /^\{([\s\S]*)\}$/.exec(clause);
      typeOnly = /^type\b/.test(clause) || (!!braces && (braces[1] ?? "").split(",").every((s) => s.trim() === "" || /^type\s/.test(s.trim())));
    }
    out.push({ from: file, spec, target: resolve(file, spec), typeOnly });
  }
  return out;
}
