/**
 * Issue 24: "`npm run check:deploy` ... exit code 1 when anything is refused. The server runs the
 * same check before it opens anything and refuses to start with the same list (non-zero exit,
 * never a silent fallback)." Both as an operator runs them: child processes with a whole
 * environment of their own (nothing inherited from the test run).
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { PRODUCTION } from "./envs";

const TSX = path.join(process.cwd(), "node_modules/tsx/dist/cli.mjs");
const dir = fs.mkdtempSync(path.join(os.tmpdir(), "check-deploy-"));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

function run(script: string, env: Record<string, string>) {
  // Only these variables: nothing of the test run (SANDBOX=1, DATABASE_URL) leaks into the child.
  const whole = Object.assign({} as NodeJS.ProcessEnv, { PATH: process.env.PATH ?? "", HOME: dir }, env);
  const r = spawnSync(process.execPath, [TSX, script], { env: whole, encoding: "utf8", timeout: 60_000 });
  return { status: r.status, stdout: r.stdout, stderr: r.stderr };
}

const VERCEL_EMPTY = { VERCEL: "1", VERCEL_ENV: "production", NODE_ENV: "production" };

describe("npm run check:deploy", () => {
  it("Done when: refuses a Vercel production environment with none of the services, naming POSTGRES_URL, UPSTASH_REDIS_REST_URL, INNGEST_SIGNING_KEY and SMTP_URL in one run", () => {
    const r = run("scripts/check-deploy.ts", VERCEL_EMPTY);
    expect(r.status).toBe(1);
    for (const name of ["POSTGRES_URL", "UPSTASH_REDIS_REST_URL", "INNGEST_SIGNING_KEY", "SMTP_URL"]) expect(r.stdout).toContain(name);
    expect(r.stdout).toMatch(/^seam \/ setting +\| resolves to +\| problem$/m);
  }, 60_000);

  it("Done when: passes the README's embedded sandbox (an empty environment)", () => {
    const r = run("scripts/check-deploy.ts", {});
    expect(r.stdout).toContain("Deploy check passed");
    expect(r.status).toBe(0);
  }, 60_000);

  it("passes a correct production environment", () => {
    const r = run("scripts/check-deploy.ts", PRODUCTION);
    expect(r.stdout).toMatch(/^database +\| node-postgres <- DATABASE_URL \(db\.internal:5432\) +\| ok$/m);
    expect(r.status).toBe(0);
  }, 60_000);
});

describe("the plain Node server entry (npm run serve:api)", () => {
  it("Done when: refuses to start on the same problems, before it opens anything", () => {
    const pglite = path.join(dir, "pglite");
    const r = run("scripts/serve-api.ts", { ...VERCEL_EMPTY, PGLITE_DIR: pglite, PORT: "0" });
    expect(r.status).not.toBe(0);
    for (const name of ["POSTGRES_URL", "UPSTASH_REDIS_REST_URL", "INNGEST_SIGNING_KEY", "SMTP_URL"]) expect(r.stderr).toContain(name);
    // Nothing opened: no world loaded, no embedded database created.
    expect(fs.existsSync(pglite)).toBe(false);
  }, 60_000);
});
