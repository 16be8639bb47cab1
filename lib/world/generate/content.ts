/** Generated content: partners and news of the first promoters and venues, press kits, forms. */
import { hexUuid, type Rand } from "./random";
import type { WorldSizes } from "./sizes";
import { rel, type Json } from "./spellings";

/**
 * For each content owner (promoters, every third a venue; the bench crew's among them) one
 * partner and two news posts, a few of them about an event instead, a few drafts.
 */
export function generatePartnersAndNews(r: Rand, sizes: WorldSizes): { partners: Json[]; news: Json[] } {
  const n = sizes.events;
  const partners: Json[] = [];
  const news: Json[] = [];
  for (let i = 0; i < sizes.contentOwners; i++) {
    const owner = i % 3 === 2 ? { type: "venue", id: 30_000 + (i % sizes.venues) } : { type: "promoter", id: 20_000 + i };
    partners.push({ id: 600 + partners.length, owner, name: `${r.pick(["Club Mate", "Berlin Sound", "Night Bus", "Vinyl Co", "Print Shop"])} ${i}`, logo_url: `https://img.example.test/partners/${i}.png`, website_url: `https://partner-${i}.test`, position: 1 });
    for (let k = 0; k < 2; k++) {
      const when = r.int(-60, 10);
      news.push({
        id: 700 + news.length,
        owner: r.chance(0.2) && n > 0 ? { type: "event", id: 100_000 + r.int(0, n - 1) } : owner,
        title: r.pick(["Season opening", "Timetable is out", "New venue", "Line-up update", "Thank you"]),
        body_markdown: `We are **back** on ${rel(when)}.\n\n- tickets soon\n- [more](https://example.test/news/${news.length})`,
        hero_image_url: r.chance(0.5) ? `https://img.example.test/news/${news.length}.jpg` : null,
        published_at: rel(when),
        draft: r.chance(0.1),
      });
    }
  }
  return { partners, news };
}

/**
 * Press kits of the first twelve artists: one public kit each, and every fourth artist three
 * (public default, password-protected private, draft).
 */
export function generatePresskits(r: Rand, artists: Json[]): Json[] {
  const presskits: Json[] = [];
  const kitArtists = artists.slice(0, Math.min(12, artists.length));
  kitArtists.forEach((a, i) => {
    const statuses = ["public", "private", "draft"] as const;
    const kits = i % 4 === 0 ? 3 : 1;
    for (let k = 0; k < kits; k++) {
      const status = kits === 1 ? "public" : statuses[k]!;
      presskits.push({
        id: hexUuid(r),
        artist_id: a.id,
        title: `${a.name as string} ${status === "public" ? "press kit" : status === "private" ? "(promoters)" : "draft"}`,
        status,
        password: status === "private" ? `pw-${a.id as number}` : null,
        is_default: k === 0,
        updated_at: rel(-r.int(1, 60)),
        sections: status === "draft" ? [] : ["bio", "photos", "quotes"],
        style: { accent_color: r.pick(["#ff3366", "#000000", "#2266ff"]), hero_image_url: null },
        bio_version: r.pick(["short", "long"]),
        bio_overrides: {},
        press_quotes: r.chance(0.5) ? [{ quote: "Relentless.", source: "Groove" }] : [],
        files: [{ id: `f${a.id as number}-${k}`, type: "photo", url: `https://img.example.test/kits/${a.id as number}.jpg`, filename: `${a.id as number}.jpg`, size_bytes: r.int(100_000, 5_000_000) }],
      });
    }
  });
  return presskits;
}

/**
 * Crew forms for the first ten crews: the first crew gets one form in every state (open, not yet
 * open, full, closed, draft), the others the first two.
 */
export function generateForms(r: Rand, crewSlugs: string[]): Json[] {
  const forms: Json[] = [];
  const formCrews = crewSlugs.slice(0, Math.min(crewSlugs.length, 10));
  formCrews.forEach((crew, i) => {
    const variants = [
      { slug: "volunteers", draft: false, opens_at: "now-10d", closes_at: "now+20d", max: null as number | null, responses: 3 },
      { slug: "newsletter", draft: false, opens_at: "now+5d", closes_at: "now+30d", max: null, responses: 0 },
      { slug: "guest-list", draft: false, opens_at: "now-5d", closes_at: "now+5d", max: 50, responses: 50 },
      { slug: "last-year", draft: false, opens_at: "now-60d", closes_at: "now-30d", max: null, responses: 12 },
      { slug: "draft-form", draft: true, opens_at: null, closes_at: null, max: null, responses: 0 },
    ];
    for (const v of variants.slice(0, i === 0 ? variants.length : 2)) {
      forms.push({
        id: hexUuid(r),
        slug: v.slug,
        title: v.slug.replace(/-/g, " "),
        description: null,
        owner: { type: "crew", id: crew },
        crew,
        draft: v.draft,
        opens_at: v.opens_at,
        closes_at: v.closes_at,
        max_responses: v.max,
        responses: v.responses,
        captures_contact: true,
        definition_version: 1,
        settings: { show_progress: true, submit_label: "Send", consent_text: "We store your answers." },
        questions: [{ key: "name", type: "text", label: "Your name", required: true }],
      });
    }
  });
  return forms;
}
