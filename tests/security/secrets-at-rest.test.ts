/**
 * Issue 25, part 1: secrets at rest. "Encrypt signing secrets with SECRETS_KEY ... store a key id
 * so the key can be rotated, and a command that re-encrypts under a new key. Decrypt only to sign.
 * Sandbox generates its own and keeps it in a file beside the embedded database, not in it."
 * (Since issue 38 that file lives inside the database's own folder: tests/security/key-files.test.ts.)
 * "Clear the previous secret when its 24 hours end." "`world:export` writes no signing secret;
 * loading a world whose webhook has none generates one."
 * Done when: "No signing secret in plain text in the database files or an export (tried on a fresh
 * demo world)".
 */
import { spawnSync } from "node:child_process";
import { randomBytes, randomUUID } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { Webhook } from "standardwebhooks";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { config } from "@/lib/config/config";
import { openPglite, type Database } from "@/lib/db/client";
import { settings, webhooks } from "@/lib/db/schema";
import { isSealed, keyIdOf, openWith, sealedKeyId, sealWith } from "@/lib/crypto/secret-box";
import { openSecret, sandboxKeyFile, secretsKeys, installSecretsKeys } from "@/lib/crypto/secrets-keys";
import { clearExpiredPreviousSecrets, resealWebhookSecrets } from "@/lib/webhooks/secrets";
import { activeSecrets, signature } from "@/lib/webhooks/sign";
import { exportWorld } from "@/lib/world/export";
import { loadWorldJson } from "@/lib/world/load";

const DEMO = JSON.parse(fs.readFileSync(path.join(process.cwd(), "worlds/demo.json"), "utf8"));
const DEMO_HOOK = DEMO.webhooks[0] as { id: string; secret: string };
/** The secret as written and its base64 body alone (either would give it away). */
const plainForms = (secret: string) => [secret, secret.slice("whsec_".length).replace(/=+$/, "")];

const TSX = path.join(process.cwd(), "node_modules/tsx/dist/cli.mjs");
const KEY_A = randomBytes(32);
const KEY_B = randomBytes(32);

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "secrets-at-rest-"));
let memory: Database;
const storedHook = async (db: Database["db"], id = DEMO_HOOK.id) => (await db.select().from(webhooks).where(eq(webhooks.id, id)))[0]!;

/** Every file under `dir` that holds any of `needles` (as bytes). */
function filesHolding(dir: string, needles: string[]): string[] {
  const found: string[] = [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    const bytes = fs.readFileSync(file);
    if (needles.some((n) => bytes.includes(Buffer.from(n)))) found.push(path.relative(dir, file));
  }
  return found;
}

beforeAll(async () => {
  memory = await openPglite(null);
});
afterEach(() => installSecretsKeys({ current: KEY_A, previous: [] }));
afterAll(async () => {
  await memory?.close();
  installSecretsKeys(null);
  fs.rmSync(tmp, { recursive: true, force: true });
});

describe("the sealed format", () => {
  it("is v1:<keyId>:<iv>:<ct>:<tag>, opens with its key only, and refuses an altered value", () => {
    const sealed = sealWith(KEY_A, DEMO_HOOK.secret);
    expect(isSealed(sealed)).toBe(true);
    expect(sealedKeyId(sealed)).toBe(keyIdOf(KEY_A));
    expect(sealed).not.toContain(plainForms(DEMO_HOOK.secret)[1]);
    expect(sealWith(KEY_A, DEMO_HOOK.secret)).not.toBe(sealed); // a fresh IV each time
    expect(openWith([KEY_B, KEY_A], sealed)).toBe(DEMO_HOOK.secret);
    expect(() => openWith([KEY_B], sealed)).toThrow(/neither SECRETS_KEY nor SECRETS_KEY_PREVIOUS/);
    const parts = sealed.split(":");
    parts[3] = Buffer.from(Buffer.from(parts[3]!, "base64url").map((b, i) => (i === 0 ? b ^ 1 : b))).toString("base64url");
    expect(() => openWith([KEY_A], parts.join(":"))).toThrow();
  });
});

describe("a fresh demo world on an embedded database on disk", () => {
  it("no signing secret in plain text in the database's files; the sealed one still signs", async () => {
    installSecretsKeys({ current: KEY_A, previous: [] });
    const dir = path.join(tmp, "demo-pglite");
    const database = await openPglite(dir);
    // A control: text stored plain is found by the same search of the files.
    const marker = `plain-marker-${randomBytes(8).toString("hex")}`;
    try {
      await loadWorldJson(database.db, DEMO);
      await database.db.insert(settings).values({ key: "test_marker", value: marker });
      const row = await storedHook(database.db);
      expect(isSealed(row.secret)).toBe(true);
      // Decrypt only to sign: the call's signature verifies with the demo's secret.
      const at = new Date();
      const sig = signature(activeSecrets(row, at), "msg_1", at, "{}");
      expect(() => new Webhook(DEMO_HOOK.secret).verify("{}", { "webhook-id": "msg_1", "webhook-timestamp": String(Math.floor(at.getTime() / 1000)), "webhook-signature": sig })).not.toThrow();
    } finally {
      await database.close();
    }
    expect(filesHolding(dir, [marker]).length).toBeGreaterThan(0);
    expect(filesHolding(dir, plainForms(DEMO_HOOK.secret))).toEqual([]);
  });

  it("the export writes no signing secret; loading it makes the webhook a new one, reported once", async () => {
    await loadWorldJson(memory.db, DEMO);
    const exported = JSON.parse(JSON.stringify(await exportWorld(memory.db)));
    const text = JSON.stringify(exported);
    expect(text).not.toContain("whsec_");
    for (const needle of plainForms(DEMO_HOOK.secret)) expect(text).not.toContain(needle);
    expect(exported.webhooks[0]).not.toHaveProperty("secret");

    const { webhookSecrets } = await loadWorldJson(memory.db, exported);
    expect(webhookSecrets).toEqual([{ id: DEMO_HOOK.id, crew: "nightshift", url: "http://localhost:4000/webhooks", secret: expect.stringMatching(/^whsec_[A-Za-z0-9+/]{43}=$/) }]);
    expect(webhookSecrets[0]!.secret).not.toBe(DEMO_HOOK.secret);
    const row = await storedHook(memory.db);
    expect(openSecret(row.secret)).toBe(webhookSecrets[0]!.secret);
    // The demo world states its secret: nothing is generated.
    expect((await loadWorldJson(memory.db, DEMO)).webhookSecrets).toEqual([]);
  });
});

describe("the previous secret", () => {
  const rotated = (rotatedAt: string) => ({ ...DEMO, webhooks: [{ ...DEMO.webhooks[0], previous_secret: `whsec_${Buffer.alloc(32, 3).toString("base64")}`, rotated_at: rotatedAt }] });

  it("signs for 24 hours after a rotation, then is cleared", async () => {
    await loadWorldJson(memory.db, rotated("now-23h"));
    const now = new Date();
    expect(isSealed((await storedHook(memory.db)).previousSecret!)).toBe(true);
    expect(activeSecrets(await storedHook(memory.db), now)).toHaveLength(2);
    expect(await clearExpiredPreviousSecrets(memory.db, now)).toBe(0);

    const later = new Date(now.getTime() + 2 * 3600_000);
    // Past its 24 hours it no longer signs, even before the sweep clears it.
    expect(activeSecrets(await storedHook(memory.db), later)).toEqual([DEMO_HOOK.secret]);
    expect(await clearExpiredPreviousSecrets(memory.db, later)).toBe(1);
    expect((await storedHook(memory.db)).previousSecret).toBeNull();
  });
});

describe("key rotation", () => {
  it("values under SECRETS_KEY_PREVIOUS still open; resealing moves every one under the new key, and the old key opens none", async () => {
    installSecretsKeys({ current: KEY_A, previous: [] });
    await loadWorldJson(memory.db, { ...DEMO, webhooks: [{ ...DEMO.webhooks[0], previous_secret: `whsec_${Buffer.alloc(32, 3).toString("base64")}`, rotated_at: "now-1h" }] });
    const before = await storedHook(memory.db);
    expect(sealedKeyId(before.secret)).toBe(keyIdOf(KEY_A));

    installSecretsKeys({ current: KEY_B, previous: [KEY_A] });
    expect(activeSecrets(before, new Date())[0]).toBe(DEMO_HOOK.secret);
    expect(await resealWebhookSecrets(memory.db)).toBe(1);
    expect(await resealWebhookSecrets(memory.db)).toBe(0);

    installSecretsKeys({ current: KEY_B, previous: [] });
    const after = await storedHook(memory.db);
    for (const v of [after.secret, after.previousSecret!]) {
      expect(sealedKeyId(v)).toBe(keyIdOf(KEY_B));
      expect(() => openWith([KEY_A], v)).toThrow();
    }
    expect(openSecret(after.secret)).toBe(DEMO_HOOK.secret);
  });

  it("a secret stored plain before sealing began signs as itself, and resealing seals it", async () => {
    await loadWorldJson(memory.db, DEMO);
    const id = randomUUID();
    const crewId = (await storedHook(memory.db)).crewId;
    const legacy = `whsec_${randomBytes(32).toString("base64")}`;
    await memory.db.insert(webhooks).values({ id, crewId, url: "https://hooks.example.org/in", events: ["order.paid"], secret: legacy, createdAt: new Date(), updatedAt: new Date() });
    expect(activeSecrets(await storedHook(memory.db, id), new Date())).toEqual([legacy]);
    expect(await resealWebhookSecrets(memory.db)).toBe(1);
    const row = await storedHook(memory.db, id);
    expect(isSealed(row.secret)).toBe(true);
    expect(openSecret(row.secret)).toBe(legacy);
  });

  it("npm run secrets:rotate re-encrypts every secret under the new SECRETS_KEY (the old one in SECRETS_KEY_PREVIOUS)", async () => {
    const dir = path.join(tmp, "rotate-pglite");
    installSecretsKeys({ current: KEY_A, previous: [] });
    let database = await openPglite(dir);
    await loadWorldJson(database.db, DEMO);
    await database.close();

    const env = { ...process.env, PGLITE_DIR: dir, DATABASE_URL: "", POSTGRES_URL: "", SECRETS_KEY: KEY_B.toString("base64"), SECRETS_KEY_PREVIOUS: KEY_A.toString("base64") };
    const r = spawnSync(process.execPath, [TSX, "scripts/secrets-rotate.ts"], { env, encoding: "utf8", timeout: 120_000 });
    expect(r.stderr).toBe("");
    expect(r.stdout).toContain(`Sealed 1 webhook again under key ${keyIdOf(KEY_B)}`);
    expect(r.status).toBe(0);

    database = await openPglite(dir);
    try {
      const row = await storedHook(database.db);
      expect(sealedKeyId(row.secret)).toBe(keyIdOf(KEY_B));
      expect(() => openWith([KEY_A], row.secret)).toThrow();
      expect(openWith([KEY_B], row.secret)).toBe(DEMO_HOOK.secret);
    } finally {
      await database.close();
    }
    expect(filesHolding(dir, plainForms(DEMO_HOOK.secret))).toEqual([]);
  }, 120_000);
});

describe("sandbox's own key", () => {
  const pgliteDir = config().database.pgliteDir;
  afterEach(() => {
    config().database.pgliteDir = pgliteDir;
  });

  it("is made once in secrets.key inside the embedded database's folder (mode 0600), never in its rows", () => {
    config().database.pgliteDir = path.join(tmp, "sandbox", "pglite");
    installSecretsKeys(null);
    expect(config().secretsKey).toBeNull();
    const file = sandboxKeyFile();
    expect(file).toBe(path.join(tmp, "sandbox", "pglite", "secrets.key"));
    const first = secretsKeys().current;
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    expect(Buffer.from(fs.readFileSync(file, "utf8").trim(), "base64")).toEqual(first);
    installSecretsKeys(null);
    expect(secretsKeys().current).toEqual(first); // read back, not made again
  });
});
