#!/usr/bin/env node
/**
 * Copies Scalar's standalone API reference bundle into public/vendor/scalar/, so /docs serves it
 * from this app: no CDN, and the reference works offline. Runs at postinstall and before builds.
 * One change to the copy: see EVAL_PROBE below.
 */
import fs from "node:fs";
import path from "node:path";
import { createRequire } from "node:module";

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), "..");
const require = createRequire(path.join(root, "package.json"));
let source;
try {
  source = require.resolve("@scalar/api-reference/browser/standalone.js");
} catch {
  console.warn("vendor-scalar: @scalar/api-reference is not installed; /docs will have no reference.");
  process.exit(0);
}
const target = path.join(root, "public/vendor/scalar/standalone.js");

// The portal's CSP has no 'unsafe-eval' (lib/http/csp.ts). The zod bundled in Scalar probes
// for eval with `new Function("")` to compile faster parsers; the CSP makes the probe throw, zod
// falls back to its plain parsers, and the browser reports a violation on every load. Answering
// "no eval" up front gives the same parsers without the violation.
const EVAL_PROBE = 'try{return new Function(""),!0}catch(e){return!1}';
let bundle = fs.readFileSync(source, "utf8");
if (bundle.includes(EVAL_PROBE)) bundle = bundle.replace(EVAL_PROBE, "return!1");
else console.warn("vendor-scalar: zod's eval probe was not found in this Scalar version; check /docs for CSP violations (npm run e2e).");

fs.mkdirSync(path.dirname(target), { recursive: true });
if (!fs.existsSync(target) || fs.readFileSync(target, "utf8") !== bundle) fs.writeFileSync(target, bundle);
