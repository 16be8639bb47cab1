/**
 * `npm run lint:api`: writes the OpenAPI document as served to a temporary file and lints it with
 * Spectral against .spectral.yaml (spectral:oas and the OWASP API security ruleset). Exits non-zero
 * when Spectral reports an error; warnings are printed but pass.
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { endpoints } from "@/lib/registry/registry";
import { buildOpenApi } from "@/lib/openapi/document";

/** A public https URL, as the document is served in production. */
const SERVER = "https://api.events.example/api";

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "openapi-lint-"));
const file = path.join(dir, "openapi.json");
try {
  fs.writeFileSync(file, JSON.stringify(buildOpenApi(endpoints, SERVER), null, 2));
  const bin = path.join(process.cwd(), "node_modules", ".bin", process.platform === "win32" ? "spectral.cmd" : "spectral");
  const args = ["lint", file, "--ruleset", ".spectral.yaml", "--fail-severity", "error", "--display-only-failures", ...process.argv.slice(2)];
  const r = spawnSync(bin, args, { stdio: "inherit" });
  process.exitCode = r.status ?? 1;
} finally {
  fs.rmSync(dir, { recursive: true, force: true });
}
