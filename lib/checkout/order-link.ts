/**
 * The order page's link: `/orders/{id}?t=<token>`, where the token is an HMAC-SHA256 of the order
 * id. Whoever holds the link (the buyer's mail, the thank-you page) reads the order; nobody can
 * make one for another id. The key is derived from the cursor secret (CURSOR_SECRET, else the
 * `cursor_secret` setting, which survives world reloads), under its own label so neither secret's
 * outputs can stand in for the other's.
 */
import { createHmac, timingSafeEqual } from "node:crypto";
import type { Db } from "@/lib/db/client";
import { cursorKey } from "@/lib/http/cursor";

/**
 * A key for one use (`label`) derived from the server's secret. The `shop-pages:` prefix dates from
 * when only the shop had pages; it stays, so links and forms already handed out keep working.
 */
export async function derivedKey(db: Db, label: string): Promise<Buffer> {
  return createHmac("sha256", await cursorKey(db)).update(`shop-pages:${label}`).digest();
}

export async function orderToken(db: Db, orderId: string): Promise<string> {
  return createHmac("sha256", await derivedKey(db, "order-link")).update(orderId).digest("base64url");
}

/** The order page's path on this service, token included. */
export async function orderPagePath(db: Db, orderId: string): Promise<string> {
  return `/orders/${orderId}?t=${await orderToken(db, orderId)}`;
}

/** The order page's absolute URL under `baseUrl` (no trailing slash needed). */
export async function orderPageUrl(db: Db, baseUrl: string, orderId: string): Promise<string> {
  return `${baseUrl.replace(/\/+$/, "")}${await orderPagePath(db, orderId)}`;
}

/** Whether `token` opens the order; constant time over the token's bytes. */
export async function checkOrderToken(db: Db, orderId: string, token: string | null | undefined): Promise<boolean> {
  if (!token || token.length > 200) return false;
  const expected = Buffer.from(await orderToken(db, orderId));
  const given = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** The ticket order page's path: the same token as the merch order page, under /orders/tickets. */
export async function ticketOrderPagePath(db: Db, orderId: string): Promise<string> {
  return `/orders/tickets/${orderId}?t=${await orderToken(db, orderId)}`;
}
