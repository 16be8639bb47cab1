/**
 * A tool's arguments, derived from its endpoint's declaration: path params, the query schema and
 * the pipeline's common read params (limit/cursor on paginated lists, fields, locale). Over HTTP
 * every query value is a string; a tool takes proper JSON types (numbers, booleans, arrays for
 * comma lists) and turns them back into the query string the endpoint validates, so the
 * endpoint's own rules and messages stay the only ones that judge values.
 */
import { z } from "zod";
import type { Endpoint } from "@/lib/http/endpoint";
import { LOCALES } from "@/lib/http/locale";
import { DEFAULT_LIMIT, isPaginated } from "@/lib/http/endpoint";
import type { FieldError } from "@/lib/http/problem";
import { MCP_LIMITS } from "@/lib/openapi/mcp-route";

export type JsonSchema = Record<string, unknown>;
type Kind = "integer" | "number" | "boolean" | "string" | "array";

export interface ArgSpec {
  name: string;
  in: "path" | "query" | "header";
  /** The HTTP header an `in: "header"` argument is sent as. */
  header?: string;
  required: boolean;
  kind: Kind;
  /** Type of each item of an array argument. */
  items?: "integer" | "number" | "string";
  schema: JsonSchema;
}

const SAFE = Number.MAX_SAFE_INTEGER;

export interface RequestParts {
  params: Record<string, string>;
  query: URLSearchParams;
  headers: Record<string, string>;
}

/** Arguments of one endpoint, path params first, in declaration order. */
export function argumentsOf(endpoint: Endpoint, fieldNames: string[] | null): ArgSpec[] {
  const args: ArgSpec[] = [];
  for (const [name, schema] of fieldsOf(endpoint.params)) {
    const spec = fromZod(name, "path", schema, true);
    spec.schema.description ??= name === "id" ? "The resource id, a positive whole number as the list tools return it." : `The ${name} of the resource.`;
    args.push(spec);
  }
  const required = new Set(endpoint.query ? ((toJson(endpoint.query, "input").required as string[] | undefined) ?? []) : []);
  for (const [name, schema] of fieldsOf(endpoint.query)) args.push(fromZod(name, "query", schema, required.has(name)));
  // Request headers the route reads (Presskit-Password): an argument named after the header.
  for (const h of endpoint.headers ?? []) {
    if (/^(idempotency-key|authorization)$/i.test(h.name)) continue;
    args.push({ name: h.name.toLowerCase().replace(/-/g, "_"), in: "header", header: h.name, required: h.required ?? false, kind: "string", schema: { type: "string", description: `${h.description} (Sent as the ${h.name} header.)` } });
  }

  // The pipeline's common params, unless the route declares its own of the same name.
  const own = new Set(args.map((a) => a.name));
  const add = (spec: ArgSpec) => void (own.has(spec.name) || args.push(spec));
  if (isPaginated(endpoint)) {
    add({ name: "limit", in: "query", required: false, kind: "integer", schema: { type: "integer", minimum: 1, maximum: 100, default: DEFAULT_LIMIT, description: `Items per page, 1 to 100 (default ${DEFAULT_LIMIT}); an uncached page costs 1 work per started 25.` } });
    add({ name: "cursor", in: "query", required: false, kind: "string", schema: { type: "string", description: "`pagination.next_cursor` of the previous page (same other arguments); omit for the first." } });
  }
  if (endpoint.method === "GET" && fieldNames) {
    add({
      name: "fields",
      in: "query",
      required: false,
      kind: "array",
      items: "string",
      schema: { type: "array", items: { type: "string", enum: fieldNames }, minItems: 1, maxItems: 40, description: "Keep only these fields (`id` always kept; `venue.name` keeps one nested field); the others are absent." },
    });
  }
  if (endpoint.method === "GET") {
    add({ name: "locale", in: "query", required: false, kind: "string", schema: { type: "string", enum: [...LOCALES], description: "Language of text the API writes itself (labels); text people wrote comes as written. Default en." } });
  }
  return args;
}

/** The tool's `inputSchema`. */
export function inputSchemaOf(args: ArgSpec[]): JsonSchema {
  const required = args.filter((a) => a.required).map((a) => a.name);
  return {
    type: "object",
    properties: Object.fromEntries(args.map((a) => [a.name, a.schema])),
    ...(required.length ? { required } : {}),
    additionalProperties: false,
  };
}

/**
 * Checks JSON types (not values: the endpoint judges those) and turns arguments into path params
 * and a query string. `null` counts as left out, as clients often send it for optional arguments.
 */
export function toRequestParts(args: ArgSpec[], input: Record<string, unknown>): RequestParts | { errors: FieldError[] } {
  const errors: FieldError[] = [];
  const params: Record<string, string> = {};
  const headers: Record<string, string> = {};
  const query = new URLSearchParams();
  const known = new Map(args.map((a) => [a.name, a]));
  for (const name of Object.keys(input)) if (!known.has(name)) errors.push({ param: name, message: "Unknown parameter." });
  for (const spec of args) {
    const value = input[spec.name];
    if (value === undefined || value === null) {
      if (spec.required) errors.push({ param: spec.name, message: "Required." });
      continue;
    }
    const text = serialise(spec, value);
    if (typeof text !== "string") {
      errors.push({ param: spec.name, message: text.error });
      continue;
    }
    if (spec.in === "header" && !/^[\x20-\x7e\t]*$/.test(text)) {
      errors.push({ param: spec.name, message: "Must be printable ASCII (it travels as an HTTP header)." });
      continue;
    }
    if (spec.in === "path") params[spec.name] = text;
    else if (spec.in === "header") headers[spec.header ?? spec.name] = text;
    else query.set(spec.name, text);
  }
  return errors.length ? { errors } : { params, query, headers };
}

function serialise(spec: ArgSpec, value: unknown): string | { error: string } {
  if (spec.kind === "array") {
    if (!Array.isArray(value)) return { error: "Must be an array." };
    if (value.length > MCP_LIMITS.maxListItems) return { error: `At most ${MCP_LIMITS.maxListItems} items in a list argument.` };
    const parts: string[] = [];
    for (const item of value) {
      const one = scalar(spec.items ?? "string", item);
      if (typeof one !== "string") return { error: `Each item: ${one.error.charAt(0).toLowerCase()}${one.error.slice(1)}` };
      parts.push(one);
    }
    return parts.join(",");
  }
  return scalar(spec.kind, value);
}

function scalar(kind: Exclude<Kind, "array">, value: unknown): string | { error: string } {
  switch (kind) {
    case "integer":
      return typeof value === "number" && Number.isInteger(value) ? String(value) : { error: "Must be a whole number." };
    case "number":
      return typeof value === "number" && Number.isFinite(value) ? String(value) : { error: "Must be a number." };
    case "boolean":
      return typeof value === "boolean" ? String(value) : { error: "Must be true or false." };
    case "string":
      return typeof value === "string" ? value : { error: "Must be a string." };
  }
}

function fieldsOf(obj: z.ZodObject | undefined): [string, z.ZodType][] {
  return obj ? (Object.entries(obj.shape) as [string, z.ZodType][]) : [];
}

function toJson(schema: z.ZodType, io: "input" | "output"): JsonSchema {
  const { $schema: _drop, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: "any" }) as JsonSchema;
  return rest;
}

/**
 * A query field's JSON type. Its output schema says it when representable (q.int → integer,
 * a pipe into z.array → array); transforms (q.bool, q.idList, q.instant) are recognised by what
 * they make of a sample value; anything else stays the string it is over HTTP.
 */
function fromZod(name: string, where: "path" | "query", schema: z.ZodType, required: boolean): ArgSpec {
  const spec = typed(name, where, schema, required);
  // A default is declared as the query string it stands for ("25", "true"): give it its JSON type.
  const d = spec.schema.default;
  if (typeof d === "string" && (spec.kind === "integer" || spec.kind === "number") && /^-?\d+(\.\d+)?$/.test(d)) spec.schema.default = Number(d);
  else if (typeof d === "string" && spec.kind === "boolean") spec.schema.default = d === "true";
  else if (typeof d === "string" && spec.kind === "array") spec.schema.default = d.split(",").map((p) => (spec.items === "string" ? p.trim() : Number(p)));
  return spec;
}

function typed(name: string, where: "path" | "query", schema: z.ZodType, required: boolean): ArgSpec {
  const out = toJson(schema, "output");
  const input = toJson(schema, "input");
  const keep = pick(out, ["description", "default", "examples", "deprecated"]);
  const type = out.type;
  if (type === "integer" || type === "number") {
    return { name, in: where, required, kind: type, schema: { ...keep, ...numeric(out) } };
  }
  if (type === "boolean") return { name, in: where, required, kind: "boolean", schema: { ...keep, type: "boolean" } };
  if (type === "array") {
    const items = (out.items ?? {}) as JsonSchema;
    const itemKind = items.type === "integer" || items.type === "number" ? items.type : "string";
    return { name, in: where, required, kind: "array", items: itemKind, schema: { ...keep, type: "array", items: itemKind === "string" ? pick(items, ["type", "enum", "description"]) : numeric(items), maxItems: Math.min(Number(out.maxItems ?? Infinity), MCP_LIMITS.maxListItems), ...(out.minItems !== undefined ? { minItems: out.minItems } : {}) } };
  }
  if (type === "string") return { name, in: where, required, kind: "string", schema: { ...keep, ...pick(out, ["type", "enum", "minLength", "maxLength", "format", ...(out.format ? [] : ["pattern"])]) } };

  // Unrepresentable output: a transform. Probe it.
  const inputKeep = { ...pick(input, ["description", "default"]), ...keep };
  if (Array.isArray(input.enum) && input.enum.length === 2 && input.enum.includes("true") && input.enum.includes("false")) {
    return { name, in: where, required, kind: "boolean", schema: { ...inputKeep, type: "boolean" } };
  }
  const list = schema.safeParse("1,2");
  if (list.success && Array.isArray(list.data)) {
    const itemKind = list.data.every((v) => typeof v === "number") ? (list.data.every(Number.isInteger) ? "integer" : "number") : "string";
    return { name, in: where, required, kind: "array", items: itemKind, schema: { ...inputKeep, type: "array", items: { type: itemKind }, maxItems: longestList(schema) } };
  }
  const instant = schema.safeParse("2026-01-01T00:00:00Z");
  if (instant.success && instant.data instanceof Date) {
    return { name, in: where, required, kind: "string", schema: { description: "ISO 8601 date (2026-12-05) or date-time with offset (2026-12-05T22:00:00Z).", ...inputKeep, type: "string" } };
  }
  return { name, in: where, required, kind: "string", schema: { ...inputKeep, ...pick(input, ["enum", "minLength", "maxLength", "pattern", "format"]), type: "string" } };
}

/** The most items (up to the MCP cap) the list accepts: q.idList(10) → 10. Found by bisection, once per tool. */
function longestList(schema: z.ZodType): number {
  const ok = (n: number) => schema.safeParse(Array.from({ length: n }, (_, i) => i + 1).join(",")).success;
  let lo = 2; // "1,2" passed
  let hi: number = MCP_LIMITS.maxListItems;
  if (ok(hi)) return hi;
  while (hi - lo > 1) {
    const mid = (lo + hi) >> 1;
    if (ok(mid)) lo = mid;
    else hi = mid;
  }
  return lo;
}

/** Number bounds, without the ±2^53 that z.int() adds (noise to a client). */
function numeric(s: JsonSchema): JsonSchema {
  const out: JsonSchema = { type: s.type === "integer" ? "integer" : "number" };
  for (const k of ["minimum", "maximum", "exclusiveMinimum", "exclusiveMaximum"]) {
    const v = s[k];
    if (typeof v === "number" && Math.abs(v) < SAFE) out[k] = v;
  }
  return out;
}

function pick(s: JsonSchema, keys: string[]): JsonSchema {
  const out: JsonSchema = {};
  for (const k of keys) if (s[k] !== undefined) out[k] = s[k];
  return out;
}
