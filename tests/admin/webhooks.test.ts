/** The crew admin API's webhook routes: create, read, edit, rotate, turn off and on, test, delete. */
import { and, eq, sql } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { eventOutbox, webhooks } from "@/lib/db/schema";
import { openSecret } from "@/lib/crypto/secrets-keys";
import { ADMIN, hook, startAdminWorld, type AdminWorld } from "./support";

let w: AdminWorld;

beforeAll(async () => {
  w = await startAdminWorld();
});

// A crew has at most 10 webhooks: each test starts with none, and with the admin write limits
// (60 a minute per crew, tests/admin/admin-limits.test.ts) unspent.
afterEach(async () => {
  await w.api.database.db.delete(webhooks);
  await w.api.store.clear();
});

afterAll(async () => {
  await w.api.close();
});

const WEBHOOK_KEYS = ["created_at", "description", "events", "failing_since", "id", "personal_data", "sandbox", "secret_rotated_at", "state", "updated_at", "url"];
const SECRET = /^whsec_[A-Za-z0-9+/]{43}=$/;

async function create(body: Record<string, unknown> = hook(), token: string = ADMIN.owner) {
  const r = await w.call("POST", "/admin/v1/webhooks", token, body);
  expect(r.status, JSON.stringify(r.body)).toBe(201);
  return r.body;
}

function expectInvalid(r: { status: number; body: any }, param: string) {
  expect(r.status, JSON.stringify(r.body)).toBe(422);
  expect(r.body.code).toBe("validation_error");
  expect(r.body.errors.map((e: { param: string }) => e.param)).toContain(param);
}

describe("create and read", () => {
  it("POST answers 201 with the webhook and its secret (whsec_ + base64 of 32 bytes)", async () => {
    const before = Date.now();
    const body = await create(hook({ events: ["order.paid", "event.updated"], description: "Ticket desk" }));
    expect(Object.keys(body).sort()).toEqual([...WEBHOOK_KEYS, "secret"].sort());
    expect(body.secret).toMatch(SECRET);
    expect(Buffer.from(body.secret.slice("whsec_".length), "base64")).toHaveLength(32);
    expect(body).toMatchObject({
      url: "https://hooks.example.com/events",
      events: ["order.paid", "event.updated"],
      description: "Ticket desk",
      personal_data: false,
      state: "on",
      failing_since: null,
      sandbox: false,
      secret_rotated_at: null,
    });
    expect(Date.parse(body.created_at)).toBeGreaterThanOrEqual(before - 1000);
    expect(body.updated_at).toBe(body.created_at);
  });

  it("the secret is shown once: GET of the webhook and the list never carry it", async () => {
    const created = await create();
    const one = await w.call("GET", `/admin/v1/webhooks/${created.id}`, ADMIN.owner);
    expect(one.status).toBe(200);
    expect(Object.keys(one.body).sort()).toEqual(WEBHOOK_KEYS);
    expect(one.text).not.toContain(created.secret);
    const list = await w.call("GET", "/admin/v1/webhooks", ADMIN.owner);
    expect(list.status).toBe(200);
    expect(Object.keys(list.body)).toEqual(["data"]);
    const listed = list.body.data.find((x: { id: string }) => x.id === created.id);
    expect(listed).toEqual(one.body);
    expect(list.text).not.toContain("whsec_");
    expect(list.text).not.toContain('"secret"');
  });

  it("each secret is new", async () => {
    const a = await create();
    const b = await create();
    expect(a.secret).not.toBe(b.secret);
    expect(a.id).not.toBe(b.id);
  });

  it("the list holds only the crew's own webhooks", async () => {
    const theirs = await create(hook({ description: "harbour" }), ADMIN.harbourOwner);
    const ours = await w.call("GET", "/admin/v1/webhooks", ADMIN.owner);
    expect(ours.body.data.map((x: { id: string }) => x.id)).not.toContain(theirs.id);
    const harbour = await w.call("GET", "/admin/v1/webhooks", ADMIN.harbourOwner);
    expect(harbour.body.data.map((x: { id: string }) => x.id)).toContain(theirs.id);
    await w.call("DELETE", `/admin/v1/webhooks/${theirs.id}`, ADMIN.harbourOwner);
  });

  it("a malformed or unknown id is 404 not_found", async () => {
    for (const id of ["not-a-uuid", "00000000-0000-4000-8000-000000000000"]) {
      const r = await w.call("GET", `/admin/v1/webhooks/${id}`, ADMIN.owner);
      expect(r.status).toBe(404);
      expect(r.body.code).toBe("not_found");
    }
  });
});

describe("body validation", () => {
  it("url and events are required, unknown fields refused", async () => {
    expectInvalid(await w.call("POST", "/admin/v1/webhooks", ADMIN.owner, { events: ["order.paid"] }), "url");
    expectInvalid(await w.call("POST", "/admin/v1/webhooks", ADMIN.owner, { url: "https://hooks.example.com/x" }), "events");
    expectInvalid(await w.call("POST", "/admin/v1/webhooks", ADMIN.owner, hook({ secret: "whsec_mine" })), "secret");
  });

  it("events must be a non-empty list of known event types without repeats", async () => {
    for (const events of [[], "order.paid", ["order.paid", "order.shipped"], ["order.paid", "order.paid"], ["webhook.test"], [1]]) {
      expectInvalid(await w.call("POST", "/admin/v1/webhooks", ADMIN.owner, hook({ events })), "events");
    }
    const all = ["order.paid", "order.refunded", "event.published", "event.updated", "booking_request.created", "ambassador.sale_attributed", "form.submitted", "payout.paid"];
    expect((await create(hook({ events: all }))).events).toEqual(all);
  });

  it("description is a string up to 500 characters or null; personal_data and sandbox are booleans", async () => {
    expectInvalid(await w.call("POST", "/admin/v1/webhooks", ADMIN.owner, hook({ description: "x".repeat(501) })), "description");
    expectInvalid(await w.call("POST", "/admin/v1/webhooks", ADMIN.owner, hook({ description: 5 })), "description");
    expectInvalid(await w.call("POST", "/admin/v1/webhooks", ADMIN.owner, hook({ personal_data: "yes" })), "personal_data");
    expectInvalid(await w.call("POST", "/admin/v1/webhooks", ADMIN.owner, hook({ sandbox: 1 })), "sandbox");
    expect((await create(hook({ description: null }))).description).toBeNull();
  });
});

describe("address rules", () => {
  const refused = [
    ["localhost", "https://localhost/hook"],
    ["localhost with a port, without sandbox", "http://localhost:4000/hook"],
    ["127.0.0.1 without sandbox", "http://127.0.0.1:4000/hook"],
    ["an IPv4 literal", "https://93.184.216.34/hook"],
    ["an IPv6 literal", "https://[2001:db8::1]/hook"],
    ["a private IPv4 literal", "https://10.0.0.5:8443/hook"],
    ["http", "http://hooks.example.com/hook"],
    ["user:pass@", "https://user:pass@hooks.example.com/hook"],
    ["a user name alone", "https://user@hooks.example.com/hook"],
    ["port 80", "https://hooks.example.com:80/hook"],
    ["port 22", "https://hooks.example.com:22/hook"],
    ["port 1023", "https://hooks.example.com:1023/hook"],
    ["a local name", "https://printer.local/hook"],
    ["a single-label name", "https://intranet/hook"],
    ["not a URL", "hooks.example.com/hook"],
    ["another scheme", "ftp://hooks.example.com/hook"],
  ] as const;

  it.each(refused)("refuses %s at create (422 on url)", async (_name, url) => {
    expectInvalid(await w.call("POST", "/admin/v1/webhooks", ADMIN.owner, hook({ url })), "url");
  });

  it.each(refused)("refuses %s at edit (422 on url), leaving the webhook as it was", async (_name, url) => {
    const created = await create();
    expectInvalid(await w.call("PATCH", `/admin/v1/webhooks/${created.id}`, ADMIN.owner, { url }), "url");
    const after = await w.call("GET", `/admin/v1/webhooks/${created.id}`, ADMIN.owner);
    expect(after.body.url).toBe(created.url);
    await w.call("DELETE", `/admin/v1/webhooks/${created.id}`, ADMIN.owner);
  });

  it.each([
    ["port 443", "https://hooks.example.com:443/hook"],
    ["port 8443", "https://hooks.example.com:8443/hook"],
    ["port 1024", "https://hooks.example.com:1024/hook"],
    ["no port", "https://hooks.example.com/hook?crew=1"],
  ])("accepts %s", async (_name, url) => {
    const created = await create(hook({ url }));
    expect(created.url).toBe(url);
    const edited = await w.call("PATCH", `/admin/v1/webhooks/${created.id}`, ADMIN.owner, { url });
    expect(edited.status).toBe(200);
    await w.call("DELETE", `/admin/v1/webhooks/${created.id}`, ADMIN.owner);
  });

  it("a sandbox webhook may use a local receiver in sandbox mode (http://localhost:<port>, http://127.0.0.1:<port>)", async () => {
    const a = await create(hook({ url: "http://localhost:4010/hook", sandbox: true }));
    expect(a).toMatchObject({ sandbox: true, url: "http://localhost:4010/hook" });
    const b = await create(hook({ url: "http://127.0.0.1:4011/hook", sandbox: true }));
    expect(b.sandbox).toBe(true);
    // Edits follow the webhook's own sandbox flag.
    const edited = await w.call("PATCH", `/admin/v1/webhooks/${a.id}`, ADMIN.owner, { url: "http://127.0.0.1:4012/other" });
    expect(edited.status).toBe(200);
    expect(edited.body.url).toBe("http://127.0.0.1:4012/other");
    // A local receiver still needs a port, and sandbox does not open other local addresses.
    expectInvalid(await w.call("POST", "/admin/v1/webhooks", ADMIN.owner, hook({ url: "http://localhost/hook", sandbox: true })), "url");
    expectInvalid(await w.call("POST", "/admin/v1/webhooks", ADMIN.owner, hook({ url: "http://10.0.0.5:4000/hook", sandbox: true })), "url");
    // A sandbox webhook may still point at a public https address.
    expect((await create(hook({ sandbox: true }))).sandbox).toBe(true);
    for (const id of [a.id, b.id]) await w.call("DELETE", `/admin/v1/webhooks/${id}`, ADMIN.owner);
  });

  it("sandbox is fixed at creation: PATCH refuses it", async () => {
    const created = await create();
    expectInvalid(await w.call("PATCH", `/admin/v1/webhooks/${created.id}`, ADMIN.owner, { sandbox: true }), "sandbox");
    expectInvalid(await w.call("PATCH", `/admin/v1/webhooks/${created.id}`, ADMIN.owner, { url: "http://localhost:4010/hook" }), "url");
  });
});

describe("personal data", () => {
  it("the owner may create with personal_data on; manage_api is 403 forbidden", async () => {
    expect((await create(hook({ personal_data: true }))).personal_data).toBe(true);
    const r = await w.call("POST", "/admin/v1/webhooks", ADMIN.manageApi, hook({ personal_data: true }));
    expect(r.status).toBe(403);
    expect(r.body.code).toBe("forbidden");
    expect((await create(hook({ personal_data: false }), ADMIN.manageApi)).personal_data).toBe(false);
    expect((await create(hook(), ADMIN.manageApi)).personal_data).toBe(false);
  });

  it("manage_api may turn personal_data off but never on; the owner may do both", async () => {
    const created = await create(hook({ personal_data: true }));
    const off = await w.call("PATCH", `/admin/v1/webhooks/${created.id}`, ADMIN.manageApi, { personal_data: false });
    expect(off.status).toBe(200);
    expect(off.body.personal_data).toBe(false);
    const on = await w.call("PATCH", `/admin/v1/webhooks/${created.id}`, ADMIN.manageApi, { personal_data: true });
    expect(on.status).toBe(403);
    expect(on.body.code).toBe("forbidden");
    expect((await w.call("GET", `/admin/v1/webhooks/${created.id}`, ADMIN.owner)).body.personal_data).toBe(false);
    const owner = await w.call("PATCH", `/admin/v1/webhooks/${created.id}`, ADMIN.owner, { personal_data: true });
    expect(owner.status).toBe(200);
    expect(owner.body.personal_data).toBe(true);
    const ownerOff = await w.call("PATCH", `/admin/v1/webhooks/${created.id}`, ADMIN.owner, { personal_data: false });
    expect(ownerOff.body.personal_data).toBe(false);
  });
});

describe("edit", () => {
  it("PATCH changes url, events and description and keeps the secret and the state", async () => {
    const created = await create(hook({ description: "old" }));
    const [before] = await w.api.database.db.select().from(webhooks).where(eq(webhooks.id, created.id));
    await w.call("POST", `/admin/v1/webhooks/${created.id}/disable`, ADMIN.owner);
    const r = await w.call("PATCH", `/admin/v1/webhooks/${created.id}`, ADMIN.manageApi, { url: "https://other.example.org:8443/in", events: ["payout.paid"], description: "new" });
    expect(r.status).toBe(200);
    expect(Object.keys(r.body).sort()).toEqual(WEBHOOK_KEYS);
    expect(r.body).toMatchObject({ id: created.id, url: "https://other.example.org:8443/in", events: ["payout.paid"], description: "new", state: "off", created_at: created.created_at });
    expect(Date.parse(r.body.updated_at)).toBeGreaterThanOrEqual(Date.parse(created.updated_at));
    const [after] = await w.api.database.db.select().from(webhooks).where(eq(webhooks.id, created.id));
    expect(after!.secret).toBe(before!.secret);
    // Stored sealed (issue 25: secrets at rest), the same secret inside.
    expect(after!.secret).not.toContain(created.secret);
    expect(openSecret(after!.secret)).toBe(created.secret);
    const cleared = await w.call("PATCH", `/admin/v1/webhooks/${created.id}`, ADMIN.owner, { description: null });
    expect(cleared.body).toMatchObject({ description: null, events: ["payout.paid"], url: "https://other.example.org:8443/in" });
  });

  it("PATCH validates events like creation", async () => {
    const created = await create();
    for (const events of [[], ["nope"], ["order.paid", "order.paid"]]) {
      expectInvalid(await w.call("PATCH", `/admin/v1/webhooks/${created.id}`, ADMIN.owner, { events }), "events");
    }
  });
});

describe("secret rotation", () => {
  it("rotate-secret answers a new secret and when the previous one stops signing; the old one is kept 24 hours", async () => {
    const created = await create();
    const before = Date.now();
    const r = await w.call("POST", `/admin/v1/webhooks/${created.id}/rotate-secret`, ADMIN.owner);
    expect(r.status).toBe(200);
    expect(Object.keys(r.body).sort()).toEqual(["previous_valid_until", "secret"]);
    expect(r.body.secret).toMatch(SECRET);
    expect(r.body.secret).not.toBe(created.secret);
    const until = Date.parse(r.body.previous_valid_until);
    expect(until - before).toBeGreaterThanOrEqual(24 * 3600_000 - 5000);
    expect(until - before).toBeLessThanOrEqual(24 * 3600_000 + 5000);
    const [row] = await w.api.database.db.select().from(webhooks).where(eq(webhooks.id, created.id));
    expect(openSecret(row!.secret)).toBe(r.body.secret);
    expect(openSecret(row!.previousSecret!)).toBe(created.secret);
    expect(row!.rotatedAt!.getTime() + 24 * 3600_000).toBe(until);
    const got = await w.call("GET", `/admin/v1/webhooks/${created.id}`, ADMIN.owner);
    expect(got.body.secret_rotated_at).toBe(row!.rotatedAt!.toISOString());
    expect(got.text).not.toContain(r.body.secret);
    // Rotating again: the current secret becomes the previous one.
    const again = await w.call("POST", `/admin/v1/webhooks/${created.id}/rotate-secret`, ADMIN.manageApi);
    const [row2] = await w.api.database.db.select().from(webhooks).where(eq(webhooks.id, created.id));
    expect(openSecret(row2!.previousSecret!)).toBe(r.body.secret);
    expect(openSecret(row2!.secret)).toBe(again.body.secret);
  });
});

describe("off and on", () => {
  it("disable turns the webhook off; enable turns it on and clears failing_since", async () => {
    const created = await create();
    const failingSince = new Date(Date.now() - 50 * 3600_000);
    await w.api.database.db.update(webhooks).set({ failingSince }).where(eq(webhooks.id, created.id));
    const off = await w.call("POST", `/admin/v1/webhooks/${created.id}/disable`, ADMIN.owner);
    expect(off.status).toBe(200);
    expect(Object.keys(off.body).sort()).toEqual(WEBHOOK_KEYS);
    expect(off.body).toMatchObject({ id: created.id, state: "off", failing_since: failingSince.toISOString() });
    expect((await w.call("POST", `/admin/v1/webhooks/${created.id}/disable`, ADMIN.owner)).body.state).toBe("off");
    const on = await w.call("POST", `/admin/v1/webhooks/${created.id}/enable`, ADMIN.manageApi);
    expect(on.status).toBe(200);
    expect(on.body).toMatchObject({ id: created.id, state: "on", failing_since: null });
    const [row] = await w.api.database.db.select().from(webhooks).where(eq(webhooks.id, created.id));
    expect(row!.failingSince).toBeNull();
    expect(row!.state).toBe("on");
  });

  it("enable turns a webhook the service turned off back on", async () => {
    const created = await create();
    await w.api.database.db.update(webhooks).set({ state: "off", failingSince: new Date(Date.now() - 80 * 3600_000) }).where(eq(webhooks.id, created.id));
    const on = await w.call("POST", `/admin/v1/webhooks/${created.id}/enable`, ADMIN.owner);
    expect(on.body).toMatchObject({ state: "on", failing_since: null });
  });
});

describe("test event", () => {
  it("POST /test answers 202 { queued: true } and writes a webhook.test event for that webhook to the outbox", async () => {
    const created = await create();
    const r = await w.call("POST", `/admin/v1/webhooks/${created.id}/test`, ADMIN.manageApi);
    expect(r.status).toBe(202);
    expect(r.body).toEqual({ queued: true });
    const rows = await w.api.database.db
      .select()
      .from(eventOutbox)
      .where(and(eq(eventOutbox.type, "webhook.test"), sql`${eventOutbox.subject}->>'webhook_id' = ${created.id}`));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ crewId: w.crews.nightshift, subject: { webhook_id: created.id }, dispatchedAt: null });
  });
});

describe("delete", () => {
  it("DELETE answers 204 with no body; the webhook is then 404 and gone from the list", async () => {
    const created = await create();
    const r = await w.call("DELETE", `/admin/v1/webhooks/${created.id}`, ADMIN.manageApi);
    expect(r.status).toBe(204);
    expect(r.text).toBe("");
    const again = await w.call("GET", `/admin/v1/webhooks/${created.id}`, ADMIN.owner);
    expect(again.status).toBe(404);
    expect(again.body.code).toBe("not_found");
    expect((await w.call("DELETE", `/admin/v1/webhooks/${created.id}`, ADMIN.owner)).status).toBe(404);
    const list = await w.call("GET", "/admin/v1/webhooks", ADMIN.owner);
    expect(list.body.data.map((x: { id: string }) => x.id)).not.toContain(created.id);
    expect(await w.api.database.db.select().from(webhooks).where(eq(webhooks.id, created.id))).toEqual([]);
  });
});

describe("another crew's webhook", () => {
  it("is 404 not_found on every route, and stays untouched", async () => {
    const theirs = await create(hook({ description: "harbour's" }), ADMIN.harbourOwner);
    const [before] = await w.api.database.db.select().from(webhooks).where(eq(webhooks.id, theirs.id));
    const base = `/admin/v1/webhooks/${theirs.id}`;
    const calls: [string, string, unknown?][] = [
      ["GET", base],
      ["PATCH", base, { description: "mine now" }],
      ["PATCH", base, { personal_data: false }],
      ["POST", `${base}/rotate-secret`],
      ["POST", `${base}/disable`],
      ["POST", `${base}/enable`],
      ["POST", `${base}/test`],
      ["POST", `${base}/test`, { type: "order.paid" }],
      ["GET", `${base}/stats`],
      ["POST", `${base}/recover`, { since: new Date(Date.now() - 3600_000).toISOString(), dry_run: true }],
      ["POST", `${base}/recover`, { since: new Date(Date.now() - 3600_000).toISOString() }],
      ["GET", `${base}/deliveries`],
      ["POST", `${base}/deliveries/00000000-0000-4000-8000-000000000000/resend`],
      ["DELETE", base],
    ];
    for (const [method, p, body] of calls) {
      for (const token of [ADMIN.owner, ADMIN.manageApi]) {
        const r = await w.call(method, p, token, body);
        expect(r.status, `${method} ${p}`).toBe(404);
        expect(r.body.code).toBe("not_found");
      }
    }
    const [after] = await w.api.database.db.select().from(webhooks).where(eq(webhooks.id, theirs.id));
    expect(after).toEqual(before);
    const outbox = await w.api.database.db
      .select()
      .from(eventOutbox)
      .where(sql`${eventOutbox.subject}->>'webhook_id' = ${theirs.id}`);
    expect(outbox).toEqual([]);
  });
});
