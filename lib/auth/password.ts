/**
 * Press kit passwords: scrypt on libuv's thread pool (never blocking the event loop), with the
 * cost written into the hash so a stored hash stays readable after the cost changes.
 *
 *   current: "scrypt$N=16384,r=8,p=5$<salt hex>$<hash hex>"
 *   legacy:  "scrypt$<salt hex>$<hash hex>"  (Node's defaults N=16384, r=8, p=1)
 */
import { randomBytes, scrypt as scryptCallback, scryptSync, timingSafeEqual, type ScryptOptions } from "node:crypto";

export interface ScryptCost {
  N: number;
  r: number;
  p: number;
}

/**
 * OWASP's scrypt minimum is N=2^17, r=8, p=1 (128 MiB per hash); its equivalent N=2^14, r=8, p=5
 * needs 16 MiB per hash (p runs in sequence), so the four libuv threads hash at most 64 MiB at once
 * on a small server, for about the same CPU time (~190 ms per hash on one core).
 */
export const CURRENT_COST: ScryptCost = { N: 2 ** 14, r: 8, p: 5 };
/** What hashes without parameters were made with (Node's scrypt defaults). */
export const LEGACY_COST: ScryptCost = { N: 16384, r: 8, p: 1 };

const SALT_BYTES = 16;
const KEY_BYTES = 32;
// Bounds for costs read from a stored hash: a corrupt or hostile one must not allocate gigabytes.
const MAX_N = 2 ** 20;
const MAX_R = 32;
const MAX_P = 64;

const scryptAsync = (password: string, salt: Buffer, length: number, options: ScryptOptions) =>
  new Promise<Buffer>((resolve, reject) => scryptCallback(password, salt, length, options, (e, key) => (e ? reject(e) : resolve(key))));

/** scrypt needs about 128·N·r bytes; Node refuses past 32 MiB unless maxmem allows more. */
const options = (c: ScryptCost): ScryptOptions => ({ N: c.N, r: c.r, p: c.p, maxmem: 256 * c.N * c.r });

/** A new hash at the current cost. */
export async function createPasswordHash(password: string): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const hash = await scryptAsync(password, salt, KEY_BYTES, options(CURRENT_COST));
  return `scrypt$${formatCost(CURRENT_COST)}$${salt.toString("hex")}$${hash.toString("hex")}`;
}

/**
 * @deprecated Blocks the event loop and writes the legacy format at Node's default cost. Only the
 * world loader still calls it; use `createPasswordHash` (a legacy hash is upgraded on first use).
 */
export function hashPassword(password: string): string {
  const salt = randomBytes(SALT_BYTES);
  const hash = scryptSync(password, salt, KEY_BYTES);
  return `scrypt$${salt.toString("hex")}$${hash.toString("hex")}`;
}

export interface ParsedHash {
  cost: ScryptCost;
  salt: Buffer;
  hash: Buffer;
}

/** The parts of a stored hash, either format; null when it is not one. */
export function parseHash(stored: string): ParsedHash | null {
  const parts = stored.split("$");
  if (parts[0] !== "scrypt") return null;
  let cost: ScryptCost | null;
  let saltHex: string | undefined;
  let hashHex: string | undefined;
  if (parts.length === 3) [cost, saltHex, hashHex] = [LEGACY_COST, parts[1], parts[2]];
  else if (parts.length === 4) [cost, saltHex, hashHex] = [parseCost(parts[1]!), parts[2], parts[3]];
  else return null;
  if (!cost || !saltHex || !hashHex || !/^(?:[0-9a-f]{2})+$/.test(saltHex) || !/^(?:[0-9a-f]{2}){16,64}$/.test(hashHex)) return null;
  return { cost, salt: Buffer.from(saltHex, "hex"), hash: Buffer.from(hashHex, "hex") };
}

/**
 * Checks a password in constant time (for a given hash). `rehash` is a new hash at the current
 * cost when the password is right and the stored hash was made at another cost; store it.
 */
export async function verifyPassword(password: string, stored: string): Promise<{ ok: boolean; rehash: string | null }> {
  const parsed = parseHash(stored);
  if (!parsed) return { ok: false, rehash: null };
  const actual = await scryptAsync(password, parsed.salt, parsed.hash.length, options(parsed.cost));
  const ok = timingSafeEqual(actual, parsed.hash);
  const rehash = ok && !sameCost(parsed.cost, CURRENT_COST) ? await createPasswordHash(password) : null;
  return { ok, rehash };
}

function formatCost(c: ScryptCost): string {
  return `N=${c.N},r=${c.r},p=${c.p}`;
}

function parseCost(text: string): ScryptCost | null {
  const m = /^N=(\d{1,8}),r=(\d{1,3}),p=(\d{1,3})$/.exec(text);
  if (!m) return null;
  const [N, r, p] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const powerOfTwo = N > 1 && (N & (N - 1)) === 0;
  if (!powerOfTwo || N > MAX_N || r < 1 || r > MAX_R || p < 1 || p > MAX_P) return null;
  return { N, r, p };
}

const sameCost = (a: ScryptCost, b: ScryptCost) => a.N === b.N && a.r === b.r && a.p === b.p;
