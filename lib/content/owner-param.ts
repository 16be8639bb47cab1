/**
 * News and partners name their owner page with exactly one of several id parameters
 * (`promoter_id`, `venue_id`, `artist_id`); none or several is 400 validation_error.
 */
import { z } from "zod";
import { q } from "@/lib/http/query";

export function ownerQuery<K extends string>(names: readonly K[]) {
  const shape = Object.fromEntries(names.map((n) => [n, q.positiveId().optional()])) as Record<K, z.ZodOptional<ReturnType<typeof q.positiveId>>>;
  const list = names.length === 2 ? `${names[0]} or ${names[1]}` : `${names.slice(0, -1).join(", ")} or ${names[names.length - 1]}`;
  return z.object(shape).superRefine((value, ctx) => {
    const given = names.filter((n) => (value as Record<string, unknown>)[n] !== undefined);
    if (given.length === 1) return;
    const message = given.length === 0 ? `Give exactly one of ${list}.` : `Give only one of ${list}, not several.`;
    for (const n of given.length === 0 ? names : given) ctx.addIssue({ code: "custom", path: [n], message });
  });
}

/** The one owner a validated owner query names. */
export function ownerOf<K extends string>(names: readonly K[], value: Partial<Record<K, number>>): { type: K; id: number } {
  for (const n of names) {
    const id = value[n];
    if (id !== undefined) return { type: n, id };
  }
  throw new Error("owner query validated without an owner");
}
