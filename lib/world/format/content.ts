/**
 * Partners, news, presskits and forms: their schemas in the world file and their resolved shapes.
 */
import { z } from "zod";
import { Count, IntId, MAX_INT, NullableText, PageRef, Slug, Text, Time, Uuid } from "./primitives";

export const PartnerSchema = z.strictObject({
  id: IntId.optional(),
  owner: PageRef(["promoter", "venue"]),
  name: z.string().min(1),
  logo_url: NullableText.optional(),
  website_url: NullableText.optional(),
  position: z.int().min(-MAX_INT).max(MAX_INT).optional(),
});

export const NewsSchema = z.strictObject({
  id: IntId.optional(),
  owner: PageRef(["promoter", "venue", "artist", "event"]),
  title: z.string().min(1),
  body_markdown: Text,
  hero_image_url: NullableText.optional(),
  published_at: Time.optional(),
  draft: z.boolean().optional(),
});

export const PresskitFile = z.strictObject({ id: z.string().min(1), type: z.string().min(1), url: z.string().min(1), filename: z.string().min(1), size_bytes: Count });

export const PresskitSchema = z.strictObject({
  id: Uuid.optional(),
  artist_id: IntId,
  title: z.string().min(1),
  status: z.enum(["public", "private", "draft"]),
  password: z.string().min(1).nullable().optional(),
  password_hash: z
    .string()
    .regex(/^scrypt\$(N=\d+,r=\d+,p=\d+\$)?[0-9a-f]+\$[0-9a-f]+$/, { error: "must be a scrypt hash as exported (scrypt$N=…,r=…,p=…$salt$hash, or the older scrypt$salt$hash)" }).nullable().optional(),
  is_default: z.boolean().optional(),
  updated_at: Time.optional(),
  sections: z.array(z.string()).optional(),
  style: z.strictObject({ accent_color: z.string(), hero_image_url: NullableText.optional() }).optional(),
  bio_version: z.string().min(1).optional(),
  bio_overrides: z.record(z.string(), z.unknown()).optional(),
  press_quotes: z.array(z.unknown()).optional(),
  files: z.array(PresskitFile).optional(),
});

export const QuestionSchema = z.looseObject({ key: z.string().min(1), type: z.string().min(1), label: z.string(), required: z.boolean().optional() });

export const FormOwner = z.discriminatedUnion("type", [
  z.strictObject({ type: z.literal("crew"), id: z.string().min(1) }),
  z.strictObject({ type: z.enum(["promoter", "venue", "artist"]), id: IntId }),
]);

export const FormSchema = z.strictObject({
  id: Uuid.optional(),
  slug: Slug,
  title: z.string().min(1),
  description: NullableText.optional(),
  owner: FormOwner,
  crew: z.string().min(1),
  draft: z.boolean().optional(),
  opens_at: Time.nullable().optional(),
  closes_at: Time.nullable().optional(),
  max_responses: z.int().min(1).max(MAX_INT).nullable().optional(),
  responses: Count.optional(),
  captures_contact: z.boolean().optional(),
  definition_version: z.int().min(1).max(MAX_INT).optional(),
  settings: z.record(z.string(), z.unknown()).optional(),
  questions: z.array(QuestionSchema).optional(),
});

export interface ResolvedPartner {
  id: number;
  owner: { type: "promoter" | "venue"; id: number };
  name: string;
  logo_url: string | null;
  website_url: string | null;
  position: number;
}

export interface ResolvedNews {
  id: number;
  owner: { type: "promoter" | "venue" | "artist" | "event"; id: number };
  title: string;
  body_markdown: string;
  hero_image_url: string | null;
  published_at: Date;
  draft: boolean;
}

export interface ResolvedPresskit {
  id: string;
  artist_id: number;
  title: string;
  status: "public" | "private" | "draft";
  /** Plaintext from the file (hashed at load), or null. */
  password: string | null;
  /** An existing hash (from an export), or null. */
  password_hash: string | null;
  is_default: boolean;
  updated_at: Date;
  sections: string[];
  style: { accent_color: string; hero_image_url: string | null };
  bio_version: string;
  bio_overrides: Record<string, unknown>;
  press_quotes: unknown[];
  files: { id: string; type: string; url: string; filename: string; size_bytes: number }[];
}

export interface ResolvedForm {
  id: string;
  slug: string;
  title: string;
  description: string | null;
  /** A crew owner is the form's own crew (named by slug); a page owner by id. */
  owner: { type: "crew"; id: string } | { type: "promoter" | "venue" | "artist"; id: number };
  /** Crew slug. */
  crew: string;
  draft: boolean;
  opens_at: Date | null;
  closes_at: Date | null;
  max_responses: number | null;
  responses: number;
  captures_contact: boolean;
  definition_version: number;
  settings: Record<string, unknown>;
  questions: Record<string, unknown>[];
}
