/**
 * Path and query parameters as a client sends them. Query helpers (lib/http/query.ts) parse strings
 * into numbers, booleans and lists; the document shows the value a client means (an integer with
 * its bounds, a boolean), which is also how openapi-fetch serialises it.
 */
import { z } from "zod";
import type { oas31 } from "zod-openapi";

type ParameterObject = oas31.ParameterObject;
type SchemaObject = oas31.SchemaObject;

type JsonSchema = Record<string, unknown>;

function toSchema(field: z.ZodType, io: "input" | "output"): JsonSchema {
  const s = z.toJSONSchema(field, { io, unrepresentable: io === "output" ? "throw" : "any", target: "draft-2020-12" }) as JsonSchema;
  delete s.$schema;
  return s;
}

const accepts = (field: z.ZodType, v: string) => field.safeParse(v).success;
const ids = (n: number) => Array.from({ length: n }, (_, i) => String(i + 1)).join(",");

/**
 * What a transform accepts cannot be read from the schema, so the two shared kinds of the query
 * helpers are recognised by trying them: comma lists of ids (and their cap) and instants.
 */
function probe(field: z.ZodType): JsonSchema | null {
  const out = field.safeParse("1,2");
  if (out.success && Array.isArray(out.data)) {
    let lo = 2;
    let hi = 1000;
    if (accepts(field, ids(hi))) return { type: "string", pattern: "^[1-9]\\d*(,[1-9]\\d*)*$", description: "Comma list of positive ids." };
    while (hi - lo > 1) {
      const mid = (lo + hi) >> 1;
      if (accepts(field, ids(mid))) lo = mid;
      else hi = mid;
    }
    return { type: "string", pattern: "^[1-9]\\d*(,[1-9]\\d*)*$", description: `Comma list of at most ${lo} positive ids.`, "x-max-items": lo };
  }
  const day = field.safeParse("2026-12-05");
  if (day.success && day.data instanceof Date && accepts(field, "2026-12-05T22:00:00+01:00") && !accepts(field, "soon")) {
    return { type: "string", description: "ISO 8601 date (start of that day, UTC) or date-time with offset.", examples: ["2026-12-05", "2026-12-05T22:00:00Z"] };
  }
  return null;
}

/** The schema of one parameter: the parsed (output) side when JSON Schema can say it, else the raw string. */
export function paramSchema(field: z.ZodType): JsonSchema {
  let schema: JsonSchema;
  try {
    schema = toSchema(field, "output");
  } catch {
    schema = toSchema(field, "input");
    const probed = probe(field);
    if (probed) schema = { ...probed, ...(typeof schema.maxLength === "number" ? { maxLength: schema.maxLength } : {}), ...(schema.description ? { description: schema.description } : {}), ...(schema.default !== undefined ? { default: schema.default } : {}) };
    // "true"/"false" strings read as a boolean.
    const e = schema.enum as unknown[] | undefined;
    if (Array.isArray(e) && e.length === 2 && e.includes("true") && e.includes("false")) {
      const { enum: _e, type: _t, ...rest } = schema;
      schema = { ...rest, type: "boolean" };
    }
  }
  if (schema.type === "integer" && (schema.minimum === undefined || schema.minimum === -Number.MAX_SAFE_INTEGER) && accepts(field, "1") && !accepts(field, "0")) schema.minimum = 1;
  // A transform's output is unknown to JSON Schema; an empty schema there means "a string".
  if (Object.keys(schema).filter((k) => k !== "description" && k !== "default").length === 0) schema = { ...schema, type: "string" };
  return schema;
}

/** A parameter may be left out when its schema accepts no value (optional, or with a default). */
export function isOptional(field: z.ZodType): boolean {
  return field.safeParse(undefined).success;
}

/** Meanings of the parameters many routes share (docs/guides/pagination.md, "Shared query features"), for declarations that do not describe them. */
const SHARED: Record<string, string> = {
  id: "The resource's id. A malformed, unknown or out-of-reach id answers the same 404 not_found.",
  slug: "The resource's slug. An unknown or out-of-reach slug answers 404 not_found.",
  q: "Text to search for (case-insensitive contains).",
  ids: "Batch lookup: only these ids. Costs 1 work per started block of 10 ids instead of the page cost.",
  genre: "Genre ids (see GET /v1/genres); keeps items having any of them.",
  updated_since: "Only items changed at or after this instant, for incremental sync.",
  status: "upcoming (default), past or all. Upcoming sorts soonest first; past and all latest first.",
  from: "Only events starting at or after this date or instant.",
  to: "Only events starting at or before this date or instant.",
  expand: "Comma list of related data to embed, one level deep; each value costs +1 work on an uncached request.",
  near: "`lat,lng` in decimal degrees: events within `radius_km` of that point.",
  radius_km: "Radius around `near`, 1 to 500 km (default 25). Requires `near`.",
  city: "Exact city name.",
  country: "ISO 3166-1 alpha-2 country code.",
  has_tickets: "true: events with a public tier on sale right now; false: the others.",
  promoter_id: "A promoter the crew manages.",
  artist_id: "An artist the crew manages.",
  venue_id: "A venue the crew manages.",
  event_id: "An event of the crew's graph.",
};

function descriptionOf(field: z.ZodType, schema: JsonSchema, name: string): string | undefined {
  const own = field.description ?? (schema.description as string | undefined);
  const shared = SHARED[name];
  if (own && shared && schema.description && own === schema.description && !field.description) return `${shared} ${own}`;
  return own ?? shared;
}

export function parametersOf(object: z.ZodObject | undefined, location: "path" | "query"): ParameterObject[] {
  if (!object) return [];
  const out: ParameterObject[] = [];
  for (const [name, f] of Object.entries(object.shape as Record<string, z.ZodType>)) {
    const schema = paramSchema(f);
    const description = descriptionOf(f, schema, name);
    const param: ParameterObject = { name, in: location, required: location === "path" ? true : !isOptional(f), schema: schema as SchemaObject };
    if (description) param.description = description;
    if (location === "query" && schema.type === "array") {
      param.style = "form";
      param.explode = false;
    }
    out.push(param);
  }
  return out;
}
