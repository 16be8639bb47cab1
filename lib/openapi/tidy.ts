/**
 * Readability pass over the generated schemas: zod writes very long regular expressions for
 * formats JSON Schema already names. Partners read the format; the compact UTC pattern keeps
 * "instants are UTC" checkable. Integers get the format their bounds imply (int32 or int64); an
 * unbounded `z.int()` keeps the safe-integer bounds zod enforces.
 */
const SAFE = 9007199254740991;
const INT32_MIN = -2147483648;
const INT32_MAX = 2147483647;
const UTC_INSTANT = "^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}(\\.\\d+)?Z$";
const DATE = "^\\d{4}-\\d{2}-\\d{2}$";

function isInteger(node: Record<string, unknown>): boolean {
  return node.type === "integer" || (Array.isArray(node.type) && node.type.includes("integer"));
}

function tidySchema(node: Record<string, unknown>): void {
  if (isInteger(node) && node.const === undefined && node.enum === undefined) {
    if (node.minimum === undefined && node.exclusiveMinimum === undefined) node.minimum = -SAFE;
    if (node.maximum === undefined && node.exclusiveMaximum === undefined) node.maximum = SAFE;
  }
  if (isInteger(node) && node.format === undefined) {
    const lo = (node.minimum ?? node.exclusiveMinimum) as number | undefined;
    const hi = (node.maximum ?? node.exclusiveMaximum) as number | undefined;
    node.format = lo !== undefined && hi !== undefined && lo >= INT32_MIN && hi <= INT32_MAX ? "int32" : "int64";
  }
  const format = node.format;
  if (typeof node.pattern === "string" && typeof format === "string") {
    if (format === "date-time") {
      if (node.pattern.endsWith("(?:Z))$")) node.pattern = UTC_INSTANT;
      else delete node.pattern;
    } else if (format === "date") node.pattern = DATE;
    else if (["uuid", "email", "uri", "url", "guid", "ipv4", "ipv6", "time", "duration"].includes(format)) delete node.pattern;
  }
  // `propertyNames: { type: "string" }` says nothing in JSON.
  const pn = node.propertyNames as Record<string, unknown> | undefined;
  if (pn && Object.keys(pn).length === 1 && pn.type === "string") delete node.propertyNames;
}

function walk(node: unknown, inSchema: boolean): void {
  if (Array.isArray(node)) {
    for (const n of node) walk(n, inSchema);
    return;
  }
  if (!node || typeof node !== "object") return;
  const obj = node as Record<string, unknown>;
  if (inSchema) tidySchema(obj);
  for (const [k, v] of Object.entries(obj)) {
    // Examples are data, not schemas.
    if (k === "example" || (k === "examples" && !inSchema)) continue;
    if (k === "examples" && inSchema && Array.isArray(v)) continue;
    // Shared parameters are written by hand in their final form (tests/openapi pins `limit`).
    if (!inSchema && k === "parameters" && obj.schemas !== undefined) continue;
    walk(v, inSchema || k === "schema" || k === "schemas");
  }
}

export function tidy<T>(doc: T): T {
  walk(doc, false);
  return doc;
}

/** Drops shared parameters and headers no operation refers to (a route set without lists has no `cursor`). */
export function pruneComponents<T extends { components?: Record<string, unknown> }>(doc: T): T {
  const text = JSON.stringify({ ...doc, components: { ...doc.components, parameters: undefined, headers: undefined } });
  for (const kind of ["parameters", "headers"] as const) {
    const group = doc.components?.[kind] as Record<string, unknown> | undefined;
    if (!group) continue;
    for (const name of Object.keys(group)) if (!text.includes(`"#/components/${kind}/${name}"`)) delete group[name];
  }
  return doc;
}
