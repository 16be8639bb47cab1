import { randomFillSync } from "node:crypto";

const CLIENT_ID = /^[A-Za-z0-9._:-]{8,128}$/;

/** The client's X-Request-Id when it is 8-128 of letters, digits and `._:-`; otherwise a new one. */
export function requestIdFor(header: string | null): string {
  if (header && CLIENT_ID.test(header)) return header;
  return `req_${randomHex()}`;
}

/** Random bytes drawn a few hundred ids at a time, as hex: one system call and one encoding per pool, not per request. */
const POOL_IDS = 256;
const pool = Buffer.alloc(16 * POOL_IDS);
let hex = "";
let next = POOL_IDS;

/** 16 random bytes as 32 hex digits (the entropy of a UUID v4, and then some). */
function randomHex(): string {
  if (next === POOL_IDS) {
    randomFillSync(pool);
    hex = pool.toString("hex");
    next = 0;
  }
  const at = 32 * next++;
  return hex.slice(at, at + 32);
}
