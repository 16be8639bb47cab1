/**
 * Retention (issue 25, part 2), with a fixed clock. Spec: webhook deliveries "kept 30 days"
 * (webhooks 6: "Deliveries per webhook list the latest 50 calls, kept 30 days") and the audit log
 * "kept 7 days" (core, GET /v1/audit-log); the rest is working state the service is done with.
 */
import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rows } from "@/lib/db/client";
import {
  ambassadorLoginTokens,
  ambassadorMembers,
  auditLog,
  checkoutHolds,
  checkoutSessions,
  crews,
  eventOutbox,
  idempotencyRecords,
  mailOutbox,
  usageErrors,
  usageMinutes,
  webhookCalls,
  webhookDeliveries,
  webhookMessages,
  webhooks,
} from "@/lib/db/schema";
import { LAST_PURGE_SETTING, purge, purgeWhenDue, RULES } from "@/lib/retention/purge";
import { readWorld, startApp, type TestApp } from "../support/app";
import { outbox, platformCall } from "../platform/support";

const NOW = new Date("2026-06-01T03:00:00Z");
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const ago = (ms: number) => new Date(NOW.getTime() - ms);

let api: TestApp;
const db = () => api.database.db;

beforeAll(async () => {
  api = await startApp(readWorld("ambassadors"));
});
afterAll(async () => {
  await api.close();
});

/** The ids left in `table` (its `id` column). */
async function ids(table: string): Promise<string[]> {
  return (await rows<{ id: string }>(db(), sql`SELECT id::text AS id FROM ${sql.identifier(table)} ORDER BY id`)).map((r) => r.id);
}

async function newWebhook(): Promise<{ webhookId: string; crewId: string }> {
  const [crew] = await db().select({ id: crews.id }).from(crews).limit(1);
  const webhookId = randomUUID();
  await db()
    .insert(webhooks)
    .values({ id: webhookId, crewId: crew!.id, url: "https://hooks.example.test/in", events: ["order.paid"], secret: "sealed", createdAt: ago(60 * DAY), updatedAt: ago(60 * DAY) });
  return { webhookId, crewId: crew!.id };
}

/** A message and one delivery of it, with calls at the given ages. */
async function delivery(w: { webhookId: string; crewId: string }, d: { created: number; updated: number; state: string; calls: number[] }) {
  const messageId = `msg_${randomUUID()}`;
  const id = randomUUID();
  await db().insert(webhookMessages).values({ id: messageId, crewId: w.crewId, type: "order.paid", subject: {}, createdAt: ago(d.created) });
  await db().insert(webhookDeliveries).values({ id, messageId, webhookId: w.webhookId, state: d.state, createdAt: ago(d.created), updatedAt: ago(d.updated) });
  const callIds: string[] = [];
  for (const [i, age] of d.calls.entries()) {
    const callId = randomUUID();
    callIds.push(callId);
    await db().insert(webhookCalls).values({ id: callId, deliveryId: id, attempt: i + 1, at: ago(age), status: 200, ms: 5 });
  }
  return { id, messageId, callIds };
}

describe("the rules table", () => {
  it("keeps deliveries and calls 30 days, the audit log 7 days, idempotency records 24 hours", () => {
    const keep = Object.fromEntries(RULES.map((r) => [r.table, r.keepMs / DAY]));
    expect(keep).toMatchObject({ webhook_calls: 30, webhook_deliveries: 30, audit_log: 7, idempotency_records: 1, mail_outbox: 30 });
    for (const r of RULES) expect(r.says).toMatch(/\S/);
  });

  it("keeps the usage series 25 hours by the minute and the error groups 48 hours, and says so", () => {
    const rule = (table: string) => RULES.find((r) => r.table === table)!;
    expect(rule("usage_minutes").keepMs).toBe(25 * HOUR);
    expect(rule("usage_minutes").says).toContain("25 hours");
    expect(rule("usage_errors").keepMs).toBe(48 * HOUR);
    expect(rule("usage_errors").says).toContain("48 hours");
  });
});

describe("purge(db, now)", () => {
  it("deletes webhook deliveries and their calls after 30 days, and messages left without a delivery", async () => {
    const w = await newWebhook();
    const old = await delivery(w, { created: 31 * DAY, updated: 31 * DAY, state: "delivered", calls: [31 * DAY] });
    // Sent again 2 days ago: kept 30 days from then, but its call of 31 days ago goes.
    const resent = await delivery(w, { created: 31 * DAY, updated: 2 * DAY, state: "delivered", calls: [31 * DAY, 2 * DAY] });
    const sending = await delivery(w, { created: 31 * DAY, updated: 31 * DAY, state: "sending", calls: [] });
    const recent = await delivery(w, { created: 29 * DAY, updated: 29 * DAY, state: "failed", calls: [29 * DAY] });

    await purge(db(), NOW);
    expect(await ids("webhook_deliveries")).toEqual([resent.id, sending.id, recent.id].sort());
    expect(await ids("webhook_calls")).toEqual([resent.callIds[1]!, recent.callIds[0]!].sort());
    expect(await ids("webhook_messages")).toEqual([resent.messageId, sending.messageId, recent.messageId].sort());
    expect((await ids("webhook_messages")).includes(old.messageId)).toBe(false);
  });

  it("deletes routed outbox rows after a day, never one the dispatcher still owes", async () => {
    const row = (dispatched: number | null, created: number) => ({ id: randomUUID(), type: "webhook.test", subject: {}, createdAt: ago(created), dispatchedAt: dispatched === null ? null : ago(dispatched) });
    const gone = row(2 * DAY, 2 * DAY);
    const fresh = row(HOUR, HOUR);
    const owed = row(null, 40 * DAY);
    await db().delete(eventOutbox);
    await db().insert(eventOutbox).values([gone, fresh, owed]);
    await purge(db(), NOW);
    expect(await ids("event_outbox")).toEqual([fresh.id, owed.id].sort());
  });

  it("deletes lapsed holds after a day and sessions that ended without an order after 30 days", async () => {
    const session = (status: "expired" | "canceled" | "complete" | "open", expired: number, orderId: string | null = null) => ({
      id: randomUUID(),
      kind: "merch" as const,
      crewId: randomUUID(),
      keyId: randomUUID(),
      currency: "EUR",
      amountTotal: 100,
      details: {} as never,
      buyerEmail: "fan@example.test",
      locale: "en",
      bodyHash: "h",
      status,
      createdAt: ago(expired + HOUR),
      expiresAt: ago(expired),
      provider: "sandbox" as const,
      url: "",
      baseUrl: "http://localhost",
      orderId,
    });
    const expiredOld = session("expired", 31 * DAY);
    const canceledOld = session("canceled", 31 * DAY);
    const paidOld = session("complete", 31 * DAY, randomUUID());
    const expiredRecent = session("expired", 2 * DAY);
    const open = session("open", -HOUR);
    await db().insert(checkoutSessions).values([expiredOld, canceledOld, paidOld, expiredRecent, open]);
    await db().insert(checkoutHolds).values([
      { sessionId: expiredRecent.id, item: "variant", itemId: "1", quantity: 1, expiresAt: ago(2 * DAY) },
      { sessionId: open.id, item: "variant", itemId: "1", quantity: 1, expiresAt: ago(-HOUR) },
    ]);
    await purge(db(), NOW);
    const left = await ids("checkout_sessions");
    expect(left).toEqual(expect.arrayContaining([paidOld.id, expiredRecent.id, open.id]));
    expect(left).not.toContain(expiredOld.id);
    expect(left).not.toContain(canceledOld.id);
    expect((await db().select().from(checkoutHolds)).map((h) => h.sessionId)).toEqual([open.id]);
  });

  it("deletes sign-in links once used or expired (a day after they were made: the hourly limit counts them)", async () => {
    const [member] = await db().select({ id: ambassadorMembers.id }).from(ambassadorMembers).limit(1);
    const link = (created: number, expires: number, used: number | null) => ({
      tokenHash: randomUUID(),
      memberId: member!.id,
      crewId: randomUUID(),
      returnUrl: "https://crew.example.test/",
      createdAt: ago(created),
      expiresAt: ago(expires),
      usedAt: used === null ? null : ago(used),
    });
    const usedOld = link(2 * DAY, 2 * DAY - HOUR, 2 * DAY - 60_000);
    const expiredOld = link(2 * DAY, 2 * DAY - HOUR, null);
    const usedNow = link(2 * HOUR, HOUR, 2 * HOUR - 60_000);
    const live = link(10 * 60_000, -20 * 60_000, null);
    await db().delete(ambassadorLoginTokens);
    await db().insert(ambassadorLoginTokens).values([usedOld, expiredOld, usedNow, live]);
    await purge(db(), NOW);
    expect((await db().select().from(ambassadorLoginTokens)).map((t) => t.tokenHash).sort()).toEqual([usedNow.tokenHash, live.tokenHash].sort());
  });

  it("deletes idempotency records after 24 hours, sent or failed mail after 30 days, the audit log after 7 days", async () => {
    const record = (age: number) => ({ surface: "platform", principal: "platform", key: randomUUID(), fingerprint: "f", status: "done", token: randomUUID(), createdAt: ago(age) });
    const oldKey = record(25 * HOUR);
    const liveKey = record(23 * HOUR);
    await db().insert(idempotencyRecords).values([oldKey, liveKey]);

    const mail = (status: string, age: number) => ({ id: randomUUID(), to: "fan@example.test", subject: "s", text: "t", createdAt: ago(age), status, transport: "sandbox" });
    const sentOld = mail("sent", 31 * DAY);
    const failedOld = mail("failed", 31 * DAY);
    const queuedOld = mail("queued", 40 * DAY);
    const sentRecent = mail("sent", 29 * DAY);
    await db().delete(mailOutbox);
    await db().insert(mailOutbox).values([sentOld, failedOld, queuedOld, sentRecent]);

    const keyId = randomUUID();
    const call = (age: number) => ({ keyId, at: ago(age), method: "GET", path: "/v1/events", status: 200, ip: "203.0.113.1", requestId: randomUUID(), ms: 3 });
    await db().insert(auditLog).values([call(8 * DAY), call(6 * DAY)]);

    await purge(db(), NOW);
    expect((await db().select().from(idempotencyRecords)).map((r) => r.key)).toEqual([liveKey.key]);
    expect(await ids("mail_outbox")).toEqual([queuedOld.id, sentRecent.id].sort());
    const audit = await db().select().from(auditLog);
    expect(audit.filter((a) => a.keyId === keyId).map((a) => a.at.toISOString())).toEqual([ago(6 * DAY).toISOString()]);
    expect(audit.every((a) => a.at.getTime() >= ago(7 * DAY).getTime())).toBe(true);
  });

  it("deletes usage minutes after 25 hours and error groups after 48 hours", async () => {
    const keyId = randomUUID();
    const minute = (age: number) => ({ keyId, minute: ago(age), requests: 1, work: 1, cached: 0, rateLimited: 0, clientErrors: 0, serverErrors: 0 });
    await db().insert(usageMinutes).values([minute(25 * HOUR + 60_000), minute(25 * HOUR), minute(24 * HOUR)]);
    const group = (age: number) => ({ keyId, hour: ago(age), code: "not_found", route: "GET /v1/events/{id}", count: 1, lastAt: ago(age - 60_000), lastRequestId: randomUUID() });
    await db().insert(usageErrors).values([group(49 * HOUR), group(48 * HOUR), group(47 * HOUR)]);

    await purge(db(), NOW);
    const minutes = (await db().select().from(usageMinutes)).filter((m) => m.keyId === keyId).map((m) => m.minute.toISOString());
    expect(minutes.sort()).toEqual([ago(25 * HOUR).toISOString(), ago(24 * HOUR).toISOString()]);
    const hours = (await db().select().from(usageErrors)).filter((e) => e.keyId === keyId).map((e) => e.hour.toISOString());
    expect(hours.sort()).toEqual([ago(48 * HOUR).toISOString(), ago(47 * HOUR).toISOString()]);
  });

  it("deletes in bounded batches until none is left", async () => {
    const keyId = randomUUID();
    await db().insert(auditLog).values(Array.from({ length: 7 }, (_, i) => ({ keyId, at: ago(8 * DAY + i), method: "GET", path: "/", status: 200, ip: "203.0.113.1", requestId: `r${i}`, ms: 1 })));
    const deleted = await purge(db(), NOW, { batch: 2 });
    expect(deleted.audit_log).toBe(7);
    expect((await db().select().from(auditLog)).filter((a) => a.keyId === keyId)).toEqual([]);
  });
});

describe("purgeWhenDue (the worker's daily run)", () => {
  it("runs once a day, remembered in settings", async () => {
    await db().execute(sql`DELETE FROM settings WHERE key = ${LAST_PURGE_SETTING}`);
    expect(await purgeWhenDue(db(), NOW)).not.toBeNull();
    expect(await purgeWhenDue(db(), new Date(NOW.getTime() + HOUR))).toBeNull();
    expect(await purgeWhenDue(db(), new Date(NOW.getTime() + 23 * HOUR))).toBeNull();
    expect(await purgeWhenDue(db(), new Date(NOW.getTime() + DAY))).not.toBeNull();
  });
});

describe("first publication without the outbox's history", () => {
  // The publish step used to search the outbox for an earlier event.published: it reads
  // events.first_published_at now, so purging the outbox changes nothing.
  it("an event taken offline and back after the outbox is purged is not a first publication", async () => {
    expect((await platformCall("POST", "/events/100/unpublish")).status).toBe(200);
    await db().execute(sql`UPDATE event_outbox SET dispatched_at = ${ago(2 * DAY).toISOString()}::timestamptz`);
    await purge(db(), NOW);
    expect(await outbox(api)).toEqual([]);
    expect((await platformCall("POST", "/events/100/publish")).status).toBe(200);
    expect(await outbox(api)).toEqual([{ type: "event.published", subject: expect.objectContaining({ event_id: 100, first: false }) }]);
  });

  it("a draft published for the first time is, and its first_published_at is kept", async () => {
    const before = await rows<{ at: string | null }>(db(), sql`SELECT first_published_at AS at FROM events WHERE id = 103`);
    expect(before[0]!.at).toBeNull();
    await db().delete(eventOutbox);
    expect((await platformCall("POST", "/events/103/publish")).status).toBe(200);
    expect(await outbox(api)).toEqual([{ type: "event.published", subject: expect.objectContaining({ event_id: 103, first: true }) }]);
    const after = await rows<{ at: string | null }>(db(), sql`SELECT first_published_at AS at FROM events WHERE id = 103`);
    expect(after[0]!.at).not.toBeNull();
  });
});
