/**
 * The deploy check refuses what it cannot use: every URL setting needs its scheme and a host
 * (`REDIS_URL=redis://` names no server), and `PLATFORM_TOKEN` is at least 32 characters (a short
 * token is guessable). Each refusal names its setting, at the check and at a refused start.
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { checkDeploy, formatCheck } from "@/lib/config/deploy-check";
import { resolveDrivers } from "@/lib/config/drivers";
import { PRODUCTION, VERCEL_PRODUCTION } from "./envs";

const settings = (env: Record<string, string>) => resolveDrivers(env).problems.map((p) => p.setting);

/** Every URL setting, with a value that has its scheme and no host. */
const HOSTLESS: [string, string][] = [
  ["DATABASE_URL", "postgres://"],
  ["POSTGRES_URL", "postgresql:///events"],
  ["REDIS_URL", "redis://"],
  ["UPSTASH_REDIS_REST_URL", "https://"],
  ["SMTP_URL", "smtps://:465"],
  ["PUBLIC_URL", "https:///"],
  ["STRIPE_API_URL", "http://"],
];

describe("URL settings need a scheme and a host", () => {
  it.each(HOSTLESS)("%s=%s is refused, naming the setting", (name, value) => {
    const check = checkDeploy({ ...PRODUCTION, [name]: value });
    expect(check.ok).toBe(false);
    expect(check.problems.map((p) => p.setting)).toContain(name);
    expect(check.problems.find((p) => p.setting === name)!.message).toMatch(/host/);
  });

  it("a scheme this setting does not take is refused too; the production values pass", () => {
    expect(settings({ ...PRODUCTION, REDIS_URL: "http://cache.internal:6379" })).toEqual(["REDIS_URL"]);
    expect(settings(PRODUCTION)).toEqual([]);
    expect(settings(VERCEL_PRODUCTION)).toEqual([]);
  });
});

describe("PLATFORM_TOKEN", () => {
  it("shorter than 32 characters is refused, naming it; 32 or more passes; unset is fine", () => {
    expect(settings({ ...PRODUCTION, PLATFORM_TOKEN: "abc" })).toEqual(["PLATFORM_TOKEN"]);
    expect(settings({ ...PRODUCTION, PLATFORM_TOKEN: "x".repeat(31) })).toEqual(["PLATFORM_TOKEN"]);
    expect(settings({ ...PRODUCTION, PLATFORM_TOKEN: "x".repeat(32) })).toEqual([]);
    expect(settings({ PLATFORM_TOKEN: "abc" })).toEqual(["PLATFORM_TOKEN"]);
    const text = formatCheck(checkDeploy({ ...PRODUCTION, PLATFORM_TOKEN: "abc" }));
    expect(text).toMatch(/PLATFORM_TOKEN: .*32 characters/);
    // Never the token itself.
    expect(text).not.toContain("abc ");
  });
});

const TSX = path.join(process.cwd(), "node_modules/tsx/dist/cli.mjs");
const dir = fs.mkdtempSync(path.join(os.tmpdir(), "unusable-settings-"));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

function checkDeployWith(env: Record<string, string>) {
  const whole = Object.assign({} as NodeJS.ProcessEnv, { PATH: process.env.PATH ?? "", HOME: dir }, env);
  const r = spawnSync(process.execPath, [TSX, "scripts/check-deploy.ts"], { env: whole, encoding: "utf8", timeout: 60_000 });
  return { status: r.status, stdout: r.stdout };
}

describe("npm run check:deploy", () => {
  it("Done when: refuses REDIS_URL=redis:// and PLATFORM_TOKEN=abc, naming each; the plain sandbox still passes", () => {
    const refused = checkDeployWith({ ...PRODUCTION, REDIS_URL: "redis://", PLATFORM_TOKEN: "abc" });
    expect(refused.status).toBe(1);
    expect(refused.stdout).toMatch(/Deploy check refused 2 setting\(s\): REDIS_URL, PLATFORM_TOKEN/);
    const sandbox = checkDeployWith({});
    expect(sandbox.stdout).toContain("Deploy check passed");
    expect(sandbox.status).toBe(0);
  }, 60_000);
});
