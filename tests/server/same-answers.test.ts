/**
 * The API's two entries give the same answers. Both run the one dispatcher (lib/server/dispatch.ts)
 * over the same table, so what can still differ is the transport: how each adapts its request
 * (headers, URL, path, body read under a limit) and writes the answer (status, headers, a text
 * body, a stream, no body for HEAD, a Fetch route's Response). Each request here goes to one copy
 * of the app through the route file Next.js runs (app/api/[[...path]]/route.ts) and to an
 * identical copy over HTTP through the plain Node entry (`npm run serve:api`): same status, same
 * headers (only the framing ones, date, connection, keep-alive, content-length and
 * transfer-encoding, are left out; X-Request-Id is pinned), same body bytes. A write may make a
 * uuid or a secret of its own on each copy: its body must then be the same up to a consistent
 * renaming of those generated tokens.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminEndpoints, endpoints, platformApiEndpoints } from "@/lib/registry/registry";
import { webhooks } from "@/lib/db/schema";
import type { Endpoint } from "@/lib/http/endpoint";
import type { App } from "@/lib/root/app";
import { buildRequest, type CallOptions } from "../support/app";
import { PLATFORM_TOKEN } from "../support/keys";
import { ADMIN_FIXTURES, ADMIN_TOKENS, ALPHA, FIXTURES, NOPE_UUID, casesOf, keySet, seedMemberCredentials, seedTicketSessions, twoCrewsWorld, type Call } from "../security/cross-crew-fixtures";
import { differenceBeyondGeneratedIds, startTwoEntries, type Seen, type TwoEntries } from "./both-entries";
import { knownGoodBody, pathOf, PLATFORM_CALL } from "./calls";

const REQUEST_ID = "req_sameanswers0000000000000000001";
const ALPHA_HOOK = "a1a1a1a1-0000-4000-8000-0000000000c1";
const KEYS = keySet("alpha", 0);

let two: TwoEntries;
beforeAll(async () => {
  two = await startTwoEntries(twoCrewsWorld(1), async (app: App) => {
    await seedMemberCredentials(app);
    await seedTicketSessions(app);
    // Alpha's webhook with one id on both copies, for the admin routes that name one.
    const now = new Date();
    await app.database.db.insert(webhooks).values({ id: ALPHA_HOOK, crewId: ALPHA.crew, url: "https://hooks.alpha.example/in", events: ["order.paid"], secret: `whsec_${Buffer.alloc(32, 7).toString("base64")}`, createdAt: now, updatedAt: now });
  });
}, 120_000);
afterAll(() => two?.close());

/** A request as the harness builds them, with a pinned request id. */
const req = (method: string, target: string, options: CallOptions = {}) => buildRequest(method, target, { ...options, headers: { "X-Request-Id": REQUEST_ID, ...options.headers } });

const text = (s: Seen) => s.body.toString("utf8");
const header = (s: Seen, name: string) => s.headers.find(([n]) => n === name)?.[1] ?? null;

/**
 * The two answers are the same: byte for byte, or with `generated`, up to a consistent renaming
 * of generated tokens (ids a write made on each copy) and measured values.
 */
function expectSame(a: Record<"next" | "node", Seen>, what: string, generated = false): void {
  expect(a.node.status, `${what}: status`).toBe(a.next.status);
  const exact = a.node.body.equals(a.next.body) && JSON.stringify(a.node.headers) === JSON.stringify(a.next.headers);
  if (!generated || exact) {
    expect(a.node.headers, `${what}: headers`).toEqual(a.next.headers);
    expect(text(a.node), `${what}: body`).toBe(text(a.next));
    expect(a.node.body.equals(a.next.body), `${what}: body bytes`).toBe(true);
    return;
  }
  const names = (s: Seen) => s.headers.map(([n]) => n);
  expect(names(a.node), `${what}: header names`).toEqual(names(a.next));
  const headerDiff = differenceBeyondGeneratedIds(JSON.stringify(a.next.headers), JSON.stringify(a.node.headers));
  expect(headerDiff, `${what}: headers`).toBeNull();
  expect(differenceBeyondGeneratedIds(text(a.next), text(a.node)), `${what}: body`).toBeNull();
}

/** How to call a route the way its known-good call says, with a credential that may. */
function knownGoodRequest(e: Endpoint): () => Request {
  if (e.auth === "admin") {
    const call = ADMIN_FIXTURES[e.id]!({ alphaHook: ALPHA_HOOK, alphaDeliveries: [NOPE_UUID, NOPE_UUID], alphaMessages: ["msg_none", "msg_none"], bravoHook: NOPE_UUID, bravoDelivery: NOPE_UUID })[0]!.call;
    const headers = { Authorization: `Bearer ${ADMIN_TOKENS.alpha}` };
    return () => req(e.method, pathOf(e, call), { headers, ...(e.method === "GET" || e.method === "DELETE" ? {} : { body: call.body ?? {} }) });
  }
  if (e.auth === "platform") {
    const headers = { Authorization: `Bearer ${PLATFORM_TOKEN}` };
    const body = knownGoodBody(e);
    return () => req(e.method, pathOf(e, PLATFORM_CALL), { headers, ...(body === undefined ? {} : { body }) });
  }
  const fixture = FIXTURES[e.id];
  const call: Call = fixture ? casesOf(fixture)[0]!.call : {};
  const headers: Record<string, string> = { ...call.headers, ...(e.idempotent ? { "Idempotency-Key": `same-answers-${e.id}` } : {}) };
  const key = e.auth === "none" ? null : KEYS.secret;
  return () => req(e.method, pathOf(e, call), { key, headers, ...(e.method === "GET" ? {} : { body: call.body ?? {} }) });
}

/**
 * One route per kind of answer a transport carries: a JSON read with a path parameter, a list
 * with a query, an iCalendar feed, a partner write with a body and an Idempotency-Key, the admin
 * API's read and write (its token, its recorded writes), the platform API's read and write.
 */
const SAMPLES = ["get_artist", "list_events", "get_event_calendar", "create_booking_request", "admin_list_webhooks", "admin_update_webhook", "list_emails", "platform_publish_event"];
const sampled = SAMPLES.map((id) => {
  const e = [...endpoints, ...adminEndpoints, ...platformApiEndpoints].find((x) => x.id === id);
  if (!e) throw new Error(`no endpoint ${id}`);
  return e;
});

/** Reads whose answers show what writes made: ids, tokens in mails, measured times. */
const READS_OF_GENERATED = new Set(["list_emails", "admin_list_webhooks"]);

describe("a known-good call of each kind of route", () => {
  it.each(sampled.map((e) => [`${e.method} ${e.path}`, e] as const))("%s", async (what, e) => {
    const build = knownGoodRequest(e);
    const answers = await two.both((send) => send(build()));
    expect(answers.next.status, `${what}: ${text(answers.next).slice(0, 300)}`).toBeLessThan(300);
    // Reads of what earlier writes made (sent mails, webhooks) hold their generated ids too.
    expectSame(answers, what, e.method !== "GET" || READS_OF_GENERATED.has(e.id));
  });
});

describe("the cases around the routes", () => {
  const artist = `/v1/artists/${ALPHA.artist}`;

  it("a 304 revalidation", async () => {
    const a = await two.both(async (send) => {
      const first = await send(req("GET", artist, { key: KEYS.secret }));
      return send(req("GET", artist, { key: KEYS.secret, headers: { "If-None-Match": header(first, "etag") ?? "" } }));
    });
    expect(a.next.status).toBe(304);
    expectSame(a, "304");
  });

  it("a HEAD", async () => {
    const a = await two.both((send) => send(req("HEAD", artist, { key: KEYS.secret })));
    expect(a.next.status).toBe(200);
    expect(a.node.body.length).toBe(0);
    expectSame(a, "HEAD");
  });

  it("an OPTIONS preflight", async () => {
    const a = await two.both((send) => send(req("OPTIONS", "/v1/artists", { origin: ALPHA.origin, headers: { "Access-Control-Request-Method": "GET" } })));
    expect(a.next.status).toBe(204);
    expect(header(a.next, "access-control-allow-origin")).toBe(ALPHA.origin);
    expectSame(a, "OPTIONS");
  });

  it("a method the path does not answer: 405", async () => {
    const a = await two.both((send) => send(req("DELETE", "/v1/genres", { key: KEYS.secret })));
    expect(a.next.status).toBe(405);
    expect(header(a.next, "allow")).toBe("GET, HEAD, OPTIONS");
    expectSame(a, "405");
  });

  // Every surface, and paths under /api that no surface declares (other versions, the roots).
  it.each(["/v1/no-such-route", "/admin/v1/nope", "/platform/v1/nope/1", "/api/v2/me", "/api/v1", "/api/v1/", "/api", "/api/", "/api/v1/events//", "/api/v1/forms/%E0%A4%A"])("an unknown path %s: the 404 problem", async (target) => {
    const a = await two.both((send) => send(req("GET", target, { key: KEYS.secret })));
    expect(a.next.status).toBe(404);
    expect(header(a.next, "content-type")).toBe("application/problem+json");
    expect(JSON.parse(text(a.next))).toMatchObject({ code: "not_found", request_id: REQUEST_ID, instance: target.startsWith("/api") ? target : `/api${target}` });
    expect(header(a.next, "x-request-id")).toBe(REQUEST_ID);
    expectSame(a, "404");
  });

  it.each(["HEAD", "OPTIONS", "POST", "DELETE"])("an unknown path by %s: 404, with X-Request-Id", async (method) => {
    const a = await two.both((send) => send(req(method, "/api/v2/me", { key: KEYS.secret, ...(method === "POST" ? { body: {} } : {}) })));
    expect(a.next.status).toBe(404);
    expect(header(a.next, "x-request-id")).toBe(REQUEST_ID);
    if (method === "HEAD") expect(a.node.body.length).toBe(0);
    expectSame(a, `404 ${method}`);
  });

  it("a trailing slash: the path without it, answered by the dispatcher", async () => {
    const a = await two.both(async (send) => ({ slash: await send(req("GET", "/v1/events/?limit=2", { key: KEYS.secret })), plain: await send(req("GET", "/v1/events?limit=2", { key: KEYS.secret })) }));
    expect(a.next.slash.status).toBe(200);
    expect(header(a.next.slash, "x-request-id")).toBe(REQUEST_ID);
    expect(JSON.parse(text(a.next.slash)).data).toEqual(JSON.parse(text(a.next.plain)).data);
    expectSame({ next: a.next.slash, node: a.node.slash }, "trailing slash");
  });

  it("a method a Fetch route does not answer: its own 405 (MCP, with a trailing slash)", async () => {
    const a = await two.both((send) => send(req("GET", "/api/v1/mcp/", { key: KEYS.secret })));
    expect(a.next.status).toBe(405);
    expect(header(a.next, "allow")).toBe("POST");
    expectSame(a, "MCP 405");
  });

  it("a body over 64 KB: 413", async () => {
    const big = JSON.stringify({ message: "x".repeat(70_000) });
    const a = await two.both((send) => send(req("POST", "/v1/booking-requests", { key: KEYS.secret, body: big })));
    expect(a.next.status).toBe(413);
    expectSame(a, "413");
  });

  it("a body that is not JSON", async () => {
    const a = await two.both((send) => send(req("POST", "/v1/booking-requests", { key: KEYS.secret, body: "{not json" })));
    expect(a.next.status).toBe(422);
    expect(JSON.parse(text(a.next)).errors[0].message).toMatch(/not valid JSON/);
    expectSame(a, "bad JSON");
  });

  it("a publishable key from its website: CORS headers", async () => {
    const a = await two.both((send) => send(req("GET", artist, { key: KEYS.publishable, keyInQuery: true, origin: ALPHA.origin })));
    expect(a.next.status).toBe(200);
    expect(header(a.next, "access-control-allow-origin")).toBe(ALPHA.origin);
    expectSame(a, "publishable + Origin");
  });

  it("a streamed NDJSON export", async () => {
    const a = await two.both((send) => send(req("GET", "/v1/exports/artists", { key: KEYS.secret })));
    expect(a.next.status).toBe(200);
    expect(header(a.next, "content-type")).toMatch(/^application\/x-ndjson/);
    expect(text(a.next).split("\n").filter(Boolean).length).toBeGreaterThan(0);
    expectSame(a, "export");
  });

  it("an Idempotency-Key replay", async () => {
    const booking = endpoints.find((e) => e.method === "POST" && e.path === "/v1/booking-requests")!;
    const { body } = casesOf(FIXTURES[booking.id]!)[0]!.call;
    const call = (send: (r: Request) => Promise<Seen>) => send(req("POST", "/v1/booking-requests", { key: KEYS.secret, headers: { "Idempotency-Key": "same-answers-replay" }, body }));
    const a = await two.both(async (send) => {
      const first = await call(send);
      const again = await call(send);
      return { first, again };
    });
    expect(a.next.again.status).toBe(a.next.first.status);
    expect(header(a.next.again, "idempotent-replayed")).toBe("true");
    expectSame({ next: a.next.again, node: a.node.again }, "replay", true);
  });

  it("the MCP server: initialize", async () => {
    const body = { jsonrpc: "2.0", id: 1, method: "initialize", params: { protocolVersion: "2025-06-18", capabilities: {}, clientInfo: { name: "raw", version: "1" } } };
    const a = await two.both((send) => send(req("POST", "/api/v1/mcp", { key: KEYS.secret, headers: { Accept: "application/json, text/event-stream" }, body })));
    expect(a.next.status).toBe(200);
    expect(JSON.parse(text(a.next)).result.serverInfo.name).toBe("events-partner-api");
    expectSame(a, "MCP initialize");
  });

  it("a body over a Fetch route's limit: 413 before the route reads it (Stripe's webhook, 1 MiB)", async () => {
    const big = "x".repeat(1024 * 1024 + 1);
    const a = await two.both((send) => send(req("POST", "/api/stripe/webhook", { headers: { "Stripe-Signature": "t=1,v1=00" }, body: big })));
    expect(a.next.status).toBe(413);
    expect(JSON.parse(text(a.next))).toMatchObject({ code: "payload_too_large", request_id: REQUEST_ID });
    expectSame(a, "Stripe 413");
  });

  it("a body over the MCP server's 64 KB: its own 413, after the key", async () => {
    const big = JSON.stringify({ jsonrpc: "2.0", id: 1, method: "ping", params: { pad: "x".repeat(70_000) } });
    const a = await two.both((send) => send(req("POST", "/api/v1/mcp", { key: KEYS.secret, headers: { Accept: "application/json, text/event-stream" }, body: big })));
    expect(a.next.status).toBe(413);
    expect(JSON.parse(text(a.next)).code).toBe("payload_too_large");
    expectSame(a, "MCP 413");
  });

  it("Stripe's webhook path", async () => {
    const a = await two.both((send) => send(req("POST", "/api/stripe/webhook", { headers: { "Stripe-Signature": "t=1,v1=00" }, body: { id: "evt_1" } })));
    expect(a.next.status).toBeGreaterThanOrEqual(400);
    expectSame(a, "Stripe webhook");
  });
});
