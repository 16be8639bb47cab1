/** What the ticket checkout tests share: opening a session on the tickets world, discount ids, tier figures. */
import { eq } from "drizzle-orm";
import { expect } from "vitest";
import { ticketTiers } from "@/lib/db/schema";
import { cursorKey } from "@/lib/http/cursor";
import { sealCouponDiscountId } from "@/lib/tickets/codes/discount-id";
import type { TestApp } from "../support/app";
import { TICKET_KEYS } from "./world";

export const NIGHTSHIFT = "6f1c9a52-7a0e-4b59-9a55-1f0f3c2b7d01";
export const HARBOUR = "0d4e2b61-33c1-4f0a-8f7b-2c9d5e6a7b02";
export const BUYER = "fan@example.test";

export const line = (tier_id: string, quantity = 1) => ({ tier_id, quantity });

export const checkout = (api: TestApp, body: Record<string, unknown>, key: string = TICKET_KEYS.checkout) =>
  api.post("/v1/checkout-sessions", { event_id: 100, buyer_email: BUYER, ...body }, { key });

/** Opens a session and answers its id (the call must succeed). */
export async function openSession(api: TestApp, body: Record<string, unknown>, key: string = TICKET_KEYS.checkout): Promise<string> {
  const res = await checkout(api, body, key);
  expect(res.status, res.text).toBe(201);
  return res.body.checkout_id as string;
}

/** The discount_id POST /v1/coupons/validate hands out for a coupon code. */
export async function couponId(api: TestApp, eventId: number, code: string): Promise<string> {
  return sealCouponDiscountId(await cursorKey(api.database.db), eventId, code);
}

export async function soldOf(api: TestApp, tierId: string): Promise<number> {
  const [t] = await api.database.db.select({ sold: ticketTiers.sold }).from(ticketTiers).where(eq(ticketTiers.id, tierId));
  return t!.sold;
}
