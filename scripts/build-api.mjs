#!/usr/bin/env node
/**
 * Builds the plain Node entry (`npm run serve:api`) into .build/api/serve-api.mjs: one ES module
 * with the app's own code bundled (paths like "@/lib/..." resolved) and packages left to
 * node_modules. Run by `npm run serve:api` before it starts; takes about a second.
 *
 * Why a build and not tsx at run time: tsx keeps every function's name by wrapping closures in a
 * helper that redefines `name`, work done again for each closure a request creates. The bundle is
 * plain JavaScript, and the build refuses to finish if anything would load Next.js: this entry
 * runs without it; nor may it import an OpenTelemetry SDK package at start (only when an endpoint
 * is set, through import()).
 */
import { build } from "esbuild";
import path from "node:path";

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), "..");
export const OUTFILE = path.join(root, ".build/api/serve-api.mjs");

export async function buildApi() {
  const result = await build({
    entryPoints: [path.join(root, "scripts/serve-api.ts")],
    outfile: OUTFILE,
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node20",
    packages: "external",
    sourcemap: "linked",
    metafile: true,
    logLevel: "warning",
    absWorkingDir: root,
  });
  const next = Object.values(result.metafile.outputs)
    .flatMap((o) => o.imports)
    .filter((i) => i.external && (i.path === "next" || i.path.startsWith("next/")));
  if (next.length) throw new Error(`the plain Node entry must not load Next.js, but it imports ${[...new Set(next.map((i) => i.path))].join(", ")}`);
  // Without an OTLP endpoint nothing of an OpenTelemetry SDK may load: only its API (a no-op until
  // an SDK is registered) is imported at start; lib/observability/ imports the rest on demand.
  const sdk = Object.values(result.metafile.outputs)
    .flatMap((o) => o.imports)
    .filter((i) => i.external && i.kind !== "dynamic-import" && /^(@opentelemetry\/(?!api$)|@vercel\/otel)/.test(i.path));
  if (sdk.length) throw new Error(`the plain Node entry must load OpenTelemetry's SDK only when an endpoint is set (import() it), but it imports ${[...new Set(sdk.map((i) => i.path))].join(", ")} at start`);
  return result.metafile;
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.join(root, "scripts/build-api.mjs")) {
  buildApi().catch((e) => {
    console.error(e instanceof Error ? e.message : e);
    process.exit(1);
  });
}
