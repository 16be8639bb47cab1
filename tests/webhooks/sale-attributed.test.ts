/**
 * ambassador.sale_attributed: a paid platform order carrying a member's code writes it beside
 * order.paid; it goes to the crews managing the programme's page (not the order's payee), with the
 * sale as data and the member's name only with personal data; refunds never send it. Codes that
 * do not work on the order's event are refused before anything is written.
 */
import { randomUUID } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import { Webhook } from "standardwebhooks";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { eventOutbox, orders, pageManagers, ticketTiers, webhookDeliveries, webhookMessages, webhooks } from "@/lib/db/schema";
import { buildPayload, crewsFor } from "@/lib/webhook-delivery/bound";
import { runDueOnce } from "@/lib/root/worker";
import { AMB_KEYS, MEMBERS } from "../ambassadors/world";
import { outbox, platformCall } from "../platform/support";
import { readWorld, startApp, type TestApp } from "../support/app";
import { startReceiver, type Receiver } from "./receiver";

const NIGHTSHIFT = "6f1c9a52-7a0e-4b59-9a55-1f0f3c2b7d01";
const HARBOUR = "0d4e2b61-33c1-4f0a-8f7b-2c9d5e6a7b02";
const T0 = new Date("2030-01-01T10:00:00.000Z");

let api: TestApp;
let receiver: Receiver;
const db = () => api.database.db;

/** Event 101's only tier is sold out in the world; this file sells a few more. */
async function restock() {
  await db().update(ticketTiers).set({ stock: sql`${ticketTiers.sold} + 100` }).where(eq(ticketTiers.id, "tier-101-weekend"));
}

beforeAll(async () => {
  // Volt (promoter 20, nightshift; events 100, 101), Tresor (venue 30, nightshift; 100, 102),
  // Harbour (promoter 21, harbour; 104), Outside (promoter 22, nobody; 101): tests/ambassadors/world.ts.
  api = await startApp(readWorld("ambassadors"));
  receiver = await startReceiver();
  await restock();
});
afterAll(async () => {
  await receiver.close();
  await api.close();
});
beforeEach(async () => {
  receiver.reset();
  await db().delete(webhooks);
  await db().delete(webhookMessages);
  await db().delete(eventOutbox);
});

interface Placed {
  status: number;
  body: any;
}

/** The outbox rows in a stable order (rows written in one transaction share their time). */
async function written() {
  const rank = (t: string) => (t === "order.paid" ? 0 : 1);
  return (await outbox(api)).sort((a, b) => String(a.subject.order_id).localeCompare(String(b.subject.order_id)) || rank(a.type) - rank(b.type));
}

async function pay(eventId: number, lines: { tier_id: string; quantity: number }[], code?: string): Promise<Placed> {
  const r = await platformCall("POST", "/orders", { event_id: eventId, lines, buyer_email: "fan@buyer.test", ...(code === undefined ? {} : { ambassador_code: code }) });
  return { status: r.status, body: r.body };
}

const message = (type: string, subject: Record<string, unknown>) => ({ id: `msg_${randomUUID()}`, type, subject, createdAt: T0 });
const hook = (personalData: boolean) => ({ id: randomUUID(), personalData });

describe("a paid order carrying a member's code", () => {
  it("writes order.paid and ambassador.sale_attributed, and keeps the code as the member has it", async () => {
    const r = await pay(100, [{ tier_id: "tier-100-regular", quantity: 2 }], "mk-glow");
    expect(r.status).toBe(201);
    expect(r.body.ambassador_code).toBe("MK-GLOW");
    expect(await written()).toEqual([
      { type: "order.paid", subject: { order_id: r.body.id } },
      { type: "ambassador.sale_attributed", subject: { order_id: r.body.id, member_id: MEMBERS.mia.id } },
    ]);
    const [row] = await db().select({ code: orders.ambassadorCode }).from(orders).where(eq(orders.id, r.body.id));
    expect(row!.code).toBe("MK-GLOW");
    const read = await platformCall("GET", `/orders/${r.body.id}`);
    expect(read.body.ambassador_code).toBe("MK-GLOW");
  });

  it("a pending member's sale is attributed; a suspended member's code stays on the order but credits nobody", async () => {
    const pending = await pay(100, [{ tier_id: "tier-100-regular", quantity: 1 }], MEMBERS.lea.code);
    expect(pending.status).toBe(201);
    const suspended = await pay(100, [{ tier_id: "tier-100-regular", quantity: 1 }], "ss-halt");
    expect(suspended.status).toBe(201);
    expect(suspended.body.ambassador_code).toBe("SS-HALT");
    const expected = [
      { type: "order.paid", subject: { order_id: pending.body.id } },
      { type: "ambassador.sale_attributed", subject: { order_id: pending.body.id, member_id: MEMBERS.lea.id } },
      { type: "order.paid", subject: { order_id: suspended.body.id } },
    ];
    expect(await written()).toEqual(pending.body.id < suspended.body.id ? expected : [expected[2], expected[0], expected[1]]);
  });

  it("an order without a code sends order.paid alone", async () => {
    const r = await pay(100, [{ tier_id: "tier-100-regular", quantity: 1 }]);
    expect(r.status).toBe(201);
    expect(r.body.ambassador_code).toBeNull();
    expect(await outbox(api)).toEqual([{ type: "order.paid", subject: { order_id: r.body.id } }]);
  });

  it("a refund sends order.refunded only", async () => {
    const r = await pay(100, [{ tier_id: "tier-100-regular", quantity: 2 }], MEMBERS.mia.code);
    await db().delete(eventOutbox);
    const partial = await platformCall("POST", `/orders/${r.body.id}/refunds`, { amount: 1000 });
    const rest = await platformCall("POST", `/orders/${r.body.id}/refunds`, { amount: 3000 });
    expect([partial.status, rest.status]).toEqual([201, 201]);
    expect((await outbox(api)).map((o) => o.type)).toEqual(["order.refunded", "order.refunded"]);
  });
});

describe("codes that do not work on the order's event: 422, nothing written", () => {
  async function refused(eventId: number, tier: string, code: string) {
    const before = { orders: await db().$count(orders), sold: (await db().select({ sold: ticketTiers.sold }).from(ticketTiers).where(eq(ticketTiers.id, tier)))[0]!.sold };
    const r = await pay(eventId, [{ tier_id: tier, quantity: 1 }], code);
    expect(r.status).toBe(422);
    expect(r.body.code).toBe("validation_error");
    expect(r.body.errors).toEqual([{ param: "ambassador_code", message: expect.stringContaining(JSON.stringify(code)) }]);
    expect(await db().$count(orders)).toBe(before.orders);
    expect((await db().select({ sold: ticketTiers.sold }).from(ticketTiers).where(eq(ticketTiers.id, tier)))[0]!.sold).toBe(before.sold);
    expect(await outbox(api)).toEqual([]);
    return r.body.errors[0].message as string;
  }

  it("a code nobody has", async () => {
    expect(await refused(100, "tier-100-regular", "NO-SUCH")).toMatch(/no ambassador has the code/);
  });

  it("a code of a programme that does not list the event", async () => {
    // Harbour's programme lists 104 only; Tresor's lists 100 and 102, not 101.
    expect(await refused(100, "tier-100-regular", MEMBERS.hana.code)).toMatch(/"Harbour Friends".*event 100/);
    expect(await refused(101, "tier-101-weekend", "tw-door")).toMatch(/"Tresor Insiders".*event 101/);
  });
});

describe("routing", () => {
  it("goes to the crews managing the programme's page, whoever the order pays", async () => {
    // Event 101's payee is promoter 22 (no crew): order.paid reaches nobody, the Volt sale reaches nightshift.
    const volt = await pay(101, [{ tier_id: "tier-101-weekend", quantity: 1 }], MEMBERS.mia.code);
    expect(volt.status).toBe(201);
    expect(await crewsFor(db(), "order.paid", { order_id: volt.body.id })).toEqual([]);
    expect(await crewsFor(db(), "ambassador.sale_attributed", { order_id: volt.body.id, member_id: MEMBERS.mia.id })).toEqual([NIGHTSHIFT]);
    const harbour = await pay(104, [{ tier_id: "tier-104-std", quantity: 1 }], MEMBERS.hana.code);
    expect(harbour.status).toBe(201);
    expect(await crewsFor(db(), "ambassador.sale_attributed", { order_id: harbour.body.id, member_id: MEMBERS.hana.id })).toEqual([HARBOUR]);
    // Tresor's programme belongs to venue 30 (nightshift), on an event promoter 20 is paid for.
    const tresor = await pay(100, [{ tier_id: "tier-100-regular", quantity: 1 }], MEMBERS.tom.code);
    expect(await crewsFor(db(), "ambassador.sale_attributed", { order_id: tresor.body.id, member_id: MEMBERS.tom.id })).toEqual([NIGHTSHIFT]);
    // The Outside programme's page (promoter 22) has no crew: the sale is written and reaches nobody.
    const outside = await pay(101, [{ tier_id: "tier-101-weekend", quantity: 1 }], MEMBERS.otto.code);
    expect(outside.status).toBe(201);
    expect(await crewsFor(db(), "ambassador.sale_attributed", { order_id: outside.body.id, member_id: MEMBERS.otto.id })).toEqual([]);
  });

  it("is checked again before sending: a crew that lost the programme's page gets nothing", async () => {
    const r = await pay(100, [{ tier_id: "tier-100-regular", quantity: 1 }], MEMBERS.tom.code);
    const msg = message("ambassador.sale_attributed", { order_id: r.body.id, member_id: MEMBERS.tom.id });
    const lost = and(eq(pageManagers.crewId, NIGHTSHIFT), eq(pageManagers.pageType, "venue"), eq(pageManagers.pageId, 30));
    await db().delete(pageManagers).where(lost);
    try {
      expect(await buildPayload(db(), msg, NIGHTSHIFT, hook(true))).toEqual({ notSent: expect.any(String) });
    } finally {
      await db().insert(pageManagers).values({ crewId: NIGHTSHIFT, pageType: "venue", pageId: 30 });
    }
    expect(await buildPayload(db(), msg, NIGHTSHIFT, hook(true))).toHaveProperty("data");
    expect(await buildPayload(db(), msg, HARBOUR, hook(true))).toEqual({ notSent: expect.any(String) });
  });
});

describe("data", () => {
  it("the sale: order, event, code, member, tickets added up, total; the name only with personal data", async () => {
    // 2 regular (20.00) and 1 crew ticket (free): 3 tickets, 4000 cents.
    const r = await pay(
      100,
      [
        { tier_id: "tier-100-regular", quantity: 2 },
        { tier_id: "tier-100-crew", quantity: 1 },
      ],
      "Mk-Glow",
    );
    const msg = message("ambassador.sale_attributed", { order_id: r.body.id, member_id: MEMBERS.mia.id });
    const sale = { order_id: r.body.id, event_id: 100, code: "MK-GLOW", member_id: MEMBERS.mia.id, tickets: 3, amount_total: 4000 };
    expect(await buildPayload(db(), msg, NIGHTSHIFT, hook(false))).toEqual({ data: { sale: { ...sale, ambassador: null } } });
    expect(await buildPayload(db(), msg, NIGHTSHIFT, hook(true))).toEqual({ data: { sale: { ...sale, ambassador: { first_name: "Mia", last_name: "Keller" } } } });
  });

  it("is delivered to a webhook subscribed to it, signed, from the platform order on", async () => {
    const row = { id: randomUUID(), crewId: NIGHTSHIFT, url: receiver.url, events: ["ambassador.sale_attributed"], secret: `whsec_${Buffer.alloc(32, 7).toString("base64")}`, personalData: true, state: "on", sandbox: true, createdAt: T0, updatedAt: T0 };
    await db().insert(webhooks).values(row);
    const r = await pay(101, [{ tier_id: "tier-101-weekend", quantity: 2 }], MEMBERS.mia.code);
    await runDueOnce(api.app, new Date());
    expect(receiver.calls).toHaveLength(1);
    const body = new Webhook(row.secret).verify(receiver.calls[0]!.body, receiver.calls[0]!.headers) as any;
    expect(body.type).toBe("ambassador.sale_attributed");
    expect(body.data).toEqual({
      sale: { order_id: r.body.id, event_id: 101, code: "MK-GLOW", member_id: MEMBERS.mia.id, tickets: 2, amount_total: 17800, ambassador: { first_name: "Mia", last_name: "Keller" } },
    });
    const [d] = await db().select().from(webhookDeliveries).where(eq(webhookDeliveries.webhookId, row.id));
    expect(d).toMatchObject({ state: "delivered" });
  });
});

describe("the programme's reads", () => {
  it("GET /v1/ambassadors and /v1/ambassador-stats count the new sale", async () => {
    const member = async () => {
      const r = await api.get(`/v1/ambassadors?owner_type=promoter&owner_id=20&q=${MEMBERS.noah.code}`, { key: AMB_KEYS.owner });
      expect(r.status).toBe(200);
      return r.body.data.find((m: { id: string }) => m.id === MEMBERS.noah.id).sales;
    };
    const lifetime = async () => {
      const r = await api.get("/v1/ambassador-stats?owner_type=promoter&owner_id=20", { key: AMB_KEYS.owner });
      expect(r.status).toBe(200);
      return r.body.lifetime;
    };
    const before = { member: await member(), lifetime: await lifetime() };
    // 2 regular tickets at 20.00.
    expect((await pay(100, [{ tier_id: "tier-100-regular", quantity: 2 }], "nb-volt")).status).toBe(201);
    const plus = (s: { orders: number; tickets: number; revenue_cents: number }) => ({ orders: s.orders + 1, tickets: s.tickets + 2, revenue_cents: s.revenue_cents + 4000 });
    expect(await member()).toEqual(plus(before.member));
    expect(await lifetime()).toEqual(plus(before.lifetime));
  });
});
