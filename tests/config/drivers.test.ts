/**
 * Issue 24: "Each seam is named by one setting, with a default only in sandbox" — resolveDrivers
 * (lib/config/drivers.ts), the one place each seam's driver is resolved, and its refusals.
 */
import { describe, expect, it } from "vitest";
import { readConfig } from "@/lib/config/config";
import { checkDeploy, formatCheck } from "@/lib/config/deploy-check";
import { resolveDrivers, type Drivers } from "@/lib/config/drivers";
import { providerFor } from "@/lib/payments";
import { KEY, PRODUCTION, VERCEL_PRODUCTION } from "./envs";

const drivers = (d: Drivers) => ({ database: d.database.driver, store: d.store.driver, webhooks: d.webhooks.driver, mail: d.mail.driver, payments: d.payments.driver });
const settings = (env: Record<string, string>) => resolveDrivers(env).problems.map((p) => p.setting);

describe("resolveDrivers: each seam", () => {
  it("the README's embedded sandbox (an empty environment) passes with today's defaults", () => {
    const d = resolveDrivers({});
    expect(d.sandbox).toBe(true);
    expect(drivers(d)).toEqual({ database: "pglite", store: "memory", webhooks: "worker", mail: "sandbox", payments: "sandbox" });
    expect(d.problems).toEqual([]);
  });

  it("database: embedded PGlite, DATABASE_URL node-postgres, POSTGRES_URL Neon", () => {
    expect(resolveDrivers({ DATABASE_URL: "postgres://h/db", SANDBOX: "1" }).database.driver).toBe("node-postgres");
    expect(resolveDrivers({ POSTGRES_URL: "postgres://h/db", SANDBOX: "1" }).database.driver).toBe("neon");
    expect(resolveDrivers({ SANDBOX: "1" }).database.driver).toBe("pglite");
  });

  it("store: memory, REDIS_URL, UPSTASH_REDIS_REST_URL + _TOKEN; STORE names it", () => {
    expect(resolveDrivers({ REDIS_URL: "redis://h:6379" }).store.driver).toBe("redis");
    expect(resolveDrivers({ UPSTASH_REDIS_REST_URL: "https://u.upstash.io", UPSTASH_REDIS_REST_TOKEN: "t", REDIS_URL: "redis://h:6379" }).store.driver).toBe("upstash");
    expect(resolveDrivers({ STORE: "memory", REDIS_URL: "redis://h:6379" }).store.driver).toBe("memory");
  });

  it("webhooks: worker, or inngest with INNGEST_EVENT_KEY + INNGEST_SIGNING_KEY; WEBHOOK_DRIVER names it", () => {
    const keys = { INNGEST_EVENT_KEY: "e", INNGEST_SIGNING_KEY: "s" };
    expect(resolveDrivers(keys).webhooks.driver).toBe("inngest");
    expect(resolveDrivers({ ...keys, WEBHOOK_DRIVER: "worker" }).webhooks.driver).toBe("worker");
    // The settings leaf follows the driver: no Inngest client or route when the worker is named.
    expect(readConfig({ ...keys, WEBHOOK_DRIVER: "worker" }).inngest).toBeNull();
    expect(readConfig(keys).inngest).toEqual({ eventKey: "e", signingKey: "s" });
  });

  it("mail: sandbox or SMTP_URL", () => {
    expect(resolveDrivers({}).mail.driver).toBe("sandbox");
    expect(resolveDrivers({ SMTP_URL: "smtp://h:25" }).mail.driver).toBe("smtp");
  });

  it("payments: sandbox, none (checkouts answer 409 not_ready: no provider), or Stripe", () => {
    expect(resolveDrivers({}).payments.driver).toBe("sandbox");
    expect(resolveDrivers({ PAYMENTS: "none" }).payments.driver).toBe("none");
    expect(resolveDrivers({ STRIPE_SECRET_KEY: "sk", STRIPE_WEBHOOK_SECRET: "wh" }).payments.driver).toBe("stripe");
    // lib/payments follows the resolved driver: none is no provider, even in sandbox.
    expect(providerFor(readConfig({ PAYMENTS: "none" }))).toBeNull();
    expect(providerFor(readConfig({}))?.name).toBe("sandbox");
  });
});

describe("resolveDrivers: refusals", () => {
  it("half-set pairs are problems: Upstash URL without token, Inngest event key without signing key, Stripe key without webhook secret", () => {
    expect(settings({ UPSTASH_REDIS_REST_URL: "https://u.upstash.io" })).toEqual(["UPSTASH_REDIS_REST_TOKEN"]);
    expect(settings({ INNGEST_EVENT_KEY: "e" })).toEqual(["INNGEST_SIGNING_KEY"]);
    expect(settings({ STRIPE_SECRET_KEY: "sk" })).toEqual(["STRIPE_WEBHOOK_SECRET"]);
    expect(settings({ STRIPE_WEBHOOK_SECRET: "wh" })).toEqual(["STRIPE_SECRET_KEY"]);
  });

  it("outside sandbox: sandbox mail and sandbox payments are refused, the memory store unless named, PUBLIC_URL and SECRETS_KEY required", () => {
    expect(settings({ SANDBOX: "0" })).toEqual(["REDIS_URL", "SMTP_URL", "STRIPE_SECRET_KEY", "PUBLIC_URL", "SECRETS_KEY"]);
    expect(settings({ ...PRODUCTION, PAYMENTS: "sandbox", STRIPE_SECRET_KEY: "", STRIPE_WEBHOOK_SECRET: "" })).toEqual(["PAYMENTS"]);
    // Named explicitly, the memory store runs (one instance); so does "nothing is sold".
    expect(settings({ ...PRODUCTION, REDIS_URL: "", STORE: "memory", PAYMENTS: "none", STRIPE_SECRET_KEY: "", STRIPE_WEBHOOK_SECRET: "" })).toEqual([]);
  });

  it("SECRETS_KEY is 32 random bytes in base64", () => {
    expect(settings({ ...PRODUCTION, SECRETS_KEY: Buffer.alloc(16).toString("base64") })).toEqual(["SECRETS_KEY"]);
    expect(settings({ ...PRODUCTION, SECRETS_KEY: "not base64!" })).toEqual(["SECRETS_KEY"]);
    expect(resolveDrivers(PRODUCTION).secretsKey?.length).toBe(32);
    // Sandbox keeps working without one.
    expect(resolveDrivers({}).secretsKey).toBeNull();
  });

  it("on Vercel the embedded database, the memory store and the worker driver are refused", () => {
    expect(settings({ ...VERCEL_PRODUCTION, POSTGRES_URL: "" })).toEqual(["POSTGRES_URL"]);
    expect(settings({ ...VERCEL_PRODUCTION, UPSTASH_REDIS_REST_URL: "", UPSTASH_REDIS_REST_TOKEN: "", STORE: "memory" })).toEqual(["STORE"]);
    expect(settings({ ...VERCEL_PRODUCTION, WEBHOOK_DRIVER: "worker" })).toEqual(["WEBHOOK_DRIVER"]);
    // A preview that asks for sandbox still needs the shared services.
    expect(settings({ VERCEL: "1", VERCEL_ENV: "preview", SANDBOX: "1" })).toEqual(["POSTGRES_URL", "UPSTASH_REDIS_REST_URL", "UPSTASH_REDIS_REST_TOKEN", "INNGEST_EVENT_KEY", "INNGEST_SIGNING_KEY"]);
    expect(settings({ ...VERCEL_PRODUCTION, SANDBOX: "1" })).toEqual(["SANDBOX"]);
  });

  it("WEBHOOK_INTERNAL_HOSTS: host=address pairs for receivers on the operator's network; malformed or on Vercel, refused", () => {
    const d = resolveDrivers({ ...PRODUCTION, WEBHOOK_INTERNAL_HOSTS: "hooks.crm.example=10.0.4.7" });
    expect(d.problems).toEqual([]);
    expect([...d.webhookInternalHosts]).toEqual([["hooks.crm.example", "10.0.4.7"]]);
    expect(formatCheck(checkDeploy({ ...PRODUCTION, WEBHOOK_INTERNAL_HOSTS: "hooks.crm.example=10.0.4.7" }))).toContain("internal receivers hooks.crm.example (WEBHOOK_INTERNAL_HOSTS)");
    expect(settings({ ...PRODUCTION, WEBHOOK_INTERNAL_HOSTS: "hooks.crm.example" })).toEqual(["WEBHOOK_INTERNAL_HOSTS"]);
    expect(settings({ ...VERCEL_PRODUCTION, WEBHOOK_INTERNAL_HOSTS: "hooks.crm.example=10.0.4.7" })).toEqual(["WEBHOOK_INTERNAL_HOSTS"]);
  });

  it("Done when: a Vercel production environment with none of the services names POSTGRES_URL, UPSTASH_REDIS_REST_URL, INNGEST_SIGNING_KEY and SMTP_URL in one result", () => {
    const named = settings({ VERCEL: "1", VERCEL_ENV: "production", NODE_ENV: "production" });
    expect(named).toEqual(expect.arrayContaining(["POSTGRES_URL", "UPSTASH_REDIS_REST_URL", "INNGEST_SIGNING_KEY", "SMTP_URL"]));
  });

  it("a correct production environment passes, self-hosted and on Vercel", () => {
    expect(resolveDrivers(PRODUCTION).problems).toEqual([]);
    expect(drivers(resolveDrivers(PRODUCTION))).toEqual({ database: "node-postgres", store: "redis", webhooks: "worker", mail: "smtp", payments: "stripe" });
    expect(resolveDrivers(VERCEL_PRODUCTION).problems).toEqual([]);
    expect(drivers(resolveDrivers(VERCEL_PRODUCTION))).toEqual({ database: "neon", store: "upstash", webhooks: "inngest", mail: "smtp", payments: "none" });
    expect(readConfig(VERCEL_PRODUCTION).publicUrl).toBe("https://events.example.com");
  });
});

describe("checkDeploy: the table", () => {
  it("never prints a secret: hosts only, or set", () => {
    const text = formatCheck(checkDeploy(PRODUCTION)) + formatCheck(checkDeploy(VERCEL_PRODUCTION));
    for (const secret of ["password", "sk_live", "whsec_", "upstash-token", "inngest-event-key", "signkey", KEY]) expect(text).not.toContain(secret);
    expect(text).toContain("db.internal:5432");
    expect(text).toContain("Deploy check passed");
  });

  it("adds what the settings leaf refuses on its own (a malformed number) to the same list", () => {
    const check = checkDeploy({ AUDIT_FLUSH_MS: "soon" });
    expect(check.ok).toBe(false);
    expect(check.problems.map((p) => p.setting)).toEqual(["AUDIT_FLUSH_MS"]);
  });
});
