import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { config, readConfig } from "@/lib/config/config";

describe("config", () => {
  it("has a default for every setting", () => {
    const c = readConfig({});
    expect(c).toMatchObject({
      publicUrl: null,
      trustProxy: false,
      validateResponses: true,
      serviceName: "events-api",
      apiVersion: "v1",
      production: false,
      development: false,
      showDemoKeys: true,
      worldFile: path.join(process.cwd(), "worlds", "demo.json"),
      cursorSecret: null,
      auditFlushMs: 100,
      keyCacheSeconds: 5,
    });
    expect(c.database).toEqual({ postgresUrl: null, databaseUrl: null, neonWsProxy: null, pgliteDir: path.join(process.cwd(), ".data", "pglite"), poolSize: 10 });
    expect(c.store).toEqual({ upstashUrl: null, upstashToken: null, redisUrl: null, prefix: "evapi:", memoryMaxBytes: 64 * 1024 * 1024, timeoutMs: 250, retryMs: 1000 });
    expect(c).toMatchObject({ stripe: null, shopFeePercent: 5 });
  });

  it("reads the Stripe settings and the shop fee", () => {
    expect(readConfig({ STRIPE_SECRET_KEY: "sk_test_1", STRIPE_WEBHOOK_SECRET: "whsec_1", STRIPE_API_URL: "http://127.0.0.1:12111/", SHOP_FEE_PERCENT: "7.5" })).toMatchObject({
      stripe: { secretKey: "sk_test_1", webhookSecret: "whsec_1", apiUrl: "http://127.0.0.1:12111" },
      shopFeePercent: 7.5,
    });
    // The webhook secret and API origin are optional; without a secret key the others are not Stripe.
    expect(readConfig({ STRIPE_SECRET_KEY: "sk_test_1" }).stripe).toEqual({ secretKey: "sk_test_1", webhookSecret: null, apiUrl: null });
    expect(readConfig({ STRIPE_WEBHOOK_SECRET: "whsec_1", STRIPE_API_URL: "http://127.0.0.1:12111" }).stripe).toBeNull();
    expect(readConfig({ SHOP_FEE_PERCENT: "0" }).shopFeePercent).toBe(0);
    expect(readConfig({ SHOP_FEE_PERCENT: "100" }).shopFeePercent).toBe(100);
    expect(() => readConfig({ SHOP_FEE_PERCENT: "101" })).toThrow(/SHOP_FEE_PERCENT/);
    expect(() => readConfig({ SHOP_FEE_PERCENT: "-1" })).toThrow(/SHOP_FEE_PERCENT/);
    expect(() => readConfig({ SHOP_FEE_PERCENT: "five" })).toThrow(/SHOP_FEE_PERCENT/);
    expect(() => readConfig({ STRIPE_SECRET_KEY: "sk_test_1", STRIPE_API_URL: "127.0.0.1:12111" })).toThrow(/STRIPE_API_URL/);
    expect(() => readConfig({ STRIPE_SECRET_KEY: "sk_test_1", STRIPE_API_URL: "http://127.0.0.1:12111/v1" })).toThrow(/STRIPE_API_URL/);
  });

  it("reads each variable into its typed field", () => {
    const c = readConfig({
      NODE_ENV: "production",
      PUBLIC_URL: "https://api.example.com//",
      TRUST_PROXY: "1",
      WORLD_FILE: "worlds/other.json",
      CURSOR_SECRET: "s3cret",
      AUDIT_FLUSH_MS: "250",
      KEY_CACHE_SECONDS: "0",
      DATABASE_URL: "postgres://db/x",
      DATABASE_POOL_SIZE: "4",
      REDIS_URL: "redis://r:6379",
      STORE_PREFIX: "p:",
      STORE_MEMORY_MAX_MB: "8",
      STORE_TIMEOUT_MS: "400",
      STORE_RETRY_MS: "2000",
    });
    expect(c).toMatchObject({ publicUrl: "https://api.example.com", trustProxy: true, validateResponses: false, production: true, showDemoKeys: false });
    expect(c).toMatchObject({ worldFile: path.resolve("worlds/other.json"), cursorSecret: "s3cret", auditFlushMs: 250, keyCacheSeconds: 0 });
    expect(c.database).toMatchObject({ databaseUrl: "postgres://db/x", poolSize: 4 });
    expect(c.store).toMatchObject({ redisUrl: "redis://r:6379", prefix: "p:", memoryMaxBytes: 8 * 1024 * 1024, timeoutMs: 400, retryMs: 2000 });
    expect(readConfig({ NODE_ENV: "production", DEMO_KEYS: "1" }).showDemoKeys).toBe(true);
    expect(readConfig({ NODE_ENV: "development" }).development).toBe(true);
    expect(readConfig({ VERCEL_PROJECT_PRODUCTION_URL: "x.vercel.app", VERCEL: "1" })).toMatchObject({ publicUrl: "https://x.vercel.app", trustProxy: true });
    // An empty variable counts as unset.
    expect(readConfig({ CURSOR_SECRET: "", STORE_PREFIX: "" })).toMatchObject({ cursorSecret: null, store: { prefix: "evapi:" } });
  });

  it("refuses a malformed number instead of running with NaN", () => {
    expect(() => readConfig({ AUDIT_FLUSH_MS: "soon" })).toThrow(/AUDIT_FLUSH_MS/);
    expect(() => readConfig({ DATABASE_POOL_SIZE: "-1" })).toThrow(/DATABASE_POOL_SIZE/);
  });

  it("the test setup, not the code, sets the test-only behaviours", () => {
    expect(config().auditFlushMs).toBe(0);
    // The store prefix of each test process is the integration setup's (tests/store/store.test.ts).
  });

  it("only lib/config/config.ts reads the environment, and no code asks whether it runs under vitest", () => {
    const offenders: string[] = [];
    const walk = (dir: string) => {
      for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
        const file = path.join(dir, entry.name);
        if (entry.isDirectory()) walk(file);
        else if (/\.(ts|tsx)$/.test(entry.name) && file !== path.join("lib", "config", "config.ts")) {
          const source = fs.readFileSync(file, "utf8");
          if (/process\.env|\bVITEST\b/.test(source)) offenders.push(file);
        }
      }
    };
    for (const dir of ["lib", "app", "inngest"]) walk(dir);
    for (const file of ["proxy.ts", "next.config.ts"]) if (fs.existsSync(file) && /process\.env|\bVITEST\b/.test(fs.readFileSync(file, "utf8"))) offenders.push(file);
    expect(offenders).toEqual([]);
  });
});
