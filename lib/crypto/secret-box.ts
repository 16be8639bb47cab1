/**
 * Secrets kept at rest (webhook signing secrets): AES-256-GCM under SECRETS_KEY, written as
 * `v1:<keyId>:<iv>:<ciphertext>:<tag>` (base64url parts). The key id (the first bytes of a hash of
 * the key) says which key sealed a value, so SECRETS_KEY can be rotated: values under an older key
 * open with SECRETS_KEY_PREVIOUS until `npm run secrets:rotate` has sealed them again. Pure: the
 * keys are passed in (./secrets-keys.ts resolves them).
 */
import { createCipheriv, createDecipheriv, createHash, randomBytes } from "node:crypto";

const VERSION = "v1";
const SEALED = /^v1:([0-9a-f]{16}):([A-Za-z0-9_-]{16}):([A-Za-z0-9_-]*):([A-Za-z0-9_-]{22})$/;

/** A key's id: 8 bytes of its SHA-256, in hex (says which key, reveals nothing usable of it). */
export function keyIdOf(key: Buffer): string {
  return createHash("sha256").update("events-api secrets key id\0").update(key).digest("hex").slice(0, 16);
}

export function isSealed(value: string): boolean {
  return SEALED.test(value);
}

/** The id of the key that sealed `value`, or null when it is not sealed (a legacy plain value). */
export function sealedKeyId(value: string): string | null {
  return SEALED.exec(value)?.[1] ?? null;
}

export function sealWith(key: Buffer, plaintext: string): string {
  const id = keyIdOf(key);
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", key, iv);
  // The version and key id are authenticated too: a value cannot be relabelled.
  cipher.setAAD(Buffer.from(`${VERSION}:${id}`));
  const body = Buffer.concat([cipher.update(plaintext, "utf8"), cipher.final()]);
  return [VERSION, id, iv.toString("base64url"), body.toString("base64url"), cipher.getAuthTag().toString("base64url")].join(":");
}

/** Opens a sealed value with whichever of `keys` sealed it; throws when none did or it was altered. */
export function openWith(keys: readonly Buffer[], sealed: string): string {
  const m = SEALED.exec(sealed);
  if (!m) throw new Error("not a sealed secret");
  const key = keys.find((k) => keyIdOf(k) === m[1]);
  if (!key) throw new Error(`sealed under key ${m[1]}, which is neither SECRETS_KEY nor SECRETS_KEY_PREVIOUS`);
  const decipher = createDecipheriv("aes-256-gcm", key, Buffer.from(m[2]!, "base64url"));
  decipher.setAAD(Buffer.from(`${VERSION}:${m[1]}`));
  decipher.setAuthTag(Buffer.from(m[4]!, "base64url"));
  return Buffer.concat([decipher.update(Buffer.from(m[3]!, "base64url")), decipher.final()]).toString("utf8");
}
