/**
 * Which driver each seam runs on, resolved from the environment in this one place (issue 24): the
 * composition root opens what this names, `npm run check:deploy` prints it, and the server refuses
 * to start while `problems` is not empty. Pure: it reads only the `env` it is given, no I/O.
 *
 * Sandbox keeps a default for every seam. Outside sandbox mail and payments must be named, the
 * memory store only runs when named (STORE=memory), and PUBLIC_URL and SECRETS_KEY are required.
 * On Vercel (VERCEL=1) the embedded database, the memory store and the worker driver are refused:
 * each function instance would have its own.
 */
import { parseInternalHosts } from "./internal-hosts";
import type { Env } from "./config";

export interface Problem {
  /** The environment variable to set or change. */
  setting: string;
  seam: string;
  /** Why it is refused and what to do. */
  message: string;
}

/** What named a seam's driver, for the check's table; never a secret (hosts only). */
interface Named<D extends string> {
  driver: D;
  from: string;
}

export interface Drivers {
  sandbox: boolean;
  vercel: boolean;
  database: Named<"pglite" | "node-postgres" | "neon">;
  store: Named<"memory" | "redis" | "upstash">;
  webhooks: Named<"worker" | "inngest">;
  mail: Named<"sandbox" | "smtp">;
  payments: Named<"sandbox" | "none" | "stripe">;
  /** PUBLIC_URL, else on Vercel https://VERCEL_PROJECT_PRODUCTION_URL; null: taken from each request. */
  publicUrl: { url: string | null; from: string };
  /** SECRETS_KEY decoded (32 bytes); null when unset or malformed. */
  secretsKey: Buffer | null;
  /** WEBHOOK_INTERNAL_HOSTS: receiver host names pinned to addresses on the operator's network (empty when unset or malformed). */
  webhookInternalHosts: Map<string, string>;
  problems: Problem[];
}

// As lib/config/config.ts reads them: an empty variable counts as unset.
const text = (v: string | undefined): string | null => (v === undefined || v === "" ? null : v);

/** The host of a URL, so a table can say where without printing credentials. */
export function hostOf(url: string): string {
  try {
    return new URL(url).host || "(no host)";
  } catch {
    return "(not a URL)";
  }
}

/** Whether a URL names a server: a parsable URL with a host name (`redis://` and `https:///` name none). */
export function hasHost(url: string): boolean {
  try {
    return new URL(url).hostname !== "";
  } catch {
    return false;
  }
}

/** The platform API's bearer token is refused below this length: a shorter one can be guessed. */
export const PLATFORM_TOKEN_MIN_LENGTH = 32;

/**
 * Sandbox mode: SANDBOX=1/0, else on with the embedded database, but never by default on Vercel
 * (the embedded database is refused there, so the deployment is checked as the production it is
 * meant to be). Asking for it in a production deployment (VERCEL_ENV=production) is refused.
 */
export function resolveSandbox(env: Env): { on: boolean; refused: boolean } {
  const embedded = !text(env.DATABASE_URL) && !text(env.POSTGRES_URL);
  const production = env.VERCEL_ENV === "production";
  const asked = env.SANDBOX === "1";
  const on = asked ? true : env.SANDBOX === "0" ? false : embedded && !production && env.VERCEL !== "1";
  return { on, refused: asked && production };
}

export function databaseDriver(env: Env): Drivers["database"] {
  const postgres = text(env.POSTGRES_URL);
  const proxy = text(env.NEON_WS_PROXY);
  if (postgres) return { driver: "neon", from: `POSTGRES_URL (${hostOf(postgres)})${proxy ? `, through NEON_WS_PROXY (${proxy.split("/")[0]})` : ""}` };
  const url = text(env.DATABASE_URL);
  if (url) return { driver: "node-postgres", from: `DATABASE_URL (${hostOf(url)})` };
  return { driver: "pglite", from: `embedded, ${text(env.PGLITE_DIR) ? "PGLITE_DIR" : ".data/pglite"}` };
}

/** STORE names the driver; else Upstash when either of its settings is set, Redis with REDIS_URL, else memory. */
export function storeDriver(env: Env): Drivers["store"] & { explicit: boolean } {
  const named = text(env.STORE);
  if (named === "memory" || named === "redis" || named === "upstash") return { driver: named, from: `STORE=${named}`, explicit: true };
  const upstash = text(env.UPSTASH_REDIS_REST_URL);
  if (upstash || text(env.UPSTASH_REDIS_REST_TOKEN)) return { driver: "upstash", from: `UPSTASH_REDIS_REST_URL (${upstash ? hostOf(upstash) : "unset"})`, explicit: false };
  const redis = text(env.REDIS_URL);
  if (redis) return { driver: "redis", from: `REDIS_URL (${hostOf(redis)})`, explicit: false };
  return { driver: "memory", from: "default", explicit: false };
}

/** WEBHOOK_DRIVER names it; else Inngest when either Inngest key is set, else the Postgres-schedule worker. */
export function webhookDriver(env: Env): Drivers["webhooks"] {
  const named = text(env.WEBHOOK_DRIVER);
  if (named === "worker" || named === "inngest") return { driver: named, from: `WEBHOOK_DRIVER=${named}` };
  if (text(env.INNGEST_EVENT_KEY) || text(env.INNGEST_SIGNING_KEY)) return { driver: "inngest", from: "INNGEST_EVENT_KEY + INNGEST_SIGNING_KEY" };
  return { driver: "worker", from: "default" };
}

export function mailDriver(env: Env): Drivers["mail"] {
  const url = text(env.SMTP_URL);
  return url ? { driver: "smtp", from: `SMTP_URL (${hostOf(url)})` } : { driver: "sandbox", from: "default: the sandbox mailbox" };
}

/** PAYMENTS names it; else Stripe with STRIPE_SECRET_KEY, the sandbox checkout in sandbox, else none. */
export function paymentsDriver(env: Env, sandbox: boolean): Drivers["payments"] {
  const named = text(env.PAYMENTS);
  if (named === "none" || named === "sandbox" || named === "stripe") return { driver: named, from: `PAYMENTS=${named}` };
  if (text(env.STRIPE_SECRET_KEY)) return { driver: "stripe", from: "STRIPE_SECRET_KEY" };
  return sandbox ? { driver: "sandbox", from: "default in sandbox" } : { driver: "none", from: "nothing named" };
}

/** SECRETS_KEY: 32 random bytes in base64 (`openssl rand -base64 32`). */
export function decodeSecretsKey(raw: string): Buffer | null {
  if (!/^[A-Za-z0-9+/_-]+={0,2}$/.test(raw)) return null;
  const bytes = Buffer.from(raw.replace(/-/g, "+").replace(/_/g, "/"), "base64");
  return bytes.length === 32 ? bytes : null;
}

const seamOfSetting: Record<string, string> = {
  POSTGRES_URL: "database",
  DATABASE_URL: "database",
  UPSTASH_REDIS_REST_URL: "store",
  REDIS_URL: "store",
  SMTP_URL: "mail",
  PUBLIC_URL: "public URL",
};

export function resolveDrivers(env: Env): Drivers {
  const problems: Problem[] = [];
  const refuse = (seam: string, setting: string, message: string) => problems.push({ seam, setting, message });
  const missing = (seam: string, names: string[], why: string) => {
    const unset = names.filter((name) => !text(env[name]));
    // The reason once, on the first unset variable of the pair; the other refers to it.
    unset.forEach((name, i) => refuse(seam, name, i === 0 ? `${why}: set ${names.join(" and ")}` : `needed with ${unset[0]} (same reason)`));
  };
  // A setting the server would open must name a server: its scheme and a host (`redis://` names none).
  const isUrl = (name: string, schemes: RegExp, example: string) => {
    const v = text(env[name]);
    if (v !== null && !(schemes.test(v) && hasHost(v))) refuse(seamOfSetting[name] ?? "settings", name, `${name} must be a URL with its scheme and a host, such as ${example}`);
  };

  const mode = resolveSandbox(env);
  if (env.SANDBOX !== undefined && !["", "0", "1"].includes(env.SANDBOX)) refuse("mode", "SANDBOX", `SANDBOX must be 1 or 0, not ${JSON.stringify(env.SANDBOX)}`);
  if (mode.refused) refuse("mode", "SANDBOX", "sandbox mode is refused in a production deployment (VERCEL_ENV=production): unset SANDBOX");
  // A refused sandbox is checked as the production it is deployed as.
  const sandbox = mode.on && !mode.refused;
  const vercel = env.VERCEL === "1";

  const database = databaseDriver(env);
  isUrl("POSTGRES_URL", /^postgres(ql)?:\/\//, "postgres://user:password@host/db");
  isUrl("DATABASE_URL", /^postgres(ql)?:\/\//, "postgres://user:password@host/db");
  // Plain ws:// to a proxy of one's own: for local runs and tests, never a production's database traffic.
  if (text(env.NEON_WS_PROXY) && env.VERCEL_ENV === "production") refuse("database", "NEON_WS_PROXY", "a WebSocket proxy over plain ws:// is for local runs and tests, refused in a production deployment (VERCEL_ENV=production): unset NEON_WS_PROXY");
  if (vercel && database.driver === "pglite") refuse("database", "POSTGRES_URL", "the embedded database is refused on Vercel (each function instance would have its own): set POSTGRES_URL (Neon) or DATABASE_URL");

  const store = storeDriver(env);
  if (env.STORE !== undefined && text(env.STORE) !== null && !store.explicit) refuse("store", "STORE", `STORE must be memory, redis or upstash, not ${JSON.stringify(env.STORE)}`);
  if (store.driver === "upstash") missing("store", ["UPSTASH_REDIS_REST_URL", "UPSTASH_REDIS_REST_TOKEN"], "the Upstash store needs both settings");
  if (store.driver === "redis") missing("store", ["REDIS_URL"], "the Redis store needs its address");
  isUrl("UPSTASH_REDIS_REST_URL", /^https?:\/\//, "https://eu1-example.upstash.io");
  isUrl("REDIS_URL", /^rediss?:\/\//, "redis://host:6379");
  if (store.driver === "memory") {
    if (vercel && store.explicit) refuse("store", "STORE", "the in-process store is refused on Vercel (budgets and limits would count per function instance): set UPSTASH_REDIS_REST_URL and UPSTASH_REDIS_REST_TOKEN");
    else if (vercel) missing("store", ["UPSTASH_REDIS_REST_URL", "UPSTASH_REDIS_REST_TOKEN"], "the in-process store is refused on Vercel (budgets and limits would count per function instance)");
    else if (!sandbox && !store.explicit) refuse("store", "REDIS_URL", "outside sandbox the in-process store runs only when named: set REDIS_URL (or UPSTASH_REDIS_REST_URL and _TOKEN), or STORE=memory for a single instance");
  }

  const webhooks = webhookDriver(env);
  if (text(env.WEBHOOK_DRIVER) !== null && !webhooks.from.startsWith("WEBHOOK_DRIVER")) refuse("webhooks", "WEBHOOK_DRIVER", `WEBHOOK_DRIVER must be worker or inngest, not ${JSON.stringify(env.WEBHOOK_DRIVER)}`);
  if (webhooks.driver === "inngest") missing("webhooks", ["INNGEST_EVENT_KEY", "INNGEST_SIGNING_KEY"], "webhook delivery on Inngest needs both keys");
  if (webhooks.driver === "worker" && vercel) {
    if (webhooks.from === "default") missing("webhooks", ["INNGEST_EVENT_KEY", "INNGEST_SIGNING_KEY"], "the in-process webhook worker is refused on Vercel (functions do not run between requests)");
    else refuse("webhooks", "WEBHOOK_DRIVER", "the in-process webhook worker is refused on Vercel (functions do not run between requests): set WEBHOOK_DRIVER=inngest with INNGEST_EVENT_KEY and INNGEST_SIGNING_KEY");
  }

  let webhookInternalHosts = new Map<string, string>();
  try {
    webhookInternalHosts = parseInternalHosts(env.WEBHOOK_INTERNAL_HOSTS);
  } catch (e) {
    refuse("webhooks", "WEBHOOK_INTERNAL_HOSTS", (e as Error).message);
  }
  if (vercel && webhookInternalHosts.size > 0) refuse("webhooks", "WEBHOOK_INTERNAL_HOSTS", "receivers on an internal network are refused on Vercel (a function has no such network): unset WEBHOOK_INTERNAL_HOSTS");

  const mail = mailDriver(env);
  isUrl("SMTP_URL", /^smtps?:\/\//, "smtps://user:password@smtp.example.com:465");
  if (mail.driver === "sandbox" && !sandbox) refuse("mail", "SMTP_URL", "the sandbox mailbox is refused outside sandbox (nobody would receive the mail): set SMTP_URL");

  const payments = paymentsDriver(env, sandbox);
  const stripeKey = text(env.STRIPE_SECRET_KEY);
  if (text(env.PAYMENTS) !== null && !payments.from.startsWith("PAYMENTS")) refuse("payments", "PAYMENTS", `PAYMENTS must be none, sandbox or stripe, not ${JSON.stringify(env.PAYMENTS)}`);
  if (payments.driver === "stripe") missing("payments", ["STRIPE_SECRET_KEY", "STRIPE_WEBHOOK_SECRET"], "Stripe payments need the secret key and the webhook signing secret (paid sessions are learnt from the webhook)");
  else if (stripeKey) refuse("payments", "PAYMENTS", `PAYMENTS=${payments.driver} but STRIPE_SECRET_KEY is set: unset one`);
  else if (text(env.STRIPE_WEBHOOK_SECRET)) refuse("payments", "STRIPE_SECRET_KEY", "STRIPE_WEBHOOK_SECRET is set without STRIPE_SECRET_KEY: set both or neither");
  if (payments.driver === "sandbox" && !sandbox) refuse("payments", "PAYMENTS", "the sandbox checkout is refused outside sandbox (it takes no money): set STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET, or PAYMENTS=none");
  if (payments.driver === "none" && payments.from === "nothing named") refuse("payments", "STRIPE_SECRET_KEY", "outside sandbox payments must be named: set STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET, or PAYMENTS=none where nothing is sold (checkouts then answer 409 not_ready)");
  const stripeApi = text(env.STRIPE_API_URL);
  if (stripeApi !== null && !(/^https?:\/\/[^/?#]+\/?$/.test(stripeApi) && hasHost(stripeApi))) refuse("payments", "STRIPE_API_URL", "STRIPE_API_URL must be an http(s) origin with a host, such as http://127.0.0.1:12111");

  const ownUrl = text(env.PUBLIC_URL);
  const vercelUrl = text(env.VERCEL_PROJECT_PRODUCTION_URL);
  const publicUrl = ownUrl
    ? { url: ownUrl.replace(/\/+$/, ""), from: "PUBLIC_URL" }
    : vercelUrl
      ? { url: `https://${vercelUrl}`, from: "VERCEL_PROJECT_PRODUCTION_URL" }
      : { url: null, from: "each request's origin" };
  isUrl("PUBLIC_URL", /^https?:\/\//, "https://api.example.com");
  if (publicUrl.url === null && !sandbox) refuse("public URL", "PUBLIC_URL", "outside sandbox the public base URL is required (links in mails, checkouts and problems must not follow a request's Host header): set PUBLIC_URL");

  const platformToken = text(env.PLATFORM_TOKEN);
  if (platformToken !== null && platformToken.length < PLATFORM_TOKEN_MIN_LENGTH) {
    refuse("platform API", "PLATFORM_TOKEN", `PLATFORM_TOKEN must be at least ${PLATFORM_TOKEN_MIN_LENGTH} characters (a shorter token can be guessed): openssl rand -base64 32`);
  }

  const rawKey = text(env.SECRETS_KEY);
  const secretsKey = rawKey === null ? null : decodeSecretsKey(rawKey);
  if (rawKey !== null && secretsKey === null) refuse("secrets key", "SECRETS_KEY", "SECRETS_KEY must be 32 random bytes in base64 (openssl rand -base64 32)");
  const keyFile = text(env.SECRETS_KEY_FILE);
  if (rawKey !== null && keyFile !== null) refuse("secrets key", "SECRETS_KEY_FILE", "SECRETS_KEY and SECRETS_KEY_FILE are both set: unset one");
  if (rawKey === null && keyFile === null && !sandbox) refuse("secrets key", "SECRETS_KEY", "outside sandbox a secrets key is required, kept out of the database it protects: set SECRETS_KEY to 32 random bytes in base64 (openssl rand -base64 32), or SECRETS_KEY_FILE to a file holding them (mode 0600)");

  return { sandbox, vercel, database, store: { driver: store.driver, from: store.from }, webhooks, mail, payments, publicUrl, secretsKey, webhookInternalHosts, problems };
}
