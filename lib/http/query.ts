import { z } from "zod";
import type { FieldError } from "./problem";

/**
 * Query strings are flat: each parameter once. A repeated parameter is refused rather than
 * guessing which one the caller meant.
 */
export function queryObject(params: URLSearchParams, ignore: ReadonlySet<string>): { values: Record<string, string>; errors: FieldError[] } {
  const values: Record<string, string> = {};
  const errors: FieldError[] = [];
  for (const [k, v] of params) {
    if (ignore.has(k)) continue;
    if (k in values) errors.push({ param: k, message: "Given more than once; send each parameter once (use a comma list where one is accepted)." });
    values[k] = v;
  }
  return { values, errors };
}

/** zod issues as `{ param, message }`, one per problem, named by dotted path. */
export function fieldErrors(error: z.ZodError, unknownKeyMessage = "Unknown parameter."): FieldError[] {
  const out: FieldError[] = [];
  for (const issue of error.issues) {
    if (issue.code === "unrecognized_keys") {
      for (const key of issue.keys) out.push({ param: [...issue.path, key].join("."), message: unknownKeyMessage });
      continue;
    }
    out.push({ param: issue.path.length ? issue.path.join(".") : "(root)", message: issue.message });
  }
  return out;
}

// Reusable query field types. Query values arrive as strings.
export const q = {
  int: (min: number, max: number) =>
    z
      .string()
      .regex(/^-?\d+$/, "Must be a whole number.")
      .transform(Number)
      .pipe(z.number().int().min(min, `Must be at least ${min}.`).max(max, `Must be at most ${max}.`)),
  positiveId: () =>
    z
      .string()
      .regex(/^[1-9]\d{0,9}$/, "Must be a positive whole number.")
      .transform(Number)
      .pipe(z.number().int().max(2147483647, "Too large.")),
  number: (min: number, max: number) =>
    z
      .string()
      .regex(/^-?\d+(\.\d+)?$/, "Must be a number.")
      .transform(Number)
      .pipe(z.number().min(min, `Must be at least ${min}.`).max(max, `Must be at most ${max}.`)),
  bool: () => z.enum(["true", "false"], { message: "Must be true or false." }).transform((v) => v === "true"),
  text: (min: number, max: number) =>
    z.string().trim().min(min, `Must be ${min} to ${max} characters.`).max(max, `Must be ${min} to ${max} characters.`),
  /** Comma list of positive ids, at most `max`. */
  idList: (max: number) =>
    z
      .string()
      // Room for `max` ids of up to 10 digits with a comma and spaces each: longer text cannot be a valid list.
      .max(max * 16, `At most ${max} ids.`)
      .transform((v, ctx) => {
        const parts = v.split(",").map((p) => p.trim()).filter((p) => p.length > 0);
        if (parts.length === 0) {
          ctx.addIssue({ code: "custom", message: "Give at least one id." });
          return z.NEVER;
        }
        if (parts.length > max) {
          ctx.addIssue({ code: "custom", message: `At most ${max} ids.` });
          return z.NEVER;
        }
        const ids: number[] = [];
        for (const p of parts) {
          if (!/^[1-9]\d{0,9}$/.test(p) || Number(p) > 2147483647) {
            ctx.addIssue({ code: "custom", message: `"${p.slice(0, 20)}" is not a positive whole number.` });
            return z.NEVER;
          }
          ids.push(Number(p));
        }
        return [...new Set(ids)];
      }),
  /** ISO 8601 date (start of day UTC) or date-time with offset. */
  instant: () =>
    z
      .string()
      // The longest valid value (nanoseconds and an offset) has 35 characters.
      .max(64, "Must be an ISO 8601 date (2026-12-05) or date-time with offset (2026-12-05T22:00:00Z).")
      .transform((v, ctx) => {
      const ok = /^\d{4}-\d{2}-\d{2}$/.test(v) || /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2})$/.test(v);
      const d = ok ? new Date(/^\d{4}-\d{2}-\d{2}$/.test(v) ? `${v}T00:00:00Z` : v) : null;
      if (!d || !inStoredRange(d)) {
        ctx.addIssue({ code: "custom", message: "Must be an ISO 8601 date (2026-12-05) or date-time with offset (2026-12-05T22:00:00Z)." });
        return z.NEVER;
      }
      return d;
    }),
};

/**
 * An instant of years 1 to 9999 (UTC). Beyond them a Date serialises as "+010000-…" or
 * "-000001-…", which the database refuses (an offset can push 0000-01-01 or 9999-12-31 across).
 */
export const inStoredRange = (d: Date) => !Number.isNaN(d.getTime()) && d.getUTCFullYear() >= 1 && d.getUTCFullYear() <= 9999;
