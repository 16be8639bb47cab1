/**
 * A tool's `outputSchema`: its endpoint's declared response schema as JSON Schema, self-contained
 * ($refs inlined: several MCP clients resolve none) and without `$schema` (the SDK client's
 * validator would try to fetch the draft 2020-12 meta-schema). Tool definitions end up in a
 * model's context, so what carries no meaning for a client is left out (see `noise`).
 */
import { z } from "zod";
import type { Endpoint } from "@/lib/http/endpoint";
import { fieldTarget } from "@/lib/http/fields";
import type { JsonSchema } from "./arguments";

export interface OutputInfo {
  schema: JsonSchema | null;
  /** Names the `fields` argument takes (top level and one level down), or null when the route has no `fields`. */
  fieldNames: string[] | null;
}

export function outputOf(endpoint: Endpoint): OutputInfo {
  if (endpoint.contentType && endpoint.contentType !== "application/json") return { schema: null, fieldNames: null };
  const raw = z.toJSONSchema(endpoint.response, { io: "output", unrepresentable: "any" }) as JsonSchema;
  const defs = (raw.$defs ?? {}) as Record<string, JsonSchema>;
  const { $schema: _s, $defs: _d, ...root } = raw;
  const schema = inline(root, defs, 0) as JsonSchema;
  // structuredContent is always an object; a tool whose answer is not one gets no outputSchema.
  if (schema.type !== "object") return { schema: null, fieldNames: null };

  const target = fieldTarget(endpoint.response, endpoint.envelope) && endpoint.method === "GET" ? targetOf(schema, endpoint.envelope) : null;
  if (!target) return { schema, fieldNames: null };
  const fieldNames: string[] = [];
  const props = (target.properties ?? {}) as Record<string, JsonSchema>;
  for (const [name, prop] of Object.entries(props)) {
    fieldNames.push(name);
    for (const inner of objectsIn(prop)) for (const sub of Object.keys((inner.properties ?? {}) as object)) fieldNames.push(`${name}.${sub}`);
  }
  // With `fields`, only `id` is sure to be there (in the item and in each nested object).
  relax(target);
  for (const prop of Object.values(props)) for (const inner of objectsIn(prop)) relax(inner);
  return { schema, fieldNames: [...new Set(fieldNames)] };
}

function inline(node: unknown, defs: Record<string, JsonSchema>, depth: number): unknown {
  if (depth > 64) throw new Error("Response schema nests too deeply (a cycle?) to inline for MCP.");
  if (Array.isArray(node)) return node.map((n) => inline(n, defs, depth + 1));
  if (!node || typeof node !== "object") return node;
  const obj = node as JsonSchema;
  if (typeof obj.$ref === "string" && obj.$ref.startsWith("#/$defs/")) {
    const target = defs[obj.$ref.slice("#/$defs/".length)];
    if (!target) throw new Error(`Unresolved ${obj.$ref}`);
    const { $ref: _r, ...siblings } = obj;
    return { ...(inline(target, defs, depth + 1) as JsonSchema), ...(inline(siblings, defs, depth + 1) as JsonSchema) };
  }
  return Object.fromEntries(Object.entries(obj).filter(([k, v]) => !noise(obj, k, v)).map(([k, v]) => [k, inline(v, defs, depth + 1)]));
}

/**
 * What a client does not need, and what would cost it context: the ±2^53 bounds z.int() states,
 * the long regex zod adds next to a `format` (date-time, uuid), and `additionalProperties: false`
 * (a field added to v1 later must not make a client that cached the schema refuse answers).
 */
function noise(obj: JsonSchema, key: string, value: unknown): boolean {
  if ((key === "minimum" || key === "maximum") && typeof value === "number") return Math.abs(value) >= Number.MAX_SAFE_INTEGER;
  if (key === "pattern") return typeof obj.format === "string";
  if (key === "additionalProperties") return value === false;
  return false;
}

function targetOf(schema: JsonSchema, envelope: Endpoint["envelope"]): JsonSchema | null {
  if (envelope === "single") return schema;
  const data = (schema.properties as Record<string, JsonSchema> | undefined)?.data;
  const items = data?.items as JsonSchema | undefined;
  return items && items.type === "object" ? items : null;
}

/** Object schemas a property holds: itself, its array items, or a nullable/union member. */
function objectsIn(s: JsonSchema): JsonSchema[] {
  if (s.type === "object") return [s];
  if (s.type === "array" && s.items && typeof s.items === "object") return objectsIn(s.items as JsonSchema);
  if (Array.isArray(s.anyOf)) return (s.anyOf as JsonSchema[]).flatMap(objectsIn);
  if (Array.isArray(s.oneOf)) return (s.oneOf as JsonSchema[]).flatMap(objectsIn);
  return [];
}

function relax(s: JsonSchema) {
  if (Array.isArray(s.required)) s.required = (s.required as string[]).filter((k) => k === "id");
}
