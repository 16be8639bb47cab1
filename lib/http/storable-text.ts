/**
 * Text the database cannot store, refused at the input step for every surface (partner, admin,
 * platform, and MCP tools, which run the same walk) so no handler ever passes it on:
 * - U+0000: PostgreSQL text and jsonb refuse it, and the query fails with a 500;
 * - a lone UTF-16 surrogate (only a JSON body can carry one, as `"\ud800"`): not a Unicode
 *   character; jsonb refuses its escape and a text column would silently get U+FFFD instead.
 * Invalid or overlong UTF-8 never gets this far: decoding a body or a query turns it into U+FFFD.
 */
import type { FieldError } from "./problem";

const NUL = /\u0000/;
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Why `s` cannot be stored, or null when it can. */
export function unstorable(s: string): string | null {
  if (NUL.test(s)) return "Contains U+0000 (a NUL character), which cannot be stored; remove it.";
  if (LONE_SURROGATE.test(s)) return "Contains a lone UTF-16 surrogate (half of a character), which cannot be stored; send whole characters.";
  return null;
}

/** `s` with what cannot be stored replaced by U+FFFD: a name safe to echo in an error. */
export function printable(s: string): string {
  return s.replace(/\u0000/g, "\uFFFD").replace(new RegExp(LONE_SURROGATE.source, "g"), "\uFFFD");
}

/** At most this many errors per body: one is enough to fix, a few show a pattern. */
const MAX_ERRORS = 10;

/** A place in the body: its key and its parent, so a path is built only for an error. */
interface Place {
  key: string;
  parent: Place | null;
}

const pathOf = (p: Place | null): string => {
  const keys: string[] = [];
  for (let at = p; at; at = at.parent) keys.push(at.key);
  return keys.length ? keys.reverse().join(".") : "(root)";
};

/**
 * Every string of a parsed JSON body (values and keys) that cannot be stored, named by dotted
 * path as zod names fields (`lines.0.coupon`). Walked without recursion and without copying
 * paths: a 64 KB body may nest tens of thousands deep. Top-level `credentialFields` are skipped.
 */
export function unstorableFields(value: unknown, credentialFields: readonly string[] = []): FieldError[] {
  const errors: FieldError[] = [];
  // A key that cannot be stored goes on the stack as its error, so errors come in document order.
  const stack: ([unknown, Place | null] | FieldError)[] = [[value, null]];
  while (stack.length && errors.length < MAX_ERRORS) {
    const top = stack.pop()!;
    if (!Array.isArray(top)) {
      errors.push(top);
      continue;
    }
    const [v, place] = top;
    if (typeof v === "string") {
      // A credential is only hashed, never stored: its handler answers it with its own refusal.
      if (place && !place.parent && credentialFields.includes(place.key)) continue;
      const why = unstorable(v);
      if (why) errors.push({ param: pathOf(place), message: why });
    } else if (Array.isArray(v)) {
      for (let i = v.length - 1; i >= 0; i--) stack.push([v[i], { key: String(i), parent: place }]);
    } else if (v && typeof v === "object") {
      const entries = Object.entries(v);
      for (let i = entries.length - 1; i >= 0; i--) {
        const [k, x] = entries[i]!;
        const why = unstorable(k);
        stack.push(why ? { param: pathOf({ key: printable(k), parent: place }), message: why } : [x, { key: k, parent: place }]);
      }
    }
  }
  return errors;
}
