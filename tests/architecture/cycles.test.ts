/**
 * The import rule of docs/architecture.md ("Layers and the import rule"): the settings leaf, the
 * composition root, the operator API, discovery and the low-level services sit in no import circle.
 * Issue 24: "A check in CI ... finds no circle among the folders named above."
 *
 * Only runtime imports count: `import type` / `export type` (and imports naming types only) are
 * erased at build, so they cannot make a module load before another.
 */
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const ROOT = process.cwd();

/** Folders that must sit in no circle of the folder graph. */
const NAMED = ["lib/config", "lib/app", "lib/platform-api", "lib/discovery", "lib/webhooks", "lib/store", "lib/db", "lib/payments", "lib/observability", "inngest"];

/** Who may import the composition root (lib/app/app.ts): the entries. */
const ENTRY_PREFIXES = ["app/", "scripts/", "lib/server/", "inngest/", "tests/", "bench/", "e2e/"];
const ENTRY_FILES = ["lib/api/bind.ts", "instrumentation.ts"];

interface Import {
  from: string; // repo-relative file that imports
  spec: string;
  target: string | null; // repo-relative resolved file, null when outside the repo's sources
  typeOnly: boolean;
}

function sourceFiles(dir: string): string[] {
  const out: string[] = [];
  const walk = (d: string) => {
    if (!fs.existsSync(path.join(ROOT, d))) return;
    for (const e of fs.readdirSync(path.join(ROOT, d), { withFileTypes: true })) {
      const rel = path.posix.join(d, e.name);
      if (e.isDirectory()) {
        if (e.name !== "node_modules") walk(rel);
      } else if (/\.(ts|tsx)$/.test(e.name) && !/\.test\.tsx?$/.test(e.name) && !e.name.endsWith(".d.ts")) out.push(rel);
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

function importsOf(file: string): Import[] {
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

const folderOf = (file: string): string | null => {
  const parts = file.split("/");
  if (parts[0] === "inngest") return "inngest";
  if (parts[0] === "lib" && parts[1]) return `lib/${parts[1].replace(/\.tsx?$/, "")}`;
  return null;
};

/** Tarjan's strongly connected components (those with more than one node, or a self-loop). */
function circles(edges: Map<string, Set<string>>): string[][] {
  let index = 0;
  const stack: string[] = [];
  const onStack = new Set<string>();
  const idx = new Map<string, number>();
  const low = new Map<string, number>();
  const found: string[][] = [];
  const strong = (v: string) => {
    idx.set(v, index);
    low.set(v, index++);
    stack.push(v);
    onStack.add(v);
    for (const w of edges.get(v) ?? []) {
      if (!idx.has(w)) {
        strong(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, idx.get(w)!));
    }
    if (low.get(v) === idx.get(v)) {
      const c: string[] = [];
      let w: string;
      do {
        w = stack.pop()!;
        onStack.delete(w);
        c.push(w);
      } while (w !== v);
      if (c.length > 1 || edges.get(v)?.has(v)) found.push(c.sort());
    }
  };
  for (const v of edges.keys()) if (!idx.has(v)) strong(v);
  return found;
}

const libFiles = [...sourceFiles("lib"), ...sourceFiles("inngest")];
const runtime = libFiles.flatMap(importsOf).filter((i) => !i.typeOnly && i.target);

function folderGraph() {
  const edges = new Map<string, Set<string>>();
  const why = new Map<string, string>();
  for (const i of runtime) {
    const a = folderOf(i.from);
    const b = folderOf(i.target!);
    if (!a || !b || a === b) continue;
    if (!edges.has(a)) edges.set(a, new Set());
    edges.get(a)!.add(b);
    if (!why.has(`${a} -> ${b}`)) why.set(`${a} -> ${b}`, `${i.from} imports ${i.spec}`);
  }
  return { edges, why };
}

/** Each edge inside a circle, with one file that makes it: what to fix. */
const explain = (c: string[], edges: Map<string, Set<string>>, why: Map<string, string>) =>
  c.flatMap((a) => [...(edges.get(a) ?? [])].filter((b) => c.includes(b)).map((b) => `${a} -> ${b}: ${why.get(`${a} -> ${b}`) ?? ""}`));

describe("import circles (issue 24)", () => {
  it("the parser sees the app's imports", () => {
    const { edges } = folderGraph();
    expect(edges.get("lib/api")?.has("lib/discovery")).toBe(true);
    expect(edges.get("lib/app")?.has("lib/db")).toBe(true);
  });

  it("no circle of the folder graph passes through the settings, the root, the operator API, discovery, webhooks, store, db, payments, observability or inngest", () => {
    const { edges, why } = folderGraph();
    const offending = circles(edges)
      .filter((c) => c.some((f) => NAMED.includes(f)))
      .map((c) => ({ circle: c, edges: explain(c, edges, why) }));
    expect(offending).toEqual([]);
  });

  it("lib/api and lib/discovery are not in one circle (the registry imports discovery, never the reverse)", () => {
    const { edges } = folderGraph();
    expect(circles(edges).filter((c) => c.includes("lib/api") && c.includes("lib/discovery"))).toEqual([]);
  });

  it("lib/store has no file-level circle (the adapters import store.ts; open.ts picks one)", () => {
    const edges = new Map<string, Set<string>>();
    for (const i of runtime) {
      if (!i.from.startsWith("lib/store/") || !i.target!.startsWith("lib/store/")) continue;
      if (!edges.has(i.from)) edges.set(i.from, new Set());
      edges.get(i.from)!.add(i.target!);
    }
    expect(circles(edges)).toEqual([]);
  });

  it("lib/config imports nothing of the app", () => {
    const out = libFiles
      .filter((f) => f.startsWith("lib/config/"))
      .flatMap(importsOf)
      .filter((i) => i.target && !i.target.startsWith("lib/config/"))
      .map((i) => `${i.from} imports ${i.spec}`);
    expect(out).toEqual([]);
  });

  it("lib/observability sits below every domain: it imports nothing of the app but the settings", () => {
    const out = libFiles
      .filter((f) => f.startsWith("lib/observability/"))
      .flatMap(importsOf)
      .filter((i) => i.target && !i.target.startsWith("lib/observability/") && !i.target.startsWith("lib/config/"))
      .map((i) => `${i.from} imports ${i.spec}`);
    expect(out).toEqual([]);
  });

  it("only entries import the composition root lib/app/app.ts", () => {
    const everywhere = [...libFiles, ...["app", "scripts", "tests", "bench", "e2e"].flatMap(sourceFiles), "instrumentation.ts", "proxy.ts"].filter((f) => fs.existsSync(path.join(ROOT, f)));
    const out = everywhere
      .flatMap(importsOf)
      .filter((i) => i.target === "lib/app/app.ts")
      .filter((i) => !ENTRY_FILES.includes(i.from) && !ENTRY_PREFIXES.some((p) => i.from.startsWith(p)))
      .map((i) => `${i.from} imports ${i.spec}`);
    expect(out).toEqual([]);
  });

  it("lib/ does not import the Inngest functions' folder (client and events are in lib/inngest/), except the Node entry that serves them", () => {
    const out = runtime.filter((i) => i.from.startsWith("lib/") && !i.from.startsWith("lib/server/") && i.target!.startsWith("inngest/")).map((i) => `${i.from} imports ${i.spec}`);
    expect(out).toEqual([]);
  });

  it("lib/payments imports no checkout, shop, tickets or api", () => {
    const out = runtime.filter((i) => i.from.startsWith("lib/payments/") && /^lib\/(checkout|shop|tickets|api)\//.test(i.target!)).map((i) => `${i.from} imports ${i.spec}`);
    expect(out).toEqual([]);
  });
});
