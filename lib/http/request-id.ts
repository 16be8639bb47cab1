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
