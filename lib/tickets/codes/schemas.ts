/** POST /v1/coupons/validate and POST /v1/access-codes/validate: the body and the two answers. */
import { z } from "zod";

/** The code routes' longest code; discount-id.ts relies on it (at most 256 bytes of UTF-8). */
export const CODE_MAX = 64;

export const CodeCheckBody = z
  .strictObject({
    event_id: z.int("Must be a whole number.").min(1, "Must be a positive whole number.").max(2147483647, "Too large.").describe("The event the code is for."),
    code: z
      .string("Must be a string.")
      .trim()
      .min(1, "Must not be blank.")
      .max(CODE_MAX, `At most ${CODE_MAX} characters.`)
      .describe("The code as the buyer typed it; compared without case, surrounding spaces ignored."),
    client_ip: z.string().max(64, "At most 64 characters.").optional().describe("The visitor's address: the 30 checks a minute then count per visitor instead of for the whole key."),
  })
  .meta({ id: "CodeCheckInput" });
export type CodeCheckInput = z.output<typeof CodeCheckBody>;

const amount = () => z.number().min(0).max(99_999_999);

export const CouponCheckAnswer = z
  .object({
    valid: z.literal(true),
    discount_id: z.string().max(400).describe("Opaque and stable for this code (any case) on this event: pass it to POST /v1/checkout-sessions as `discount_id`."),
    percentage: z.int().min(1).max(100).nullable().describe("Percent off each ticket's price; null when the coupon takes an amount off."),
    amount: amount().nullable().describe("Amount off the order once, in currency units (like tier prices), taken from the tickets' prices before their fees; null for a percentage coupon."),
    min_order_amount: amount().describe("Ticket subtotal (currency units, before discount and fees) the order must reach; 0 without a minimum."),
  })
  .meta({ id: "CouponCheck" });

export const AccessCodeCheckAnswer = z
  .object({
    valid: z.literal(true),
    tier_ids: z.array(z.string().max(100)).max(1000).describe("The hidden tiers of the event this code unlocks (may be empty)."),
  })
  .meta({ id: "AccessCodeCheck" });
