/**
 * The keys that seal secrets at rest (./secret-box.ts): SECRETS_KEY seals and opens,
 * SECRETS_KEY_PREVIOUS only opens. Without SECRETS_KEY the key is read from SECRETS_KEY_FILE; sandbox
 * without either makes its own once and keeps it inside the data folder it seals
 * (`secrets.key` in PGLITE_DIR, mode 0600), never in the database rows it protects and never in a
 * folder other databases share. A key file others can read or write is refused
 * (lib/config/key-file.ts). Outside sandbox SECRETS_KEY or SECRETS_KEY_FILE is required
 * (lib/config/drivers.ts refuses to start without one).
 */
import fs from "node:fs";
import path from "node:path";
import { randomBytes } from "node:crypto";
import { config } from "@/lib/config/config";
import { decodeSecretsKey } from "@/lib/config/drivers";
import { KEY_FILE_MODE, keyFileRefusal, sandboxKeyPath } from "@/lib/config/key-file";
import { isSealed, keyIdOf, openWith, sealedKeyId, sealWith } from "./secret-box";
import { log } from "@/lib/observability/log";

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

/** Where sandbox keeps its own key: SECRETS_KEY_FILE, else inside the embedded database's folder. */
export function sandboxKeyFile(): string {
  const c = config();
  return sandboxKeyPath(c.database.pgliteDir, c.secretsKeyFile);
}

/** The setting that chose the key file, for a refusal to name. */
const keyFileSetting = () => (config().secretsKeyFile ? "SECRETS_KEY_FILE" : "the sandbox key in PGLITE_DIR");

/** The key in `file`; made (32 random bytes, base64, mode 0600) when `make` and there is none. Throws naming the file when it may not be used. */
function keyFromFile(file: string, make: boolean): Buffer {
  const refused = keyFileRefusal(file, keyFileSetting());
  if (refused) throw new Error(`Refused to use the secrets key file: ${refused}.`);
  if (!fs.existsSync(file)) {
    if (!make) throw new Error(`SECRETS_KEY_FILE names ${file}, which does not exist: outside sandbox the key is never made, put it there (openssl rand -base64 32, mode 0600)`);
    // Only the owner may enter a folder made for it.
    fs.mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
    if (!adoptEarlierKey(file)) {
      try {
        // "wx": two processes starting together must not each write a key of their own.
        fs.writeFileSync(file, `${randomBytes(32).toString("base64")}\n`, { mode: KEY_FILE_MODE, flag: "wx" });
      } catch (e) {
        if ((e as NodeJS.ErrnoException).code !== "EEXIST") throw e;
      }
    }
  }
  const key = decodeSecretsKey(fs.readFileSync(file, "utf8").trim());
  if (!key) throw new Error(`${file} does not hold 32 random bytes in base64: delete it to make a new one (secrets sealed under it are then lost)`);
  return key;
}

/**
 * Before this version sandbox kept its key beside the database's folder. A database made then
 * still needs that key to open what it sealed: when the old file is this user's alone, it is
 * copied in (the old one stays where it was). A new database never takes it.
 */
function adoptEarlierKey(file: string): boolean {
  const c = config();
  if (c.secretsKeyFile) return false;
  const earlier = path.join(path.dirname(c.database.pgliteDir), "secrets.key");
  const madeBefore = c.drivers.database.driver !== "pglite" || fs.existsSync(path.join(c.database.pgliteDir, "PG_VERSION"));
  if (!madeBefore || !fs.existsSync(earlier) || keyFileRefusal(earlier, "the earlier sandbox key") !== null) return false;
  try {
    fs.copyFileSync(earlier, file, fs.constants.COPYFILE_EXCL);
    fs.chmodSync(file, KEY_FILE_MODE);
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code !== "EEXIST") throw e;
  }
  log.warn("sandbox secrets key copied into the database's folder", { from: earlier, to: file });
  return true;
}

export function secretsKeys(): SecretsKeys {
  if (state.installed) return state.installed;
  if (state.resolved) return state.resolved;
  const c = config();
  const previous = c.secretsKeyPrevious ? [c.secretsKeyPrevious] : [];
  if (c.secretsKey) state.resolved = { current: c.secretsKey, previous };
  else if (c.secretsKeyFile || c.sandbox) state.resolved = { current: keyFromFile(sandboxKeyFile(), c.sandbox), previous };
  else throw new Error("SECRETS_KEY or SECRETS_KEY_FILE is required outside sandbox: 32 random bytes in base64 (openssl rand -base64 32)");
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
