/**
 * Cross-crew isolation, generated from the registry like the security matrix: every keyed route
 * is called with crew Alpha's private ids through crew Bravo's keys, and Bravo must get what it
 * gets for ids that do not exist (or its own data only). The fixture table
 * (./cross-crew-fixtures.ts) says how to call each route; a keyed route without a fixture fails
 * this file, so a new route cannot skip the question. The same calls then go through the MCP
 * tools. The crew admin API's routes get the same question with the crews' owners' admin tokens
 * (ADMIN_FIXTURES): Bravo's owner is refused Alpha's webhooks and deliveries as if they did not
 * exist, on every route, and its refused writes change nothing. The platform API is left out: its
 * one token sees every crew, so there is no other crew to be kept from.
 */
import { randomUUID } from "node:crypto";
import type { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminEndpoints, allEndpoints, endpoints, platformApiEndpoints } from "@/lib/registry/registry";
import { eventOutbox, webhookCalls, webhookDeliveries, webhookMessages, webhooks } from "@/lib/db/schema";
import type { Endpoint } from "@/lib/http/endpoint";
import { toolNamed, type McpTool } from "@/lib/mcp/tools";
import { readWorld, startApp, type ApiResponse, type TestApp } from "../support/app";
import { expectNotFound } from "../support/expect";
import { connect } from "../mcp/support";
import {
  ADMIN_FIXTURES,
  ADMIN_TOKENS,
  ALPHA,
  ALPHA_TEXT,
  BRAVO,
  FIXTURES,
  casesOf,
  isAlphaId,
  keySet,
  seedMemberCredentials,
  seedTicketSessions,
  twoCrewsWorld,
  type AdminCall,
  type AdminCase,
  type AdminIds,
  type Call,
  type Case,
  type Crew,
} from "./cross-crew-fixtures";

const keyed = endpoints.filter((e) => e.auth !== "none");
/** Each endpoint calls with its own key set (see keySet). */
const keyIndex = new Map(keyed.map((e, i) => [e.id, i]));

let api: TestApp;
beforeAll(async () => {
  api = await startApp(twoCrewsWorld(keyed.length));
  await seedMemberCredentials(api);
  await seedTicketSessions(api);
});
afterAll(() => api?.close());

// ---------------------------------------------------------------------------------------------
// Calling.

type KeyKind = "secret" | "publishable";

function pathOf(e: Endpoint, call: Call): string {
  const used = new Set<string>();
  const path = e.path.replace(/\{(\w+)\}/g, (_m, name: string) => {
    const value = call.params?.[name];
    if (value === undefined) throw new Error(`Fixture of ${e.id} gives no path parameter "${name}"`);
    used.add(name);
    return encodeURIComponent(String(value));
  });
  const extra = Object.keys(call.params ?? {}).filter((n) => !used.has(n));
  if (extra.length) throw new Error(`Fixture of ${e.id} gives path parameters ${extra.join(", ")} that ${e.path} does not take`);
  const query = new URLSearchParams(Object.entries(call.query ?? {}).map(([k, v]) => [k, String(v)]));
  return query.size ? `${path}?${query}` : path;
}

/** Request ids of every call Alpha made: none may show up in an answer to Bravo. */
const alphaRequestIds = new Set<string>();

async function callAs(crew: Crew, kind: KeyKind, e: Endpoint, call: Call, idempotencyKey?: string): Promise<ApiResponse> {
  const keys = keySet(crew, keyIndex.get(e.id)!);
  const headers: Record<string, string> = { ...call.headers };
  if (e.idempotent && idempotencyKey) headers["Idempotency-Key"] = idempotencyKey;
  const options = { key: keys[kind], origin: kind === "publishable" ? (crew === "alpha" ? ALPHA.origin : BRAVO.origin) : undefined, headers };
  const path = pathOf(e, call);
  const res = e.method === "GET" ? await api.get(path, options) : await api.post(path, call.body ?? {}, options);
  if (crew === "alpha") alphaRequestIds.add(res.headers.get("x-request-id") ?? "");
  return res;
}

// ---------------------------------------------------------------------------------------------
// Finding Alpha's data in an answer.

/** A number standing alone in a string (a path, a URL, a UID), not part of a longer token. */
const NUMBER_IN_TEXT = /(?<![A-Za-z0-9])\d+(?![A-Za-z0-9])/g;
const ID_LIKE = /^(id|.*_id|.*_ids)$/;
/**
 * Numbers read off the clock, not the data: a day window's `reset_seconds` runs through Alpha's id
 * range (71000-71999) every day between 04:00 and 04:17 UTC.
 */
const CLOCK_FIELDS = new Set(["reset_seconds"]);

/** Every trace of Alpha's private data in an answer: its ids (in any field, id-like fields named first), its text, its request ids. */
function alphaTraces(body: unknown, text: string): string[] {
  const found: string[] = [];
  for (const re of ALPHA_TEXT) {
    const m = text.match(re);
    if (m) found.push(`text "${text.slice(Math.max(0, m.index! - 30), m.index! + 40)}"`);
  }
  for (const rid of alphaRequestIds) if (rid && text.includes(rid)) found.push(`Alpha's request id ${rid}`);
  const walk = (v: unknown, path: string, idLike: boolean): void => {
    if (typeof v === "number") {
      if (isAlphaId(v)) found.push(`${idLike ? "id field" : "number"} ${path} = ${v}`);
    } else if (typeof v === "string") {
      for (const m of v.matchAll(NUMBER_IN_TEXT)) if (isAlphaId(Number(m[0]))) found.push(`${path} = ${JSON.stringify(v)}`);
    } else if (Array.isArray(v)) {
      v.forEach((item, i) => walk(item, `${path}[${i}]`, idLike));
    } else if (v && typeof v === "object") {
      for (const [k, item] of Object.entries(v)) if (!(CLOCK_FIELDS.has(k) && typeof item === "number")) walk(item, `${path}.${k}`, ID_LIKE.test(k));
    }
  };
  if (body !== undefined) walk(body, "$", false);
  else for (const m of text.matchAll(NUMBER_IN_TEXT)) if (isAlphaId(Number(m[0]))) found.push(`text ${m[0]}`);
  return found;
}
const tracesOf = (r: ApiResponse) => alphaTraces(r.body, r.text);

const withoutCallFacts = (body: any) => {
  if (!body || typeof body !== "object") return body;
  const { request_id: _r, instance: _i, ...rest } = body;
  return rest;
};

/** Replaces Alpha's ids (numbers, uuids) by the nonexistent ids standing for them. */
function swapIds(v: unknown, swap: Record<number | string, number | string>): unknown {
  if (typeof v === "number" || typeof v === "string") return Object.hasOwn(swap, v) ? swap[v] : v;
  if (Array.isArray(v)) return v.map((x) => swapIds(x, swap));
  if (v && typeof v === "object") return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, swapIds(x, swap)]));
  return v;
}

/** Headers a 404 must share with the 404 for a nonexistent id. */
const COMPARED_HEADERS = ["content-type", "cache-control", "vary", "cache-status", "access-control-allow-origin"];
const headersOf = (r: ApiResponse) => Object.fromEntries(COMPARED_HEADERS.map((h) => [h, r.headers.get(h)]));

function expectSuccess(r: ApiResponse, what: string): void {
  expect(r.status >= 200 && r.status < 300, `${what}: ${r.status} ${r.text.slice(0, 300)}`).toBe(true);
}

// ---------------------------------------------------------------------------------------------
// Running one case with one kind of key.

async function runCase(e: Endpoint, c: Case, kind: KeyKind, label: string): Promise<void> {
  const what = `${label} (${kind} keys)`;
  // Alpha and Bravo send the same Idempotency-Key on purpose: Bravo must never get Alpha's stored answer.
  const idem = `cross-crew-${e.id}-${label}-${kind}`.replace(/[^A-Za-z0-9-]/g, "-");

  if (c.kind === "no-id" && c.prime) {
    expectSuccess(await api.get(c.prime.alpha, { key: keySet("alpha", keyIndex.get(e.id)!)[kind], origin: kind === "publishable" ? ALPHA.origin : undefined }), `${what}: Alpha's priming call`);
    expectSuccess(await api.get(c.prime.bravo, { key: keySet("bravo", keyIndex.get(e.id)!)[kind], origin: kind === "publishable" ? BRAVO.origin : undefined }), `${what}: Bravo's priming call`);
  }

  // Alpha first: the call must reach something that exists for Alpha.
  const alpha = await callAs("alpha", kind, e, c.call, idem);
  if (c.kind === "not_found" && c.alpha) {
    expect(alpha.status, `${what}: Alpha's status`).toBe(c.alpha);
  } else {
    expectSuccess(alpha, `${what}: Alpha's own call`);
    if (c.kind === "not_found" || c.kind === "own-data" || (c.kind === "no-id" && c.alphaPrivate)) expect(tracesOf(alpha), `${what}: Alpha's answer shows Alpha's data`).not.toEqual([]);
  }

  switch (c.kind) {
    case "not_found": {
      const unknown = await callAs("bravo", kind, e, c.unknown, `${idem}-unknown`);
      const bravo = await callAs("bravo", kind, e, c.call, idem);
      expectNotFound(unknown);
      expectNotFound(bravo);
      expect(withoutCallFacts(bravo.body), `${what}: Bravo's 404 for Alpha's id equals its 404 for a nonexistent id`).toEqual(withoutCallFacts(unknown.body));
      expect(headersOf(bravo), `${what}: headers`).toEqual(headersOf(unknown));
      break;
    }
    case "as-unknown": {
      const unknown = await callAs("bravo", kind, e, c.unknown, `${idem}-unknown`);
      const bravo = await callAs("bravo", kind, e, c.call, idem);
      expect(unknown.status, `${what}: Bravo's answer for nonexistent ids`).toBe(c.status);
      expect(unknown.body.code).toBe(c.code);
      expect(bravo.status, `${what}: Bravo's answer for Alpha's ids: ${bravo.text}`).toBe(c.status);
      expect(withoutCallFacts(swapIds(bravo.body, c.swap)), `${what}: same answer as for nonexistent ids`).toEqual(withoutCallFacts(unknown.body));
      expect(headersOf(bravo), `${what}: headers`).toEqual(headersOf(unknown));
      break;
    }
    case "own-data": {
      const bravo = await callAs("bravo", kind, e, c.call, idem);
      expectSuccess(bravo, `${what}: Bravo`);
      expect(tracesOf(bravo), `${what}: Alpha's data in Bravo's answer`).toEqual([]);
      expect(bravo.text, `${what}: Bravo's answer differs from Alpha's`).not.toBe(alpha.text);
      c.check?.(bravo, alpha);
      break;
    }
    case "no-id": {
      const bravo = await callAs("bravo", kind, e, c.call, idem);
      expectSuccess(bravo, `${what}: Bravo`);
      expect(tracesOf(bravo), `${what}: Alpha's data in Bravo's answer`).toEqual([]);
      if (c.alphaPrivate) expect(bravo.text).not.toBe(alpha.text);
      break;
    }
  }
}

const keyKindsFor = (e: Endpoint, c: Case): KeyKind[] => (e.publishable && c.keys !== "secret" ? ["secret", "publishable"] : ["secret"]);
const labelOf = (c: Case, i: number) => `case ${i + 1}${c.note ? ` (${c.note})` : ""}`;

// ---------------------------------------------------------------------------------------------
// The table must match the registry.

describe("the fixture table", () => {
  it("has a fixture for every keyed endpoint of the registry", () => {
    const missing = keyed.map((e) => e.id).filter((id) => !(id in FIXTURES));
    expect(missing, "keyed endpoints without a cross-crew fixture").toEqual([]);
  });

  it("names only keyed endpoints of the registry", () => {
    const ids = new Set(keyed.map((e) => e.id));
    expect(Object.keys(FIXTURES).filter((id) => !ids.has(id)), "fixtures of endpoints that are not keyed routes of the registry").toEqual([]);
  });

  it("rests on a world where everything of Alpha's is marked (ids 71000-71999, uuids a1a1a1a1, \"Alpha\" in names)", () => {
    const world = readWorld("two-crews") as Record<string, { id: number | string; name?: string; title?: string }[]>;
    for (const section of ["artists", "promoters", "venues", "events", "partners", "news", "presskits", "forms"]) {
      for (const item of world[section]!) {
        const alphaId = typeof item.id === "number" ? isAlphaId(item.id) : item.id.startsWith("a1a1a1a1");
        expect(/alpha/i.test(item.name ?? item.title ?? ""), `${section} ${item.id}`).toBe(alphaId);
      }
    }
  });

  it("gives every endpoint at least one case, and covers the MCP route if it is declared", () => {
    for (const [id, f] of Object.entries(FIXTURES)) expect(casesOf(f).length, id).toBeGreaterThan(0);
    const mcp = endpoints.find((e) => e.path === "/v1/mcp");
    if (mcp) expect(FIXTURES).toHaveProperty(mcp.id);
  });
});

// ---------------------------------------------------------------------------------------------
// One test per keyed endpoint.

describe.each(keyed.map((e) => [`${e.method} ${e.path} (${e.id})`, e] as const))("%s", (_name, e) => {
  it("gives crew Bravo nothing of crew Alpha's", async () => {
    const fixture = FIXTURES[e.id];
    if (!fixture) expect.fail(`${e.id} has no cross-crew fixture: add one to tests/security/cross-crew-fixtures.ts`);
    for (const [i, c] of casesOf(fixture).entries()) {
      for (const kind of keyKindsFor(e, c)) await runCase(e, c, kind, labelOf(c, i));
    }
  });
});

// ---------------------------------------------------------------------------------------------
// The crew admin API: Alpha's owner against Bravo's owner, on Alpha's webhooks and deliveries.

function adminPath(e: Endpoint, call: AdminCall): string {
  return pathOf(e, { params: call.params });
}

async function adminCall(crew: Crew, e: Endpoint, call: AdminCall): Promise<ApiResponse> {
  const res = await api.request(e.method, adminPath(e, call), { key: ADMIN_TOKENS[crew], ...(call.body !== undefined ? { body: call.body } : {}) });
  if (crew === "alpha") alphaRequestIds.add(res.headers.get("x-request-id") ?? "");
  return res;
}

const HOUR = 3600_000;

/** Alpha's webhook (made by Alpha's owner through the API) with two deliveries, and Bravo's with one. */
async function adminIds(): Promise<AdminIds> {
  const db = api.database.db;
  const create = async (crew: Crew, body: unknown) => {
    const r = await api.request("POST", "/admin/v1/webhooks", { key: ADMIN_TOKENS[crew], body });
    expect(r.status, `${crew} creates a webhook: ${r.text.slice(0, 300)}`).toBe(201);
    return r.body.id as string;
  };
  const alphaHook = await create("alpha", { url: "https://hooks.alpha.example/events", events: ["order.paid", "payout.paid"], description: "Alpha's webhook" });
  const bravoHook = await create("bravo", { url: "https://hooks.bravo.example/events", events: ["order.paid"], description: "Bravo's webhook" });
  // Paused with a failure clock running: disable and enable would each change it.
  await db
    .update(webhooks)
    .set({ state: "paused", failingSince: new Date(Date.now() - 24 * HOUR) })
    .where(eq(webhooks.id, alphaHook));
  const seed = async (crewId: string, webhookId: string, state: string, ageMs: number) => {
    const at = new Date(Date.now() - ageMs);
    const messageId = `msg_${randomUUID()}`;
    const deliveryId = randomUUID();
    await db.insert(webhookMessages).values({ id: messageId, crewId, type: "order.paid", subject: { order_id: randomUUID() }, createdAt: at });
    await db.insert(webhookDeliveries).values({
      id: deliveryId,
      messageId,
      webhookId,
      state,
      attempts: state === "failed" ? 10 : 1,
      lastStatus: state === "failed" ? 500 : 200,
      lastError: state === "failed" ? "HTTP 500" : null,
      createdAt: at,
      updatedAt: at,
    });
    return { messageId, deliveryId };
  };
  const delivered = await seed(ALPHA.crew, alphaHook, "delivered", 3 * HOUR);
  const failed = await seed(ALPHA.crew, alphaHook, "failed", 2 * HOUR);
  const bravo = await seed(BRAVO.crew, bravoHook, "failed", HOUR);
  return {
    alphaHook,
    alphaDeliveries: [delivered.deliveryId, failed.deliveryId],
    alphaMessages: [delivered.messageId, failed.messageId],
    bravoHook,
    bravoDelivery: bravo.deliveryId,
  };
}

/** Webhooks, deliveries, messages, calls and the event outbox, in a stable order. */
async function webhookState() {
  const db = api.database.db;
  return {
    webhooks: await db.select().from(webhooks).orderBy(asc(webhooks.id)),
    deliveries: await db.select().from(webhookDeliveries).orderBy(asc(webhookDeliveries.id)),
    messages: await db.select().from(webhookMessages).orderBy(asc(webhookMessages.id)),
    calls: await db.select().from(webhookCalls).orderBy(asc(webhookCalls.id)),
    outbox: await db.select().from(eventOutbox).orderBy(asc(eventOutbox.id)),
  };
}

/** Every trace of Alpha's in an admin answer: its webhook, delivery and message ids, "alpha", Alpha's crew id, Alpha's request ids. */
function adminTraces(r: ApiResponse, ids: AdminIds): string[] {
  const found = alphaTraces(r.body, r.text);
  for (const id of [ids.alphaHook, ...ids.alphaDeliveries, ...ids.alphaMessages]) if (r.text.includes(id)) found.push(`Alpha's id ${id}`);
  return found;
}

const idsIn = (r: ApiResponse): string[] => (r.body?.data ?? []).map((x: { id: string }) => x.id);

async function hooksOf(crew: Crew): Promise<string[]> {
  const r = await api.request("GET", "/admin/v1/webhooks", { key: ADMIN_TOKENS[crew] });
  expect(r.status, `${crew}'s webhook list`).toBe(200);
  return idsIn(r);
}

async function runAdminCase(e: Endpoint, c: AdminCase, ids: AdminIds, what: string): Promise<void> {
  switch (c.kind) {
    case "not_found": {
      // Bravo first, so that what it might change is Alpha's webhook as Alpha left it.
      const before = await webhookState();
      const unknown = await adminCall("bravo", e, c.unknown);
      const bravo = await adminCall("bravo", e, c.call);
      expectNotFound(unknown);
      expectNotFound(bravo);
      expect(withoutCallFacts(bravo.body), `${what}: Bravo's 404 for Alpha's ids equals its 404 for nonexistent ids`).toEqual(withoutCallFacts(unknown.body));
      expect(headersOf(bravo), `${what}: headers`).toEqual(headersOf(unknown));
      expect(await webhookState(), `${what}: Bravo's refused calls changed webhooks, deliveries, messages, calls or the outbox`).toEqual(before);
      const alpha = await adminCall("alpha", e, c.alpha ?? c.call);
      expectSuccess(alpha, `${what}: Alpha's own call`);
      break;
    }
    case "own-data": {
      const alpha = await adminCall("alpha", e, c.call);
      expectSuccess(alpha, `${what}: Alpha's own call`);
      const bravo = await adminCall("bravo", e, c.call);
      expectSuccess(bravo, `${what}: Bravo`);
      expect(adminTraces(bravo, ids), `${what}: Alpha's data in Bravo's answer`).toEqual([]);
      expect(bravo.text, `${what}: Bravo's answer differs from Alpha's`).not.toBe(alpha.text);
      await c.check?.({ alpha, bravo, ids, hooksOf });
      break;
    }
  }

  // Bravo's lists hold nothing of Alpha's; Alpha's webhook is still there for Alpha.
  const bravoHooks = await api.request("GET", "/admin/v1/webhooks", { key: ADMIN_TOKENS.bravo });
  expect(bravoHooks.status).toBe(200);
  expect(idsIn(bravoHooks), `${what}: Bravo's webhooks`).toContain(ids.bravoHook);
  expect(adminTraces(bravoHooks, ids), `${what}: Alpha's data in Bravo's webhook list`).toEqual([]);
  const bravoDeliveries = await api.request("GET", `/admin/v1/webhooks/${ids.bravoHook}/deliveries`, { key: ADMIN_TOKENS.bravo });
  expect(bravoDeliveries.status).toBe(200);
  expect(idsIn(bravoDeliveries), `${what}: Bravo's deliveries`).toEqual([ids.bravoDelivery]);
  expect(adminTraces(bravoDeliveries, ids), `${what}: Alpha's data in Bravo's delivery list`).toEqual([]);
  if (e.method !== "DELETE") expect(await hooksOf("alpha"), `${what}: Alpha's webhooks`).toContain(ids.alphaHook);
}

describe("the admin fixture table", () => {
  it("has a fixture for every route of the crew admin API", () => {
    expect(adminEndpoints.length).toBeGreaterThan(0);
    const missing = adminEndpoints.map((e) => e.id).filter((id) => !(id in ADMIN_FIXTURES));
    expect(missing, "admin endpoints without a cross-crew fixture").toEqual([]);
  });

  it("names only routes of the crew admin API", () => {
    const ids = new Set(adminEndpoints.map((e) => e.id));
    expect(Object.keys(ADMIN_FIXTURES).filter((id) => !ids.has(id)), "admin fixtures of endpoints that are not admin routes").toEqual([]);
  });

  it("leaves out only keyless routes and the platform API, whose one token sees every crew", () => {
    expect(adminEndpoints.filter((e) => e.auth !== "admin").map((e) => e.id), "admin routes that take another credential").toEqual([]);
    expect(platformApiEndpoints.filter((e) => e.auth !== "platform").map((e) => e.id), "platform routes that take another credential").toEqual([]);
    const covered = new Set([...keyed, ...adminEndpoints]);
    const outside = allEndpoints.filter((e) => !covered.has(e) && e.auth !== "none" && !platformApiEndpoints.includes(e));
    expect(outside.map((e) => `${e.id} (${e.auth})`), "routes of the registry outside the cross-crew tables").toEqual([]);
  });
});

describe.each(adminEndpoints.map((e) => [`${e.method} /api${e.path} (${e.id})`, e] as const))("%s", (_name, e) => {
  it("gives crew Bravo's owner nothing of crew Alpha's webhooks and deliveries", async () => {
    const fixture = ADMIN_FIXTURES[e.id];
    if (!fixture) expect.fail(`${e.id} has no cross-crew fixture: add one to ADMIN_FIXTURES in tests/security/cross-crew-fixtures.ts`);
    const ids = await adminIds();
    try {
      const cases = fixture(ids);
      expect(cases.length, e.id).toBeGreaterThan(0);
      for (const [i, c] of cases.entries()) await runAdminCase(e, c, ids, `${e.id} case ${i + 1}${c.note ? ` (${c.note})` : ""}`);
    } finally {
      // A crew has at most 10 webhooks: each test starts with none (deliveries and calls go with them).
      await api.database.db.delete(webhooks);
      await api.database.db.delete(webhookMessages);
    }
  });
});

// ---------------------------------------------------------------------------------------------
// The same calls through the MCP tools (POST /v1/mcp is not a registry route: its tools are).

interface ToolAnswer {
  isError: boolean;
  status: number;
  text: string;
  body: any;
}

function toolArgs(tool: McpTool, call: Call): Record<string, unknown> {
  const args: Record<string, unknown> = {};
  const given: [string, string | number][] = [...Object.entries(call.params ?? {}), ...Object.entries(call.query ?? {})];
  for (const [name, value] of given) {
    const spec = tool.args.find((a) => a.name === name);
    if (!spec) throw new Error(`Tool ${tool.name} takes no argument ${name}`);
    const text = String(value);
    args[name] =
      spec.kind === "integer" || spec.kind === "number"
        ? Number(text)
        : spec.kind === "boolean"
          ? text === "true"
          : spec.kind === "array"
            ? text.split(",").map((x) => (spec.items === "string" ? x : Number(x)))
            : text;
  }
  for (const [header, value] of Object.entries(call.headers ?? {})) args[header.toLowerCase().replace(/-/g, "_")] = value;
  return args;
}

async function callTool(client: Client, tool: McpTool, call: Call): Promise<ToolAnswer> {
  const result = await client.callTool({ name: tool.name, arguments: toolArgs(tool, call) });
  const text = (result.content as { type: string; text: string }[]).map((c) => c.text).join("");
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    body = undefined;
  }
  return { isError: result.isError === true, status: Number((result._meta as { status?: number } | undefined)?.status), text, body };
}

const asResponse = (a: ToolAnswer): ApiResponse => ({ status: a.status, headers: new Headers(), text: a.text, body: a.body, response: new Response(null) });
const tooled = keyed.filter((e) => toolNamed(e.id));

describe("MCP tools", () => {
  it("exist for the read routes of the table", () => {
    expect(tooled.length).toBeGreaterThan(30);
  });

  describe.each(tooled.map((e) => [e.id, e] as const))("tool %s", (_name, e) => {
    it("gives crew Bravo nothing of crew Alpha's", async () => {
      const fixture = FIXTURES[e.id];
      if (!fixture) expect.fail(`${e.id} has no cross-crew fixture`);
      const tool = toolNamed(e.id)!;
      const index = keyIndex.get(e.id)!;
      const alphaClient = await connect(keySet("alpha", index).secret);
      const bravoClient = await connect(keySet("bravo", index).secret);
      try {
        for (const [i, c] of casesOf(fixture).entries()) {
          const what = `${e.id} ${labelOf(c, i)} over MCP`;
          const alpha = await callTool(alphaClient, tool, c.call);
          if (c.kind === "not_found" && c.alpha) expect(alpha.status, what).toBe(c.alpha);
          else {
            expect(alpha.isError, `${what}: Alpha's own call: ${alpha.text.slice(0, 300)}`).toBe(false);
            if (c.kind !== "no-id" || c.alphaPrivate) expect(alphaTraces(alpha.body, alpha.text), `${what}: Alpha's answer shows Alpha's data`).not.toEqual([]);
          }
          if (c.kind === "not_found") {
            const unknown = await callTool(bravoClient, tool, c.unknown);
            const bravo = await callTool(bravoClient, tool, c.call);
            expect([unknown.isError, unknown.status, unknown.body?.code], what).toEqual([true, 404, "not_found"]);
            expect([bravo.isError, bravo.status, bravo.body?.code], what).toEqual([true, 404, "not_found"]);
            expect(withoutCallFacts(bravo.body), what).toEqual(withoutCallFacts(unknown.body));
          } else if (c.kind === "as-unknown") {
            throw new Error(`${what}: as-unknown cases are for writes, which are not tools`);
          } else {
            const bravo = await callTool(bravoClient, tool, c.call);
            expect(bravo.isError, `${what}: Bravo: ${bravo.text.slice(0, 300)}`).toBe(false);
            expect(alphaTraces(bravo.body, bravo.text), `${what}: Alpha's data in Bravo's answer`).toEqual([]);
            if (c.kind === "own-data") {
              expect(bravo.text, what).not.toBe(alpha.text);
              c.check?.(asResponse(bravo), asResponse(alpha));
            }
          }
        }
      } finally {
        await alphaClient.close();
        await bravoClient.close();
      }
    });
  });
});
