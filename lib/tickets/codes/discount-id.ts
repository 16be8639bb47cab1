/**
 * The `discount_id` that POST /v1/coupons/validate hands out and ticket checkout takes back.
 *
 * `cpn_` and base64url: the event id and the coupon's code (lower case) sealed with a synthetic
 * IV (AES-256-CTR under an IV that is an HMAC of the plaintext), as the ambassador discount id is
 * built (lib/ambassadors/code-query.ts). So the same code in any case on the same event always
 * gives the same id, nobody can make one up, and it opens without a table. The keys derive from
 * the cursor secret; changing that secret retires every id. An id names a coupon, not a promise:
 * `resolveCouponDiscountId` checks the coupon again against the current data.
 */
import { createCipheriv, createDecipheriv, createHmac, timingSafeEqual } from "node:crypto";
import { scopeDb, type CrewScope } from "@/lib/crew/scope";
import { cursorKey } from "@/lib/http/cursor";
import { findCoupon, type CouponOnEvent } from "./codes-query";

export const COUPON_DISCOUNT_ID_PREFIX = "cpn_";
/** Codes are at most 64 characters (the routes' limit), at most 256 bytes of UTF-8. */
const MAX_CODE_BYTES = 256;
const COUPON_DISCOUNT_ID_PATTERN = /^cpn_[A-Za-z0-9_-]{27,372}$/;

const subKey = (secret: Buffer, use: string) => createHmac("sha256", secret).update(`coupon discount id: ${use}`).digest();
const siv = (secret: Buffer, plain: Buffer) => createHmac("sha256", subKey(secret, "mac")).update(plain).digest().subarray(0, 16);
const ctr = (secret: Buffer, iv: Buffer, data: Buffer, decrypt: boolean) => {
  const c = decrypt ? createDecipheriv("aes-256-ctr", subKey(secret, "enc"), iv) : createCipheriv("aes-256-ctr", subKey(secret, "enc"), iv);
  return Buffer.concat([c.update(data), c.final()]);
};

function plaintext(eventId: number, code: string): Buffer {
  const head = Buffer.alloc(4);
  head.writeUInt32BE(eventId, 0);
  return Buffer.concat([head, Buffer.from(code.toLowerCase(), "utf8")]);
}

/** The stable, opaque id of a coupon code (any case) on one event, under `secret`. */
export function sealCouponDiscountId(secret: Buffer, eventId: number, code: string): string {
  const plain = plaintext(eventId, code);
  const iv = siv(secret, plain);
  return COUPON_DISCOUNT_ID_PREFIX + Buffer.concat([iv, ctr(secret, iv, plain, false)]).toString("base64url");
}

/** The event and (lower-case) code an id names, or null when it is malformed or not sealed by `secret`. */
export function openCouponDiscountId(secret: Buffer, discountId: string): { eventId: number; code: string } | null {
  if (!COUPON_DISCOUNT_ID_PATTERN.test(discountId)) return null;
  const raw = Buffer.from(discountId.slice(COUPON_DISCOUNT_ID_PREFIX.length), "base64url");
  if (raw.length < 21 || raw.length > 20 + MAX_CODE_BYTES) return null;
  const iv = raw.subarray(0, 16);
  const plain = ctr(secret, iv, raw.subarray(16), true);
  if (!timingSafeEqual(iv, siv(secret, plain))) return null;
  return { eventId: plain.readUInt32BE(0), code: plain.subarray(4).toString("utf8") };
}

/** The discount id of a coupon code on an event (no check that the coupon exists). */
export async function couponDiscountId(crew: CrewScope, eventId: number, code: string): Promise<string> {
  return sealCouponDiscountId(await cursorKey(scopeDb(crew)), eventId, code);
}

/**
 * What a coupon `discount_id` gives now, for ticket checkout: the coupon as POST
 * /v1/coupons/validate would find it at `now` (event in the crew graph, within its dates, not used
 * up), or null for every miss, a forged id included. `discount_id` in the answer is the id given.
 */
export async function resolveCouponDiscountId(crew: CrewScope, discountId: string, now: Date): Promise<CouponOnEvent | null> {
  const named = openCouponDiscountId(await cursorKey(scopeDb(crew)), discountId);
  if (!named) return null;
  return findCoupon(crew, named.eventId, named.code, now);
}

/** Whether a string is shaped like a coupon discount id (the checkout tells it from an ambassador's). */
export const isCouponDiscountId = (value: string): boolean => value.startsWith(COUPON_DISCOUNT_ID_PREFIX);
