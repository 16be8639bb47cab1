/**
 * Random and hostile requests for one route: its path ids, query, body and headers, each drawn
 * either from a valid call of the route (so handlers run), from the route's own schemas, or from
 * hostile values; with the route's own credential most of the time and a wrong one sometimes.
 */
import fc from "fast-check";
import type { Endpoint } from "@/lib/http/endpoint";
import { jsonSchemaOf, valueOf, type Hints } from "./schema-values";
import { databaseHostile, deepNesting, encoded, headerValue, nastyString, wrongJson } from "./values";

/** A valid call of the route, as the cross-crew fixtures write them. */
export interface Seed {
  params?: Record<string, string | number>;
  query?: Record<string, string | number>;
  body?: unknown;
  headers?: Record<string, string>;
}

/** How to call as the fuzzing party: the right credential, and its header or query form. */
export interface Credential {
  headers: [string, string][];
  query?: [string, string];
}

export interface Target {
  endpoint: Endpoint;
  seeds: Seed[];
  /** The route's own credentials (a secret key, a publishable key with its website, a token). */
  good: Credential[];
  hints: Hints;
}

export interface FuzzRequest {
  method: string;
  /** Path and query under /api, as sent (possibly badly encoded). */
  target: string;
  headers: [string, string][];
  body?: string;
}

const WRONG_CREDENTIALS: Credential[] = [
  { headers: [] },
  { headers: [["Authorization", "Bearer svc_sk_test_thisKeyDoesNotExist00000001"]] },
  { headers: [["Authorization", "Bearer "]] },
  { headers: [["Authorization", "Basic c3ZjOnNlY3JldA=="]] },
  { headers: [["Authorization", `Bearer svc_sk_test_${"x".repeat(5000)}`]] },
  { headers: [["Authorization", "Bearer svc_sk_test_ÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿ"]] },
  { headers: [], query: ["key", "svc_pk_test_nope%00"] },
  { headers: [["Authorization", "Bearer svc_adm_test_thisTokenDoesNotExist001"]] },
  { headers: [["Authorization", "Bearer svc_plat_test_wrong0000000000000000000000"]] },
];

const COMMON_QUERY = ["fields", "locale", "limit", "cursor", "key", "expand", "q", "ids", "sort", "page", "__proto__", "constructor"];
const HEADER_NAMES = [
  "If-None-Match",
  "Idempotency-Key",
  "X-Ambassador-Session",
  "Presskit-Password",
  "Origin",
  "Cache-Control",
  "Pragma",
  "X-Request-Id",
  "X-Forwarded-For",
  "Accept",
  "Accept-Language",
  "Accept-Encoding",
  "Content-Type",
  "Referer",
  "User-Agent",
  "X-Custom-Header",
];
const CONTENT_TYPES = [
  "application/json",
  "application/json; charset=utf-8",
  "APPLICATION/JSON",
  "application/merge-patch+json",
  "application/json; charset=utf-16",
  "text/plain",
  "application/x-www-form-urlencoded",
  "multipart/form-data; boundary=x",
  "application/xml",
  "",
];

const seedOf = (t: Target) => (t.seeds.length ? fc.constantFrom(...t.seeds) : fc.constant<Seed>({}));

/** Values made from the route's schema; one in five with one text field set to text databases choke on. */
function schemaValues(t: Target, part: "params" | "query" | "body"): fc.Arbitrary<unknown> | null {
  const s = t.endpoint[part];
  if (!s) return null;
  const made = valueOf(jsonSchemaOf(s), t.hints);
  return fc.oneof({ weight: 4, arbitrary: made }, { weight: 1, arbitrary: made.chain(withHostileText) });
}

/** Where strings sit in a value: each as its parent and key. */
function textPlaces(v: unknown, out: [Record<string, unknown> | unknown[], string | number][] = []): typeof out {
  if (Array.isArray(v)) v.forEach((x, i) => (typeof x === "string" ? out.push([v, i]) : textPlaces(x, out)));
  else if (v && typeof v === "object") {
    for (const [k, x] of Object.entries(v)) {
      if (typeof x === "string") out.push([v as Record<string, unknown>, k]);
      else textPlaces(x, out);
    }
  }
  return out;
}

/** A copy of `value` with one of its strings replaced by a databaseHostile() one (as is when it holds none). */
function withHostileText(value: unknown): fc.Arbitrary<unknown> {
  const count = textPlaces(value).length;
  if (count === 0) return fc.constant(value);
  return fc.tuple(fc.nat(count - 1), databaseHostile()).map(([i, text]) => {
    const copy = structuredClone(value);
    const [parent, key] = textPlaces(copy)[i]!;
    (parent as Record<string | number, unknown>)[key] = text;
    return copy;
  });
}

/** Path: the template with each id good (a seed's), schema-made, or hostile; encoded or raw. */
function pathOf(t: Target): fc.Arbitrary<string> {
  const names = [...t.endpoint.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!);
  if (names.length === 0) return fc.constant(t.endpoint.path);
  const fromSchema = schemaValues(t, "params") as fc.Arbitrary<Record<string, unknown>> | null;
  const one = (name: string) =>
    fc.oneof(
      { weight: 3, arbitrary: seedOf(t).map((s) => String(s.params?.[name] ?? "1")) },
      { weight: 2, arbitrary: fromSchema ? fromSchema.map((p) => String(p[name] ?? "1")) : fc.constant("1") },
      { weight: 1, arbitrary: fc.constantFrom(...t.hints.ints.map(String), ...t.hints.strings) },
      { weight: 3, arbitrary: nastyString(3000) },
    );
  return fc.tuple(fc.tuple(...names.map(one)), fc.array(fc.boolean(), { minLength: names.length, maxLength: names.length }), fc.constantFrom("", "", "", "/", "//", "/.", "/..")).map(([values, raw, tail]) => {
    let i = 0;
    const path = t.endpoint.path.replace(/\{(\w+)\}/g, () => {
      const v = values[i]!;
      return encoded(v, raw[i++]!) || "%20";
    });
    return path + tail;
  });
}

/** Query pairs: a seed's, schema-made ones, unknown and repeated names, hostile values. */
function queryOf(t: Target): fc.Arbitrary<[string, string][]> {
  const declared = Object.keys(t.endpoint.query?.shape ?? {});
  const fromSchema = schemaValues(t, "query") as fc.Arbitrary<Record<string, unknown>> | null;
  const name = fc.oneof(
    { weight: declared.length ? 4 : 0, arbitrary: declared.length ? fc.constantFrom(...declared) : fc.constant("x") },
    { weight: 2, arbitrary: fc.constantFrom(...COMMON_QUERY) },
    { weight: 1, arbitrary: nastyString(2000) },
  );
  const value = fc.oneof(
    { weight: 3, arbitrary: nastyString(5000) },
    { weight: 2, arbitrary: fc.constantFrom(...t.hints.ints.map(String), ...t.hints.strings, "all", "en", "fr-BE", "xx", "id,name", "id,,nope", "*", "100", "101", "0") },
    { weight: 1, arbitrary: fc.base64String({ minLength: 10, maxLength: 6000 }) },
  );
  const extra = fc.oneof({ weight: 2, arbitrary: fc.constant<[string, string][]>([]) }, { weight: 1, arbitrary: fc.array(fc.tuple(name, value), { minLength: 1, maxLength: 5 }) });
  const base = fc.oneof(
    seedOf(t).map((s) => Object.entries(s.query ?? {}).map(([k, v]) => [k, String(v)] as [string, string])),
    fromSchema ? fromSchema.map((q) => Object.entries(q).map(([k, v]) => [k, String(v)] as [string, string])) : fc.constant<[string, string][]>([]),
    fc.constant<[string, string][]>([]),
  );
  return fc.tuple(base, extra, fc.boolean()).map(([b, e, repeat]) => [...b, ...(repeat && b.length ? [b[0]!] : []), ...e]);
}

/** Sets, drops or adds one field of an object body (at the top or one level down). */
function mutate(body: unknown): fc.Arbitrary<unknown> {
  if (!body || typeof body !== "object" || Array.isArray(body)) return fc.constant(body);
  const keys = Object.keys(body);
  return fc.tuple(fc.constantFrom("set", "drop", "add", "nested"), keys.length ? fc.constantFrom(...keys) : fc.constant("x"), wrongJson(), fc.string({ maxLength: 12 })).map(([op, key, wrong, extraName]) => {
    const copy: Record<string, unknown> = structuredClone(body as Record<string, unknown>);
    if (op === "set") copy[key] = wrong;
    else if (op === "drop") delete copy[key];
    else if (op === "add") copy[extraName || "extra"] = wrong;
    else {
      const inner = copy[key];
      if (Array.isArray(inner) && inner.length && inner[0] && typeof inner[0] === "object") (inner[0] as Record<string, unknown>)[Object.keys(inner[0])[0] ?? "x"] = wrong;
      else if (inner && typeof inner === "object") (inner as Record<string, unknown>)[Object.keys(inner)[0] ?? "x"] = wrong;
      else copy[key] = [wrong];
    }
    return copy;
  });
}

/** A body as text: valid, schema-made, mutated, wrong JSON, not JSON, huge, or none. */
function bodyOf(t: Target): fc.Arbitrary<string | undefined> {
  const valid = fc.oneof(seedOf(t).map((s) => s.body ?? {}), schemaValues(t, "body") ?? fc.constant({}));
  const json = fc.oneof(
    { weight: 3, arbitrary: valid },
    { weight: 4, arbitrary: valid.chain(mutate) },
    { weight: 1, arbitrary: wrongJson() },
    { weight: 1, arbitrary: deepNesting() },
    { weight: 1, arbitrary: valid.map((v) => (v && typeof v === "object" ? Object.fromEntries(Object.keys(v).map((k) => [k, Array.from({ length: 500 }, () => (v as Record<string, unknown>)[k])])) : v)) },
  );
  return fc.oneof(
    { weight: 8, arbitrary: json.map((v) => JSON.stringify(v)) },
    { weight: 1, arbitrary: fc.constantFrom("{", "not json", "{\"a\":}", "[1,2", "\u0000", "{\"a\":1}{\"b\":2}", "\uFEFF{}", "null", "   ", "{\"__proto__\":{\"x\":1}}", "{\"a\":1e999}") },
    { weight: 1, arbitrary: fc.integer({ min: 60_000, max: 80_000 }).map((n) => JSON.stringify({ x: "y".repeat(n) })) },
    { weight: 1, arbitrary: fc.constant(undefined) },
  );
}

/** Extra headers: hostile values on names routes read, sometimes twice; a seed's own headers sometimes. */
function headersOf(t: Target): fc.Arbitrary<[string, string][]> {
  const one = fc.oneof(
    { weight: 4, arbitrary: fc.tuple(fc.constantFrom(...HEADER_NAMES, ...(t.endpoint.headers ?? []).map((h) => h.name)), headerValue()) },
    { weight: 1, arbitrary: fc.tuple(fc.constant("Idempotency-Key"), fc.oneof(fc.uuid(), fc.string({ minLength: 1, maxLength: 300 }).filter((s) => /^[\x21-\x7e]+$/.test(s)))) },
  );
  return fc.tuple(fc.array(one, { maxLength: 4 }), fc.boolean(), seedOf(t)).map(([extra, withSeed, seed]) => [...(withSeed ? Object.entries(seed.headers ?? {}) : []), ...extra]);
}

/** The declared free-text fields (nullable or not) of a route's query or body, at the top. */
function textFields(t: Target, part: "query" | "body"): string[] {
  const s = t.endpoint[part];
  if (!s) return [];
  // Free text: a string with no enum, pattern or format (those refuse NUL before any handler runs).
  const isText = (p: Record<string, any>): boolean => (p.type === "string" && !p.enum && !p.pattern && !p.format) || (Array.isArray(p.anyOf) && p.anyOf.some(isText));
  const json = jsonSchemaOf(s);
  // A named schema sits in $defs behind a $ref.
  const top = typeof json.$ref === "string" ? (json.$defs?.[json.$ref.replace(/^#\/\$defs\//, "")] ?? {}) : json;
  return Object.entries((top.properties ?? {}) as Record<string, Record<string, any>>)
    .filter(([, p]) => isText(p))
    .map(([k]) => k);
}

/**
 * A valid call of the route (a seed's) with one declared text field set to text databases choke
 * on: the rest must be valid for such text to reach the handler's query, as `?city=%00` did.
 */
function hostileTextIn(t: Target, part: "query" | "body"): fc.Arbitrary<unknown>[] {
  const names = textFields(t, part);
  if (names.length === 0) return [];
  return [
    fc.tuple(seedOf(t), fc.constantFrom(...names), databaseHostile()).map(([seed, name, text]) => {
      const valid = seed[part];
      return { ...(valid && typeof valid === "object" && !Array.isArray(valid) ? valid : {}), [name]: text };
    }),
  ];
}

/** A call close to valid: a seed's or the schema's path, query and body, the right key, benign headers. */
function nearlyValid(t: Target) {
  const e = t.endpoint;
  const fromSchema = (part: "params" | "query" | "body") => schemaValues(t, part) ?? fc.constant({});
  const path = fc.oneof(seedOf(t).map((s) => s.params ?? {}), fromSchema("params")).map((p) =>
    e.path.replace(/\{(\w+)\}/g, (_m, n: string) => encoded(String((p as Record<string, unknown>)[n] ?? "1"), false)),
  );
  const query = fc
    .oneof(seedOf(t).map((s) => s.query ?? {}), fromSchema("query"), ...hostileTextIn(t, "query"))
    .map((q) => Object.entries(q as Record<string, unknown>).map(([k, v]) => [k, String(v)] as [string, string]));
  const body = fc.oneof(seedOf(t).map((s) => s.body ?? {}), fromSchema("body"), ...hostileTextIn(t, "body")).map((b) => JSON.stringify(b));
  const header = fc.oneof(
    fc.tuple(fc.constant("Idempotency-Key"), fc.uuid()),
    fc.tuple(fc.constant("If-None-Match"), fc.constantFrom("*", '"abc"', 'W/"x"')),
    fc.tuple(fc.constant("Cache-Control"), fc.constantFrom("no-cache", "max-age=0")),
  );
  const headers = fc.tuple(seedOf(t), fc.array(header, { maxLength: 2 })).map(([s, extra]) => [...Object.entries(s.headers ?? {}), ...extra] as [string, string][]);
  return fc.record({ method: fc.constant<string>(e.method), path, query, rawQuery: fc.constant(false), body: body as fc.Arbitrary<string | undefined>, contentType: fc.constant("application/json"), credential: fc.constantFrom(...t.good), headers });
}

/** A request for the route: nearly valid a third of the time (so handlers run), else hostile in any part. */
export function requestsFor(t: Target): fc.Arbitrary<FuzzRequest> {
  const e = t.endpoint;
  const credential = fc.oneof({ weight: 9, arbitrary: fc.constantFrom(...t.good) }, { weight: 1, arbitrary: fc.constantFrom(...WRONG_CREDENTIALS) });
  const method = fc.oneof({ weight: 18, arbitrary: fc.constant<string>(e.method) }, { weight: 1, arbitrary: fc.constantFrom("GET", "HEAD", "POST", "PUT", "PATCH", "DELETE") });
  const contentType = fc.oneof({ weight: 8, arbitrary: fc.constant("application/json") }, { weight: 2, arbitrary: fc.constantFrom(...CONTENT_TYPES) });
  const hostile = fc.record({ method, path: pathOf(t), query: queryOf(t), rawQuery: fc.boolean(), body: bodyOf(t), contentType, credential, headers: headersOf(t) });
  return fc.oneof({ weight: 1, arbitrary: nearlyValid(t) }, { weight: 2, arbitrary: hostile }).map(assemble);
}

interface Parts {
  method: string;
  path: string;
  query: [string, string][];
  rawQuery: boolean;
  body: string | undefined;
  contentType: string;
  credential: Credential;
  headers: [string, string][];
}

function assemble(r: Parts): FuzzRequest {
  const pairs = [...r.query, ...(r.credential.query ? [r.credential.query] : [])];
  const qs = pairs.map(([k, v]) => `${encoded(k, r.rawQuery)}=${encoded(v, r.rawQuery)}`).join("&");
  const headers: [string, string][] = [...r.credential.headers, ...r.headers];
  const hasBody = r.method !== "GET" && r.method !== "HEAD" && r.body !== undefined;
  if (hasBody && r.contentType && !headers.some(([n]) => n.toLowerCase() === "content-type")) headers.push(["Content-Type", r.contentType]);
  return { method: r.method, target: qs ? `${r.path}?${qs}` : r.path, headers, ...(hasBody ? { body: r.body } : {}) };
}

/** The text every run sends in each declared text field: NUL alone and inside, a lone surrogate. */
const ALWAYS_SENT = ["\u0000", "a\u0000b", "ab\uD800"];

/**
 * Requests every run sends first, whatever the seed: the route's first valid call with each
 * declared text field of its query and body set to each of ALWAYS_SENT. Random draws reach one
 * field of many too seldom to promise it (`?city=%00` on GET /v1/events went unseen).
 */
export function hostileTextRequests(t: Target): FuzzRequest[] {
  const e = t.endpoint;
  const seed = t.seeds[0] ?? {};
  const path = e.path.replace(/\{(\w+)\}/g, (_m, n: string) => encoded(String(seed.params?.[n] ?? "1"), false));
  const query = Object.entries(seed.query ?? {}).map(([k, v]) => [k, String(v)] as [string, string]);
  const body = seed.body && typeof seed.body === "object" && !Array.isArray(seed.body) ? (seed.body as Record<string, unknown>) : {};
  const base = { method: e.method, path, rawQuery: false, contentType: "application/json", credential: t.good[0]!, headers: Object.entries(seed.headers ?? {}) };
  const out: FuzzRequest[] = [];
  for (const text of ALWAYS_SENT) {
    for (const name of textFields(t, "query")) out.push(assemble({ ...base, query: [...query.filter(([k]) => k !== name), [name, text]], body: e.method === "GET" ? undefined : JSON.stringify(body) }));
    for (const name of textFields(t, "body")) out.push(assemble({ ...base, query, body: JSON.stringify({ ...body, [name]: text }) }));
  }
  return out;
}
