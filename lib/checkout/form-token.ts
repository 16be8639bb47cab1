/**
 * The sandbox checkout page's Pay and Cancel forms carry a hidden token, an HMAC of the session id,
 * so another site cannot post them for the buyer (an Origin check would not do: the pages are
 * served with Referrer-Policy no-referrer, under which browsers send `Origin: null`).
 */
import { createHmac, timingSafeEqual } from "node:crypto";
import type { Db } from "@/lib/db/client";
import { derivedKey } from "./order-link";

export async function checkoutFormToken(db: Db, sessionId: string): Promise<string> {
  return createHmac("sha256", await derivedKey(db, "checkout-form")).update(sessionId).digest("base64url");
}

export async function checkCheckoutFormToken(db: Db, sessionId: string, token: unknown): Promise<boolean> {
  if (typeof token !== "string" || token.length > 200) return false;
  const expected = Buffer.from(await checkoutFormToken(db, sessionId));
  const given = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
