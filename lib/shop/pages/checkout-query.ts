/** The hosted checkout pages' read: one session with its seller and event, and its state as the buyer sees it now. */
import { eq } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { checkoutSessions, events } from "@/lib/db/schema";
import type { CheckoutLine, CheckoutPricing } from "@/lib/db/tables/shop";
import { isUuid, sellerIdentity, type SellerIdentity } from "./seller-query";

export type CheckoutState = "open" | "paid" | "canceled" | "expired";

export interface CheckoutView {
  id: string;
  /** As stored, except that an open session past its expiry reads as expired (no sweep is needed for that). */
  state: CheckoutState;
  provider: "sandbox" | "stripe";
  expiresAt: Date;
  mode: "delivery" | "pickup_event" | "pickup_location";
  country: string | null;
  lines: CheckoutLine[];
  pricing: CheckoutPricing;
  buyerEmail: string;
  baseUrl: string;
  orderId: string | null;
  seller: SellerIdentity | null;
  event: { id: number; title: string } | null;
}

export function checkoutState(status: CheckoutState, expiresAt: Date, now: Date): CheckoutState {
  return status === "open" && expiresAt.getTime() <= now.getTime() ? "expired" : status;
}

export async function checkoutView(db: Db, sessionId: string, now: Date): Promise<CheckoutView | null> {
  if (!isUuid(sessionId)) return null;
  const [s] = await db.select().from(checkoutSessions).where(eq(checkoutSessions.id, sessionId)).limit(1);
  if (!s) return null;
  const [event] = s.eventId === null ? [] : await db.select({ id: events.id, title: events.title }).from(events).where(eq(events.id, s.eventId)).limit(1);
  return {
    id: s.id,
    state: checkoutState(s.status, s.expiresAt, now),
    provider: s.provider,
    expiresAt: s.expiresAt,
    mode: s.mode,
    country: s.country,
    lines: s.lines,
    pricing: s.pricing,
    buyerEmail: s.buyerEmail,
    baseUrl: s.baseUrl,
    orderId: s.orderId,
    seller: await sellerIdentity(db, s.sellerType, s.sellerId),
    event: event ?? null,
  };
}
