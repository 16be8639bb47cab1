import { eq } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { forgetKeyCache } from "@/lib/auth/authenticate";
import { graceExpiry, rotationVerdict } from "@/lib/auth/rotation";
import { apiKeys, sandboxEmails } from "@/lib/db/schema";
import { startApp, type TestApp } from "../support/app";
import { KEYS, PUBLISHABLE_ORIGIN } from "../support/keys";

describe("rotation rules", () => {
  const now = new Date("2026-11-22T12:00:00Z");
  it("allows a fresh key, refuses one with a successor, and waits an hour after a rotation", () => {
    expect(rotationVerdict({ hasSuccessor: false, lastRotationAt: null }, now)).toEqual({ ok: true });
    expect(rotationVerdict({ hasSuccessor: true, lastRotationAt: null }, now)).toEqual({ ok: false, reason: "conflict" });
    expect(rotationVerdict({ hasSuccessor: false, lastRotationAt: new Date("2026-11-22T11:30:00Z") }, now)).toEqual({ ok: false, reason: "too_soon", retryAfterSeconds: 1800 });
    expect(rotationVerdict({ hasSuccessor: false, lastRotationAt: new Date("2026-11-22T11:00:00Z") }, now)).toEqual({ ok: true });
  });
  it("gives the old key the grace period, never beyond its own expiry", () => {
    expect(graceExpiry(null, now, 24).toISOString()).toBe("2026-11-23T12:00:00.000Z");
    expect(graceExpiry(new Date("2026-11-22T13:00:00Z"), now, 24).toISOString()).toBe("2026-11-22T13:00:00.000Z");
    expect(graceExpiry(new Date("2026-12-22T13:00:00Z"), now, 1).toISOString()).toBe("2026-11-22T13:00:00.000Z");
  });
});

describe("POST /v1/keys/rotate", () => {
  let api: TestApp;
  beforeEach(async () => {
    api = await startApp();
  });
  afterEach(() => api.close());

  it("creates a successor that works now, and keeps the old key for the grace hours", async () => {
    const before = Date.now();
    const res = await api.post("/v1/keys/rotate", { grace_hours: 2 }, { key: KEYS.secret });
    expect(res.status).toBe(201);
    expect(res.headers.get("cache-control")).toBe("private, no-store");
    const { key, record, previous } = res.body;
    expect(key).toMatch(/^svc_sk_live_[A-Za-z0-9]{32}$/);
    const me = await api.get("/v1/me", { key: KEYS.secret });
    expect(record).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      name: "Server",
      key_prefix: key.slice(0, 12),
      last4: key.slice(-4),
      key_type: "secret",
      scopes: me.body.key.scopes,
      storefront_origins: [],
      created_at: expect.any(String),
      expires_at: null,
      rotated_from_id: me.body.key.id,
    });
    expect(previous.id).toBe(me.body.key.id);
    const graceMs = Date.parse(previous.expires_at) - before;
    expect(graceMs).toBeGreaterThanOrEqual(2 * 3600 * 1000 - 1000);
    expect(graceMs).toBeLessThanOrEqual(2 * 3600 * 1000 + 5000);

    const next = await api.get("/v1/me", { key });
    expect(next.status).toBe(200);
    expect(next.body.key.id).toBe(record.id);
    expect(next.body.key.scopes).toEqual(me.body.key.scopes);
    expect(me.status).toBe(200); // the old key still works during the grace

    // Only the hash is stored.
    const stored = await api.database.db.select().from(apiKeys).where(eq(apiKeys.id, record.id));
    expect(stored[0]!.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(stored)).not.toContain(key);

    // The owner is mailed (the sandbox mailbox in tests), without the new token.
    const mail = await api.database.db.select().from(sandboxEmails);
    expect(mail).toHaveLength(1);
    expect(mail[0]!.to).toBe("owner@nightshift.test");
    expect(mail[0]!.subject).toBe('API key "Server" was rotated');
    expect(mail[0]!.text).toContain(`${key.slice(0, 12)}…${key.slice(-4)}`);
    expect(mail[0]!.text).not.toContain(key);
  });

  it("lets the old key expire after the grace", async () => {
    const res = await api.post("/v1/keys/rotate", { grace_hours: 1 }, { key: KEYS.secret });
    await api.database.db.update(apiKeys).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(apiKeys.id, res.body.previous.id));
    forgetKeyCache();
    const old = await api.get("/v1/me", { key: KEYS.secret });
    expect(old.status).toBe(401);
    expect(old.body.code).toBe("invalid_key");
    expect((await api.get("/v1/me", { key: res.body.key })).status).toBe(200);
  });

  it("defaults the grace to 24 hours", async () => {
    const before = Date.now();
    const res = await api.post("/v1/keys/rotate", undefined, { key: KEYS.secret });
    expect(res.status).toBe(201);
    expect(Math.round((Date.parse(res.body.previous.expires_at) - before) / 3600_000)).toBe(24);
  });

  it("rotates a key once: a second rotation of the same key is 409 conflict", async () => {
    expect((await api.post("/v1/keys/rotate", {}, { key: KEYS.secret })).status).toBe(201);
    const again = await api.post("/v1/keys/rotate", {}, { key: KEYS.secret });
    expect(again.status).toBe(409);
    expect(again.body.code).toBe("conflict");
  });

  it("rotates at most once an hour: the successor must wait", async () => {
    const first = await api.post("/v1/keys/rotate", {}, { key: KEYS.secret });
    const second = await api.post("/v1/keys/rotate", {}, { key: first.body.key });
    expect(second.status).toBe(429);
    expect(second.body.code).toBe("rate_limited");
    const retry = Number(second.headers.get("retry-after"));
    expect(retry).toBeGreaterThan(3500);
    expect(retry).toBeLessThanOrEqual(3600);
    // An hour later it may.
    await api.database.db.update(apiKeys).set({ createdAt: new Date(Date.now() - 3601_000) }).where(eq(apiKeys.id, first.body.record.id));
    forgetKeyCache();
    expect((await api.post("/v1/keys/rotate", {}, { key: first.body.key })).status).toBe(201);
  });

  it("makes exactly one successor when two rotations race", async () => {
    const results = await Promise.all([1, 2, 3].map(() => api.post("/v1/keys/rotate", {}, { key: KEYS.secret })));
    expect(results.map((r) => r.status).sort()).toEqual([201, 409, 409]);
  });

  it.each([[{ grace_hours: 0 }], [{ grace_hours: 169 }], [{ grace_hours: 1.5 }], [{ grace_hours: "24" }], [{ grace: 2 }]])("refuses body %j with 422 validation_error", async (body) => {
    const res = await api.post("/v1/keys/rotate", body, { key: KEYS.secret });
    expect(res.status).toBe(422);
    expect(res.body.code).toBe("validation_error");
    expect(res.body.errors).toHaveLength(1);
    expect(res.body.errors[0].param).toMatch(/^grace/);
  });

  it("refuses malformed JSON with 422", async () => {
    const res = await api.post("/v1/keys/rotate", "{not json", { key: KEYS.secret });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual([{ param: "(body)", message: "The body is not valid JSON." }]);
  });

  it("needs write:keys and a secret key", async () => {
    expect((await api.post("/v1/keys/rotate", {}, { key: KEYS.harbour })).body.code).toBe("missing_scope");
    expect((await api.post("/v1/keys/rotate", {}, { key: KEYS.publishable, origin: PUBLISHABLE_ORIGIN })).body.code).toBe("missing_scope");
  });
});
