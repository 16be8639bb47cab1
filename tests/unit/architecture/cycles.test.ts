/**
 * The import rule of docs/architecture.md ("Layers and the import rule"): no import circle between
 * the folders of lib/ (none at all, no allowlist), and every import goes down the layers of
 * ./layers.ts, the table the doc draws (checked against the doc here), save the arrows a layer
 * names within itself: a domain importing another domain the table does not allow fails. Besides:
 * the settings leaf imports nothing of the app, only entries import the composition root, lib/
 * does not import the Inngest functions, and lib/kv has no file-level circle.
 *
 * Only runtime imports count: `import type` / `export type` (and imports naming types only) are
 * erased at build, so they cannot make a module load before another.
 */
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ROOT, importsOf, sourceFiles } from "./imports";
import { LAYERS, layerIndex, refusal } from "./layers";

/** Who may import the composition root (lib/root/app.ts): the entries. */
const ENTRY_PREFIXES = ["app/", "scripts/", "lib/server/", "inngest/", "tests/", "bench/", "e2e/"];
const ENTRY_FILES = ["instrumentation.ts"];

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

/** The layer table of docs/architecture.md, bottom first, as `name: folders | arrows`. */
function docTable(): string[] {
  const doc = fs.readFileSync(path.join(ROOT, "docs/architecture.md"), "utf8");
  const section = doc.slice(doc.indexOf("## Layers and the import rule"));
  const lines = section.split("\n");
  const first = lines.findIndex((l) => l.startsWith("|"));
  const end = lines.findIndex((l, i) => i > first && !l.startsWith("|"));
  const rows = lines.slice(first + 2, end); // the first table, less its header and rule
  const table: string[] = [];
  for (const row of rows) {
    const [name, folders, arrows] = row.split("|").slice(1, -1).map((c) => c.trim());
    const list = (cell: string) => [...cell.matchAll(/`([^`]+)`/g)].map((m) => m[1]!.replace(/\s*→\s*/, " -> ")).sort();
    table.unshift(`${name}: ${list(folders ?? "").join(", ")} | ${list(arrows ?? "").join(", ")}`);
  }
  return table;
}

const libFolders = () =>
  fs
    .readdirSync(path.join(ROOT, "lib"), { withFileTypes: true })
    .filter((e) => e.isDirectory())
    .map((e) => e.name)
    .sort();

describe("import circles and layers", () => {
  it("the parser sees the app's imports", () => {
    const { edges } = folderGraph();
    expect(edges.get("lib/registry")?.has("lib/discovery")).toBe(true);
    expect(edges.get("lib/root")?.has("lib/db")).toBe(true);
  });

  it("no circle in the folder graph of lib/ and inngest/, anywhere", () => {
    const { edges, why } = folderGraph();
    const found = circles(edges).map((c) => ({ circle: c, edges: explain(c, edges, why) }));
    expect(found).toEqual([]);
  });

  it("every folder of lib/ has its layer", () => {
    const index = layerIndex();
    expect(libFolders().filter((f) => !index.has(f)).map((f) => `lib/${f} is in no layer of tests/architecture/layers.ts`)).toEqual([]);
  });

  it("every import between folders of lib/ goes down the layers, or is an arrow its layer names", () => {
    const index = layerIndex();
    const out = new Set<string>();
    for (const i of runtime) {
      const a = folderOf(i.from);
      const b = folderOf(i.target!);
      if (!a?.startsWith("lib/") || !b?.startsWith("lib/") || a === b) continue;
      const why = refusal(a.slice(4), b.slice(4), index);
      if (why) out.add(`${why}: ${i.from} imports ${i.spec}`);
    }
    expect([...out]).toEqual([]);
  });

  it("each arrow a layer names is one of its own folders to another", () => {
    const bad = LAYERS.flatMap((l) => l.arrows.filter((a) => {
      const [from, to] = a.split(" -> ");
      return !l.folders.includes(from!) || !l.folders.includes(to!) || from === to;
    }));
    expect(bad).toEqual([]);
  });

  it("docs/architecture.md draws the same layers", () => {
    const code = LAYERS.map((l) => `${l.name}: ${[...l.folders].sort().join(", ")} | ${[...l.arrows].sort().join(", ")}`);
    expect(docTable()).toEqual(code);
  });

  it("lib/kv has no file-level circle (the adapters import store.ts; open.ts picks one)", () => {
    const edges = new Map<string, Set<string>>();
    for (const i of runtime) {
      if (!i.from.startsWith("lib/kv/") || !i.target!.startsWith("lib/kv/")) continue;
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

  it("only entries import the composition root lib/root/app.ts", () => {
    const everywhere = [...libFiles, ...["app", "scripts", "tests", "bench", "e2e"].flatMap((d) => sourceFiles(d)), "instrumentation.ts", "proxy.ts"].filter((f) => fs.existsSync(path.join(ROOT, f)));
    const out = everywhere
      .flatMap(importsOf)
      .filter((i) => i.target === "lib/root/app.ts")
      .filter((i) => !ENTRY_FILES.includes(i.from) && !ENTRY_PREFIXES.some((p) => i.from.startsWith(p)))
      .map((i) => `${i.from} imports ${i.spec}`);
    expect(out).toEqual([]);
  });

  it("lib/ does not import the Inngest functions' folder (client and events are in lib/scheduler/), except the Node entry that serves them", () => {
    const out = runtime.filter((i) => i.from.startsWith("lib/") && !i.from.startsWith("lib/server/") && i.target!.startsWith("inngest/")).map((i) => `${i.from} imports ${i.spec}`);
    expect(out).toEqual([]);
  });

  it("lib/payments imports no checkout, shop, tickets or api", () => {
    const out = runtime.filter((i) => i.from.startsWith("lib/payments/") && /^lib\/(checkout|shop|tickets|api)\//.test(i.target!)).map((i) => `${i.from} imports ${i.spec}`);
    expect(out).toEqual([]);
  });
});
