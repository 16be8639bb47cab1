/**
 * Whether the platform API exists: PLATFORM_TOKEN when set; in sandbox mode without it, a token
 * generated once and kept in the database; otherwise 404 everywhere. The configuration is read once
 * per process, so each case imports the token module afresh with its own environment.
 */
import { eq } from "drizzle-orm";
import { afterEach, describe, expect, test, vi } from "vitest";
import { settings } from "@/lib/db/schema";
import type { Db } from "@/lib/db/client";
import { readConfig } from "@/lib/config/config";
import { freshDatabase } from "../support/database";
import { PLATFORM_TOKEN } from "../support/keys";

const saved = { ...process.env };
afterEach(() => {
  process.env = { ...saved };
  vi.resetModules();
});

/** lib/auth/platform-token.ts with `env` as the process environment (and so a fresh config()). */
async function tokenModule(env: Record<string, string | undefined>) {
  process.env = { ...saved, ...env };
  for (const [k, v] of Object.entries(env)) if (v === undefined) delete process.env[k];
  vi.resetModules();
  return import("@/lib/auth/platform-token");
}

const request = (authorization?: string) => new Request("http://localhost:3000/api/platform/v1/events", { method: "POST", headers: authorization ? { Authorization: authorization } : {} });
/** Never queried on these paths: the token comes from the environment or the API is off. */
const noDb = {} as Db;

describe("configuration", () => {
  test("PLATFORM_TOKEN is read; unset, it is null; sandbox is off with SANDBOX=0 or a server database", () => {
    expect(readConfig({ PLATFORM_TOKEN: "svc_plat_x" }).platformToken).toBe("svc_plat_x");
    expect(readConfig({}).platformToken).toBeNull();
    expect(readConfig({ SANDBOX: "0" }).sandbox).toBe(false);
    expect(readConfig({ DATABASE_URL: "postgres://db.test/x" }).sandbox).toBe(false);
  });
});

describe("authenticatePlatform", () => {
  test("no token configured and not in sandbox: 404 not_found whatever the request sends", async () => {
    const { authenticatePlatform, platformToken } = await tokenModule({ PLATFORM_TOKEN: undefined, SANDBOX: "0" });
    expect(await platformToken(noDb)).toBeNull();
    for (const auth of [undefined, `Bearer ${PLATFORM_TOKEN}`, "Bearer anything"]) {
      await expect(authenticatePlatform(request(auth), noDb)).rejects.toMatchObject({ code: "not_found", status: 404 });
    }
  });

  test("with PLATFORM_TOKEN: the token passes, a wrong or missing one is 401 invalid_key", async () => {
    const { authenticatePlatform } = await tokenModule({ PLATFORM_TOKEN: "svc_plat_configured", SANDBOX: "0" });
    await expect(authenticatePlatform(request("Bearer svc_plat_configured"), noDb)).resolves.toBeUndefined();
    await expect(authenticatePlatform(request("Bearer svc_plat_other"), noDb)).rejects.toMatchObject({ code: "invalid_key", status: 401 });
    await expect(authenticatePlatform(request(), noDb)).rejects.toMatchObject({ code: "invalid_key" });
    await expect(authenticatePlatform(request("svc_plat_configured"), noDb)).rejects.toMatchObject({ code: "invalid_key" });
  });

  test("sandbox without PLATFORM_TOKEN: one generated token, kept in the database", async () => {
    const { authenticatePlatform, platformToken } = await tokenModule({ PLATFORM_TOKEN: undefined, SANDBOX: "1" });
    const database = await freshDatabase();
    const token = await platformToken(database.db);
    expect(token).toMatch(/^svc_plat_sandbox_[\w-]{20,}$/);
    expect(await platformToken(database.db)).toBe(token);
    // Issue 25: kept sealed under the secrets key, never as the token itself.
    const [kept] = await database.db.select().from(settings).where(eq(settings.key, "sandbox_platform_token"));
    expect(String(kept!.value)).toMatch(/^v1:/);
    expect(String(kept!.value)).not.toContain(token!.slice("svc_plat_sandbox_".length));
    await expect(authenticatePlatform(request(`Bearer ${token}`), database.db)).resolves.toBeUndefined();
    await expect(authenticatePlatform(request(`Bearer ${PLATFORM_TOKEN}`), database.db)).rejects.toMatchObject({ code: "invalid_key" });
  });
});
