/**
 * The API's two entries give the same answers: each request goes to one copy of the app through
 * the route file Next.js runs for its path, and to an identical copy over HTTP through the plain
 * Node entry (`npm run serve:api`). Same status, same headers (only the framing ones, date,
 * connection, keep-alive, content-length and transfer-encoding, are left out; X-Request-Id is
 * pinned), same body bytes. A write may make a uuid or a secret of its own on each copy: its body
 * must then be the same up to a consistent renaming of those generated tokens.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminEndpoints, endpoints, platformApiEndpoints } from "@/lib/api/registry";
import { webhooks } from "@/lib/db/schema";
import type { Endpoint } from "@/lib/http/endpoint";
import type { App } from "@/lib/app/app";
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

/** Comparisons that were not byte for byte (generated tokens renamed), by name. */
const renamed = new Set<string>();

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
  renamed.add(what);
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

/** Deletions last, so the calls after them still find what they name. */
const deletionsLast = (list: Endpoint[]) => [...list].sort((a, b) => Number(a.method === "DELETE") - Number(b.method === "DELETE"));
const surfaces = [
  ["partner", deletionsLast(endpoints)],
  ["admin", deletionsLast(adminEndpoints)],
  ["platform", deletionsLast(platformApiEndpoints)],
] as const;

/** Reads whose answers show what writes made: ids, tokens in mails, measured times. */
const READS_OF_GENERATED = new Set(["get_audit_log", "list_emails", "admin_list_webhooks", "admin_list_webhook_deliveries"]);

/** Statuses of the known-good calls, for the closing check that most of them succeed. */
const statuses = new Map<string, number>();

describe.each(surfaces)("every %s route's known-good call", (_surface, list) => {
  it.each(list.map((e) => [`${e.method} ${e.path}`, e] as const))("%s", async (what, e) => {
    const build = knownGoodRequest(e);
    const answers = await two.both((send) => send(build()));
    statuses.set(e.id, answers.next.status);
    expect(answers.next.status, `${what}: ${text(answers.next).slice(0, 300)}`).toBeLessThan(500);
    // Reads of what earlier writes made (the audit log, sent mails, deliveries) hold their generated ids too.
    expectSame(answers, what, e.method !== "GET" || READS_OF_GENERATED.has(e.id));
  });
});

it("the known-good calls mostly succeed, so the comparison is of real answers", () => {
  const refused = [...statuses].filter(([, s]) => s >= 300).map(([id, s]) => `${id} ${s}`);
  console.log(`entries compared: ${statuses.size} known-good calls (refused: ${refused.join(", ")}); not byte for byte, ids renamed: ${[...renamed].join(", ") || "none"}`);
  const ok = [...statuses.values()].filter((s) => s < 300).length;
  expect(statuses.size).toBe(endpoints.length + adminEndpoints.length + platformApiEndpoints.length);
  expect(ok / statuses.size, `successes: ${ok} of ${statuses.size}`).toBeGreaterThan(0.8);
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

  it.each(["/v1/no-such-route", "/admin/v1/nope", "/platform/v1/nope/1"])("an unknown path %s: 404", async (target) => {
    const a = await two.both((send) => send(req("GET", target, { key: KEYS.secret })));
    expect(a.next.status).toBe(404);
    expect(JSON.parse(text(a.next)).code).toBe("not_found");
    expectSame(a, "404");
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

  it("Stripe's webhook path", async () => {
    const a = await two.both((send) => send(req("POST", "/api/stripe/webhook", { headers: { "Stripe-Signature": "t=1,v1=00" }, body: { id: "evt_1" } })));
    expect(a.next.status).toBeGreaterThanOrEqual(400);
    expectSame(a, "Stripe webhook");
  });
});
