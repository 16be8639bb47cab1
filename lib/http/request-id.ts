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
/** The value of each lower-case hex digit by its character code; -1 for any other character below 128. */
const HEX = new Int8Array(128).fill(-1);
for (let c = 0; c < 10; c++) HEX[48 + c] = c;
for (let c = 0; c < 6; c++) HEX[97 + c] = 10 + c;

/**
 * Writes the 16 bytes of an id this module made (`req_` and 32 lower-case hex digits) at `at`;
 * false for any other id (a client's own), which must then be kept as it came. Kept as bytes, a
 * made id no longer holds on to its pool string. Runs for every answered call: a table lookup per
 * digit, no calls.
 */
export function packRequestId(id: string, into: Uint8Array, at: number): boolean {
  if (id.length !== ID_LENGTH || id.charCodeAt(0) !== 114 || id.charCodeAt(1) !== 101 || id.charCodeAt(2) !== 113 || id.charCodeAt(3) !== 95) return false; // "req_"
  for (let k = 0; k < REQUEST_ID_BYTES; k++) {
    const a = id.charCodeAt(4 + 2 * k);
    const b = id.charCodeAt(5 + 2 * k);
    const hi = a < 128 ? HEX[a]! : -1;
    const lo = b < 128 ? HEX[b]! : -1;
    if ((hi | lo) < 0) return false;
    into[at + k] = (hi << 4) | lo;
  }
  return true;
}

/** The id whose bytes packRequestId wrote at `at`. */
export function unpackRequestId(from: Uint8Array, at: number): string {
  return `req_${Buffer.from(from.buffer, from.byteOffset + at, REQUEST_ID_BYTES).toString("hex")}`;
}
