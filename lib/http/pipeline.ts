/**
 * The request walk every route shares (see docs): request id, key, origin and scopes, validation,
 * allowances, cache, work, handler, fields, headers, and the after-answer bookkeeping. A handler
 * only turns validated input into data.
 */
import { createHash } from "node:crypto";
import { z } from "zod";
import { authenticate, type Auth } from "@/lib/auth/authenticate";
import { originAllowed } from "@/lib/auth/origin";
import { workCost } from "@/lib/budget/cost";
import { getApp, type App } from "@/lib/platform/app";
import { config } from "@/lib/platform/config";
import { isFresh, ttlLeft } from "@/lib/traffic/cache";
import * as traffic from "@/lib/traffic/hooks";
import { validIdempotencyKey } from "@/lib/traffic/idempotency";
import { runAfter } from "./after";
import { clientIp } from "./client-ip";
import { cursorKey, filterFingerprint, openCursor, sealCursor, type CursorPosition } from "./cursor";
import { RawBody, type Endpoint, type ListResult } from "./endpoint";
import { applyFields, fieldTarget, parseFields, type FieldSelection } from "./fields";
import { parseLocale, type Locale } from "./locale";
import { Problem, bodyInvalid, isProblem, missingScope, notFound, problemResponse, queryInvalid, rateLimited, type FieldError } from "./problem";
import { fieldErrors, q, queryObject } from "./query";
import { requestIdFor } from "./request-id";

export const DEFAULT_LIMIT = 25;
export const MAX_BODY_BYTES = 64 * 1024;
const SERVICE = "events-api";

/** Headers a browser may read from our answers. */
const EXPOSED = "X-Request-Id, ETag, Cache-Status, Retry-After, RateLimit, RateLimit-Policy, X-RateLimit-Limit, X-RateLimit-Remaining, X-RateLimit-Reset, Content-Disposition";

interface Parsed {
  params: Record<string, unknown>;
  query: Record<string, unknown>;
  body: unknown;
  locale: Locale;
  fields: FieldSelection | null;
  limit: number;
  after: CursorPosition | null;
  fingerprint: string;
}

export function docsUrlFor(url: URL): string {
  return `${config().publicUrl ?? url.origin}/docs`;
}

export async function runEndpoint(endpoint: Endpoint, request: Request, rawParams: Record<string, string>): Promise<Response> {
  const started = performance.now();
  const url = new URL(request.url);
  const requestId = requestIdFor(request.headers.get("x-request-id"));
  const headers = new Headers({ "X-Request-Id": requestId });
  const problemCtx = { docsUrl: docsUrlFor(url), instance: url.pathname, requestId };
  const origin = request.headers.get("origin");
  const ip = clientIp(request);
  const isHead = request.method === "HEAD";
  let auth: Auth | null = null;
  let treq: traffic.TrafficRequest | null = null;
  let cacheOutcome: "hit" | "miss" | "stale" | null = null;

  if (origin && (endpoint.publishable || endpoint.auth === "none")) {
    headers.set("Access-Control-Allow-Origin", origin);
    headers.set("Access-Control-Expose-Headers", EXPOSED);
    headers.append("Vary", "Origin");
  }

  const finish = (response: Response): Response => {
    if (auth && treq) {
      const call: traffic.CallRecord = {
        keyId: auth.key.id,
        at: new Date(),
        method: request.method,
        path: url.pathname,
        status: response.status,
        ip,
        requestId,
        cache: cacheOutcome,
        ms: Math.round(performance.now() - started),
        bytes: isHead ? 0 : Number(response.headers.get("x-body-bytes") ?? 0),
      };
      // One after-task per batch of calls, not per call (see lib/traffic/calls.ts).
      const batch = traffic.recordCall(treq, call);
      if (batch) runAfter(() => batch);
    }
    response.headers.delete("x-body-bytes");
    if (isHead) return new Response(null, { status: response.status, headers: response.headers });
    return response;
  };

  let app: App | null = null;
  try {
    app = await getApp();
    const now = new Date();
    treq = {
      app,
      endpoint,
      auth: null,
      clientIp: ip,
      variant: "",
      noCache: false,
      now: now.getTime(),
    };

    // 2-3. Discovery routes need no key; everything else needs a valid one.
    if (endpoint.auth === "none") {
      await traffic.admitDiscovery(treq);
    } else {
      auth = await authenticate(request, url, app.database.db, now);
      treq.auth = auth;
      // 4. Where and what.
      if (auth.key.type === "publishable") {
        if (!originAllowed(origin, auth.key.websites)) {
          throw new Problem("origin_not_allowed", origin ? `Origin ${origin.slice(0, 200)} is not one of this key's websites.` : "A publishable key answers only in a browser on one of its websites (the request has no Origin header).");
        }
        if (!endpoint.publishable) throw missingScope("This route needs a secret key; publishable keys cannot call it.");
      }
      const missing = endpoint.scopes.filter((s) => !auth!.key.scopes.includes(s));
      if (missing.length) throw missingScope(`This key lacks the scope${missing.length > 1 ? "s" : ""} ${missing.join(", ")}.`);
    }

    const parsed = await parseInput(endpoint, request, url, rawParams, app);

    // 5. Allowances that count every request.
    const noCache = auth?.key.type === "secret" && /(^|,)\s*no-cache\s*(,|$)/i.test(request.headers.get("cache-control") ?? "");
    treq.noCache = noCache;
    treq.variant = variantOf(auth, url);
    if (auth) await traffic.admitRequest(treq);
    const rate = async (): Promise<Record<string, string>> => (auth ? traffic.rateHeaders(treq!) : {});

    // The handler, and its result serialised once.
    let status = endpoint.status ?? 200;
    const extraHeaders: Record<string, string> = {};
    const invoke = () =>
      endpoint.handler({
        params: parsed.params,
        query: parsed.query,
        body: parsed.body,
        auth,
        db: app!.database.db,
        app: app!,
        locale: parsed.locale,
        page: { limit: parsed.limit, after: parsed.after },
        request,
        requestId,
        clientIp: ip,
        now,
        setHeader: (n, v) => void (extraHeaders[n] = v),
        setStatus: (s) => void (status = s),
      });
    const render = async (result: unknown): Promise<{ bodyText: string; contentType: string }> => {
      if (result instanceof RawBody) {
        Object.assign(extraHeaders, result.headers);
        return { bodyText: result.body, contentType: result.contentType };
      }
      let body: unknown = result;
      if (endpoint.envelope === "list") body = await listEnvelope(endpoint, result as ListResult<unknown>, parsed, app!);
      if (config().validateResponses) checkResponse(endpoint, body);
      if (parsed.fields) body = applyFields(body, parsed.fields, endpoint.envelope);
      return { bodyText: JSON.stringify(body), contentType: endpoint.contentType ?? "application/json" };
    };

    // Writes: the Idempotency-Key check, then the write allowance and the route's limits, then the handler.
    if (endpoint.method === "POST") {
      let claim: traffic.Claim | null = null;
      const idempotencyKey = endpoint.idempotent && auth ? request.headers.get("idempotency-key") : null;
      if (idempotencyKey !== null) {
        if (!validIdempotencyKey(idempotencyKey)) {
          throw new Problem("validation_error", "The Idempotency-Key header must be 1 to 255 visible ASCII characters.", {
            status: 400,
            errors: [{ param: "Idempotency-Key", message: "Must be 1 to 255 visible ASCII characters." }],
          });
        }
        claim = await traffic.claimIdempotency(treq, idempotencyKey, parsed.body);
        if (claim.kind === "replay") {
          for (const [k, v] of Object.entries(claim.answer.headers)) headers.set(k, v);
          headers.set("Idempotent-Replayed", "true");
          headers.set("Cache-Control", "private, no-store");
          for (const [k, v] of Object.entries(await rate())) headers.set(k, v);
          return finish(new Response(claim.answer.body, { status: claim.answer.status, headers }));
        }
      }
      try {
        if (auth) await traffic.admitWrite(treq, parsed.body);
        const { bodyText, contentType } = await render(await invoke());
        const kept = { ...extraHeaders, "Content-Type": contentType };
        if (claim) await traffic.settleIdempotency(treq, claim, { status, body: bodyText, headers: kept });
        for (const [k, v] of Object.entries(kept)) headers.set(k, v);
        headers.set("x-body-bytes", String(Buffer.byteLength(bodyText)));
        headers.set("Cache-Control", "private, no-store");
        for (const [k, v] of Object.entries(await rate())) headers.set(k, v);
        return finish(new Response(bodyText, { status, headers }));
      } catch (e) {
        // A failed attempt releases the key, so a corrected retry can run.
        if (claim) await traffic.settleIdempotency(treq, claim, null).catch(() => undefined);
        throw e;
      }
    }

    const cacheable = typeof endpoint.cache === "number" && endpoint.cache > 0;

    // 6. Cache (per crew; discovery routes share one public copy).
    let copy: traffic.CachedAnswer | null = null;
    if (cacheable) {
      copy = await traffic.lookupCached(treq);
      if (copy && isFresh(copy, Date.now()) && !noCache) {
        cacheOutcome = "hit";
        return finish(fromCopy(copy, request, headers, `${SERVICE}; hit; ttl=${ttlLeft(copy, Date.now())}`, endpoint, await rate()));
      }
    }

    // 7. Work.
    const cost = endpoint.cost
      ? endpoint.cost(parsed.query as never)
      : workCost({ envelope: endpoint.envelope, paginated: isPaginated(endpoint), limit: parsed.limit, ids: arrayOr(parsed.query.ids), expand: arrayOr(parsed.query.expand) });
    if (auth && cost > 0) {
      const spent = await traffic.spendWork(treq, cost);
      if (!spent.ok) {
        if (copy) {
          // Budget spent: the last copy answers, fresh or not.
          cacheOutcome = isFresh(copy, Date.now()) ? "hit" : "stale";
          return finish(fromCopy(copy, request, headers, `${SERVICE}; hit; ttl=${ttlLeft(copy, Date.now())}; detail=rate-limited`, endpoint, await rate()));
        }
        throw rateLimited(spent.retryAfter, spent.detail);
      }
    }

    // 8. Handler.
    let result: unknown;
    try {
      result = await invoke();
    } catch (e) {
      if (!isProblem(e) && copy) {
        // stale-if-error: a dependency failed; the last copy is better than a 500.
        console.error(JSON.stringify({ level: "error", request_id: requestId, msg: "handler failed; serving stale copy", error: String(e) }));
        cacheOutcome = "stale";
        return finish(fromCopy(copy, request, headers, `${SERVICE}; hit; ttl=${ttlLeft(copy, Date.now())}; detail=stale-if-error`, endpoint, await rate()));
      }
      throw e;
    }

    const { bodyText, contentType } = await render(result);
    for (const [k, v] of Object.entries(extraHeaders)) headers.set(k, v);
    headers.set("Content-Type", contentType);
    headers.set("x-body-bytes", String(Buffer.byteLength(bodyText)));

    if (cacheable) {
      const etag = etagOf(bodyText);
      cacheOutcome = copy && !noCache ? "stale" : "miss";
      headers.set("ETag", etag);
      headers.set("Cache-Control", cacheControl(endpoint.cache as number));
      headers.set("Cache-Status", `${SERVICE}; ${noCache ? "fwd=request; stored" : copy ? "fwd=stale" : "fwd=miss"}`);
      if (status === 200) {
        await traffic.storeCached(treq, { status, body: bodyText, contentType, etag, headers: extraHeaders, storedAt: Date.now(), ttl: endpoint.cache as number });
      }
      const inm = request.headers.get("if-none-match");
      if (status === 200 && etagMatches(inm, etag)) {
        // Unchanged: a 304 costs nothing (except a secret key's deliberate no-cache read, and `*`).
        if (auth && !noCache && inm?.trim() !== "*") await traffic.refundWork(treq);
        for (const [k, v] of Object.entries(await rate())) headers.set(k, v);
        headers.delete("x-body-bytes");
        return finish(new Response(null, { status: 304, headers }));
      }
      for (const [k, v] of Object.entries(await rate())) headers.set(k, v);
    } else {
      headers.set("Cache-Control", "private, no-store");
      for (const [k, v] of Object.entries(await rate())) headers.set(k, v);
    }
    return finish(new Response(bodyText, { status, headers }));
  } catch (e) {
    const problem = isProblem(e) ? e : internal(e, requestId);
    if (auth && treq) {
      try {
        for (const [k, v] of Object.entries(await traffic.rateHeaders(treq))) headers.set(k, v);
      } catch {
        /* headers are best effort on an error */
      }
    }
    return finish(problemResponse(problem, problemCtx, headers));
  }
}

function internal(e: unknown, requestId: string): Problem {
  console.error(JSON.stringify({ level: "error", request_id: requestId, msg: "unexpected error", error: e instanceof Error ? (e.stack ?? e.message) : String(e) }));
  return new Problem("internal_error", "Something failed on our side. It is safe to retry; quote the request id if it persists.");
}

const arrayOr = (v: unknown): unknown[] | undefined => (Array.isArray(v) ? v : undefined);
export const isPaginated = (e: Endpoint) => e.paginated ?? e.envelope === "list";

export function cacheControl(seconds: number): string {
  return `private, max-age=${seconds}, stale-while-revalidate=${seconds * 2}, stale-if-error=86400`;
}

export function etagOf(body: string): string {
  return `"${createHash("sha256").update(body).digest("base64url").slice(0, 27)}"`;
}

export function etagMatches(header: string | null, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === "*") return true;
  return header.split(",").some((t) => t.trim().replace(/^W\//, "") === etag);
}

/** Everything besides the crew that changes an answer: path, sorted query (less the key), key kind. */
function variantOf(auth: Auth | null, url: URL): string {
  const pairs = [...url.searchParams].filter(([k]) => k !== "key").sort(([a, x], [b, y]) => (a === b ? (x < y ? -1 : 1) : a < b ? -1 : 1));
  const qs = new URLSearchParams(pairs).toString();
  return `${auth?.key.type ?? "none"}|${url.pathname}?${qs}`;
}

function fromCopy(copy: traffic.CachedAnswer, request: Request, headers: Headers, cacheStatus: string, endpoint: Endpoint, rate: Record<string, string>): Response {
  // A copy costs nothing, so a 304 from it never does either.
  for (const [k, v] of Object.entries(copy.headers)) headers.set(k, v);
  for (const [k, v] of Object.entries(rate)) headers.set(k, v);
  headers.set("Content-Type", copy.contentType);
  headers.set("ETag", copy.etag);
  headers.set("Cache-Control", cacheControl(endpoint.cache as number));
  headers.set("Cache-Status", cacheStatus);
  if (etagMatches(request.headers.get("if-none-match"), copy.etag)) return new Response(null, { status: 304, headers });
  headers.set("x-body-bytes", String(Buffer.byteLength(copy.body)));
  return new Response(copy.body, { status: copy.status, headers });
}

async function listEnvelope(endpoint: Endpoint, result: ListResult<unknown>, parsed: Parsed, app: App) {
  const next = result.next && result.data.length > 0 ? sealCursor(await cursorKey(app.database.db), endpoint.id, parsed.fingerprint, result.next) : null;
  return { ...(result.extra ?? {}), data: result.data, pagination: { next_cursor: next, has_more: next !== null, limit: parsed.limit } };
}

function checkResponse(endpoint: Endpoint, body: unknown) {
  const r = endpoint.response.safeParse(body);
  if (!r.success) {
    throw new Error(`Response of ${endpoint.id} does not match its schema: ${JSON.stringify(fieldErrors(r.error).slice(0, 5))}`);
  }
}

const COMMON_READ = new Set(["fields", "locale"]);

/**
 * Path parameters parsed lately, per endpoint: the same id parses to the same value, and a zod
 * parse per request is a visible share of a cached answer. Only flat values (ids, slugs) are kept,
 * so a handler can never change a shared object.
 */
const paramMemo = new WeakMap<Endpoint, Map<string, Record<string, unknown> | null>>();

function parseParams(endpoint: Endpoint, raw: Record<string, string>): Record<string, unknown> | null {
  let memo = paramMemo.get(endpoint);
  if (!memo) paramMemo.set(endpoint, (memo = new Map()));
  const key = Object.keys(raw).length === 1 ? Object.values(raw)[0]! : JSON.stringify(raw);
  const hit = memo.get(key);
  if (hit !== undefined) return hit === null ? null : { ...hit };
  const p = endpoint.params!.safeParse(raw);
  const value = p.success ? (p.data as Record<string, unknown>) : null;
  if (value && Object.values(value).some((v) => v !== null && typeof v === "object")) return value;
  if (memo.size >= 2000) memo.clear();
  memo.set(key, value);
  return value === null ? null : { ...value };
}

async function parseInput(endpoint: Endpoint, request: Request, url: URL, rawParams: Record<string, string>, app: App): Promise<Parsed> {
  // Path: a malformed id is a resource that does not exist.
  let params: Record<string, unknown> = {};
  if (endpoint.params) {
    const p = parseParams(endpoint, rawParams);
    if (!p) throw notFound();
    params = p;
  }

  const { values, errors } = queryObject(url.searchParams, new Set(["key"]));
  const isRead = endpoint.method === "GET";
  const paginated = isPaginated(endpoint);
  const own: Record<string, string> = {};
  let locale: Locale = "en";
  let fields: FieldSelection | null = null;
  let limit = DEFAULT_LIMIT;
  let cursor: string | null = null;
  const ownShape = endpoint.query?.shape ?? {};
  for (const [k, v] of Object.entries(values)) {
    if (k in ownShape) own[k] = v;
    else if (isRead && k === "locale") {
      const l = parseLocale(v);
      if (l) locale = l;
      else errors.push({ param: "locale", message: "Must be one of en, fr, de, es, it, nl, uk (a region such as fr-BE reads as fr)." });
    } else if (isRead && k === "fields" && !endpoint.contentType?.startsWith("text/")) {
      const r = parseFields(v, fieldTarget(endpoint.response, endpoint.envelope));
      fields = r.selection;
      errors.push(...r.errors);
    } else if (paginated && k === "limit") {
      const r = q.int(1, 100).safeParse(v);
      if (r.success) limit = r.data;
      else errors.push({ param: "limit", message: r.error.issues[0]?.message ?? "Must be 1 to 100." });
    } else if (paginated && k === "cursor") cursor = v;
    else errors.push({ param: k, message: COMMON_READ.has(k) ? "Not accepted on this route." : "Unknown parameter." });
  }
  let query: Record<string, unknown> = {};
  if (endpoint.query) {
    const r = endpoint.query.safeParse(own);
    if (r.success) query = r.data as Record<string, unknown>;
    else errors.push(...fieldErrors(r.error));
  }
  if (errors.length) throw queryInvalid(dedupe(errors));

  // Only cursors use it: a route without pages skips the hash.
  const fingerprint = paginated ? filterFingerprint({ ...values, ...rawParams }) : "";
  const after = cursor === null ? null : openCursor(await cursorKey(app.database.db), endpoint.id, fingerprint, cursor);
  if (typeof query.limit === "number") limit = query.limit;

  let body: unknown = undefined;
  if (endpoint.method === "POST") body = await parseBody(endpoint, request);
  return { params, query, body, locale, fields, limit, after, fingerprint };
}

function dedupe(errors: FieldError[]): FieldError[] {
  const seen = new Set<string>();
  return errors.filter((e) => {
    const k = `${e.param}|${e.message}`;
    if (seen.has(k)) return false;
    seen.add(k);
    return true;
  });
}

async function parseBody(endpoint: Endpoint, request: Request): Promise<unknown> {
  const schema = endpoint.body ?? z.object({}).strict();
  const declared = Number(request.headers.get("content-length") ?? 0);
  if (declared > MAX_BODY_BYTES) throw new Problem("payload_too_large", `The body is larger than ${MAX_BODY_BYTES} bytes.`);
  const text = await readLimited(request, MAX_BODY_BYTES);
  let json: unknown = {};
  if (text.trim().length > 0) {
    const type = request.headers.get("content-type") ?? "";
    if (!/^application\/([\w.+-]*\+)?json\b/i.test(type)) {
      throw new Problem("unsupported_media_type", "Send the body as JSON with Content-Type: application/json.");
    }
    try {
      json = JSON.parse(text);
    } catch {
      throw bodyInvalid([{ param: "(body)", message: "The body is not valid JSON." }]);
    }
  }
  const r = schema.safeParse(json);
  if (!r.success) throw bodyInvalid(dedupe(fieldErrors(r.error, "Unknown field.")));
  return r.data;
}

async function readLimited(request: Request, max: number): Promise<string> {
  if (!request.body) return "";
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > max) {
      await reader.cancel().catch(() => undefined);
      throw new Problem("payload_too_large", `The body is larger than ${max} bytes.`);
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString("utf8");
}

/** CORS preflight: answered for any origin; the real request is checked against the key. */
export function preflight(request: Request, methods: string[]): Response {
  const headers = new Headers({
    "Access-Control-Allow-Origin": request.headers.get("origin") ?? "*",
    "Access-Control-Allow-Methods": [...methods, "OPTIONS"].join(", "),
    "Access-Control-Allow-Headers": "Authorization, Content-Type, If-None-Match, Cache-Control, X-Request-Id, Presskit-Password, Idempotency-Key",
    "Access-Control-Max-Age": "600",
    Vary: "Origin",
    "X-Request-Id": requestIdFor(request.headers.get("x-request-id")),
  });
  return new Response(null, { status: 204, headers });
}
