/**
 * A world built for the page and content routes: two crews that share one artist, foreign and
 * unpublished pages, events that bring venues and artists into the graph by each path (promoter,
 * managed venue, a roster artist's confirmed gig) and by none (draft event, unconfirmed set),
 * and content in every state (scheduled and draft news, private/draft/protected kits, forms in
 * each availability, a form created by another crew on a shared page).
 */
import { KEYS, PUBLISHABLE_ORIGIN } from "../../support/keys";

export const NIGHTSHIFT = "6f1c9a52-7a0e-4b59-9a55-1f0f3c2b7d01";
export const HARBOUR = "0d4e2b61-33c1-4f0a-8f7b-2c9d5e6a7b02";
export const HARBOUR_ORIGIN = "https://harbour.test";

export const KIT = {
  adaDefault: "9a7d2c10-1b2e-4c3d-8e4f-5a6b7c8d9e01",
  adaPrivate: "9a7d2c10-1b2e-4c3d-8e4f-5a6b7c8d9e02",
  adaDraft: "9a7d2c10-1b2e-4c3d-8e4f-5a6b7c8d9e03",
  adaTour: "9a7d2c10-1b2e-4c3d-8e4f-5a6b7c8d9e04",
  adaProtected: "9a7d2c10-1b2e-4c3d-8e4f-5a6b7c8d9e05",
  dmitri: "9a7d2c10-1b2e-4c3d-8e4f-5a6b7c8d9e06",
  bram: "9a7d2c10-1b2e-4c3d-8e4f-5a6b7c8d9e07",
  cleo: "9a7d2c10-1b2e-4c3d-8e4f-5a6b7c8d9e08",
  /** Not an RFC 4122 version: worlds may give any 8-4-4-4-12 id. */
  oddId: "00000000-0000-0000-0000-00000000000a",
} as const;

const lineup = (...ids: number[]) => ids.map((id) => ({ artists: [id] }));

const kit = (id: string, artist_id: number, title: string, status: string, extra: Record<string, unknown> = {}) => ({
  id,
  artist_id,
  title,
  status,
  password: null,
  is_default: false,
  updated_at: "now-3d",
  sections: ["bio"],
  style: { accent_color: "#000000", hero_image_url: null },
  bio_version: "short",
  bio_overrides: {},
  press_quotes: [],
  files: [],
  ...extra,
});

const question = [{ key: "name", type: "text", label: "Your name", required: true }];

export function pagesWorld(): any {
  return {
    site_url: "https://events.example.test",
    genres: [
      { id: 1, name: "Techno" },
      { id: 2, name: "House" },
      { id: 3, name: "Jazz" },
      { id: 4, name: "Ambient" },
    ],
    crews: [
      { id: NIGHTSHIFT, name: "Nightshift Agency", slug: "nightshift", plan: "roster", owner_email: "owner@nightshift.test" },
      { id: HARBOUR, name: "Harbour Jazz", slug: "harbour", plan: "studio", owner_email: "owner@harbour.test" },
    ],
    artists: [
      {
        id: 10,
        name: "Ada Volt",
        genres: ["Techno"],
        links: { instagram: "https://instagram.com/adavolt" },
        is_verified: true,
        managed_by: ["nightshift"],
        contact_emails: [{ type: "booking", value: "booking@adavolt.test" }],
        image_url: "https://img.example.test/ada.jpg",
        description: "Berlin-based techno.",
        updated_at: "now-3d",
      },
      { id: 11, name: "Bram Okafor", genres: ["House"], published: false, managed_by: ["nightshift"], contact_emails: [{ type: "management", value: "mgmt@bram.test" }], updated_at: "now-40d" },
      { id: 12, name: "Cleo Marsh", genres: ["House", "Ambient"], links: { soundcloud: "https://soundcloud.com/cleomarsh" }, is_verified: true, managed_by: [], contact_emails: [{ type: "booking", value: "cleo@private.test" }] },
      { id: 13, name: "Dmitri Lau", genres: ["Jazz"], managed_by: ["harbour"], contact_emails: [{ type: "booking", value: "dmitri@harbour.test" }] },
      { id: 14, name: "Esme Quill", genres: ["Techno"], managed_by: ["nightshift"], updated_at: "now-1d" },
      { id: 15, name: "Nadal Adams", genres: ["House", "Ambient"], managed_by: ["nightshift"], updated_at: "now-10d" },
      { id: 16, name: "100% Pure_Sound", genres: ["Jazz"], managed_by: ["nightshift"], updated_at: "now-20d" },
      { id: 17, name: "Hidden Guest", genres: ["Techno"], published: false, managed_by: [] },
      { id: 18, name: "Shared Sam", genres: ["Jazz"], managed_by: ["nightshift", "harbour"], contact_emails: [{ type: "booking", value: "sam@shared.test" }], updated_at: "now-2d" },
    ],
    promoters: [
      { id: 20, name: "Volt Collective", genres: ["Techno"], is_verified: true, managed_by: ["nightshift"], updated_at: "now-2d", contact_emails: [{ type: "office", value: "office@volt.test" }] },
      { id: 21, name: "Harbour Sessions", genres: ["Jazz"], managed_by: ["harbour"], contact_emails: [{ type: "office", value: "office@harbour.test" }] },
      { id: 22, name: "Outside Promotions", genres: ["House"], managed_by: [] },
      { id: 23, name: "Sleeping Label", published: false, managed_by: ["nightshift"] },
      { id: 24, name: "Another Night", managed_by: ["nightshift"], updated_at: "now-30d" },
    ],
    venues: [
      { id: 30, name: "Tresor Hall", genres: ["Techno"], managed_by: ["nightshift"], location: { address: "Köpenicker Str. 70, Berlin", city: "Berlin", country: "DE", lat: 52.5104, lng: 13.4197 }, capacity: { standing: 900, cabaret: 300 } },
      { id: 31, name: "Quay Club", genres: ["Jazz"], managed_by: ["harbour"], location: { address: "1 Harbour Rd, Hamburg", city: "Hamburg", country: "DE" } },
      { id: 32, name: "Field Stage", location: { address: "Am Feld 1, Leipzig", city: "Leipzig", country: "DE", lat: 51.3397, lng: 12.3731 }, capacity: { standing: 5000 } },
      { id: 33, name: "Closed Room", published: false, managed_by: ["nightshift"] },
      { id: 34, name: "Empty Hall" },
      { id: 35, name: "Draft Host" },
      { id: 36, name: "Gig Basement", capacity: { seated: 80, theatre: 120 } },
      { id: 37, name: "Unconfirmed Cellar" },
      { id: 38, name: "Annex" },
    ],
    events: [
      {
        id: 100,
        title: "Volt Night",
        timezone: "Europe/Berlin",
        starts_at: "now+10d@23:00",
        ends_at: "+7h",
        promoters: [20],
        venue: 30,
        lineup: [
          { artists: [10], stage: "Main", start: "+1h", end: "+2h" },
          { artists: [12, 14], stage: "Main", start: "+2h", end: "+4h" },
          { artists: [], name: "Secret Guest" },
          { artists: [11] },
          { artists: [13], confirmed: false },
        ],
      },
      { id: 101, title: "Field Days", timezone: "Europe/Berlin", starts_at: "now+30d@14:00", ends_at: "+34h", promoters: [22, 20], venue: 32, lineup: lineup(10, 12, 14) },
      { id: 102, title: "Quiet Hours", timezone: "Europe/Berlin", starts_at: "now-20d@10:00", ends_at: "+3h", promoters: [20], venue: 30, lineup: lineup(10) },
      { id: 103, title: "Draft Night", timezone: "Europe/Berlin", starts_at: "now+50d@22:00", published: false, promoters: [20], venue: 35, lineup: lineup(10, 17) },
      { id: 104, title: "Harbour Evening", timezone: "Europe/Berlin", starts_at: "now+12d@20:00", promoters: [21], venue: 31, lineup: lineup(13) },
      { id: 105, title: "Basement Gig", timezone: "Europe/Berlin", starts_at: "now+15d@21:00", promoters: [22], venue: 36, lineup: lineup(10) },
      { id: 106, title: "Cellar Maybe", timezone: "Europe/Berlin", starts_at: "now+16d@21:00", promoters: [22], venue: 37, lineup: [{ artists: [14], confirmed: false }, { artists: [12] }] },
      { id: 107, title: "Guests Only", timezone: "Europe/Berlin", starts_at: "now+40d@21:00", promoters: [20], venue: 30, lineup: [{ artists: [17] }, { artists: [12] }, { artists: [12] }] },
      { id: 108, title: "Annex Opening", timezone: "Europe/Berlin", starts_at: "now+45d@21:00", promoters: [20], venue: 38, lineup: [] },
    ],
    partners: [
      { id: 600, owner: { type: "promoter", id: 20 }, name: "Club Mate", logo_url: "https://img.example.test/mate.png", website_url: "https://mate.test", position: 2 },
      { id: 602, owner: { type: "promoter", id: 20 }, name: "Alpha Drinks", logo_url: "https://img.example.test/alpha.png", website_url: "https://alpha.test", position: 1 },
      { id: 601, owner: { type: "venue", id: 30 }, name: "Berlin Sound", logo_url: "https://img.example.test/bs.png", website_url: "https://sound.test", position: 1 },
      { id: 603, owner: { type: "promoter", id: 22 }, name: "Outside Sponsor", logo_url: "https://img.example.test/os.png", website_url: "https://os.test", position: 1 },
      { id: 604, owner: { type: "venue", id: 32 }, name: "Field Partner", logo_url: "https://img.example.test/fp.png", website_url: "https://fp.test", position: 1 },
      { id: 605, owner: { type: "promoter", id: 21 }, name: "Harbour Bank", logo_url: "https://img.example.test/hb.png", website_url: "https://hb.test", position: 1 },
      { id: 606, owner: { type: "promoter", id: 23 }, name: "Sleeping Sponsor", logo_url: "https://img.example.test/ss.png", website_url: "https://ss.test", position: 1 },
    ],
    news: [
      { id: 700, owner: { type: "promoter", id: 20 }, title: "Season opening", body_markdown: "We are **back**. <script>alert(1)</script>", published_at: "now-1d" },
      { id: 701, owner: { type: "promoter", id: 20 }, title: "Coming soon", body_markdown: "Stay tuned.", published_at: "now+2d" },
      { id: 702, owner: { type: "event", id: 100 }, title: "Timetable is out", body_markdown: "See you there.", published_at: "now-2h" },
      { id: 703, owner: { type: "promoter", id: 20 }, title: "Unfinished", body_markdown: "Draft.", published_at: "now-3d", draft: true },
      { id: 704, owner: { type: "promoter", id: 20 }, title: "Older A", body_markdown: "a", published_at: "2026-01-05T10:00:00Z" },
      { id: 705, owner: { type: "promoter", id: 20 }, title: "Older B", body_markdown: "b", published_at: "2026-01-05T10:00:00Z", hero_image_url: "https://img.example.test/b.jpg" },
      { id: 706, owner: { type: "venue", id: 30 }, title: "New bar", body_markdown: "Drinks.", published_at: "now-1h" },
      { id: 707, owner: { type: "artist", id: 11 }, title: "Bram signs", body_markdown: "Welcome.", published_at: "now-1h" },
      { id: 708, owner: { type: "promoter", id: 21 }, title: "Harbour news", body_markdown: "Jazz.", published_at: "now-1h" },
      { id: 709, owner: { type: "event", id: 104 }, title: "Harbour event news", body_markdown: "Jazz.", published_at: "now-1h" },
      { id: 710, owner: { type: "event", id: 103 }, title: "Draft event news", body_markdown: "Hidden.", published_at: "now-1h" },
      { id: 711, owner: { type: "event", id: 100 }, title: "Doors at 23:00", body_markdown: "Soon.", published_at: "now+1h" },
      { id: 712, owner: { type: "artist", id: 12 }, title: "Foreign artist news", body_markdown: "Hidden.", published_at: "now-1h" },
      { id: 713, owner: { type: "promoter", id: 23 }, title: "Sleeping news", body_markdown: "Hidden.", published_at: "now-1h" },
    ],
    presskits: [
      kit(KIT.adaDefault, 10, "Ada Volt 2026", "public", {
        is_default: true,
        updated_at: "now-5d",
        sections: ["bio", "photos", "quotes"],
        style: { accent_color: "#ff3366", hero_image_url: "https://img.example.test/hero.jpg" },
        bio_version: "long",
        bio_overrides: { short: "Techno." },
        press_quotes: [{ quote: "Relentless.", source: "Groove" }],
        files: [{ id: "f1", type: "photo", url: "https://img.example.test/ada-hi.jpg", filename: "ada-hi.jpg", size_bytes: 2048000 }],
      }),
      kit(KIT.adaPrivate, 10, "Ada Volt (promoters)", "private", { password: "letmein", updated_at: "now-2d" }),
      kit(KIT.adaDraft, 10, "Work in progress", "draft", { updated_at: "now-1d" }),
      kit(KIT.adaTour, 10, "Ada Volt tour", "public", { updated_at: "now-1d" }),
      kit(KIT.adaProtected, 10, "Ada Volt press", "public", { password: "open sesame", updated_at: "now-2d" }),
      kit(KIT.dmitri, 13, "Dmitri Lau", "public", { is_default: true }),
      kit(KIT.bram, 11, "Bram Okafor", "public", { is_default: true }),
      kit(KIT.cleo, 12, "Cleo Marsh", "public", { is_default: true }),
      kit(KIT.oddId, 14, "Esme Quill", "public", { is_default: true }),
    ],
    forms: [
      {
        id: "c1f0e7a2-5d4b-4e3a-9c2b-1a0f9e8d7c01",
        slug: "volunteers",
        title: "Volunteer with us",
        description: "Help at Field Days.",
        owner: { type: "promoter", id: 20 },
        crew: "nightshift",
        opens_at: "now-10d",
        closes_at: "now+20d",
        max_responses: 50,
        responses: 3,
        captures_contact: true,
        definition_version: 2,
        settings: { show_progress: true, submit_label: "Send", consent_text: "We store your answers.", notify_email: "boss@nightshift.test" },
        questions: [
          { key: "name", type: "text", label: "Your name", required: true },
          { key: "shifts", type: "choice", label: "Shifts", options: ["Sat", "Sun"], required: false },
        ],
      },
      { id: "c1f0e7a2-5d4b-4e3a-9c2b-1a0f9e8d7c02", slug: "secret-draft", title: "Draft form", owner: { type: "crew", id: "nightshift" }, crew: "nightshift", draft: true, questions: question },
      { id: "c1f0e7a2-5d4b-4e3a-9c2b-1a0f9e8d7c03", slug: "newsletter", title: "Newsletter", owner: { type: "crew", id: "nightshift" }, crew: "nightshift", questions: [] },
      { id: "c1f0e7a2-5d4b-4e3a-9c2b-1a0f9e8d7c04", slug: "early-access", title: "Early access", owner: { type: "artist", id: 10 }, crew: "nightshift", opens_at: "now+2d", questions: question },
      { id: "c1f0e7a2-5d4b-4e3a-9c2b-1a0f9e8d7c05", slug: "past", title: "Past call", owner: { type: "venue", id: 30 }, crew: "nightshift", opens_at: "now-30d", closes_at: "now-1d", questions: question },
      { id: "c1f0e7a2-5d4b-4e3a-9c2b-1a0f9e8d7c06", slug: "full-house", title: "Full house", owner: { type: "crew", id: "nightshift" }, crew: "nightshift", max_responses: 3, responses: 3, questions: question },
      { id: "c1f0e7a2-5d4b-4e3a-9c2b-1a0f9e8d7c07", slug: "volunteers", title: "Harbour-made volunteers", owner: { type: "promoter", id: 20 }, crew: "harbour", questions: question },
      { id: "c1f0e7a2-5d4b-4e3a-9c2b-1a0f9e8d7c08", slug: "harbour-jazz", title: "Harbour jazz club", owner: { type: "crew", id: "harbour" }, crew: "harbour", questions: question },
      { id: "c1f0e7a2-5d4b-4e3a-9c2b-1a0f9e8d7c09", slug: "on-harbour-page", title: "Made by Nightshift on Harbour's page", owner: { type: "promoter", id: 21 }, crew: "nightshift", questions: question },
    ],
    keys: [
      { crew: "nightshift", name: "Server", type: "secret", token: KEYS.secret, scopes: ["read:profile", "read:artists", "read:promoters", "read:events", "read:venues", "read:content"] },
      { crew: "nightshift", name: "Website", type: "publishable", token: KEYS.publishable, websites: [PUBLISHABLE_ORIGIN] },
      { crew: "harbour", name: "Server", type: "secret", token: KEYS.harbour },
      { crew: "harbour", name: "Website", type: "publishable", token: KEYS.harbourPublishable, websites: [HARBOUR_ORIGIN] },
    ],
  };
}
