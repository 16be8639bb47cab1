import crypto, { createHash, randomBytes } from "node:crypto";

export type KeyType = "secret" | "publishable";

export const TOKEN_PREFIX: Record<KeyType, string> = { secret: "svc_sk_", publishable: "svc_pk_" };
/** What a well-formed token looks like; anything else is answered as an unknown key without a lookup. */
export const TOKEN_PATTERN = /^svc_(sk|pk)_[A-Za-z0-9_]{16,120}$/;

/** Node 20.12+ has a one-shot `crypto.hash`, a few times cheaper than a Hash object per request. */
const oneShot = (crypto as { hash?: (algorithm: string, data: string, encoding: "hex") => string }).hash;
export const hashToken = (token: string): string => (oneShot ? oneShot("sha256", token, "hex") : createHash("sha256").update(token).digest("hex"));

/** The visible start of a token (kept with the hash so a person can recognise the key). */
export const tokenPrefix = (token: string): string => token.slice(0, 12);
export const tokenLast4 = (token: string): string => token.slice(-4);

const ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";

/** A new token: the kind's prefix, "live_", then 32 base62 characters (about 190 bits). */
export function generateToken(type: KeyType): string {
  const bytes = randomBytes(64);
  let out = "";
  for (const b of bytes) {
    if (b < 248) out += ALPHABET[b % 62]; // 248 = 4 * 62: rejection keeps the draw uniform
    if (out.length === 32) break;
  }
  return `${TOKEN_PREFIX[type]}live_${out}`;
}

export const keyTypeOf = (token: string): KeyType | null =>
  token.startsWith(TOKEN_PREFIX.secret) ? "secret" : token.startsWith(TOKEN_PREFIX.publishable) ? "publishable" : null;
