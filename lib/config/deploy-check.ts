/**
 * The deploy check (issue 24): the environment read as the server reads it, one table of what each
 * seam and setting resolves to and why it is refused, and every problem named by its variable.
 * `npm run check:deploy` prints it; the server entries run it before they open anything and
 * refuse to start with the same text. Secrets are never printed (hosts, or "set").
 */
import fs from "node:fs";
import path from "node:path";
import { databaseConfig, readConfig, type Env } from "./config";
import { hostOf, resolveDrivers, type Drivers, type Problem } from "./drivers";
import { keyFileRefusal, sandboxKeyPath } from "./key-file";
import { telemetryConfig, telemetryOn } from "./telemetry";

export interface DeployCheck {
  rows: { seam: string; resolves: string; problems: Problem[] }[];
  problems: Problem[];
  ok: boolean;
}

export function checkDeploy(env: Env): DeployCheck {
  const d = resolveDrivers(env);
  const problems = [...d.problems];
  try {
    readConfig(env);
  } catch (e) {
    // A malformed number or setting the settings leaf refuses on its own (e.g. AUDIT_FLUSH_MS=soon).
    const message = e instanceof Error ? e.message : String(e);
    const setting = /\b([A-Z][A-Z0-9]*_[A-Z0-9_]+|SANDBOX)\b/.exec(message)?.[1] ?? "settings";
    if (!problems.some((p) => p.setting === setting)) problems.push({ seam: "settings", setting, message });
  }
  const keyFile = secretsKeyFile(env, d);
  if (keyFile) {
    const refused = keyFileRefusal(keyFile.path, keyFile.setting);
    if (refused) problems.push({ seam: "secrets key", setting: keyFile.setting, message: refused });
    else if (!d.sandbox && !fs.existsSync(keyFile.path)) problems.push({ seam: "secrets key", setting: keyFile.setting, message: `${keyFile.path} does not exist: outside sandbox the key is never made; put 32 random bytes in base64 there (openssl rand -base64 32), mode 0600` });
  }
  const set = (name: string) => (env[name] ? "set" : "unset");
  const mode = d.sandbox ? "sandbox" : "production";
  const resolves: [string, string][] = [
    ["mode", `${mode}${env.SANDBOX ? ` (SANDBOX=${env.SANDBOX})` : " (default)"}${d.vercel ? `, on Vercel${env.VERCEL_ENV ? ` (${env.VERCEL_ENV})` : ""}` : ""}`],
    ["database", `${d.database.driver} <- ${d.database.from}`],
    ["store", `${d.store.driver} <- ${d.store.from}${d.store.driver === "upstash" ? `, token ${set("UPSTASH_REDIS_REST_TOKEN")}` : ""}`],
    ["webhooks", `${d.webhooks.driver} <- ${d.webhooks.from}${d.webhooks.driver === "inngest" ? ` (event key ${set("INNGEST_EVENT_KEY")}, signing key ${set("INNGEST_SIGNING_KEY")})` : env.WEBHOOK_WORKER === "0" ? " (not in this process: WEBHOOK_WORKER=0)" : ""}${d.webhookInternalHosts.size ? `; internal receivers ${[...d.webhookInternalHosts.keys()].join(", ")} (WEBHOOK_INTERNAL_HOSTS)` : ""}`],
    ["mail", `${d.mail.driver} <- ${d.mail.from}`],
    ["payments", `${d.payments.driver} <- ${d.payments.from}${d.payments.driver === "stripe" ? ` (secret key ${set("STRIPE_SECRET_KEY")}, webhook secret ${set("STRIPE_WEBHOOK_SECRET")}${env.STRIPE_API_URL ? `, API ${hostOf(env.STRIPE_API_URL)}` : ""})` : d.payments.driver === "none" ? " (checkouts answer 409 not_ready)" : ""}`],
    ["public URL", `${d.publicUrl.url ?? "unset"} <- ${d.publicUrl.from}`],
    ["platform API", env.PLATFORM_TOKEN ? "PLATFORM_TOKEN (set)" : d.sandbox ? "a token generated in sandbox, kept sealed in the database" : "off (no PLATFORM_TOKEN: its routes answer 404)"],
    ["secrets key", env.SECRETS_KEY ? (d.secretsKey ? "set (32 bytes)" : "set, malformed") : keyFile ? `${keyFile.setting === "SECRETS_KEY_FILE" ? "SECRETS_KEY_FILE" : "unset: sandbox's own"} in ${shown(keyFile.path)}` : "unset"],
    ["telemetry", telemetryRow(env)],
  ];
  const rows = resolves.map(([seam, text]) => ({ seam, resolves: text, problems: problems.filter((p) => p.seam === seam) }));
  const other = problems.filter((p) => !resolves.some(([seam]) => seam === p.seam));
  if (other.length > 0) rows.push({ seam: "settings", resolves: "", problems: other });
  return { rows, problems, ok: problems.length === 0 };
}

/** A path as the operator would type it: relative when under the working folder. */
function shown(file: string): string {
  const relative = path.relative(process.cwd(), file);
  return relative.startsWith("..") || path.isAbsolute(relative) ? file : relative;
}

/** The file the key is read from when SECRETS_KEY is unset, and the setting that names it; null: none. */
function secretsKeyFile(env: Env, d: Drivers): { path: string; setting: string } | null {
  if (env.SECRETS_KEY) return null;
  if (env.SECRETS_KEY_FILE) return { path: path.resolve(env.SECRETS_KEY_FILE), setting: "SECRETS_KEY_FILE" };
  return d.sandbox ? { path: sandboxKeyPath(databaseConfig(env).pgliteDir, null), setting: "PGLITE_DIR" } : null;
}

/** Where traces and metrics go (hosts only: an endpoint's headers may hold a token), or why nowhere. */
function telemetryRow(env: Env): string {
  let t;
  try {
    t = telemetryConfig(env);
  } catch {
    return "refused (see below)";
  }
  const to = (x: { url: string; protocol: string } | null) => (x ? `${hostOf(x.url)} (${x.protocol})` : "off");
  if (!telemetryOn(t)) return "off <- no OTEL_EXPORTER_OTLP_ENDPOINT";
  const tracing = t.vercel || t.traces ? ` (${t.sampler.name}${t.sampler.name.endsWith("traceidratio") ? ` ${t.sampler.ratio}` : ""}, ${t.tracesPerSecond === null ? "no cap" : `at most ${t.tracesPerSecond} a second`})` : "";
  return `traces ${t.vercel ? `Vercel (@vercel/otel)${t.traces ? ` and ${to(t.traces)}` : ""}` : to(t.traces)}${tracing}, metrics ${t.metrics ? `${to(t.metrics)} every ${t.metrics.intervalMs / 1000} s` : "off"}`;
}

/** The table, then one line naming every refused variable; the same text at the check and at a refused start. */
export function formatCheck(check: DeployCheck): string {
  const lines: [string, string, string][] = [["seam / setting", "resolves to", "problem"]];
  for (const row of check.rows) {
    const [first, ...rest] = row.problems;
    lines.push([row.seam, row.resolves, first ? `${first.setting}: ${first.message}` : "ok"]);
    for (const p of rest) lines.push(["", "", `${p.setting}: ${p.message}`]);
  }
  const w0 = Math.max(...lines.map((l) => l[0].length));
  const w1 = Math.max(...lines.map((l) => l[1].length));
  const out = lines.map(([a, b, c]) => `${a.padEnd(w0)} | ${b.padEnd(w1)} | ${c}`.trimEnd());
  out.splice(1, 0, `${"-".repeat(w0)}-+-${"-".repeat(w1)}-+-${"-".repeat(7)}`);
  const names = [...new Set(check.problems.map((p) => p.setting))];
  out.push("", check.ok ? "Deploy check passed: nothing refused." : `Deploy check refused ${check.problems.length} setting(s): ${names.join(", ")}`);
  return out.join("\n");
}

/** Thrown by the composition root when the settings are refused: the server must not start on them. */
export class DeployRefused extends Error {
  constructor(readonly problems: Problem[]) {
    super(`Refused to start (run npm run check:deploy): ${problems.map((p) => `${p.setting}: ${p.message}`).join("; ")}`);
    this.name = "DeployRefused";
  }
}
