/**
 * Steps "handler" and "fields": the handler gets its context (the crew scope and key on keyed
 * routes, never a database handle), then its result is enveloped, checked against the declared
 * schema, cut to `fields` and serialised once.
 */
import { config } from "@/lib/config/config";
import { cursorKey, sealCursor } from "@/lib/http/cursor";
import { RawBody, StreamBody, type AdminContext, type KeyedContext, type PlatformContext, type ListResult, type PublicContext, type RequestFacts } from "@/lib/http/endpoint";
import { applyFields } from "@/lib/http/fields";
import { fieldErrors } from "@/lib/http/query";
import type { Rendered } from "./cache";
import { opened, type Call } from "./call";
import { openStream } from "./stream";

interface Outcome {
  result: unknown;
  status: number;
  headers: Record<string, string>;
}

/** Step "handler". */
export async function runHandler(call: Call): Promise<Outcome> {
  const { endpoint } = call;
  const { app, input } = opened(call);
  const outcome: Outcome = { result: undefined, status: endpoint.status ?? 200, headers: {} };
  const declared = new Set((endpoint.headers ?? []).map((h) => h.name.toLowerCase()));
  const facts: RequestFacts<unknown, unknown, unknown> = {
    params: input.params,
    query: input.query,
    body: input.body,
    locale: input.locale,
    page: { limit: input.limit, after: input.after },
    clientIp: call.clientIp,
    now: call.now,
    baseUrl: config().publicUrl ?? call.url.origin,
    header: (name) => {
      if (!declared.has(name.toLowerCase())) throw new Error(`${endpoint.id} reads the undeclared header ${name}; declare it in \`headers\``);
      return call.request.headers.get(name);
    },
    setHeader: (n, v) => void (outcome.headers[n] = v),
    setStatus: (s) => void (outcome.status = s),
  };
  let ctx: KeyedContext<unknown, unknown, unknown, number | "no-store"> | AdminContext<unknown, unknown, unknown> | PlatformContext<unknown, unknown, unknown> | PublicContext<unknown, unknown, unknown>;
  if (endpoint.auth === "key" && call.auth && call.crew) {
    // A cacheable answer is shared by every key of the crew of this kind: its handler sees only the kind.
    const key = endpoint.cache === "no-store" ? call.auth.key : { type: call.auth.key.type };
    ctx = { ...facts, crew: call.crew, key };
  } else if (endpoint.auth === "admin" && call.crew && call.member) {
    ctx = { ...facts, crew: call.crew, member: call.member };
  } else if (endpoint.auth === "platform" && call.platform) {
    ctx = { ...facts, platform: call.platform };
  } else if (endpoint.auth === "none") {
    ctx = { ...facts, app };
  } else {
    throw new Error(`${endpoint.id}: the key step did not identify a caller`);
  }
  outcome.result = await endpoint.handler(ctx as never);
  return outcome;
}

/** Step "fields": envelope, schema check (tests and dev), `fields`, one serialisation. */
export async function render(call: Call, outcome: Outcome): Promise<Rendered> {
  const { endpoint } = call;
  const { app, input } = opened(call);
  const { result } = outcome;
  if (result instanceof RawBody) {
    return { status: outcome.status, bodyText: result.body, contentType: result.contentType, headers: { ...outcome.headers, ...result.headers } };
  }
  if (result instanceof StreamBody) {
    if (endpoint.cache !== "no-store") throw new Error(`${endpoint.id}: a streamed answer is never cached; declare cache: "no-store"`);
    const { stream, done } = openStream(call, result);
    call.streamed = done;
    return { status: outcome.status, bodyText: "", stream, contentType: result.contentType, headers: { ...outcome.headers, ...result.headers } };
  }
  // 204 No Content (a delete): no body at all.
  if (outcome.status === 204) return { status: 204, bodyText: "", contentType: endpoint.contentType ?? "application/json", headers: outcome.headers };
  let body: unknown = result;
  if (endpoint.envelope === "list") {
    const list = result as ListResult<unknown>;
    const next = list.next && list.data.length > 0 ? sealCursor(await cursorKey(app.database.db), endpoint.id, input.fingerprint, list.next) : null;
    body = { ...(list.extra ?? {}), data: list.data, pagination: { next_cursor: next, has_more: next !== null, limit: input.limit } };
  }
  if (config().validateResponses) {
    const r = endpoint.response.safeParse(body);
    if (!r.success) throw new Error(`Response of ${endpoint.id} does not match its schema: ${JSON.stringify(fieldErrors(r.error).slice(0, 5))}`);
  }
  if (input.fields) body = applyFields(body, input.fields, endpoint.envelope);
  return { status: outcome.status, bodyText: JSON.stringify(body), contentType: endpoint.contentType ?? "application/json", headers: outcome.headers };
}
