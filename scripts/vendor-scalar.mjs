#!/usr/bin/env node
/**
 * Copies Scalar's standalone API reference bundle into public/vendor/scalar/, so /docs serves it
 * from this app: no CDN, and the reference works offline. Runs at postinstall and before builds.
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
fs.mkdirSync(path.dirname(target), { recursive: true });
const same = fs.existsSync(target) && fs.statSync(target).size === fs.statSync(source).size && fs.readFileSync(target).equals(fs.readFileSync(source));
if (!same) fs.copyFileSync(source, target);
