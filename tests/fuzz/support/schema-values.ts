/**
 * Values a route's own schema accepts (or nearly), generated from its zod declaration through
 * JSON Schema: so the fuzz reaches the handlers, not only the validator. Fields named like ids are
 * drawn mostly from ids that exist in the two-crews world.
 */
import fc from "fast-check";
import { z } from "zod";

type Json = Record<string, any>;

/** Ids of the fuzzing crew's own things (and a few of nobody's), by kind. */
export interface Hints {
  ints: number[];
  strings: string[];
}

export function jsonSchemaOf(schema: z.ZodType): Json {
  return z.toJSONSchema(schema, { io: "input", unrepresentable: "any" }) as Json;
}

const idLike = (name: string) => /(^|_)id(s)?$/.test(name) || name === "code" || name === "slug" || name === "token";

export function valueOf(schema: Json, hints: Hints, root: Json = schema, name = "", depth = 0): fc.Arbitrary<unknown> {
  if (depth > 6) return fc.constant(null);
  if (schema.$ref) {
    const target = String(schema.$ref).replace(/^#\/\$defs\//, "");
    return valueOf(root.$defs?.[target] ?? {}, hints, root, name, depth + 1);
  }
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (Array.isArray(schema.enum)) return fc.constantFrom(...schema.enum);
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (Array.isArray(alternatives)) return fc.oneof(...alternatives.map((s: Json) => valueOf(s, hints, root, name, depth + 1)));
  if (Array.isArray(schema.allOf) && schema.allOf.length) return valueOf(schema.allOf[0], hints, root, name, depth + 1);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case "object":
      return objectOf(schema, hints, root, depth);
    case "array": {
      const min = schema.minItems ?? 0;
      const max = Math.min(schema.maxItems ?? min + 3, min + 3);
      return fc.array(valueOf(schema.items ?? {}, hints, root, name, depth + 1), { minLength: min, maxLength: max });
    }
    case "integer":
    case "number": {
      const min = schema.minimum ?? (schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + 1 : -1000);
      const max = schema.maximum ?? (schema.exclusiveMaximum !== undefined ? schema.exclusiveMaximum - 1 : 100000);
      const n = type === "integer" ? fc.integer({ min: Math.max(min, -2147483648), max: Math.min(max, 2147483647) }) : fc.double({ min, max, noNaN: true });
      return idLike(name) && hints.ints.length ? fc.oneof({ weight: 3, arbitrary: fc.constantFrom(...hints.ints) }, { weight: 1, arbitrary: n }) : n;
    }
    case "boolean":
      return fc.boolean();
    case "null":
      return fc.constant(null);
    case "string":
      return stringOf(schema, hints, name);
    default:
      return fc.oneof(fc.string({ maxLength: 8 }), fc.integer(), fc.boolean());
  }
}

function objectOf(schema: Json, hints: Hints, root: Json, depth: number): fc.Arbitrary<unknown> {
  const props = (schema.properties ?? {}) as Record<string, Json>;
  const names = Object.keys(props);
  if (names.length === 0) {
    if (schema.additionalProperties && typeof schema.additionalProperties === "object") {
      return fc.dictionary(fc.string({ minLength: 1, maxLength: 12 }), valueOf(schema.additionalProperties, hints, root, "", depth + 1), { maxKeys: 3 });
    }
    return fc.constant({});
  }
  const required = new Set<string>(schema.required ?? []);
  const model = Object.fromEntries(names.map((n) => [n, valueOf(props[n]!, hints, root, n, depth + 1)]));
  return fc.record(model, { requiredKeys: names.filter((n) => required.has(n)) });
}

const FORMATS: Record<string, () => fc.Arbitrary<string>> = {
  email: () => fc.constantFrom("fan@example.test", "someone@alpha-fans.test", "a.b+c@example.com"),
  uri: () => fc.constantFrom("https://alpha.test/x", "https://hooks.example.com/in", "http://localhost:3000/cb"),
  url: () => fc.constantFrom("https://alpha.test/x", "https://hooks.example.com/in"),
  uuid: () => fc.uuid(),
  "date-time": () => fc.date({ min: new Date("2000-01-01"), max: new Date("2040-01-01"), noInvalidDate: true }).map((d) => d.toISOString()),
  date: () => fc.date({ min: new Date("2000-01-01"), max: new Date("2040-01-01"), noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10)),
};

function stringOf(schema: Json, hints: Hints, name: string): fc.Arbitrary<string> {
  const min = schema.minLength ?? 0;
  const max = Math.min(schema.maxLength ?? 40, Math.max(min, 40));
  let base: fc.Arbitrary<string> = fc.string({ minLength: min, maxLength: max });
  if (schema.format && FORMATS[schema.format]) base = FORMATS[schema.format]!();
  else if (typeof schema.pattern === "string") {
    try {
      base = fc.stringMatching(new RegExp(schema.pattern)).filter((s) => s.length >= min && s.length <= (schema.maxLength ?? Infinity));
    } catch {
      // A pattern fast-check cannot read: plain strings, which the route will mostly refuse.
    }
  }
  if (!idLike(name) || hints.strings.length + hints.ints.length === 0) return base;
  const known = [...hints.strings, ...hints.ints.map(String)];
  return fc.oneof({ weight: 3, arbitrary: fc.constantFrom(...known) }, { weight: 1, arbitrary: base });
}
