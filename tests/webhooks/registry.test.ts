/**
 * A webhook event type is one declaration (lib/webhooks/event.ts), and everything else reads the
 * registry it is collected in. Here a type the service does not have, `payout.scheduled`, is
 * declared in this file and handed to the machinery in a registry of its own: routing, dispatch,
 * delivery (signed call to a local receiver), samples, the payload check, the OpenAPI `webhooks`
 * section, the console's event list and the guide's tables all pick it up, with no other file
 * changed. For the service itself, the same takes three files (docs/architecture.md, "Webhooks"):
 * the declaration beside its domain, its name in lib/webhooks/types.ts, its entry in
 * lib/webhook-delivery/events.ts, which refuses a list that differs from the names.
 */
import { randomBytes, randomUUID } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { Webhook } from "standardwebhooks";
import { z } from "zod";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { guideMarkdown } from "@/app/_portal/guides-md";
import { WEBHOOK_EVENT_LIST, WEBHOOK_EVENTS } from "@/lib/webhook-delivery/events";
import { rows } from "@/lib/db/client";
import { payouts, webhookDeliveries, webhooks } from "@/lib/db/schema";
import { webhookSchemasOf, webhooksSectionOf } from "@/lib/openapi/webhooks";
import { attemptDelivery } from "@/lib/webhook-delivery/deliver";
import { buildPayload } from "@/lib/webhook-delivery/payload";
import { checkPayload, webhookBody } from "@/lib/webhook-delivery/payload-schemas";
import { dispatchPending } from "@/lib/webhooks/dispatch";
import { emitPlatformEvent } from "@/lib/webhooks/emit";
import { defineWebhookEvent, subject } from "@/lib/webhooks/event";
import { webhookGuideTables } from "@/lib/webhooks/guide-tables";
import { eventChoices, webhookRegistry } from "@/lib/webhooks/registry";
import { crewsFor, managersOf } from "@/lib/webhooks/routing";
import { managedBy, sampleCandidates } from "@/lib/webhooks/samples";
import { WEBHOOK_EVENT_TYPES } from "@/lib/webhooks/types";
import { startApp, type TestApp } from "../support/app";
import { startReceiver, type Receiver } from "./receiver";

const NIGHTSHIFT = "6f1c9a52-7a0e-4b59-9a55-1f0f3c2b7d01";
const HARBOUR = "0d4e2b61-33c1-4f0a-8f7b-2c9d5e6a7b02";
const T0 = new Date("2030-01-01T10:00:00.000Z");

/** The whole of a new type: what its domain would hold in one file. */
const payoutScheduled = defineWebhookEvent({
  type: "payout.scheduled",
  subject: subject<{ payout_id: string }>(),
  data: z.object({
    payout: z.object({ id: z.guid(), amount: z.int().min(0), currency: z.string().max(3) }),
    payee: z.object({ type: z.string(), id: z.int() }).nullable(),
  }),
  personal: ["payee"],
  docs: {
    summary: "A payout was scheduled",
    description: "A payout to one of the crew's pages is scheduled. Goes to the crews managing that page.",
    sentWhen: "a payout to a page is scheduled",
    goesTo: "crews managing the payee page",
    data: "`{ payout: { id, amount, currency }, payee }`",
    hint: "a payout to one of your pages is scheduled",
  },
  async crews(db, s) {
    const [row] = await db.select({ type: payouts.payeeType, id: payouts.payeeId }).from(payouts).where(eq(payouts.id, s.payout_id)).limit(1);
    return row ? managersOf(db, [row]) : [];
  },
  async build(db, s, call) {
    const [p] = await db.select().from(payouts).where(eq(payouts.id, s.payout_id)).limit(1);
    if (!p) return { notSent: "The payout no longer exists." };
    return { data: { payout: { id: p.id, amount: p.amount, currency: p.currency }, payee: call.personal ? { type: p.payeeType, id: p.payeeId } : null } };
  },
  sample: {
    needs: "a payout to one of its pages",
    builtFrom: "the newest payout scheduled for one of your pages",
    async candidates(db, crewId, n) {
      const found = await rows<{ id: string }>(db, sql`SELECT p.id FROM payouts p WHERE ${managedBy(crewId, sql`p.payee_type`, sql`p.payee_id`)} ORDER BY p.paid_at DESC, p.id DESC LIMIT ${n}`);
      return found.map((r) => ({ payout_id: r.id }));
    },
  },
});

const TYPE = payoutScheduled.type;
/** The service's types and the new one, webhook.test last. */
const events = webhookRegistry([...WEBHOOK_EVENT_LIST.slice(0, -1), payoutScheduled, WEBHOOK_EVENT_LIST.at(-1)!]);

let api: TestApp;
let receiver: Receiver;
const db = () => api.database.db;
const payoutId = randomUUID();

beforeAll(async () => {
  api = await startApp();
  receiver = await startReceiver();
  // Promoter 20 is managed by nightshift.
  await db().insert(payouts).values({ id: payoutId, payeeType: "promoter", payeeId: 20, amount: 12500, currency: "EUR", paidAt: T0 });
});
afterAll(async () => {
  await receiver.close();
  await api.close();
});

describe("a type declared once", () => {
  it("is routed to the crews its declaration names, and by nobody's registry but the one that holds it", async () => {
    expect(await crewsFor(events, db(), TYPE, { payout_id: payoutId })).toEqual([NIGHTSHIFT]);
    expect(await crewsFor(WEBHOOK_EVENTS, db(), TYPE, { payout_id: payoutId })).toEqual([]);
  });

  it("is dispatched and delivered, signed, by the unchanged machinery", async () => {
    const secret = `whsec_${randomBytes(32).toString("base64")}`;
    const hook = { id: randomUUID(), crewId: NIGHTSHIFT, url: receiver.url, events: [TYPE], secret, personalData: true, state: "on", sandbox: true, createdAt: T0, updatedAt: T0 };
    await db().insert(webhooks).values(hook);
    await db().transaction((tx) => emitPlatformEvent(tx, TYPE as never, { payout_id: payoutId } as never, { now: T0 }));

    const { deliveryIds } = await dispatchPending(events, db(), T0, { scale: 1 });
    expect(deliveryIds).toHaveLength(1);
    expect(await attemptDelivery(events, api.app, deliveryIds[0]!, T0, { scale: 1 })).toEqual({ state: "delivered", nextAttemptAt: null });

    const call = receiver.calls[0]!;
    const body = new Webhook(secret.slice("whsec_".length)).verify(call.body, call.headers);
    expect(body).toEqual({ type: TYPE, timestamp: T0.toISOString(), data: { payout: { id: payoutId, amount: 12500, currency: "EUR" }, payee: { type: "promoter", id: 20 } } });
    const [delivery] = await db().select().from(webhookDeliveries).where(eq(webhookDeliveries.id, deliveryIds[0]!));
    expect(delivery!.state).toBe("delivered");
  });

  it("builds its data for a crew concerned (personal fields only with personal data), and refuses one that is not", async () => {
    const message = { id: "msg_x", type: TYPE, subject: { payout_id: payoutId }, createdAt: T0 };
    const off = await buildPayload(events, db(), message, NIGHTSHIFT, { id: randomUUID(), personalData: false });
    expect(off).toEqual({ data: { payout: { id: payoutId, amount: 12500, currency: "EUR" }, payee: null } });
    expect(await buildPayload(events, db(), message, HARBOUR, { id: randomUUID(), personalData: true })).toEqual({ notSent: expect.any(String) });
    // The envelope is checked against the declared schema, strictly.
    const built = off as { data: never };
    expect(() => checkPayload(events, webhookBody(TYPE as never, T0, built.data))).not.toThrow();
    expect(() => checkPayload(events, { ...(webhookBody(TYPE as never, T0, built.data) as object), extra: 1 } as never)).toThrow(/fields its schema does not name/);
    expect(() => checkPayload(WEBHOOK_EVENTS, webhookBody(TYPE as never, T0, built.data))).toThrow(/No webhook event type payout.scheduled/);
  });

  it("finds the crew's newest subjects for a sample", async () => {
    expect(await sampleCandidates(events, db(), TYPE, NIGHTSHIFT)).toContainEqual({ payout_id: payoutId });
    expect(await sampleCandidates(events, db(), TYPE, HARBOUR)).not.toContainEqual({ payout_id: payoutId });
  });

  it("has its entry in the OpenAPI webhooks section, with its envelope as a component", () => {
    const section = webhooksSectionOf(events, "https://docs.test") as Record<string, { post: Record<string, any> }>;
    expect(Object.keys(section)).toEqual([...WEBHOOK_EVENT_TYPES, TYPE, "webhook.test"]);
    const op = section[TYPE]!.post;
    expect(op.operationId).toBe("webhook_payout_scheduled");
    expect(op.summary).toBe("A payout was scheduled");
    expect(op.description).toContain("**Personal data.** `payee` is null unless the webhook's `personal_data` is on.");
    expect(op.requestBody.content["application/json"].schema).toEqual({ $ref: "#/components/schemas/PayoutScheduledEvent" });
    const components = webhookSchemasOf(events);
    expect(components.PayoutScheduledEvent).toMatchObject({ properties: { type: { const: TYPE } } });
    expect(Object.keys(webhookSchemasOf(WEBHOOK_EVENTS))).not.toContain("PayoutScheduledEvent");
  });

  it("is offered by the console's form, with its hint, and listed in the guide's tables", () => {
    expect(eventChoices(events).map((c) => c.type)).toEqual([...WEBHOOK_EVENT_TYPES, TYPE]);
    expect(eventChoices(events).at(-1)).toEqual({ type: TYPE, hint: "a payout to one of your pages is scheduled" });
    const tables = webhookGuideTables(events);
    expect(tables["<!-- webhook-event-types -->"]).toContain("| `payout.scheduled` | a payout to a page is scheduled | crews managing the payee page | `payee` |");
    expect(tables["<!-- webhook-event-data -->"]).toContain("| `payout.scheduled` | `{ payout: { id, amount, currency }, payee }` |");
    expect(tables["<!-- webhook-samples -->"]).toContain("| `payout.scheduled` | the newest payout scheduled for one of your pages |");
  });
});

describe("the service's registry", () => {
  it("declares exactly the names of lib/webhooks/types.ts, in their order, and refuses a list that differs", () => {
    expect(WEBHOOK_EVENTS.subscribable).toEqual([...WEBHOOK_EVENT_TYPES]);
    expect(WEBHOOK_EVENTS.types.at(-1)).toBe("webhook.test");
    expect(() => webhookRegistry([...WEBHOOK_EVENT_LIST, payoutScheduled], WEBHOOK_EVENT_TYPES)).toThrow(/not the names of lib\/webhooks\/types.ts/);
    expect(() => webhookRegistry([...WEBHOOK_EVENT_LIST, WEBHOOK_EVENT_LIST[0]])).toThrow(/order.paid is declared twice/);
  });

  it("gives every type a webhook may subscribe to a sample and a console hint", () => {
    for (const type of WEBHOOK_EVENTS.subscribable) {
      const declared = WEBHOOK_EVENTS.get(type)!;
      expect(declared.sample, type).toBeDefined();
      expect(declared.docs.hint, type).toMatch(/\w/);
    }
  });

  it("writes the guide's tables in /docs/webhooks.md: one row per type, no marker left", () => {
    const md = guideMarkdown("webhooks")!;
    expect(md).not.toMatch(/<!-- webhook-/);
    for (const table of Object.values(webhookGuideTables(WEBHOOK_EVENTS))) expect(md).toContain(table);
    const typesTable = webhookGuideTables(WEBHOOK_EVENTS)["<!-- webhook-event-types -->"]!;
    expect(typesTable.split("\n").slice(2).map((row) => /^\| `([^`]+)`/.exec(row)?.[1])).toEqual([...WEBHOOK_EVENTS.types]);
  });
});
