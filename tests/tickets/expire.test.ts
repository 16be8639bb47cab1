/** POST /v1/checkout-sessions/{id}/expire and the sweep of sessions past their 30 minutes. */
import { randomUUID } from "node:crypto";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { ticketCheckoutSessions, ticketHolds } from "@/lib/db/schema";
import { completeTicketSession } from "@/lib/tickets/checkout/complete";
import { expireDueTicketSessions } from "@/lib/tickets/checkout/expire";
import { readWorld, startApp, type TestApp } from "../support/app";
import { pinClock } from "../traffic/clock";
import { checkout, line, openSession } from "./helpers";
import { ACCESS_CODES, TICKET_KEYS, TIERS } from "./world";

let api: TestApp;
beforeAll(async () => {
  api = await startApp(readWorld("tickets"));
});
afterAll(() => api.close());
beforeEach(async () => {
  pinClock();
  await api.load(readWorld("tickets"));
});
afterEach(() => vi.useRealTimers());

const db = () => api.database.db;
const expire = (id: string, key: string = TICKET_KEYS.checkout) => api.post(`/v1/checkout-sessions/${id}/expire`, undefined, { key });

describe("POST /v1/checkout-sessions/{id}/expire", () => {
  it("ends an open session: 200 with status expired, its tickets back on sale at once", async () => {
    const id = await openSession(api, { lines: [line(TIERS.last)] });
    expect((await checkout(api, { lines: [line(TIERS.last)] })).body.reason).toBe("out_of_stock");
    const res = await expire(id);
    expect(res.status, res.text).toBe(200);
    expect(res.body).toMatchObject({ checkout_id: id, status: "expired", event_id: 100, order_id: null });
    expect(await db().select().from(ticketHolds)).toEqual([]);
    expect((await api.get(`/v1/checkout-sessions/${id}`, { key: TICKET_KEYS.checkout })).body.status).toBe("expired");
    expect((await checkout(api, { lines: [line(TIERS.last)] })).status).toBe(201);
  });

  it("a session not open is 409 conflict, reason not_open: expired, complete, or past its time", async () => {
    const ended = await openSession(api, { lines: [line(TIERS.early)] });
    expect((await expire(ended)).status).toBe(200);
    const again = await expire(ended);
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ code: "conflict", reason: "not_open", session_status: "expired" });

    const paid = await openSession(api, { lines: [line(TIERS.early)] });
    await completeTicketSession(db(), paid, { provider: "sandbox", ref: null }, new Date());
    expect((await expire(paid)).body).toMatchObject({ code: "conflict", reason: "not_open", session_status: "complete" });

    const free = await openSession(api, { lines: [line(TIERS.crew)], access_code: ACCESS_CODES.vip }, TICKET_KEYS.owner);
    expect((await expire(free)).status).toBe(409);

    const late = await openSession(api, { lines: [line(TIERS.early)] });
    vi.setSystemTime(Date.now() + 30 * 60_000);
    expect((await expire(late)).body).toMatchObject({ code: "conflict", reason: "not_open" });
  });

  it("another crew's session is the 404 of an unknown one, and stays open", async () => {
    const id = await openSession(api, { lines: [line(TIERS.early)] });
    const foreign = await expire(id, TICKET_KEYS.harbour);
    const unknown = await expire(randomUUID(), TICKET_KEYS.harbour);
    expect(foreign.status).toBe(404);
    expect({ ...foreign.body, request_id: null, instance: null }).toEqual({ ...unknown.body, request_id: null, instance: null });
    expect((await api.get(`/v1/checkout-sessions/${id}`, { key: TICKET_KEYS.checkout })).body.status).toBe("open");
  });

  it("needs write:checkout", async () => {
    const id = await openSession(api, { lines: [line(TIERS.early)] });
    expect((await expire(id, TICKET_KEYS.writes)).status).toBe(403);
  });
});

describe("the sweep", () => {
  it("marks open sessions past their 30 minutes expired and drops their holds; younger ones stay", async () => {
    const old = await openSession(api, { lines: [line(TIERS.early)] });
    vi.setSystemTime(Date.now() + 10 * 60_000);
    const young = await openSession(api, { lines: [line(TIERS.pair)] });
    vi.setSystemTime(Date.now() + 20 * 60_000);
    expect(await expireDueTicketSessions(db(), new Date())).toBe(1);
    const rows = await db().select({ id: ticketCheckoutSessions.id, status: ticketCheckoutSessions.status }).from(ticketCheckoutSessions);
    expect(Object.fromEntries(rows.map((r) => [r.id, r.status]))).toEqual({ [old]: "expired", [young]: "open" });
    expect((await db().select().from(ticketHolds)).map((h) => h.sessionId)).toEqual([young]);
  });
});
