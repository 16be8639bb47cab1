/**
 * Orders, payouts and webhooks: their schemas in the world file and their resolved shapes.
 */
import { z } from "zod";
import type { WEBHOOK_EVENT_TYPES } from "../../webhooks/types";
import { Cents, Currency, IntId, MAX_INT, NullableText, PageRef, Time, Uuid } from "./primitives";

export const OrderLineSchema = z.strictObject({
  tier: z.string().min(1),
  quantity: z.int().min(1, { error: "must be at least 1" }).max(MAX_INT),
  unit_amount: Cents,
});

export const ORDER_STATUSES = ["paid", "partially_refunded", "refunded"] as const;

export const OrderSchema = z.strictObject({
  id: Uuid.optional(),
  event: IntId,
  status: z.enum(ORDER_STATUSES),
  currency: Currency.optional(),
  lines: z.array(OrderLineSchema).min(1, { error: "an order has at least one line" }),
  amount_total: Cents,
  amount_refunded: Cents.optional(),
  created_at: Time.optional(),
  // Checked semantically: a member's code in a programme that lists the order's event.
  ambassador_code: z.string().nullable().optional(),
  via_site_of: z.string().min(1).nullable().optional(),
  buyer_email: z.email(),
});

export const PayoutSchema = z.strictObject({
  id: Uuid.optional(),
  payee: PageRef(["promoter", "artist", "venue"]),
  amount: z.int().min(1).max(MAX_INT),
  currency: Currency,
  paid_at: Time.optional(),
});

/** `whsec_` then the base64 of 24 to 64 bytes (checked in full by the semantic pass). */
export const WEBHOOK_SECRET_FORMAT = /^whsec_[A-Za-z0-9+/]+={0,2}$/;
export const WEBHOOK_STATES = ["on", "off", "paused"] as const;
export const MAX_WEBHOOKS_PER_CREW = 10;
export const WebhookSecret = z.string().regex(WEBHOOK_SECRET_FORMAT, { error: "is not a webhook secret: whsec_ then base64" });

export const WebhookSchema = z.strictObject({
  id: Uuid.optional(),
  crew: z.string().min(1),
  url: z.string().min(1),
  // Names are checked semantically against WEBHOOK_EVENT_TYPES, with a clearer message.
  events: z.array(z.string()).min(1, { error: "a webhook listens to at least one event type" }),
  // Optional: exports never hold secrets, and a webhook without one gets a new one at load.
  secret: WebhookSecret.optional(),
  previous_secret: WebhookSecret.nullable().optional(),
  rotated_at: Time.nullable().optional(),
  personal_data: z.boolean().optional(),
  state: z.enum(WEBHOOK_STATES).optional(),
  failing_since: Time.nullable().optional(),
  description: NullableText.optional(),
  sandbox: z.boolean().optional(),
  created_at: Time.optional(),
});

export interface ResolvedOrder {
  id: string;
  event: number;
  status: (typeof ORDER_STATUSES)[number];
  currency: string;
  /** `name` is the tier's. */
  lines: { tier_id: string; name: string; quantity: number; unit_amount: number }[];
  amount_total: number;
  amount_refunded: number;
  created_at: Date;
  ambassador_code: string | null;
  /** Crew slug, or null (the platform's own pages). */
  via_site_of: string | null;
  buyer_email: string;
}

export interface ResolvedPayout {
  id: string;
  payee: { type: "promoter" | "artist" | "venue"; id: number };
  amount: number;
  currency: string;
  paid_at: Date;
}

export interface ResolvedWebhook {
  id: string;
  /** Crew slug. */
  crew: string;
  url: string;
  events: (typeof WEBHOOK_EVENT_TYPES)[number][];
  /** null: none given (an exported world); the load makes one. */
  secret: string | null;
  previous_secret: string | null;
  rotated_at: Date | null;
  personal_data: boolean;
  state: (typeof WEBHOOK_STATES)[number];
  failing_since: Date | null;
  description: string | null;
  sandbox: boolean;
  created_at: Date;
}
