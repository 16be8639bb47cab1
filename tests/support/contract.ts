/**
 * Runs after every response a test receives: the answer must be one the OpenAPI document
 * promises for its operation and status (status listed, content type, body schema, required
 * headers). A mismatch throws, so the test that received it fails; document and behaviour stay
 * equal because every test checks them.
 */
import Ajv2020, { type ValidateFunction } from "ajv/dist/2020";
import addFormats from "ajv-formats";
import { compileRoutes, matchRoute, type CompiledRoute } from "@/lib/registry/router";
import type { Endpoint } from "@/lib/http/endpoint";
import { buildOpenApi, type OpenApiDocument } from "@/lib/openapi/document";
import type { ApiResponse } from "./app";

const SERVER = "http://localhost:3000/api";
const DOC_ID = "openapi";

interface Loaded {
  doc: OpenApiDocument;
  strict: Ajv2020;
  /** The same document with no `required`: answers trimmed by `fields`. */
  relaxed: Ajv2020;
  validators: Map<string, ValidateFunction>;
}

function dropRequired(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(dropRequired);
  if (!node || typeof node !== "object") return node;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(node)) if (!(k === "required" && Array.isArray(v))) out[k] = dropRequired(v);
  return out;
}

function ajvFor(doc: unknown): Ajv2020 {
  // OpenAPI keywords (example, discriminator, x-...) are annotations to a JSON Schema validator.
  const ajv = new Ajv2020({ strict: false, allErrors: true, validateSchema: false });
  addFormats(ajv);
  ajv.addSchema(doc as object, DOC_ID);
  return ajv;
}

/** The contract of the routes an app serves: checks each answer against the OpenAPI document of those routes. */
export interface Contract {
  /** Every way this answer breaks the document; empty when it keeps it. */
  problems(request: Request, response: ApiResponse): string[];
  /** Throws a ContractError naming every way this answer breaks the document. */
  check(request: Request, response: ApiResponse): void;
  /** The document the answers are held to. */
  document(): OpenApiDocument;
}

const contracts = new WeakMap<Endpoint[], Contract>();

/**
 * The contract of `served` (what the app answers), held to the document of `documented` (by
 * default the partner routes among them: the crew admin and platform APIs are not in the /v1
 * document). The document and its validators are built at the first answer, once per list.
 */
export function contractOver(
  served: Endpoint[],
  documented: Endpoint[] = served.filter((e) => e.auth !== "admin" && e.auth !== "platform"),
  /**
   * Set when the app serves every path under /api: which paths the routes that speak Fetch answer
   * (MCP, Stripe's webhook, Inngest; their own tests check them), and the document then holds the
   * routes served beside the registry (the MCP server) as the served one does.
   */
  whole?: { isFetchRoute: (pathname: string) => boolean },
): Contract {
  const known = contracts.get(served);
  if (known) return known;
  const routes = compileRoutes(served);
  let loaded: Loaded | null = null;
  const load = () => {
    if (loaded) return loaded;
    const doc = whole ? buildOpenApi(documented, SERVER) : buildOpenApi(documented, SERVER, []);
    return (loaded = { doc, strict: ajvFor(doc), relaxed: ajvFor(dropRequired(structuredClone(doc))), validators: new Map() });
  };
  const contract: Contract = {
    problems: (request, response) => (whole?.isFetchRoute(new URL(request.url).pathname) ? [] : contractProblems(load(), routes, request, response)),
    check: (request, response) => {
      const problems = contract.problems(request, response);
      if (problems.length) {
        throw new ContractError(`The answer to ${request.method} ${new URL(request.url).pathname} breaks the OpenAPI document:\n- ${problems.join("\n- ")}`);
      }
    },
    document: () => load().doc,
  };
  contracts.set(served, contract);
  return contract;
}

const pointer = (...segments: string[]) => segments.map((s) => encodeURIComponent(s.replaceAll("~", "~0").replaceAll("/", "~1"))).join("/");

function validator(c: Loaded, relaxed: boolean, segments: string[]): ValidateFunction {
  const ref = `${DOC_ID}#/${pointer(...segments)}`;
  const key = `${relaxed ? "r" : "s"}|${ref}`;
  let v = c.validators.get(key);
  if (!v) c.validators.set(key, (v = (relaxed ? c.relaxed : c.strict).compile({ $ref: ref })));
  return v;
}

type Json = Record<string, any>;

function resolve(doc: OpenApiDocument, node: Json | undefined): Json | undefined {
  let cur = node;
  for (let i = 0; cur && typeof cur.$ref === "string" && i < 5; i++) {
    const parts = (cur.$ref as string).replace(/^#\//, "").split("/").map((p) => p.replaceAll("~1", "/").replaceAll("~0", "~"));
    cur = parts.reduce<any>((n, p) => n?.[p], doc);
  }
  return cur;
}

const mediaType = (h: string | null) => (h ?? "").split(";")[0]!.trim().toLowerCase();

function contractProblems(c: Loaded, routes: CompiledRoute[], request: Request, response: ApiResponse): string[] {
  const url = new URL(request.url);
  const method = request.method.toUpperCase();
  if (method === "OPTIONS") return [];
  const problems: string[] = [];
  const match = matchRoute(routes, url.pathname);
  const endpoint = match?.route.endpoints.find((e) => e.method === (method === "HEAD" ? "GET" : method));

  if (!match || !endpoint) {
    // Unknown path (404) or method (405): the common problem shape.
    const expected = !match ? 404 : 405;
    if (response.status !== expected) problems.push(`answered ${response.status} where ${expected} was expected for an undeclared ${match ? "method" : "path"}`);
    if (method !== "HEAD") {
      const v = validator(c, false, ["components", "schemas", "Problem"]);
      if (!v(response.body)) problems.push(...(v.errors ?? []).map((e) => `body${e.instancePath} ${e.message}`));
      else if ((response.body as Json).code !== (!match ? "not_found" : "method_not_allowed")) problems.push(`code ${(response.body as Json).code} on an undeclared ${match ? "method" : "path"}`);
    }
    return problems;
  }

  if (endpoint.auth === "admin" || endpoint.auth === "platform") {
    // The crew admin and platform APIs are not in the /v1 document: their answers are checked
    // against their zod schemas by the pipeline; here, a refusal must still be a problem body.
    if (response.status >= 400 && method !== "HEAD") {
      const v = validator(c, false, ["components", "schemas", "Problem"]);
      if (!v(response.body)) problems.push(...(v.errors ?? []).map((e) => `problem body${e.instancePath} ${e.message}`));
    }
    return problems;
  }

  const path = match.route.path;
  const op = (c.doc.paths?.[path] as Json | undefined)?.[endpoint.method.toLowerCase()] as Json | undefined;
  if (!op) return [`${endpoint.method} ${path} is served but missing from the document`];
  const name = `${op.operationId} (${endpoint.method} ${path})`;
  const status = String(response.status);
  const spec = resolve(c.doc, op.responses?.[status]);
  if (!spec) {
    const listed = Object.keys(op.responses ?? {}).join(", ");
    const code = response.body?.code ? ` with code ${response.body.code}` : "";
    return [`${name} answered ${status}${code}, which the document does not list (listed: ${listed}). Declare it (errors: [...] on the endpoint) or fix the behaviour.`];
  }

  for (const [header, h] of Object.entries((spec.headers ?? {}) as Json)) {
    if (resolve(c.doc, h)?.required && !response.headers.has(header)) problems.push(`${name} ${status}: required header ${header} is missing`);
  }

  const noBody = method === "HEAD" || response.status === 304;
  if (noBody) {
    if (response.text.length > 0) problems.push(`${name} ${status}: a body where none is allowed`);
    return problems;
  }
  const content = (spec.content ?? {}) as Json;
  const types = Object.keys(content);
  if (types.length === 0) {
    if (response.text.length > 0) problems.push(`${name} ${status}: a body where the document declares none`);
    return problems;
  }
  const type = mediaType(response.headers.get("content-type"));
  if (!types.includes(type)) return [...problems, `${name} ${status}: Content-Type ${type || "(none)"}, the document declares ${types.join(", ")}`];
  if (!type.includes("json")) {
    if (response.text.length === 0) problems.push(`${name} ${status}: empty ${type} body`);
    return problems;
  }
  if (type === "application/x-ndjson") return [...problems, ...ndjsonProblems(c, name, status, path, endpoint.method, url, response.text)];
  if (response.body === undefined) return [...problems, `${name} ${status}: the body is not JSON`];
  const trimmed = response.status < 300 && url.searchParams.has("fields");
  const v = validator(c, trimmed, ["paths", path, endpoint.method.toLowerCase(), "responses", status, "content", type, "schema"]);
  if (!v(response.body)) {
    for (const e of (v.errors ?? []).slice(0, 8)) {
      const extra = e.keyword === "additionalProperties" ? ` (${(e.params as { additionalProperty?: string }).additionalProperty})` : e.keyword === "enum" ? ` (${JSON.stringify((e.params as { allowedValues?: unknown }).allowedValues)})` : "";
      problems.push(`${name} ${status}: body${e.instancePath || ""} ${e.message}${extra}`);
    }
  }
  if (response.status >= 400 && response.body?.type && !String(response.body.type).endsWith(`/docs/errors#${response.body.code}`)) {
    problems.push(`${name} ${status}: problem type ${response.body.type} does not link to /docs/errors#${response.body.code}`);
  }
  return problems;
}

/**
 * An NDJSON answer (exports): every line is one item of the declared schema, except a last line
 * `{ error: <problem>, after_id }` ending a stream that could not finish.
 */
function ndjsonProblems(c: Loaded, name: string, status: string, path: string, method: string, url: URL, text: string): string[] {
  const problems: string[] = [];
  if (text.length > 0 && !text.endsWith("\n")) problems.push(`${name} ${status}: the last line does not end with a newline`);
  const lines = text.split("\n").slice(0, -1);
  const item = validator(c, url.searchParams.has("fields"), ["paths", path, method.toLowerCase(), "responses", status, "content", "application/x-ndjson", "schema"]);
  const problem = validator(c, false, ["components", "schemas", "Problem"]);
  lines.forEach((line, i) => {
    let value: Json;
    try {
      value = JSON.parse(line);
    } catch {
      problems.push(`${name} ${status}: line ${i + 1} is not JSON`);
      return;
    }
    if (value && typeof value === "object" && "error" in value && !("id" in value)) {
      if (i !== lines.length - 1) problems.push(`${name} ${status}: an error line before the last line (line ${i + 1})`);
      if (!problem(value.error)) problems.push(...(problem.errors ?? []).map((e) => `${name} ${status}: error line ${e.instancePath} ${e.message}`));
      if (!(value.after_id === null || Number.isInteger(value.after_id))) problems.push(`${name} ${status}: error line without an integer or null after_id`);
      return;
    }
    if (!item(value)) problems.push(...(item.errors ?? []).slice(0, 4).map((e) => `${name} ${status}: line ${i + 1}${e.instancePath} ${e.message}`));
  });
  return problems.slice(0, 12);
}

export class ContractError extends Error {
  override name = "ContractError";
}
