/**
 * The environment, read here and nowhere else in the app (scripts keep their own CLI settings such
 * as PORT). Every setting has a default that works on a fresh clone; a malformed number throws.
 */
import path from "node:path";
import { decodeSecretsKey, hasHost, resolveDrivers, resolveSandbox, type Drivers } from "./drivers";
import { telemetryConfig, type TelemetryConfig } from "./telemetry";

export type Env = Record<string, string | undefined>;

export interface DatabaseConfig {
  /** POSTGRES_URL: Neon serverless (on Vercel). */
  postgresUrl: string | null;
  /** DATABASE_URL: node-postgres. */
  databaseUrl: string | null;
  /** PGLITE_DIR: the embedded database's folder when neither URL is set. */
  pgliteDir: string;
  /** DATABASE_POOL_SIZE: connections per instance (node-postgres, Neon). */
  poolSize: number;
  /**
   * NEON_WS_PROXY: host:port/path of a WebSocket proxy in front of a PostgreSQL that is not Neon's
   * (Neon's `wsproxy`, for local runs and tests), reached over plain ws://; null: Neon's own endpoint.
   */
  neonWsProxy: string | null;
}

export interface StoreConfig {
  /** UPSTASH_REDIS_REST_URL and _TOKEN: Upstash, used only when both are set. */
  upstashUrl: string | null;
  upstashToken: string | null;
  /** REDIS_URL: a self-hosted Redis. */
  redisUrl: string | null;
  /** STORE_PREFIX: every store key lives under it. */
  prefix: string;
  /** STORE_MEMORY_MAX_MB: the in-process store's size. */
  memoryMaxBytes: number;
  /** STORE_TIMEOUT_MS: the deadline of one Redis or Upstash round trip (default 250); past it the store counts as unavailable. */
  timeoutMs: number;
  /** STORE_RETRY_MS: how long an unavailable store is not asked again (default 1000); then one call probes it. */
  retryMs: number;
}

export interface StripeSettings {
  /** STRIPE_SECRET_KEY: the platform's secret key; Checkout Sessions open on the seller's connected account. */
  secretKey: string;
  /** STRIPE_WEBHOOK_SECRET: verifies POST /api/stripe/webhook; null: that route answers 404. */
  webhookSecret: string | null;
  /** STRIPE_API_URL: another API origin (a local Stripe double), e.g. http://127.0.0.1:12111; null: Stripe's. */
  apiUrl: string | null;
}

export interface Config {
  /** Public base URL (no trailing slash), e.g. https://api.example.com; null: taken from the request. */
  publicUrl: string | null;
  /** Trust X-Forwarded-For / X-Real-IP from a proxy in front (Vercel, a load balancer). */
  trustProxy: boolean;
  /** Check every JSON answer against its declared schema before sending (on in tests and dev). */
  validateResponses: boolean;
  /** The name this service gives itself (Cache-Status, Inngest app id). */
  serviceName: string;
  apiVersion: string;
  /** NODE_ENV=production. */
  production: boolean;
  /** NODE_ENV=development (`next dev`). */
  development: boolean;
  /** The portal shows the demo world's keys: outside production, or with DEMO_KEYS=1. */
  showDemoKeys: boolean;
  /** WORLD_FILE: the world the server was started with (default worlds/demo.json), absolute. */
  worldFile: string;
  /** CURSOR_SECRET: seals pagination cursors; null: derived from SECRETS_KEY, else a secret kept in the database. */
  cursorSecret: string | null;
  /** SECRETS_KEY (32 bytes, base64): the root of the server's own secrets; required outside sandbox, never stored in the database. */
  secretsKey: Buffer | null;
  /** SECRETS_KEY_FILE (absolute): a file holding the key, mode 0600, when SECRETS_KEY is unset; sandbox makes it there when missing. */
  secretsKeyFile: string | null;
  /** SECRETS_KEY_PREVIOUS: the key before a rotation, only to open values it sealed until `npm run secrets:rotate` has sealed them again. */
  secretsKeyPrevious: Buffer | null;
  /** Each seam's driver and every refused setting (./drivers.ts); the server does not start while `drivers.problems` is not empty. */
  drivers: Drivers;
  /** AUDIT_FLUSH_MS: how long answered calls are batched before the audit write (0: at once). */
  auditFlushMs: number;
  /** KEY_CACHE_SECONDS: how long an instance trusts a key it looked up. */
  keyCacheSeconds: number;
  database: DatabaseConfig;
  store: StoreConfig;
  /**
   * Sandbox mode: on with the embedded database unless SANDBOX=0, off with a server database unless
   * SANDBOX=1; refused when VERCEL_ENV=production. It opens local webhook receivers, the sandbox
   * mailbox and checkout, a generated platform token, and WEBHOOK_TIME_SCALE.
   */
  sandbox: boolean;
  /** PLATFORM_TOKEN: the platform API's bearer token; null: the platform API answers 404 (sandbox: a generated one). */
  platformToken: string | null;
  /** WEBHOOK_TIME_SCALE: a factor on every webhook wait (holds, coalescing, retries, the turn-off clock); sandbox only, else 1. */
  webhookTimeScale: number;
  /** SMTP_URL: mail goes out over SMTP; null: the sandbox mailbox in the database. */
  smtpUrl: string | null;
  /** MAIL_FROM: the sender of every mail. */
  mailFrom: string;
  /** INNGEST_EVENT_KEY and INNGEST_SIGNING_KEY: set when webhook delivery runs on Inngest (drivers.webhooks); else null: the Postgres schedule. */
  inngest: { eventKey: string; signingKey: string } | null;
  /** WEBHOOK_WORKER=0 turns the in-process delivery worker off (when Inngest or another process sends). */
  webhookWorker: boolean;
  /** Set when payments run on Stripe (drivers.payments); null: the sandbox checkout or none. */
  stripe: StripeSettings | null;
  /** SHOP_FEE_PERCENT: the platform's share of a merch sale, 0 to 100 (default 5). */
  shopFeePercent: number;
  /** AMBASSADOR_BLOCKED_EMAILS: comma list of addresses or domains (a domain covers its subdomains) refused at ambassador sign-up and profile changes, on top of throw-away mail services. */
  ambassadorBlockedEmails: string[];
  /** OpenTelemetry from the OTEL_* variables (./telemetry.ts): where traces and metrics go, if anywhere. */
  telemetry: TelemetryConfig;
}

const text = (v: string | undefined): string | null => (v === undefined || v === "" ? null : v);

function count(env: Env, name: string, fallback: number): number {
  const raw = text(env[name]);
  if (raw === null) return fallback;
  const n = Number(raw);
  if (!Number.isFinite(n) || n < 0) throw new Error(`${name} must be a number of 0 or more, not ${JSON.stringify(raw)}`);
  return n;
}

export function databaseConfig(env: Env): DatabaseConfig {
  return {
    postgresUrl: text(env.POSTGRES_URL),
    databaseUrl: text(env.DATABASE_URL),
    pgliteDir: text(env.PGLITE_DIR) ?? path.join(process.cwd(), ".data", "pglite"),
    poolSize: count(env, "DATABASE_POOL_SIZE", 10),
    neonWsProxy: text(env.NEON_WS_PROXY),
  };
}

export function storeConfig(env: Env): StoreConfig {
  return {
    upstashUrl: text(env.UPSTASH_REDIS_REST_URL),
    upstashToken: text(env.UPSTASH_REDIS_REST_TOKEN),
    redisUrl: text(env.REDIS_URL),
    prefix: text(env.STORE_PREFIX) ?? "evapi:",
    memoryMaxBytes: count(env, "STORE_MEMORY_MAX_MB", 64) * 1024 * 1024,
    timeoutMs: Math.max(1, count(env, "STORE_TIMEOUT_MS", 250)),
    retryMs: count(env, "STORE_RETRY_MS", 1000),
  };
}

/** Sandbox mode from the environment (./drivers.ts); throws when it is asked for in a Vercel production deployment. */
export function sandboxMode(env: Env): boolean {
  const mode = resolveSandbox(env);
  if (mode.refused) throw new Error("Sandbox mode is refused in a production deployment (VERCEL_ENV=production): unset SANDBOX or set SANDBOX=0.");
  return mode.on;
}

function timeScale(env: Env, sandbox: boolean): number {
  const raw = text(env.WEBHOOK_TIME_SCALE);
  if (raw === null) return 1;
  const n = Number(raw);
  if (!Number.isFinite(n) || n <= 0 || n > 1) throw new Error(`WEBHOOK_TIME_SCALE must be a factor above 0 and at most 1, not ${JSON.stringify(raw)}`);
  if (!sandbox && n !== 1) throw new Error("WEBHOOK_TIME_SCALE is a sandbox setting: it is refused outside sandbox mode.");
  return n;
}

export function stripeSettings(env: Env): StripeSettings | null {
  const secretKey = text(env.STRIPE_SECRET_KEY);
  if (secretKey === null) return null;
  const apiUrl = text(env.STRIPE_API_URL);
  if (apiUrl !== null && !(/^https?:\/\/[^/?#]+\/?$/.test(apiUrl) && hasHost(apiUrl))) throw new Error(`STRIPE_API_URL must be an http(s) origin with a host, such as http://127.0.0.1:12111, not ${JSON.stringify(apiUrl)}`);
  return { secretKey, webhookSecret: text(env.STRIPE_WEBHOOK_SECRET), apiUrl: apiUrl?.replace(/\/$/, "") ?? null };
}

function feePercent(env: Env): number {
  const n = count(env, "SHOP_FEE_PERCENT", 5);
  if (n > 100) throw new Error(`SHOP_FEE_PERCENT must be a percentage from 0 to 100, not ${JSON.stringify(env.SHOP_FEE_PERCENT)}`);
  return n;
}

function previousSecretsKey(env: Env): Buffer | null {
  const raw = text(env.SECRETS_KEY_PREVIOUS);
  if (raw === null) return null;
  const key = decodeSecretsKey(raw);
  if (!key) throw new Error("SECRETS_KEY_PREVIOUS must be 32 random bytes in base64, as SECRETS_KEY");
  return key;
}

export function readConfig(env: Env): Config {
  const production = env.NODE_ENV === "production";
  const sandbox = sandboxMode(env);
  const drivers = resolveDrivers(env);
  const eventKey = text(env.INNGEST_EVENT_KEY);
  const signingKey = text(env.INNGEST_SIGNING_KEY);
  const worldFile = text(env.WORLD_FILE);
  return {
    publicUrl: drivers.publicUrl.url,
    trustProxy: env.TRUST_PROXY === "1" || env.VERCEL === "1",
    validateResponses: env.VALIDATE_RESPONSES ? env.VALIDATE_RESPONSES === "1" : !production,
    serviceName: "events-api",
    apiVersion: "v1",
    production,
    development: env.NODE_ENV === "development",
    showDemoKeys: !production || env.DEMO_KEYS === "1",
    worldFile: worldFile ? path.resolve(worldFile) : path.join(process.cwd(), "worlds", "demo.json"),
    cursorSecret: text(env.CURSOR_SECRET),
    secretsKey: drivers.secretsKey,
    secretsKeyFile: text(env.SECRETS_KEY_FILE) === null ? null : path.resolve(env.SECRETS_KEY_FILE!),
    secretsKeyPrevious: previousSecretsKey(env),
    drivers,
    auditFlushMs: count(env, "AUDIT_FLUSH_MS", 100),
    keyCacheSeconds: count(env, "KEY_CACHE_SECONDS", 5),
    database: databaseConfig(env),
    store: storeConfig(env),
    sandbox,
    platformToken: text(env.PLATFORM_TOKEN),
    webhookTimeScale: timeScale(env, sandbox),
    smtpUrl: drivers.mail.driver === "smtp" ? text(env.SMTP_URL) : null,
    mailFrom: text(env.MAIL_FROM) ?? "Events API <no-reply@events.example.test>",
    inngest: drivers.webhooks.driver === "inngest" && eventKey && signingKey ? { eventKey, signingKey } : null,
    webhookWorker: env.WEBHOOK_WORKER !== "0",
    stripe: drivers.payments.driver === "stripe" ? stripeSettings(env) : null,
    shopFeePercent: feePercent(env),
    ambassadorBlockedEmails: (text(env.AMBASSADOR_BLOCKED_EMAILS) ?? "").split(",").map((e) => e.trim()).filter(Boolean),
    telemetry: telemetryConfig(env),
  };
}

let cached: Config | null = null;

/** The process's settings, read once. */
export function config(): Config {
  cached ??= readConfig(process.env);
  return cached;
}
