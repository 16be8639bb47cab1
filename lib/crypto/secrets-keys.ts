/**
 * The keys that seal secrets at rest (./secret-box.ts): SECRETS_KEY seals and opens,
 * SECRETS_KEY_PREVIOUS only opens. Sandbox without SECRETS_KEY makes its own once and keeps it in
 * a file beside the embedded database (`.data/secrets.key` next to `.data/pglite`, mode 0600),
 * never in the database it protects. Outside sandbox SECRETS_KEY is required (lib/config/drivers.ts
 * refuses to start without it).
 */
import fs from "node:fs";
import path from "node:path";
import { randomBytes } from "node:crypto";
import { config } from "@/lib/config/config";
import { decodeSecretsKey } from "@/lib/config/drivers";
import { isSealed, keyIdOf, openWith, sealedKeyId, sealWith } from "./secret-box";

export interface SecretsKeys {
  current: Buffer;
  /** Keys that still open older values; never used to seal. */
  previous: Buffer[];
}

// On globalThis, so keys a test installed hold in modules it imports afresh (vi.resetModules).
const holder = globalThis as unknown as { __secretsKeys?: { installed: SecretsKeys | null; resolved: SecretsKeys | null } };
const state = (holder.__secretsKeys ??= { installed: null, resolved: null });

/** Tests set the keys themselves; null goes back to the settings. */
export function installSecretsKeys(keys: SecretsKeys | null): void {
  state.installed = keys;
  state.resolved = null;
}

/** Where sandbox keeps its own key: beside the embedded database's folder. */
export function sandboxKeyFile(): string {
  return path.join(path.dirname(config().database.pgliteDir), "secrets.key");
}

/** The sandbox key from its file, made (32 random bytes, base64, mode 0600) when there is none. */
function sandboxKey(file: string): Buffer {
  if (!fs.existsSync(file)) {
    fs.mkdirSync(path.dirname(file), { recursive: true });
    try {
      // "wx": two processes starting together must not each write a key of their own.
      fs.writeFileSync(file, `${randomBytes(32).toString("base64")}\n`, { mode: 0o600, flag: "wx" });
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== "EEXIST") throw e;
    }
  }
  const key = decodeSecretsKey(fs.readFileSync(file, "utf8").trim());
  if (!key) throw new Error(`${file} does not hold 32 random bytes in base64: delete it to make a new one (secrets sealed under it are then lost)`);
  return key;
}

export function secretsKeys(): SecretsKeys {
  if (state.installed) return state.installed;
  if (state.resolved) return state.resolved;
  const c = config();
  const previous = c.secretsKeyPrevious ? [c.secretsKeyPrevious] : [];
  if (c.secretsKey) state.resolved = { current: c.secretsKey, previous };
  else if (c.sandbox) state.resolved = { current: sandboxKey(sandboxKeyFile()), previous };
  else throw new Error("SECRETS_KEY is required outside sandbox: 32 random bytes in base64 (openssl rand -base64 32)");
  return state.resolved;
}

export const sealSecret = (plaintext: string): string => sealWith(secretsKeys().current, plaintext);

/**
 * The plain secret of a stored value. A value stored before sealing began (plain `whsec_…`) reads
 * as itself until the start-up pass or `npm run secrets:rotate` seals it.
 */
export function openSecret(stored: string): string {
  if (!isSealed(stored)) return stored;
  const keys = secretsKeys();
  return openWith([keys.current, ...keys.previous], stored);
}

/** Sealed under the current key already: nothing to do. */
export const sealedUnderCurrentKey = (stored: string): boolean => sealedKeyId(stored) === keyIdOf(secretsKeys().current);

/** The value sealed under the current key (opening it first when sealed under another, or plain). */
export const resealSecret = (stored: string): string => (sealedUnderCurrentKey(stored) ? stored : sealSecret(openSecret(stored)));
