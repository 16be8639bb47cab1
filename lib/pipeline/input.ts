/**
 * Step "input": path, query and body, validated by the declaration's zod schemas. A malformed path
 * id is a resource that does not exist (404); a bad query is 400 with `errors`; a bad body 422.
 * Text the database cannot store (../storable-text.ts) is refused here, once for every route.
 */
import { z } from "zod";
import { tooLarge, type ApiRequest } from "@/lib/http/exchange";
import type { App } from "@/lib/root/types";
import { DEFAULT_LIMIT, headerMaxLength, isPaginated, type Endpoint } from "@/lib/http/endpoint";
import { cursorKey, filterFingerprint, openCursor } from "@/lib/http/cursor";
import { fieldTarget, parseFields, type FieldSelection } from "@/lib/http/fields";
import { parseLocale, type Locale } from "@/lib/http/locale";
import { Problem, bodyInvalid, notFound, queryInvalid, type FieldError } from "@/lib/http/problem";
import { fieldErrors, q, queryObject } from "@/lib/http/query";
import { unstorable, unstorableFields } from "@/lib/http/storable-text";
import type { Call, Input } from "./call";

export const MAX_BODY_BYTES = 64 * 1024;

/** Step "input": a promise only when there is a body to read or a cursor to open. */
export function readInput(call: Call): Promise<void> | undefined {
  checkDeclaredHeaders(call.endpoint, call.request);
  const input = parseInput(call.endpoint, call.request, call.url, call.rawParams, call.app!);
  if (input instanceof Promise) {
    return input.then((i) => {
      call.input = i;
    });
  }
  call.input = input;
}

/** Declared request headers within their documented length. */
function checkDeclaredHeaders(endpoint: Endpoint, request: ApiRequest): void {
  const errors: FieldError[] = [];
  for (const h of endpoint.headers ?? []) {
    if (h.credential) continue; // the handler answers a bad credential its own single way
    const v = request.headers.get(h.name);
    if (v !== null && v.length > headerMaxLength(h)) errors.push({ param: h.name, message: `At most ${headerMaxLength(h)} characters.` });
  }
  if (errors.length) throw new Problem("validation_error", `Invalid header: ${errors[0]!.param}: ${errors[0]!.message}`, { status: 400, errors });
}

const COMMON_READ = new Set(["fields", "locale"]);
/** `?key=` is the key step's (publishable keys), not the route's. */
const KEY_PARAM: ReadonlySet<string> = new Set(["key"]);

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

function parseInput(endpoint: Endpoint, request: ApiRequest, url: URL, rawParams: Record<string, string>, app: App): Input | Promise<Input> {
  // Path: a malformed id is a resource that does not exist.
  let params: Record<string, unknown> = {};
  if (endpoint.params) {
    // A path value the database cannot store names nothing that exists.
    if (Object.values(rawParams).some((v) => unstorable(v) !== null)) throw notFound();
    const p = parseParams(endpoint, rawParams);
    if (!p) throw notFound();
    params = p;
  }

  const { values, errors } = queryObject(url.searchParams, KEY_PARAM);
  const isRead = endpoint.method === "GET";
  const paginated = isPaginated(endpoint);
  const own: Record<string, string> = {};
  let locale: Locale = "en";
  let fields: FieldSelection | null = null;
  let limit = DEFAULT_LIMIT;
  let cursor: string | null = null;
  const ownShape = endpoint.query?.shape ?? {};
  // The route's own parameters reach its handler as text; the common ones have strict parsers.
  let refused: Set<string> | null = null; // made only when a value is refused
  for (const [k, v] of Object.entries(values)) {
    if (k in ownShape) {
      own[k] = v;
      const why = unstorable(v);
      if (why) {
        (refused ??= new Set()).add(k);
        errors.push({ param: k, message: why });
      }
    } else if (isRead && k === "locale") {
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
    // A refused value's own schema errors would only repeat it.
    else errors.push(...fieldErrors(r.error).filter((e) => !refused?.has(e.param)));
  }
  if (errors.length) throw queryInvalid(dedupe(errors), endpoint.queryStatus);

  // Only cursors use it: a route without pages skips the hash.
  const fingerprint = paginated ? filterFingerprint({ ...values, ...rawParams }) : "";
  if (typeof query.limit === "number") limit = query.limit;
  const input: Input = { params, query, body: undefined, locale, fields, limit, after: null, fingerprint };
  if (cursor === null && endpoint.method === "GET") return input;
  return withCursorAndBody(input, cursor, endpoint, request, app);
}

/** What needs waiting for: the cursor's key (a database read, once) and the body. */
async function withCursorAndBody(input: Input, cursor: string | null, endpoint: Endpoint, request: ApiRequest, app: App): Promise<Input> {
  if (cursor !== null) input.after = openCursor(await cursorKey(app.database.db), endpoint.id, input.fingerprint, cursor);
  if (endpoint.method !== "GET") input.body = await parseBody(endpoint, request);
  return input;
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

async function parseBody(endpoint: Endpoint, request: ApiRequest): Promise<unknown> {
  const schema = endpoint.body ?? z.object({}).strict();
  const declared = Number(request.headers.get("content-length") ?? 0);
  if (declared > MAX_BODY_BYTES) throw tooLarge(MAX_BODY_BYTES);
  const text = await request.readBody(MAX_BODY_BYTES);
  if (endpoint.bodyIgnored) return undefined;
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
  const unfit = unstorableFields(json, endpoint.credentialFields);
  if (!r.success || unfit.length) {
    // Text that cannot be stored is named first; other errors of the same field would only repeat it.
    const named = new Set(unfit.map((e) => e.param));
    const errors = dedupe([...unfit, ...(r.success ? [] : fieldErrors(r.error, "Unknown field.").filter((e) => !named.has(e.param)))]);
    const reason = endpoint.bodyReason?.(errors);
    throw bodyInvalid(errors, reason ? { reason } : undefined);
  }
  return r.data;
}
