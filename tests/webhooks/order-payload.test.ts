/**
 * The order object of order.paid (and order.refunded), ticket and merch, against spec 6.3:
 * "order.paid / order.refunded | `{ order: { id uuid, event_id int, status, currency, amount_total int,
 * amount_refunded int (total refunded so far), created_at ts, lines: [{ tier_id uuid, name, quantity int,
 * unit_amount int }], ambassador_code string|null, via_your_site bool, buyer: { email }|null } }`"
 *
 * Both payloads carry every one of those fields with its type. Where a field does not apply to a
 * merch order it is null (documented in docs/guides/webhooks.md): `event_id` of a shop sale (an
 * event shop's sale has its event), a line's `tier_id`, and `ambassador_code`.
 */
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { orders } from "@/lib/db/schema";
import { buildPayload } from "@/lib/webhook-delivery/bound";
import { startApp, type TestApp } from "../support/app";

const NIGHTSHIFT = "6f1c9a52-7a0e-4b59-9a55-1f0f3c2b7d01";
const HARBOUR = "0d4e2b61-33c1-4f0a-8f7b-2c9d5e6a7b02";
/** A paid ticket order of the basic world: event 100, two early tickets, through Nightshift's site. */
const TICKET_ORDER = "a1b2c3d4-0000-4000-8000-000000000100";
const T0 = new Date("2030-01-01T10:00:00.000Z");

type Check = (v: unknown) => boolean;
const isInt: Check = (v) => Number.isInteger(v);
const isString: Check = (v) => typeof v === "string" && v.length > 0;
const isUuid: Check = (v) => typeof v === "string" && /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/.test(v);
const isTs: Check = (v) => typeof v === "string" && /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?Z$/.test(v);
const isBool: Check = (v) => typeof v === "boolean";
const isCurrency: Check = (v) => typeof v === "string" && /^[A-Z]{3}$/.test(v);
const isNull: Check = (v) => v === null;
const or =
  (...checks: Check[]): Check =>
  (v) =>
    checks.some((c) => c(v));

/** 6.3's line fields. `tier_id` is a uuid in 6.3; the world's tier ids are strings like `tier-100-early`. */
const LINE_FIELDS: Record<string, Check> = { tier_id: isString, name: isString, quantity: isInt, unit_amount: isInt };

/** 6.3's order fields, each with the type 6.3 gives it. */
const ORDER_FIELDS: Record<string, Check> = {
  id: isUuid,
  event_id: isInt,
  status: isString,
  currency: isCurrency,
  amount_total: isInt,
  amount_refunded: isInt,
  created_at: isTs,
  lines: (v) => Array.isArray(v) && v.length > 0 && v.every((l) => Object.entries(LINE_FIELDS).every(([k, c]) => k in l && c(l[k]))),
  ambassador_code: or(isString, isNull),
  via_your_site: isBool,
  buyer: or(isNull, (v) => typeof v === "object" && v !== null && Object.keys(v).join() === "email" && isString((v as { email: unknown }).email)),
};

/** Where a merch order has null instead (the field does not apply to it). */
const MERCH_LINE_FIELDS: Record<string, Check> = { ...LINE_FIELDS, tier_id: isNull };
const MERCH_FIELDS: Record<string, Check> = {
  ...ORDER_FIELDS,
  event_id: or(isInt, isNull),
  ambassador_code: isNull,
  lines: (v) => Array.isArray(v) && v.length > 0 && v.every((l) => Object.entries(MERCH_LINE_FIELDS).every(([k, c]) => k in l && c(l[k]))),
};

let api: TestApp;
beforeAll(async () => {
  api = await startApp();
});
afterAll(() => api.close());

const db = () => api.database.db;
const message = (orderId: string) => ({ id: `msg_${randomUUID()}`, type: "order.paid", subject: { order_id: orderId }, createdAt: T0 });

async function orderOf(orderId: string, personal: boolean): Promise<Record<string, unknown>> {
  const out = await buildPayload(db(), message(orderId), NIGHTSHIFT, { id: randomUUID(), personalData: personal });
  expect(out).toHaveProperty("data.order");
  return (out as { data: { order: Record<string, unknown> } }).data.order;
}

/** A paid merch order sold by promoter 20 (Nightshift's), from a shop (`eventId` null) or an event shop. */
async function merchOrder(eventId: number | null): Promise<string> {
  const id = randomUUID();
  await db()
    .insert(orders)
    .values({
      id,
      kind: "merch",
      eventId,
      status: "paid",
      currency: "EUR",
      amountTotal: 2990,
      amountRefunded: 0,
      createdAt: T0,
      viaSiteOf: HARBOUR,
      buyerEmail: "merch@mail.test",
      lines: [],
      reference: "cart-9",
      merch: {
        seller: { type: "promoter", id: 20 },
        mode: "delivery",
        country: "DE",
        subtotal_cents: 2500,
        discount_cents: 0,
        shipping_cents: 490,
        coupon: null,
        shipping: null,
        ships_on: null,
        lines: [{ variant_id: randomUUID(), product_id: randomUUID(), name: "Volt Tee (S)", quantity: 1, unit_amount: 2500, discount_amount: 0 }],
        payment_ref: "sandbox_pay_9",
      },
    });
  return id;
}

function expectFields(order: Record<string, unknown>, fields: Record<string, Check>): void {
  for (const [field, check] of Object.entries(fields)) {
    expect(order, `order.${field}`).toHaveProperty(field);
    expect(check(order[field]), `order.${field} = ${JSON.stringify(order[field])}`).toBe(true);
  }
}

describe("order.paid: every field of spec 6.3's order, with its type", () => {
  it.each([true, false])("the ticket order (personal data %s)", async (personal) => {
    const order = await orderOf(TICKET_ORDER, personal);
    expectFields(order, ORDER_FIELDS);
    expect(order).toMatchObject({ kind: "tickets", event_id: 100, via_your_site: true, buyer: personal ? { email: "fan@mail.test" } : null, reference: null });
  });

  it.each([true, false])("the merch order of a shop sale (personal data %s): event_id, tier_id and ambassador_code null", async (personal) => {
    const order = await orderOf(await merchOrder(null), personal);
    expectFields(order, MERCH_FIELDS);
    expect(order).toMatchObject({ kind: "merch", event_id: null, ambassador_code: null, via_your_site: false, buyer: personal ? { email: "merch@mail.test" } : null });
    // Beyond 6.3, for partners: the seller, the checkout's reference, the variant of each line.
    expect(order).toMatchObject({ seller: { type: "promoter", id: 20 }, reference: "cart-9", lines: [{ tier_id: null, variant_id: expect.any(String), product_id: expect.any(String) }] });
  });

  it("the merch order of an event shop keeps its event_id", async () => {
    const order = await orderOf(await merchOrder(100), false);
    expectFields(order, MERCH_FIELDS);
    expect(order.event_id).toBe(100);
  });

  it("the two shapes share every field but the merch-only seller", async () => {
    const ticket = await orderOf(TICKET_ORDER, true);
    const merch = await orderOf(await merchOrder(null), true);
    expect(Object.keys(merch).filter((k) => !(k in ticket))).toEqual(["seller"]);
    expect(Object.keys(ticket).filter((k) => !(k in merch))).toEqual([]);
  });
});
