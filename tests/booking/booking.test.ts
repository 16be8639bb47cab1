/** POST /v1/booking-requests with its limits and Idempotency-Key (its description in lib/booking/endpoint.ts). */
import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { trafficEndpoints } from "@/lib/traffic/endpoints";
import { keyEndpoints } from "@/lib/auth/endpoints";
import { createBookingRequestEndpoint } from "@/lib/booking/endpoint";
import { bookingRequestEventData } from "@/lib/booking/webhook-data";
import { bookingRequests, eventOutbox } from "@/lib/db/schema";
import { startApp, type TestApp } from "../support/app";
import { KEYS, PUBLISHABLE_ORIGIN } from "../support/keys";
import { TRAFFIC_KEYS, trafficWorld, windowsOf } from "../traffic/world";
import { pinClock } from "../traffic/clock";

let api: TestApp;
beforeAll(async () => {
  api = await startApp(trafficWorld(), { endpoints: [...trafficEndpoints, ...keyEndpoints, createBookingRequestEndpoint] });
});
afterAll(() => api.close());
afterEach(() => vi.useRealTimers());
beforeEach(async () => {
  pinClock();
  await api.store.clear();
  await api.database.db.delete(eventOutbox);
  await api.database.db.delete(bookingRequests);
});

const VALID = { artist_ids: [10, 14], contact_email: "booker@club.test", contact_name: "Sam Booker", event_name: "Winter Ball", event_date: "2027-01-15", city: "Ghent", fee_offer: "EUR 2,500" };
const post = (body: unknown, opts: { key?: string; headers?: Record<string, string>; ip?: string } = {}) =>
  api.post("/v1/booking-requests", body, { key: opts.key ?? KEYS.secret, headers: opts.headers, ip: opts.ip });
const countRows = () => api.database.db.$count(bookingRequests);

describe("POST /v1/booking-requests", () => {
  it("records the request and answers 201 { id, status: new, created_at }", async () => {
    const before = Date.now();
    const res = await post(VALID);
    expect(res.status).toBe(201);
    expect(res.headers.get("cache-control")).toBe("private, no-store");
    expect(res.body).toEqual({ id: expect.stringMatching(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/), status: "new", created_at: expect.any(String) });
    expect(Date.parse(res.body.created_at)).toBeGreaterThanOrEqual(before - 1000);
    const [row] = await api.database.db.select().from(bookingRequests).where(eq(bookingRequests.id, res.body.id));
    expect(row).toMatchObject({ crewId: "6f1c9a52-7a0e-4b59-9a55-1f0f3c2b7d01", artistIds: [10, 14], contactEmail: "booker@club.test", contactName: "Sam Booker", eventDate: "2027-01-15", city: "Ghent", feeOffer: "EUR 2,500", venue: null, status: "new" });
    expect(res.headers.get("x-ratelimit-limit")).not.toBeNull();
  });

  it("records booking_request.created in the outbox with the request", async () => {
    const res = await post(VALID);
    const events = await api.database.db.select().from(eventOutbox);
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ type: "booking_request.created", crewId: "6f1c9a52-7a0e-4b59-9a55-1f0f3c2b7d01", subject: { booking_request_id: res.body.id }, dispatchedAt: null });
  });

  it("builds the booking_request.created webhook data, contact only with personal data", async () => {
    const res = await post({ ...VALID, contact_phone: "+32 470 00 00 00", organization: "Club", capacity: "800", ticket_price: "EUR 25", venue: "Hall" });
    const data = await bookingRequestEventData(api.database.db, res.body.id, false);
    expect(data).toEqual({
      booking_request: {
        id: res.body.id,
        artist_ids: [10, 14],
        artist_names: ["Ada Volt", "Esme Quill"],
        event_name: "Winter Ball",
        event_date: "2027-01-15",
        venue: "Hall",
        city: "Ghent",
        fee_offer: "EUR 2,500",
        capacity: "800",
        ticket_price: "EUR 25",
        organization: "Club",
        status: "new",
        created_at: res.body.created_at,
        contact: null,
      },
    });
    const personal = await bookingRequestEventData(api.database.db, res.body.id, true);
    expect(personal!.booking_request.contact).toEqual({ name: "Sam Booker", email: "booker@club.test", phone: "+32 470 00 00 00" });
  });

  it("accepts an unpublished roster artist and only the required fields", async () => {
    const res = await post({ artist_ids: [11], contact_email: "a@b.test" });
    expect(res.status).toBe(201);
  });

  it.each([
    ["no body", undefined, "artist_ids"],
    ["no artist_ids", { contact_email: "a@b.test" }, "artist_ids"],
    ["empty artist_ids", { artist_ids: [], contact_email: "a@b.test" }, "artist_ids"],
    ["51 artist ids", { artist_ids: Array.from({ length: 51 }, (_, i) => i + 1), contact_email: "a@b.test" }, "artist_ids"],
    ["a string id", { artist_ids: ["10"], contact_email: "a@b.test" }, "artist_ids.0"],
    ["a fractional id", { artist_ids: [10.5], contact_email: "a@b.test" }, "artist_ids.0"],
    ["no contact_email", { artist_ids: [10] }, "contact_email"],
    ["a bad email", { artist_ids: [10], contact_email: "not-an-email" }, "contact_email"],
    ["a 321-char email", { artist_ids: [10], contact_email: `${"a".repeat(311)}@club.test` }, "contact_email"],
    ["a 201-char name", { ...VALID, contact_name: "x".repeat(201) }, "contact_name"],
    ["a 201-char fee offer", { ...VALID, fee_offer: "x".repeat(201) }, "fee_offer"],
    ["a bad date", { ...VALID, event_date: "15/01/2027" }, "event_date"],
    ["an impossible date", { ...VALID, event_date: "2027-02-30" }, "event_date"],
    ["a number as text", { ...VALID, capacity: 800 }, "capacity"],
    ["an unknown field", { ...VALID, budget: 5 }, "budget"],
    ["a bad client_ip", { ...VALID, client_ip: "999.1.1.1" }, "client_ip"],
  ])("refuses %s with 422 validation_error naming the field", async (_name, body, param) => {
    const res = await post(body);
    expect(res.status).toBe(422);
    expect(res.body.code).toBe("validation_error");
    expect(res.body.errors.map((e: { param: string }) => e.param)).toContain(param);
    expect(await countRows()).toBe(0);
  });

  it("lists artists outside the roster in errors[].invalid_ids", async () => {
    const res = await post({ ...VALID, artist_ids: [10, 12, 13, 99999] });
    expect(res.status).toBe(422);
    expect(res.body.code).toBe("validation_error");
    expect(res.body.errors).toEqual([{ param: "artist_ids", message: expect.any(String), invalid_ids: [12, 13, 99999] }]);
    expect(await countRows()).toBe(0);
    expect(await api.database.db.$count(eventOutbox)).toBe(0);
  });

  it("needs write:bookings and a secret key", async () => {
    expect((await post(VALID, { key: KEYS.noScopes })).body.code).toBe("missing_scope");
    const pub = await api.post("/v1/booking-requests", VALID, { key: KEYS.publishable, origin: PUBLISHABLE_ORIGIN });
    expect(pub.status).toBe(403);
    expect(pub.body.code).toBe("missing_scope");
  });

  it("is scoped to the key's crew: another crew's roster is refused", async () => {
    const res = await post({ ...VALID, artist_ids: [13] }, { key: TRAFFIC_KEYS.harbourBooker });
    expect(res.status).toBe(201);
    const other = await post({ ...VALID, artist_ids: [10] }, { key: TRAFFIC_KEYS.harbourBooker });
    expect(other.status).toBe(422);
    expect(other.body.errors[0].invalid_ids).toEqual([10]);
  });
});

describe("booking limits", () => {
  it("allows 10 a minute per client address", async () => {
    for (let i = 0; i < 10; i++) expect((await post({ ...VALID, event_name: `e${i}`, client_ip: "198.51.100.1" })).status).toBe(201);
    const res = await post({ ...VALID, event_name: "e10", client_ip: "198.51.100.1" });
    expect(res.status).toBe(429);
    expect(res.body.code).toBe("rate_limited");
    expect(Number(res.headers.get("retry-after"))).toBeGreaterThanOrEqual(1);
    expect(await countRows()).toBe(10);
  });

  // "Limits counted per visitor use the `client_ip` the caller sends in the body; without it only the whole key is counted. The whole key has twenty times the per-visitor room." (core 8)
  it("without client_ip only the whole key is counted: 200 a minute, then 429 for everyone", async () => {
    for (let i = 0; i < 200; i++) {
      const res = await post({ ...VALID, event_name: `e${i}` });
      if (res.status !== 201) throw new Error(`booking ${i + 1}: ${res.status} ${res.text}`);
    }
    const over = await post({ ...VALID, event_name: "e200" });
    expect(over.status).toBe(429);
    expect(over.body.code).toBe("rate_limited");
    // The key's room is spent: a named visitor is refused too.
    expect((await post({ ...VALID, client_ip: "198.51.100.50" })).status).toBe(429);
    expect(await countRows()).toBe(200);
  }, 60_000);

  it("counts each client_ip on its own, and the whole key to twenty times a visitor", async () => {
    for (let i = 0; i < 10; i++) expect((await post({ ...VALID, client_ip: "198.51.100.1" })).status).toBe(201);
    expect((await post({ ...VALID, client_ip: "198.51.100.1" })).status).toBe(429);
    expect((await post({ ...VALID, client_ip: "2001:db8::1" })).status).toBe(201);
    // Fill the whole key's room (200 a minute) through many visitors.
    for (let v = 2; v <= 19; v++) for (let i = 0; i < 10; i++) await post({ ...VALID, client_ip: `198.51.100.${v}` });
    expect(await countRows()).toBe(191);
    for (let i = 0; i < 9; i++) expect((await post({ ...VALID, client_ip: "198.51.100.20" })).status).toBe(201);
    expect((await post({ ...VALID, client_ip: "198.51.100.21" })).status).toBe(429);
  });

  it("allows 300 a day per crew, whichever key sends", async () => {
    // 299 already today (filled directly: the per-minute limits would take an hour).
    const crewDay = { key: `{6f1c9a52-7a0e-4b59-9a55-1f0f3c2b7d01}:bookings:d`, limit: 300, seconds: 86_400, cost: 299 };
    await api.store.add([crewDay]);
    expect((await post(VALID, { key: TRAFFIC_KEYS.booker })).status).toBe(201);
    const res = await post(VALID, { key: KEYS.secret });
    expect(res.status).toBe(429);
    expect(Number(res.headers.get("retry-after"))).toBeGreaterThan(0);
  });

  it("counts against the key's write allowance", async () => {
    const w = await windowsOf(api, TRAFFIC_KEYS.booker);
    expect(w.writes.key.limit).toBe(300);
    await api.store.add([{ ...w.writes.key, cost: 300 }]);
    const res = await post(VALID, { key: TRAFFIC_KEYS.booker });
    expect(res.status).toBe(429);
    expect(res.body.detail).toMatch(/writes/);
  });
});

describe("Idempotency-Key", () => {
  const withKey = (k: string) => ({ headers: { "Idempotency-Key": k } });

  it("replays the first answer for the same key and body, without a second request", async () => {
    const first = await post(VALID, withKey("order-7781"));
    expect(first.status).toBe(201);
    const again = await post({ ...VALID }, withKey("order-7781"));
    expect(again.status).toBe(201);
    expect(again.text).toBe(first.text);
    expect(again.headers.get("content-type")).toBe(first.headers.get("content-type"));
    expect(again.headers.get("idempotent-replayed")).toBe("true");
    expect(again.headers.get("x-request-id")).not.toBe(first.headers.get("x-request-id"));
    expect(await countRows()).toBe(1);
    expect(await api.database.db.$count(eventOutbox)).toBe(1);
  });

  it("treats the same JSON in another key order or spacing as the same body", async () => {
    const first = await post(VALID, withKey("order-7782"));
    const reordered = JSON.stringify(Object.fromEntries(Object.entries(VALID).reverse()), null, 2);
    const again = await post(reordered, withKey("order-7782"));
    expect(again.body.id).toBe(first.body.id);
  });

  it("refuses the same key with another body: 422 idempotency_mismatch", async () => {
    await post(VALID, withKey("order-7783"));
    const res = await post({ ...VALID, city: "Bruges" }, withKey("order-7783"));
    expect(res.status).toBe(422);
    expect(res.body.code).toBe("idempotency_mismatch");
    expect(await countRows()).toBe(1);
  });

  it("answers 409 conflict while the first request still runs", async () => {
    const results = await Promise.all([post(VALID, withKey("order-7784")), post(VALID, withKey("order-7784"))]);
    const statuses = results.map((r) => r.status).sort();
    expect(statuses[0]).toBe(201);
    expect([201, 409]).toContain(statuses[1]);
    const conflictAnswer = results.find((r) => r.status === 409);
    if (conflictAnswer) expect(conflictAnswer.body.code).toBe("conflict");
    expect(await countRows()).toBe(1);
  });

  it("makes exactly one request of 50 concurrent identical ones", async () => {
    const results = await Promise.all(Array.from({ length: 50 }, () => post(VALID, withKey("burst-50"))));
    expect(await countRows()).toBe(1);
    const created = results.filter((r) => r.status === 201);
    expect(created.length).toBeGreaterThanOrEqual(1);
    expect(new Set(created.map((r) => r.body.id)).size).toBe(1);
    expect(results.every((r) => r.status === 201 || (r.status === 409 && r.body.code === "conflict"))).toBe(true);
    // Afterwards every retry is a replay.
    const later = await post(VALID, withKey("burst-50"));
    expect(later.status).toBe(201);
    expect(later.body.id).toBe(created[0]!.body.id);
  });

  it("keeps keys apart per API key", async () => {
    const a = await post(VALID, withKey("shared-name"));
    const b = await post(VALID, { key: TRAFFIC_KEYS.booker, ...withKey("shared-name") });
    expect(b.status).toBe(201);
    expect(b.body.id).not.toBe(a.body.id);
  });

  it("does not keep a refused attempt: a corrected retry with the same key runs", async () => {
    const bad = await post({ ...VALID, artist_ids: [12] }, withKey("order-7785"));
    expect(bad.status).toBe(422);
    const good = await post(VALID, withKey("order-7785"));
    expect(good.status).toBe(201);
    expect(await countRows()).toBe(1);
  });

  it("replays spend no booking allowance", async () => {
    const visitor = { client_ip: "198.51.100.77" };
    const first = await post({ ...VALID, ...visitor }, withKey("order-7786"));
    for (let i = 0; i < 9; i++) await post({ ...VALID, ...visitor, event_name: `other ${i}` });
    expect((await post({ ...VALID, ...visitor, event_name: "one too many" })).status).toBe(429);
    const replay = await post({ ...VALID, ...visitor }, withKey("order-7786"));
    expect(replay.status).toBe(201);
    expect(replay.body.id).toBe(first.body.id);
  });

  it.each([
    ["empty", ""],
    ["256 characters", "k".repeat(256)],
    ["a space", "has space"],
    ["non-ASCII", "clé-unique"],
  ])("refuses an Idempotency-Key that is %s with 400", async (_n, value) => {
    const res = await post(VALID, withKey(value));
    expect(res.status).toBe(400);
    expect(res.body.code).toBe("validation_error");
    expect(res.body.errors[0].param).toBe("Idempotency-Key");
    expect(await countRows()).toBe(0);
  });

  it("accepts 255 visible characters", async () => {
    expect((await post(VALID, withKey("!".repeat(255)))).status).toBe(201);
  });

  it("is not taken by key rotation (its answer carries a secret)", async () => {
    const res = await api.post("/v1/keys/rotate", {}, { key: KEYS.all, headers: { "Idempotency-Key": "rotate-1" } });
    expect(res.status).toBe(201);
    const again = await api.post("/v1/keys/rotate", {}, { key: KEYS.all, headers: { "Idempotency-Key": "rotate-1" } });
    expect(again.status).toBe(409);
    expect(again.text).not.toContain(res.body.key);
  });
});
