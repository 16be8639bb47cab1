/**
 * The OpenAPI document's `webhooks` section against the sender: one entry per event type, each
 * naming the schema of lib/webhook-delivery/payload-schemas.ts it was generated from, with the
 * Standard Webhooks headers and an example; and every type's real calls, sent by the worker to a
 * local receiver (personal data on and off), parse with that schema and validate against the
 * document's JSON Schema, headers included.
 */
import { randomBytes, randomUUID } from "node:crypto";
import Ajv2020 from "ajv/dist/2020";
import addFormats from "ajv-formats";
import { eq } from "drizzle-orm";
import { Webhook } from "standardwebhooks";
import { afterAll, beforeAll, describe, expect, expectTypeOf, it } from "vitest";
import type { WebhookEvent, WebhookPayload as ClientPayload } from "@/client";
import { runDueOnce } from "@/lib/root/worker";
import { endpoints } from "@/lib/registry/registry";
import { ambassadorMembers, orders, webhooks } from "@/lib/db/schema";
import { buildOpenApi } from "@/lib/openapi/document";
import { DOCUMENTED_WEBHOOK_TYPES } from "@/lib/openapi/webhooks";
import { WEBHOOK_PAYLOADS, checkPayload } from "@/lib/webhook-delivery/bound";
import { envelopeName, type WebhookPayload } from "@/lib/webhook-delivery/payload-schemas";
import { emitPlatformEvent } from "@/lib/webhooks/emit";
import { WEBHOOK_EVENT_TYPES, type WebhookEventType } from "@/lib/webhooks/types";
import { readWorld, startApp, type TestApp } from "../support/app";
import { KEYS } from "../support/keys";
import { startReceiver, type ReceivedCall, type Receiver } from "./receiver";

const NIGHTSHIFT = "6f1c9a52-7a0e-4b59-9a55-1f0f3c2b7d01";
const DOC_ID = "https://api.events.test/openapi.json";
const doc = buildOpenApi(endpoints, "https://api.events.test/api") as any;

const ajv = new Ajv2020({ strict: false, allErrors: true, validateSchema: false });
addFormats(ajv);
ajv.addSchema(doc, DOC_ID);
const validator = (pointer: string) => ajv.getSchema(`${DOC_ID}${pointer}`) ?? ajv.compile({ $ref: `${DOC_ID}${pointer}` });

const bodySchemaRef = (type: string): string => doc.webhooks[type].post.requestBody.content["application/json"].schema.$ref;

/** What the document's JSON Schema says about a body: [] when it validates. */
function documentProblems(type: string, body: unknown): string[] {
  const validate = validator(bodySchemaRef(type));
  return validate(body) ? [] : (validate.errors ?? []).map((e) => `${e.instancePath} ${e.message}`);
}

describe("the document's webhooks section", () => {
  it("has one entry per event type of lib/webhooks/types.ts, and webhook.test", () => {
    expect(Object.keys(doc.webhooks).sort()).toEqual([...WEBHOOK_EVENT_TYPES, "webhook.test"].sort());
    expect([...DOCUMENTED_WEBHOOK_TYPES].sort()).toEqual(Object.keys(doc.webhooks).sort());
  });

  it.each(DOCUMENTED_WEBHOOK_TYPES)("%s: a signed POST whose body is the sender's schema, with its answers and an example", (type) => {
    const op = doc.webhooks[type].post;
    expect(op.operationId).toBe(`webhook_${type.replace(/\./g, "_")}`);
    expect(op.tags).toEqual(["Webhooks"]);
    // The component the entry names is the one generated from the sender's zod schema.
    expect(bodySchemaRef(type)).toBe(`#/components/schemas/${envelopeName(type)}`);
    expect(WEBHOOK_PAYLOADS[type].meta()?.id).toBe(envelopeName(type));
    expect(doc.components.schemas[envelopeName(type)].properties.type).toMatchObject({ const: type });
    expect(op.requestBody.required).toBe(true);
    // The Standard Webhooks headers.
    expect(op.parameters).toEqual(["webhook-id", "webhook-timestamp", "webhook-signature"].map((h) => ({ $ref: `#/components/parameters/${h}` })));
    for (const h of ["webhook-id", "webhook-timestamp", "webhook-signature"]) expect(doc.components.parameters[h]).toMatchObject({ name: h, in: "header", required: true });
    expect(Object.keys(op.responses)).toEqual(["200", "default"]);
    // The example is a body the sender built from the demo world: it holds to the schema.
    const example = op.requestBody.content["application/json"].examples.demo.value;
    expect(example.type).toBe(type);
    expect(() => checkPayload(example)).not.toThrow();
    expect(documentProblems(type, example)).toEqual([]);
  });

  it("lists the Webhooks tag with a description", () => {
    expect(doc.tags.find((t: any) => t.name === "Webhooks")?.description).toMatch(/webhooks/);
  });
});

describe("the typed client's webhook types (checked by tsc)", () => {
  it("are the sender's types, both ways", () => {
    expectTypeOf<WebhookPayload<"order.paid">>().toExtend<ClientPayload<"order.paid">>();
    expectTypeOf<ClientPayload<"order.paid">>().toExtend<WebhookPayload<"order.paid">>();
    expectTypeOf<WebhookPayload<"event.updated">>().toExtend<ClientPayload<"event.updated">>();
    expectTypeOf<ClientPayload<"form.submitted">>().toExtend<WebhookPayload<"form.submitted">>();
    expectTypeOf<WebhookPayload>().toExtend<WebhookEvent>();
    expectTypeOf<WebhookEvent>().toExtend<WebhookPayload>();
    expectTypeOf<WebhookEvent["type"]>().toEqualTypeOf<WebhookEventType>();
  });
});

describe("real calls of every type against the section", () => {
  let api: TestApp;
  let receiver: Receiver;
  const secrets = new Map<string, string>();
  const calls: { type: WebhookEventType; personal: boolean; call: ReceivedCall; body: WebhookPayload }[] = [];
  const db = () => api.database.db;

  async function addWebhook(personalData: boolean): Promise<string> {
    const id = randomUUID();
    const secret = `whsec_${randomBytes(32).toString("base64")}`;
    const now = new Date();
    await db()
      .insert(webhooks)
      .values({ id, crewId: NIGHTSHIFT, url: `${receiver.url}?${id}`, events: [...WEBHOOK_EVENT_TYPES], secret, personalData, state: "on", sandbox: true, createdAt: now, updatedAt: now });
    secrets.set(id, secret);
    return id;
  }

  /** A merch order sold by promoter 20 (Nightshift's page) from its shop. */
  async function merchOrder(): Promise<string> {
    const id = randomUUID();
    await db()
      .insert(orders)
      .values({
        id,
        kind: "merch",
        eventId: null,
        status: "paid",
        currency: "EUR",
        amountTotal: 2990,
        amountRefunded: 0,
        createdAt: new Date(),
        viaSiteOf: NIGHTSHIFT,
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

  beforeAll(async () => {
    // Nightshift manages promoter 20 and venue 30: events 100 to 103, the Volt programme, payout to promoter 20 (tests/ambassadors/world.ts).
    api = await startApp(readWorld("ambassadors"));
    receiver = await startReceiver();
    const personal = await addWebhook(true);
    const plain = await addWebhook(false);

    // Writes that emit their events themselves, through the API.
    const booking = await api.post("/v1/booking-requests", { artist_ids: [10], contact_email: "booker@club.test", contact_name: "Sam Booker", event_name: "Winter Ball" }, { key: KEYS.secret });
    expect(booking.status).toBe(201);
    const form = await api.post("/v1/forms/volunteers/submit", { answers: { name: "Vi Olet", shifts: "Sat" }, contact: { email: "vi@x.test", first_name: "Vi", last_name: "Olet", marketing_opt_in: true } }, { key: KEYS.all });
    expect(form.status).toBeLessThan(300);

    // The others as their writes record them.
    const [member] = await db().select({ id: ambassadorMembers.id }).from(ambassadorMembers).where(eq(ambassadorMembers.code, "MK-GLOW"));
    const emitted: [WebhookEventType, Record<string, unknown>][] = [
      ["order.paid", { order_id: "a1b2c3d4-0000-4000-8000-000000000100" }],
      ["order.paid", { order_id: await merchOrder() }],
      ["order.refunded", { order_id: "a7000000-0000-4000-8000-000000000002", refund_id: randomUUID() }],
      ["ambassador.sale_attributed", { order_id: "a7000000-0000-4000-8000-000000000001", member_id: member!.id }],
      ["event.published", { event_id: 100, crews: [NIGHTSHIFT], first: false }],
      ["event.updated", { event_id: 100 }],
      // Event 103 is a draft: an offline notice.
      ["event.updated", { event_id: 103 }],
      ["payout.paid", { payout_id: "b1c2d3e4-0000-4000-8000-000000000020" }],
      ["webhook.test", { webhook_id: personal }],
      ["webhook.test", { webhook_id: plain }],
    ];
    for (const [type, subject] of emitted) await emitPlatformEvent(db(), type, subject as never, { crewId: type === "webhook.test" ? NIGHTSHIFT : undefined });

    // Past every hold (30 s for a first publication, 60 s for updates).
    const later = new Date(Date.now() + 5 * 60_000);
    await runDueOnce(api.app, later);
    await runDueOnce(api.app, later);

    for (const call of receiver.calls) {
      const hookId = call.path.split("?")[1]!;
      const body = new Webhook(secrets.get(hookId)!).verify(call.body, call.headers) as WebhookPayload;
      calls.push({ type: body.type, personal: hookId === personal, call, body });
    }
  }, 60_000);
  afterAll(async () => {
    await receiver.close();
    await api.close();
  });

  it("sent every type, to both webhooks", () => {
    for (const type of DOCUMENTED_WEBHOOK_TYPES) {
      expect(calls.filter((c) => c.type === type && c.personal).length, `${type} with personal data`).toBeGreaterThan(0);
      expect(calls.filter((c) => c.type === type && !c.personal).length, `${type} without`).toBeGreaterThan(0);
    }
    // Both order kinds, and the offline notice.
    expect(new Set(calls.filter((c) => c.type === "order.paid").map((c) => (c.body as WebhookPayload<"order.paid">).data.order.kind))).toEqual(new Set(["tickets", "merch"]));
    expect(calls.some((c) => c.type === "event.updated" && (c.body as WebhookPayload<"event.updated">).data.event.published === false)).toBe(true);
  });

  it("each body parses with its type's zod schema, field for field", () => {
    for (const { type, body } of calls) {
      const parsed = WEBHOOK_PAYLOADS[type].safeParse(body);
      expect(parsed.success, `${type}: ${JSON.stringify(parsed.error?.issues)}`).toBe(true);
      // Nothing the schema does not name: parsing keeps every field.
      expect(parsed.data, type).toEqual(body);
    }
  });

  it("each body validates against the document's schema for its type, and carries personal data only when on", () => {
    for (const { type, body, personal } of calls) {
      expect(documentProblems(type, body), type).toEqual([]);
      const text = JSON.stringify(body);
      if (!personal) expect(text, type).not.toMatch(/@(mail|x|club)\.test|"first_name":"[A-Z]/);
    }
    const withBuyer = calls.find((c) => c.type === "order.paid" && c.personal)!.body as WebhookPayload<"order.paid">;
    expect(withBuyer.data.order.buyer).toEqual({ email: expect.stringContaining("@") });
  });

  it("each call's headers validate against the document's header parameters", () => {
    for (const { call } of calls) {
      for (const name of ["webhook-id", "webhook-timestamp", "webhook-signature"]) {
        const schema = doc.components.parameters[name].schema;
        const value = schema.type === "integer" ? Number(call.headers[name]) : call.headers[name];
        const validate = ajv.compile(schema);
        expect(validate(value), `${name}: ${call.headers[name]}`).toBe(true);
      }
    }
  });

  it("the checks fail a body that strays from the schema (so passing means something)", () => {
    const { type, body } = calls.find((c) => c.type === "payout.paid")!;
    const stray = { ...body, data: { payout: { ...(body as WebhookPayload<"payout.paid">).data.payout, amount: "12.50", note: "x" } } };
    expect(documentProblems(type, stray).join()).toMatch(/amount must be integer/);
    expect(documentProblems(type, stray).join()).toMatch(/additional properties/);
    expect(() => checkPayload(stray as never)).toThrow(/does not match its schema/);
    expect(() => checkPayload({ ...body, extra: 1 } as never)).toThrow(/fields its schema does not name/);
  });
});
