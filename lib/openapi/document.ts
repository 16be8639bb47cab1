/**
 * The OpenAPI 3.1 document, generated from the endpoint registry: every served route and only
 * those. Shapes come from the declared zod schemas (zod-openapi; `.meta({ id })` names a
 * component), problems from the one code table, examples from the demo world.
 */
import { z } from "zod";
import { createDocument, type oas31, type ZodOpenApiOperationObject, type ZodOpenApiPathsObject, type ZodOpenApiResponsesObject } from "zod-openapi";
import { fieldTarget } from "@/lib/http/fields";
import { LOCALES } from "@/lib/http/locale";
import { isPaginated } from "@/lib/http/endpoint";
import { headerMaxLength } from "@/lib/http/endpoint";
import type { Endpoint } from "@/lib/http/endpoint";
import { ADDITION_NOTE, ERROR_CODES, ERROR_CODE_LIST, isServiceAddition, type ErrorCode } from "@/lib/http/errors";
import { extensionsOf, factsOf } from "./describe";
import { EXAMPLES } from "./examples";
import { HEADERS, problemHeaders, successHeaders } from "./headers";
import { apiDescription, tagDescription } from "./info";
import { parametersOf } from "./params";
import { problemsByStatus, sampleProblem, type ProblemUse } from "./problems";
import { ROUTES_BESIDE, type RouteBeside } from "./routes-beside";
import { pruneComponents, tidy } from "./tidy";
import { WEBHOOK_HEADERS, WEBHOOK_TAG, webhookSchemas, webhooksSection } from "./webhooks";

// An index signature too: the `get_openapi` handler answers it as a plain JSON object.
export type OpenApiDocument = oas31.OpenAPIObject & Record<string, unknown>;

const FieldError = z
  .looseObject({
    param: z.string().max(200).describe('The parameter or body field, dotted for nested fields ("lines.0.quantity"); "(body)" for the body as a whole.'),
    message: z.string().max(1000),
  })
  .describe("One invalid parameter or field. Some routes add fields (for example `invalid_ids`).");

export const ProblemSchema = z
  .looseObject({
    type: z.url().max(2048).describe("Link to this code's section of the errors guide: `{docs_url}/errors#<code>`."),
    title: z.string().max(200).describe("Short summary of the code."),
    status: z.int().min(400).max(599).describe("The HTTP status."),
    detail: z.string().max(5000).describe("What went wrong with this request, in words."),
    instance: z.string().max(2048).describe("The request path."),
    code: z.enum(ERROR_CODE_LIST).describe("Stable code to branch on."),
    request_id: z.string().min(8).max(128).regex(/^[A-Za-z0-9._:-]+$/).describe("Same as the X-Request-Id header."),
    errors: z.array(FieldError).max(1000).optional().describe("validation_error: each invalid parameter or field."),
    retry_after: z.int().min(1).max(2147483647).optional().describe("rate_limited: seconds to wait, as in Retry-After."),
    reason: z.string().max(200).optional().describe("Some codes add a machine-readable reason (for example conflict: already_rotated)."),
  })
  .describe("An RFC 9457 problem. Routes may add fields of their own.");

/** The Problem component, rendered once (responses narrow its `code` per status). */
function problemComponent(): oas31.SchemaObject {
  const s = z.toJSONSchema(ProblemSchema, { io: "output", target: "draft-2020-12" }) as Record<string, unknown>;
  delete s.$schema;
  return s as oas31.SchemaObject;
}

/** Answers beyond the declared success that a route gives with the same body. */
const EXTRA_SUCCESS: Record<string, { status: number; description: string }[]> = {
  get_status: [{ status: 503, description: "A component is down; the same body tells which." }],
  ambassador_register: [{ status: 200, description: "Already a member with this phone and e-mail: `created` false, `session` null (not signed in)." }],
};

const P = (name: string) => ({ $ref: `#/components/parameters/${name}` });

const COMMON_PARAMETERS: Record<string, oas31.ParameterObject> = {
  fields: {
    name: "fields",
    in: "query",
    description: "Comma list of fields to keep (`id` is always kept), one level of nesting (`venue.name`), at most 40 names. On a list it applies to each item. An unknown name answers 400 validation_error.",
    schema: { type: "string", maxLength: 2000 },
  },
  locale: {
    name: "locale",
    in: "query",
    description: "Language of text the API writes itself (labels, calendars, structured data): en, fr, de, es, it, nl, uk; a region such as fr-BE reads as fr. Text people wrote is returned as written.",
    schema: { type: "string", maxLength: 35, examples: [...LOCALES] },
  },
  limit: {
    name: "limit",
    in: "query",
    description: "Items per page, 1 to 100 (default 25). Costs 1 work per started block of 25.",
    schema: { type: "integer", format: "int32", minimum: 1, maximum: 100, default: 25 },
  },
  cursor: {
    name: "cursor",
    in: "query",
    description: "Opaque cursor from `pagination.next_cursor` of the previous page, used with the same filters. A malformed or stale cursor answers 400 invalid_cursor.",
    schema: { type: "string", minLength: 40, maxLength: 2000, pattern: "^[A-Za-z0-9_-]+$" },
  },
  "If-None-Match": {
    name: "If-None-Match",
    in: "header",
    description: "The `ETag` of a copy you hold: while the answer is unchanged you get 304 with no body, at no work cost. A value over 2048 characters is ignored (a full answer).",
    schema: { type: "string", maxLength: 2048 },
  },
  "Cache-Control": {
    name: "Cache-Control",
    in: "header",
    description: "`no-cache` reads fresh (secret keys only; it costs work like any uncached read), unless `If-None-Match` names the current copy: then that copy answers 304 at no cost (what `fetch` sends on a conditional request). Ignored for publishable keys.",
    schema: { type: "string", enum: ["no-cache"] },
  },
  "Idempotency-Key": {
    name: "Idempotency-Key",
    in: "header",
    description: "1 to 255 visible ASCII characters. The same key and body within 24 hours returns the first answer without redoing the work; another body answers 422 idempotency_mismatch; while the first is still running, 409 conflict.",
    schema: { type: "string", minLength: 1, maxLength: 255, pattern: "^[\\x21-\\x7E]+$" },
  },
};

function docsUrlOf(serverUrl: string): string {
  return `${serverUrl.replace(/\/+$/, "").replace(/\/api$/, "")}/docs`;
}

function isCacheable(e: Endpoint): boolean {
  return e.method === "GET" && typeof e.cache === "number" && e.cache > 0;
}

function acceptsFields(e: Endpoint): boolean {
  return e.method === "GET" && !e.contentType?.startsWith("text/") && fieldTarget(e.response, e.envelope) !== null;
}

/** What operations of one document share: the docs URL, and the problem examples they refer to. */
interface BuildContext {
  docsUrl: string;
  problemExamples: Record<string, oas31.ExampleObject>;
}

function problemExample(ctx: BuildContext, code: ErrorCode, status: number): string {
  const name = status === ERROR_CODES[code].status ? code : `${code}_${status}`;
  ctx.problemExamples[name] ??= { summary: ERROR_CODES[code].title, value: sampleProblem(code, status, ctx.docsUrl, "/api/v1/events/42") };
  return name;
}

function parameters(e: Endpoint): (oas31.ParameterObject | oas31.ReferenceObject)[] {
  const example = EXAMPLES[e.id];
  const own = [...parametersOf(e.params, "path"), ...parametersOf(e.query, "query")];
  for (const p of own) {
    const sample = p.in === "path" ? example?.params[p.name] : example?.query[p.name];
    if (sample !== undefined) p.example = /^\d+$/.test(sample) && (p.schema as { type?: string })?.type === "integer" ? Number(sample) : sample;
  }
  const ownNames = new Set(own.map((p) => p.name));
  const out: (oas31.ParameterObject | oas31.ReferenceObject)[] = [...own];
  if (acceptsFields(e) && !ownNames.has("fields")) out.push(P("fields"));
  if (e.method === "GET" && !ownNames.has("locale")) out.push(P("locale"));
  if (isPaginated(e)) {
    if (!ownNames.has("limit")) out.push(P("limit"));
    if (!ownNames.has("cursor")) out.push(P("cursor"));
  }
  if (isCacheable(e)) {
    out.push(P("If-None-Match"));
    if (e.auth !== "none") out.push(P("Cache-Control"));
  }
  // A header the declaration describes itself wins over the shared one of the same name.
  const declared = new Set((e.headers ?? []).map((h) => h.name.toLowerCase()));
  if (e.idempotent && !declared.has("idempotency-key")) out.push(P("Idempotency-Key"));
  for (const h of e.headers ?? []) {
    const shared = COMMON_PARAMETERS[h.name]?.schema ?? { type: "string", maxLength: headerMaxLength(h) };
    out.push({ name: h.name, in: "header", required: h.required ?? false, description: h.description, schema: shared });
  }
  return out.filter((p, i) => !("name" in p) || out.findIndex((q) => "name" in q && q.name.toLowerCase() === p.name.toLowerCase() && q.in === p.in) === i);
}

function successContent(e: Endpoint) {
  const example = EXAMPLES[e.id];
  if (e.contentType && !e.contentType.includes("json")) {
    // A feed holds at most 100 events (FEED_CAP); 10 MB is far above what they can fill.
    const media: Record<string, unknown> = { schema: { type: "string", maxLength: 10_000_000, description: `A ${e.contentType} document.` } };
    if (example && typeof example.value === "string") media.example = example.value;
    return { [e.contentType]: media };
  }
  const media: Record<string, unknown> = { schema: e.response };
  if (example && example.value !== undefined && typeof example.value !== "string") {
    media.examples = { demo: { summary: `GET ${example.path}`.replace(/^GET/, e.method), description: "Answered by this server for the demo world.", value: example.value } };
  }
  return { [e.contentType ?? "application/json"]: media };
}

function responses(e: Endpoint, ctx: BuildContext): ZodOpenApiResponsesObject {
  const keyed = e.auth !== "none";
  // Routes a browser may call answer with CORS headers (lib/pipeline/call.ts).
  // Every partner route sends CORS headers to a browser (see lib/pipeline/call.ts).
  const cors = true;
  const cacheable = isCacheable(e);
  const calendar = Boolean(e.contentType?.startsWith("text/calendar"));
  const status = e.status ?? 200;
  const out: ZodOpenApiResponsesObject = {};
  out[`${status}` as `2${string}`] = {
    description: status === 201 ? "Created." : "OK.",
    headers: successHeaders({ keyed, cacheable, calendar, cors }),
    content: successContent(e),
  } as never;
  for (const extra of EXTRA_SUCCESS[e.id] ?? []) {
    out[`${extra.status}` as `5${string}`] = { description: extra.description, headers: successHeaders({ keyed, cacheable, calendar, cors }), content: successContent(e) } as never;
  }
  if (cacheable) {
    out["304"] = {
      description: "Not modified: the `If-None-Match` ETag still matches. No body, no work spent.",
      headers: { ...successHeaders({ keyed, cacheable: true, calendar: false, cors }) },
    } as never;
  }
  addProblems(out, problemsByStatus(e), ctx, { keyed, cors });
  return out;
}

/** One response per status of the problems given, each naming its codes and why (a code of the service's own marked). */
function addProblems(out: ZodOpenApiResponsesObject, byStatus: Map<number, ProblemUse[]>, ctx: BuildContext, opts: { keyed: boolean; cors: boolean }): void {
  for (const [s, uses] of byStatus) {
    const codes = uses.map((u) => u.code);
    const description = uses.map((u) => `- [\`${u.code}\`](${ctx.docsUrl}/errors#${u.code}): ${u.why}${isServiceAddition(u.code) ? ` *(${ADDITION_NOTE})*` : ""}`).join("\n");
    // One shared example per code and status keeps the document small (it is read by browsers).
    const examples: Record<string, { $ref: string }> = {};
    for (const u of uses) examples[u.code] = { $ref: `#/components/examples/${problemExample(ctx, u.code, s)}` };
    out[`${s}` as `4${string}`] = {
      description: `${ERROR_CODES[uses[0]!.code].title}${uses.length > 1 ? " and related problems" : ""}:\n\n${description}`,
      headers: problemHeaders({ keyed: opts.keyed, status: s, cors: opts.cors }),
      content: {
        "application/problem+json": {
          schema: { allOf: [{ $ref: "#/components/schemas/Problem" }, { type: "object", properties: { code: { type: "string", enum: codes }, status: { const: s } } }] },
          examples,
        },
      },
    } as never;
  }
}

/** A route served beside the registry (the MCP server), from its declaration (./routes-beside.ts). */
function besideOperation(r: RouteBeside, ctx: BuildContext): ZodOpenApiOperationObject {
  const responses: ZodOpenApiResponsesObject = {
    "200": { description: "OK: the JSON-RPC answers.", headers: successHeaders({ keyed: true, cacheable: false, calendar: false, cors: false }), content: { "application/json": { schema: r.documented.answer } } } as never,
  };
  const byStatus = new Map<number, ProblemUse[]>();
  for (const p of r.documented.problems) byStatus.set(p.status, [...(byStatus.get(p.status) ?? []), p]);
  addProblems(responses, byStatus, ctx, { keyed: true, cors: false });
  // The protocol's own errors: a status a problem has too (400) gets both bodies, by content type.
  for (const other of r.documented.otherAnswers) {
    const at = `${other.status}` as `4${string}`;
    const content = other.body ? { "application/json": { schema: other.body } } : undefined;
    const problem = responses[at] as { description: string; content?: Record<string, unknown> } | undefined;
    if (problem) responses[at] = { ...problem, description: `${problem.description}\n\nOr, as \`application/json\`: ${other.description}`, content: { ...problem.content, ...content } } as never;
    else responses[at] = { description: other.description, headers: { "X-Request-Id": { $ref: "#/components/headers/X-Request-Id" } }, ...(content ? { content } : {}) } as never;
  }
  return {
    operationId: r.id,
    summary: r.summary,
    description: r.description,
    tags: [r.tag],
    parameters: [],
    requestBody: { required: true, content: { "application/json": { schema: r.documented.body } } },
    responses,
    security: [{ bearerAuth: [...r.scopes] }],
    "x-scopes": r.scopes,
    "x-publishable": false,
    "x-cache-seconds": 0,
  } as ZodOpenApiOperationObject;
}

function operation(e: Endpoint, ctx: BuildContext): ZodOpenApiOperationObject {
  const op: ZodOpenApiOperationObject = {
    operationId: e.id,
    summary: e.summary,
    description: `${e.description}\n\n${factsOf(e)}`,
    tags: [e.tag],
    parameters: parameters(e),
    responses: responses(e, ctx),
    security: e.auth === "none" ? [] : e.publishable ? [{ bearerAuth: [...e.scopes] }, { keyQuery: [...e.scopes] }] : [{ bearerAuth: [...e.scopes] }],
    ...extensionsOf(e),
  };
  if (e.method === "POST" && !e.bodyIgnored) {
    const body = e.body ?? z.object({}).strict();
    const example = EXAMPLES[e.id]?.body;
    op.requestBody = {
      required: !body.safeParse({}).success,
      content: { "application/json": { schema: body, ...(example !== undefined ? { examples: { demo: { summary: "Demo request", value: example } } } : {}) } },
    };
  }
  return op;
}

function build(endpoints: Endpoint[], serverUrl: string, beside: readonly RouteBeside[]): OpenApiDocument {
  const docsUrl = docsUrlOf(serverUrl);
  const ctx: BuildContext = { docsUrl, problemExamples: {} };
  const paths: ZodOpenApiPathsObject = {};
  const tags: string[] = [];
  for (const e of endpoints) {
    if (!tags.includes(e.tag)) tags.push(e.tag);
    paths[e.path] ??= {};
    (paths[e.path] as Record<string, unknown>)[e.method.toLowerCase()] = operation(e, ctx);
  }
  // Routes served beside the registry (the MCP server): served, so documented.
  for (const r of beside) {
    if (!tags.includes(r.tag)) tags.push(r.tag);
    paths[r.path] ??= {};
    (paths[r.path] as Record<string, unknown>)[r.method.toLowerCase()] = besideOperation(r, ctx);
  }
  const doc = createDocument(
    {
      openapi: "3.1.0",
      info: {
        title: "Events partner API",
        version: "1.0.0",
        summary: "Partner API v1 of the events platform.",
        description: apiDescription(docsUrl),
        license: { name: "Proprietary: use under the partner terms of the platform", identifier: "LicenseRef-Proprietary" },
        contact: { name: "Developer portal: guides, and the errors guide on what to quote when asking for help", url: docsUrl },
      } as oas31.InfoObject,
      // The OWASP inventory rules ask for `x-internal` and an environment word here; tests/openapi pins this entry as it is.
      servers: [{ url: serverUrl, description: "This server (production, or your local instance when run locally)", "x-internal": false }],
      externalDocs: { description: "Guides", url: docsUrl },
      tags: [...tags, WEBHOOK_TAG].map((name) => ({ name, description: tagDescription(name) })),
      paths,
      // What the service sends to a crew's webhooks, from the schemas the sender is typed by.
      webhooks: webhooksSection(docsUrl),
      components: {
        schemas: { Problem: problemComponent() },
        parameters: { ...COMMON_PARAMETERS, ...WEBHOOK_HEADERS },
        examples: ctx.problemExamples,
        headers: HEADERS,
        securitySchemes: {
          bearerAuth: { type: "http", scheme: "bearer", description: "`Authorization: Bearer <API_KEY>` with a secret (`svc_sk_`) or publishable (`svc_pk_`) key." },
          keyQuery: { type: "apiKey", in: "query", name: "key", description: "A publishable key as `?key=`, when a header is impractical. A secret key sent this way is refused (400 key_in_query): rotate it." },
        },
      },
    },
  );
  addComponents(doc, webhookSchemas());
  return pruneComponents(tidy(doc) as unknown as { components?: Record<string, unknown> }) as unknown as OpenApiDocument;
}

/** Adds schemas made apart (the webhooks'); one a route already uses must come out the same. */
function addComponents(doc: oas31.OpenAPIObject, schemas: Record<string, oas31.SchemaObject>): void {
  const own = (doc.components ??= {}).schemas ??= {};
  for (const [name, schema] of Object.entries(schemas)) {
    if (own[name] !== undefined && JSON.stringify(own[name]) !== JSON.stringify(schema)) throw new Error(`The webhooks' schema ${name} differs from the routes' schema of that name.`);
    own[name] = schema;
  }
}

const built = new WeakMap<Endpoint[], Map<string, OpenApiDocument>>();

/** The document for these endpoints as served at `serverUrl` (the API root, ending in /api). Built once per server URL. */
/**
 * The document of `endpoints` and of the routes served beside the registry (`beside`: by default
 * the MCP server, which every served document holds; a test serving one domain passes none).
 */
export function buildOpenApi(endpoints: Endpoint[], serverUrl: string, beside: readonly RouteBeside[] = ROUTES_BESIDE): OpenApiDocument {
  let byUrl = built.get(endpoints);
  if (!byUrl) built.set(endpoints, (byUrl = new Map()));
  const cacheKey = beside === ROUTES_BESIDE ? serverUrl : `${serverUrl} ${beside.map((r) => r.id).join(",")}`;
  let doc = byUrl.get(cacheKey);
  if (!doc) {
    doc = build(endpoints, serverUrl, beside);
    if (byUrl.size > 8) byUrl.clear(); // a few public URLs at most; never grow without bound
    byUrl.set(cacheKey, doc);
  }
  return doc;
}
