import { randomFillSync } from "node:crypto";

const CLIENT_ID = /^[A-Za-z0-9._:-]{8,128}$/;

/** The client's X-Request-Id when it is 8-128 of letters, digits and `._:-`; otherwise a new one. */
export function requestIdFor(header: string | null): string {
  if (header && CLIENT_ID.test(header)) return header;
  return newRequestId();
}

/**
 * Ids drawn a few hundred at a time: one system call and one encoding per pool, not per request.
 * The pool is one flat string of whole ids (`req_` and 32 hex digits each), so an id is a slice of
 * it: a string Node can check as a header value without first flattening a concatenation.
 */
const POOL_IDS = 256;
const ID_LENGTH = 36;
const pool = Buffer.alloc(16 * POOL_IDS);
let ids = "";
let next = POOL_IDS;

/** `req_` and 16 random bytes as 32 hex digits (the entropy of a UUID v4, and then some). */
function newRequestId(): string {
  if (next === POOL_IDS) {
    randomFillSync(pool);
    const hex = pool.toString("hex");
    ids = Array.from({ length: POOL_IDS }, (_, i) => `req_${hex.slice(32 * i, 32 * i + 32)}`).join("");
    next = 0;
  }
  const at = ID_LENGTH * next++;
  return ids.slice(at, at + ID_LENGTH);
}

/** Bytes of a made id: the 32 hex digits after `req_`. */
export const REQUEST_ID_BYTES = 16;
const hexValue = (c: number): number => (c >= 48 && c <= 57 ? c - 48 : c >= 97 && c <= 102 ? c - 87 : -1);

/**
 * Writes the 16 bytes of an id this module made (`req_` and 32 lower-case hex digits) at `at`;
 * false for any other id (a client's own), which must then be kept as it came. Kept as bytes, a
 * made id no longer holds on to its pool string.
 */
export function packRequestId(id: string, into: Uint8Array, at: number): boolean {
  if (id.length !== ID_LENGTH || !id.startsWith("req_")) return false;
  for (let k = 0; k < REQUEST_ID_BYTES; k++) {
    const hi = hexValue(id.charCodeAt(4 + 2 * k));
    const lo = hexValue(id.charCodeAt(5 + 2 * k));
    if (hi < 0 || lo < 0) return false;
    into[at + k] = (hi << 4) | lo;
  }
  return true;
}

/** The id whose bytes packRequestId wrote at `at`. */
export function unpackRequestId(from: Uint8Array, at: number): string {
  return `req_${Buffer.from(from.buffer, from.byteOffset + at, REQUEST_ID_BYTES).toString("hex")}`;
}
