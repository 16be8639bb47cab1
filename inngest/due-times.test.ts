import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "@/lib/db/client";
import { crews, webhookDeliveries, webhookMessages, webhooks } from "@/lib/db/schema";
import { freshDatabase } from "@/tests/support/database";
import { dueTimes, OVERDUE_AFTER_MS, overdueDeliveries } from "./due-times";

const NOW = new Date("2026-03-01T12:00:00.000Z");
let database: Database;
const held = randomUUID();
const immediate = randomUUID();
const stuck = randomUUID();
const late = randomUUID();
const done = randomUUID();
const ofOffWebhook = randomUUID();
const resent = randomUUID();
const dead = randomUUID();
const held2 = randomUUID();
let webhookId = "";
let crewId = "";
const ago = (ms: number) => new Date(NOW.getTime() - ms);

beforeAll(async () => {
  database = await freshDatabase();
  const { db } = database;
  crewId = randomUUID();
  webhookId = randomUUID();
  const messageId = `msg_${randomUUID()}`;
  await db.insert(crews).values({ id: crewId, name: "Due times", slug: `due-times-${crewId}`, plan: "studio", ownerEmail: "owner@due-times.test" });
  await db.insert(webhooks).values({ id: webhookId, crewId, url: "https://hooks.due-times.test/in", events: ["event.published"], secret: "whsec_x", createdAt: NOW, updatedAt: NOW });
  const offWebhookId = randomUUID();
  await db.insert(webhooks).values({ id: offWebhookId, crewId, url: "https://hooks.due-times.test/off", events: ["event.published"], secret: "whsec_y", state: "off", createdAt: NOW, updatedAt: NOW });
  await db.insert(webhookMessages).values({ id: messageId, crewId, type: "event.published", subject: { event_id: 1, crews: [crewId], first: true }, createdAt: NOW });
  await db.insert(webhookDeliveries).values([
    { id: held, messageId, webhookId, state: "waiting", nextAttemptAt: new Date(NOW.getTime() + 30_000), createdAt: NOW, updatedAt: NOW },
    { id: immediate, messageId, webhookId, state: "waiting", nextAttemptAt: null, createdAt: NOW, updatedAt: NOW },
    { id: stuck, messageId, webhookId, state: "waiting", nextAttemptAt: ago(60 * 60_000), createdAt: NOW, updatedAt: NOW },
    { id: late, messageId, webhookId, state: "waiting", nextAttemptAt: ago(OVERDUE_AFTER_MS - 1000), createdAt: NOW, updatedAt: NOW },
    { id: done, messageId, webhookId, state: "delivered", nextAttemptAt: ago(60 * 60_000), createdAt: NOW, updatedAt: NOW },
    { id: ofOffWebhook, messageId, webhookId: offWebhookId, state: "waiting", nextAttemptAt: ago(60 * 60_000), createdAt: NOW, updatedAt: NOW },
    { id: resent, messageId, webhookId, state: "waiting", attempts: 10, scheduleFrom: 10, resends: 1, nextAttemptAt: ago(30 * 60_000), createdAt: NOW, updatedAt: NOW },
    // a run died in its third attempt long ago; another is in an attempt now
    { id: dead, messageId, webhookId, state: "sending", attempts: 2, leaseUntil: ago(10 * 60_000), nextAttemptAt: ago(11 * 60_000), createdAt: NOW, updatedAt: NOW },
    { id: held2, messageId, webhookId, state: "sending", attempts: 2, leaseUntil: new Date(NOW.getTime() + 30_000), nextAttemptAt: ago(11 * 60_000), createdAt: NOW, updatedAt: NOW },
  ]);
});

afterAll(async () => {
  await database.close();
});

describe("dueTimes", () => {
  it("gives each delivery the due time the dispatcher wrote, in the order asked, and now when none is set", async () => {
    expect(await dueTimes(database.db, [immediate, held], NOW)).toEqual([
      { deliveryId: immediate, dueAt: NOW.toISOString(), place: 0, webhookId, crewId },
      { deliveryId: held, dueAt: "2026-03-01T12:00:30.000Z", place: 0, webhookId, crewId },
    ]);
  });

  it("leaves out a delivery that no longer exists, and reads nothing for no ids", async () => {
    expect(await dueTimes(database.db, [randomUUID(), held], NOW)).toEqual([{ deliveryId: held, dueAt: "2026-03-01T12:00:30.000Z", place: 0, webhookId, crewId }]);
    expect(await dueTimes(database.db, [], NOW)).toEqual([]);
  });

  it("names the schedule of a delivery sent again (`resends`), so a run of an earlier one can tell", async () => {
    expect(await dueTimes(database.db, [resent], NOW)).toEqual([{ deliveryId: resent, dueAt: ago(30 * 60_000).toISOString(), resends: 1, place: 0, webhookId, crewId }]);
  });
});

describe("overdueDeliveries", () => {
  it("names waiting deliveries of webhooks that are on, more than two minutes past their time, and attempts whose run died", async () => {
    // not: one held for later, one just late (a run is about to wake), one delivered, one of a
    // webhook that is off, one in an attempt under a live lease
    expect(await overdueDeliveries(database.db, NOW)).toEqual([
      { deliveryId: stuck, dueAt: ago(60 * 60_000).toISOString(), place: 0, webhookId, crewId },
      // a resend whose run was never started (Inngest unreachable when it was sent again)
      { deliveryId: resent, dueAt: ago(30 * 60_000).toISOString(), resends: 1, place: 0, webhookId, crewId },
      // left sending by a run that died: named by its lease, at the place of the attempt it did not finish
      { deliveryId: dead, dueAt: ago(10 * 60_000).toISOString(), place: 2, webhookId, crewId },
    ]);
  });
});
