/**
 * The sandbox secrets key and the embedded database's files. The key lives inside the data folder
 * it seals (PGLITE_DIR), or where SECRETS_KEY_FILE names: never in a folder shared with other
 * databases. A key file others can read or write is refused at start, naming the path and the
 * mode it needs. The embedded database's files are created without group or world write.
 * Done when: `PGLITE_DIR=/x/db` start writes nothing into /x beside db.
 */
// It changes the process's settings (config()) for its tests, which a shared worker would carry to the next file.
// test: own process
import { spawn, spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, afterEach, describe, expect, it } from "vitest";
import { config } from "@/lib/config/config";
import { openPglite } from "@/lib/db/client";
import { installSecretsKeys, sandboxKeyFile, secretsKeys } from "@/lib/crypto/secrets-keys";

const TSX = path.join(process.cwd(), "node_modules/tsx/dist/cli.mjs");
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "key-files-"));
const base64Key = () => `${randomBytes(32).toString("base64")}\n`;

afterAll(() => {
  installSecretsKeys(null);
  fs.rmSync(tmp, { recursive: true, force: true });
});

/** Files and folders under `dir` that a group or others may write. */
function writableByOthers(dir: string): string[] {
  const found: string[] = [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true, recursive: true })) {
    const full = path.join(entry.parentPath, entry.name);
    if (fs.lstatSync(full).mode & 0o022) found.push(path.relative(dir, full));
  }
  return found;
}

describe("the sandbox key's file", () => {
  const c = config();
  const saved = { pgliteDir: c.database.pgliteDir, keyFile: (c as { secretsKeyFile?: string | null }).secretsKeyFile ?? null, driver: c.drivers.database.driver };
  afterEach(() => {
    c.database.pgliteDir = saved.pgliteDir;
    c.drivers.database.driver = saved.driver;
    (c as { secretsKeyFile?: string | null }).secretsKeyFile = saved.keyFile;
    installSecretsKeys({ current: randomBytes(32), previous: [] });
  });

  it("lives inside the database's own folder, never beside it where neighbours share it", () => {
    const parent = path.join(tmp, "shared");
    c.database.pgliteDir = path.join(parent, "one");
    installSecretsKeys(null);
    expect(sandboxKeyFile()).toBe(path.join(parent, "one", "secrets.key"));
    const first = secretsKeys().current;
    expect(fs.statSync(sandboxKeyFile()).mode & 0o777).toBe(0o600);
    // A second database under the same parent gets a key of its own.
    c.database.pgliteDir = path.join(parent, "two");
    installSecretsKeys(null);
    expect(secretsKeys().current).not.toEqual(first);
    expect(fs.readdirSync(parent).sort()).toEqual(["one", "two"]);
  });

  it("a database made when the key lived beside its folder keeps that key (copied in, this user's alone); a new one never takes it", () => {
    const parent = path.join(tmp, "earlier");
    fs.mkdirSync(path.join(parent, "old-db"), { recursive: true });
    // The embedded database's rule (on a server, every database was made before), whatever database this run tests on.
    c.drivers.database.driver = "pglite";
    fs.writeFileSync(path.join(parent, "old-db", "PG_VERSION"), "17\n");
    const earlier = base64Key();
    fs.writeFileSync(path.join(parent, "secrets.key"), earlier, { mode: 0o600 });
    c.database.pgliteDir = path.join(parent, "old-db");
    installSecretsKeys(null);
    expect(secretsKeys().current).toEqual(Buffer.from(earlier.trim(), "base64"));
    expect(fs.statSync(path.join(parent, "old-db", "secrets.key")).mode & 0o777).toBe(0o600);
    c.database.pgliteDir = path.join(parent, "new-db");
    installSecretsKeys(null);
    expect(secretsKeys().current).not.toEqual(Buffer.from(earlier.trim(), "base64"));
  });

  it("SECRETS_KEY_FILE names where it lives instead", () => {
    const file = path.join(tmp, "elsewhere", "sandbox.key");
    (c as { secretsKeyFile?: string | null }).secretsKeyFile = file;
    c.database.pgliteDir = path.join(tmp, "db-with-key-elsewhere");
    installSecretsKeys(null);
    expect(sandboxKeyFile()).toBe(file);
    const key = secretsKeys().current;
    expect(Buffer.from(fs.readFileSync(file, "utf8").trim(), "base64")).toEqual(key);
    expect(fs.existsSync(path.join(tmp, "db-with-key-elsewhere", "secrets.key"))).toBe(false);
  });

  it.each(["644", "640", "604", "660", "666"])("a key file of mode 0%s is refused, naming its path and 0600", (octal) => {
    const mode = parseInt(octal, 8);
    const dir = path.join(tmp, `loose-${mode.toString(8)}`);
    fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
    const file = path.join(dir, "secrets.key");
    fs.writeFileSync(file, base64Key());
    fs.chmodSync(file, mode);
    c.database.pgliteDir = dir;
    installSecretsKeys(null);
    expect(() => secretsKeys()).toThrow(new RegExp(`${file.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}.*0${mode.toString(8)}.*0600`));
  });
});

describe("the embedded database's files", () => {
  it("are created without group or world write, in a folder only the owner may enter", async () => {
    const dir = path.join(tmp, "fresh-db");
    const database = await openPglite(dir);
    await database.close();
    expect(writableByOthers(dir)).toEqual([]);
    expect(fs.statSync(dir).mode & 0o777).toBe(0o700);
  }, 120_000);
});

/** Runs the plain Node entry (deploy check, world load, then the server) until it listens, then stops it. */
function startAndStop(env: Record<string, string>): Promise<{ status: number | null; output: string }> {
  const whole = Object.assign({} as NodeJS.ProcessEnv, { PATH: process.env.PATH ?? "", HOME: tmp, PORT: "0", PRINT_READY: "1" }, env);
  const child = spawn(process.execPath, [TSX, "scripts/serve-api.ts"], { env: whole, stdio: ["ignore", "pipe", "pipe"] });
  let output = "";
  return new Promise((resolve) => {
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      if (/READY \d+/.test(output)) child.kill("SIGTERM");
    };
    child.stdout.on("data", read);
    child.stderr.on("data", read);
    child.on("exit", (status) => resolve({ status, output }));
  });
}

describe("a start with PGLITE_DIR=/x/db", () => {
  it("Done when: writes nothing into /x beside db; the key is inside db, mode 0600; no file others may write", async () => {
    const x = path.join(tmp, "x");
    fs.mkdirSync(x);
    const r = await startAndStop({ PGLITE_DIR: path.join(x, "db") });
    expect(r.output).toContain("READY");
    expect(fs.readdirSync(x)).toEqual(["db"]);
    expect(fs.statSync(path.join(x, "db", "secrets.key")).mode & 0o777).toBe(0o600);
    expect(writableByOthers(path.join(x, "db"))).toEqual([]);
  }, 180_000);

  it("a key file others can read is refused at start: non-zero exit, the path and the mode it needs", () => {
    const dir = path.join(tmp, "y", "db");
    fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
    const key = path.join(tmp, "y", "planted.key");
    fs.writeFileSync(key, base64Key());
    fs.chmodSync(key, 0o644);
    const whole = Object.assign({} as NodeJS.ProcessEnv, { PATH: process.env.PATH ?? "", HOME: tmp, PORT: "0", PGLITE_DIR: dir, SECRETS_KEY_FILE: key });
    const r = spawnSync(process.execPath, [TSX, "scripts/serve-api.ts"], { env: whole, encoding: "utf8", timeout: 120_000 });
    expect(r.status).not.toBe(0);
    expect(`${r.stdout}${r.stderr}`).toContain(key);
    expect(`${r.stdout}${r.stderr}`).toMatch(/0600/);
    expect(`${r.stdout}${r.stderr}`).toContain("SECRETS_KEY_FILE");
  }, 120_000);
});
