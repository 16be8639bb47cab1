/**
 * An outbox row that cannot be routed fails alone: it is set aside (marked routed, no deliveries,
 * named in the log) and the rows after it are routed in the same pass. Before, it failed the whole
 * batch on every tick, and no event after it ever reached a webhook.
 */
import { randomBytes, randomUUID } from "node:crypto";
import { eq, inArray } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { eventOutbox, webhookDeliveries, webhookMessages, webhooks } from "@/lib/db/schema";
import { dispatchPending } from "@/lib/webhook-delivery/bound";
import { startApp, type TestApp } from "../support/app";

const NIGHTSHIFT = "6f1c9a52-7a0e-4b59-9a55-1f0f3c2b7d01";
const T0 = new Date("2030-01-01T10:00:00.000Z");
const at = (ms: number) => new Date(T0.getTime() + ms);

let api: TestApp;
const db = () => api.database.db;

beforeAll(async () => {
  api = await startApp();
});
afterAll(async () => {
  await api.close();
});
beforeEach(async () => {
  await db().delete(webhooks);
  await db().delete(webhookMessages);
  await db().delete(eventOutbox);
});
afterEach(() => {
  vi.restoreAllMocks();
});

async function addWebhook(): Promise<string> {
  const id = randomUUID();
  await db()
    .insert(webhooks)
    .values({ id, crewId: NIGHTSHIFT, url: "https://hooks.example.test/in", events: ["booking_request.created"], secret: `whsec_${randomBytes(32).toString("base64")}`, personalData: false, state: "on", sandbox: true, createdAt: T0, updatedAt: T0 });
  return id;
}

async function outbox(subject: Record<string, unknown>, createdAt: Date): Promise<string> {
  const id = randomUUID();
  await db().insert(eventOutbox).values({ id, crewId: NIGHTSHIFT, type: "webhook.test", subject, createdAt });
  return id;
}

describe("dispatchPending with a row that cannot be routed", () => {
  it("sets the bad rows aside, logs each by id, and routes the rows after them in the same pass", async () => {
    const hook = await addWebhook();
    const noWebhook = await outbox({}, at(0));
    const notAnId = await outbox({ webhook_id: "not-a-uuid" }, at(1));
    const good = await outbox({ webhook_id: hook }, at(2));
    const logged: string[] = [];
    vi.spyOn(console, "error").mockImplementation((line: unknown) => void logged.push(String(line)));

    const { deliveryIds } = await dispatchPending(db(), at(10));

    expect(deliveryIds).toHaveLength(1);
    const deliveries = await db().select().from(webhookDeliveries).where(eq(webhookDeliveries.webhookId, hook));
    expect(deliveries.map((d) => d.id)).toEqual(deliveryIds);
    expect(deliveries[0]).toMatchObject({ state: "waiting", attempts: 0 });
    const rows = await db().select().from(eventOutbox).where(inArray(eventOutbox.id, [noWebhook, notAnId, good]));
    expect(rows.map((r) => r.dispatchedAt?.toISOString())).toEqual([at(10).toISOString(), at(10).toISOString(), at(10).toISOString()]);
    // Only the good row made a message.
    expect(await db().$count(webhookMessages)).toBe(1);
    const setAside = logged.map((l) => JSON.parse(l) as { msg: string; outboxId: string; type: string });
    expect(setAside.map((l) => [l.msg, l.outboxId, l.type])).toEqual([
      ["outbox row cannot be routed; set aside", noWebhook, "webhook.test"],
      ["outbox row cannot be routed; set aside", notAnId, "webhook.test"],
    ]);
  });

  it("does not route a set-aside row again on the next pass", async () => {
    await outbox({}, at(0));
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    await dispatchPending(db(), at(10));
    const hook = await addWebhook();
    const good = await outbox({ webhook_id: hook }, at(20));
    const { deliveryIds } = await dispatchPending(db(), at(30));
    expect(deliveryIds).toHaveLength(1);
    expect(console.error).toHaveBeenCalledTimes(1);
    const [row] = await db().select().from(eventOutbox).where(eq(eventOutbox.id, good));
    expect(row!.dispatchedAt?.toISOString()).toBe(at(30).toISOString());
  });
});
