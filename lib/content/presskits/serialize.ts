/** Press kit rows → the PresskitSummary and PresskitDetail shapes. The password hash never leaves. */
import type { z } from "zod";
import type { Artist } from "@/lib/catalogue/schemas";
import type { PresskitDetail, PresskitSummary } from "@/lib/content/schemas";
import type { presskits } from "@/lib/db/schema";
import { pageUrl, type Site } from "@/lib/crew/site";

export type PresskitRow = typeof presskits.$inferSelect;

/** The kit's page on the platform, under its artist's page. */
export const presskitUrl = (s: Site, row: Pick<PresskitRow, "id" | "artistId">) => `${pageUrl(s, "artist", row.artistId)}/presskits/${row.id}`;

export function presskitSummaryOut(row: PresskitRow, s: Site): z.infer<typeof PresskitSummary> {
  return {
    id: row.id,
    artist_id: row.artistId,
    title: row.title,
    status: row.status as "public" | "private" | "draft",
    protected: row.passwordHash !== null,
    is_default: row.isDefault,
    updated_at: row.updatedAt.toISOString(),
    url: presskitUrl(s, row),
  };
}

export function presskitDetailOut(row: PresskitRow, artist: z.infer<typeof Artist>, s: Site): z.infer<typeof PresskitDetail> {
  return {
    ...presskitSummaryOut(row, s),
    artist,
    sections: row.sections,
    style: { accent_color: row.style.accent_color, hero_image_url: row.style.hero_image_url ?? null },
    bio_version: row.bioVersion,
    bio_overrides: row.bioOverrides,
    press_quotes: row.pressQuotes,
    files: row.files.map((f) => ({ id: f.id, type: f.type, url: f.url, filename: f.filename, size_bytes: f.size_bytes })),
  };
}
