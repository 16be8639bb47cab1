/**
 * The world file's building blocks: ids, slugs, time spellings, texts, counts, links, money and
 * origins, shared by every section's schema (lib/world/format/).
 */
import { z } from "zod";

export const MAX_INT = 2_147_483_647;
export const IntId = z.int().min(1).max(MAX_INT);
export const Uuid = z.guid({ error: "must be a uuid (8-4-4-4-12 hexadecimal digits)" });
export const Slug = z.string().regex(/^[a-z0-9](?:[a-z0-9-]{0,62}[a-z0-9])?$/, { error: "must be lower-case letters, digits and dashes (at most 64)" });
/** A time spelling, resolved later (see lib/world/times.ts). */
export const Time = z.string().min(1, { error: "must be a time spelling" });
export const Text = z.string();
export const NullableText = z.string().nullable();
export const Count = z.int().min(0).max(MAX_INT);

export const EMAILISH = /^mailto:|^[^\s/:@]+@[^\s/@]+\.[^\s/@]+$/i;

export const Links = z
  .record(z.string(), z.string())
  .nullable()
  .superRefine((links, ctx) => {
    if (!links) return;
    for (const [network, value] of Object.entries(links)) {
      if (EMAILISH.test(value.trim())) ctx.addIssue({ code: "custom", path: [network], message: "links never hold an email: put it in contact_emails" });
    }
  });

export const FeeSchema = z.strictObject({
  percent: z.number().min(0).max(1),
  fixed: z.number().min(0),
  applies_to: z.enum(["ticket", "order"]),
});
export type Fee = z.infer<typeof FeeSchema>;

export const PageRef = (types: readonly [string, ...string[]]) => z.strictObject({ type: z.enum(types), id: IntId });

export const Sha256Hex = z.string().regex(/^[0-9a-f]{64}$/, { error: "must be 64 lower-case hex digits (SHA-256)" });

export const Currency = z.string().regex(/^[A-Z]{3}$/, { error: "must be an ISO 4217 code in capitals (EUR)" });
export const Cents = z.int().min(0).max(MAX_INT);

/** https origins, or http on localhost; a path is allowed and dropped. */
export function originOf(value: string): string | null {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return null;
  }
  const local = url.hostname === "localhost" || url.hostname === "127.0.0.1" || url.hostname === "[::1]";
  if (url.protocol !== "https:" && !(url.protocol === "http:" && local)) return null;
  return url.origin;
}

export const Origin = z.string().refine((s) => originOf(s) !== null, { error: "must be an https origin (or http on localhost), such as https://example.test" });
