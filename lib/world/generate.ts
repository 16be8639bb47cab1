/**
 * generateWorld: a large, realistic world from a seed, for benchmarks and load tests.
 *
 * Deterministic: the same options give the same document, byte for byte (a seeded PRNG, and
 * times written relative to `now` so the world stays true whenever it is loaded). It holds a few
 * hundred crews (roster, studio, lapsed), thousands of pages with cities, countries, coordinates
 * and capacities, and `events` events spread over the past and next year: club nights, concerts
 * and festivals with days and stages, line-ups with back-to-back and unconfirmed sets, custom acts
 * and untimed sets, ticket tiers in every state (on sale, sold out, nearly sold out, scheduled,
 * off sale, hidden, bundles), a few galleries, presales, news, partners, press kits and forms.
 *
 * The crews `bench` (roster), `bench-studio` (studio) and `bench-lapsed` (lapsed) always exist
 * and hold the keys of BENCH_TOKENS, so benchmarks can call the API without reading the database.
 */
import { SCOPE_LIST, SCOPES } from "../auth/scopes";
import { DEFAULT_FEE, DEFAULT_SITE_URL, type WorldFile } from "./format";

export interface GenerateOptions {
  /** Number of events. */
  events: number;
  /** Any number or string; the same seed gives the same world. */
  seed: number | string;
}

/** Read scopes plus write:bookings and mcp:access (no write:keys: a benchmark must not rotate). */
const BENCH_SCOPES = [...SCOPE_LIST.filter((s) => !s.startsWith("write:")), "write:bookings"];

/** The keys every generated world carries, with their plaintext tokens. */
export const BENCH_TOKENS = {
  secret: "svc_sk_test_bench_secret_0000000001",
  publishable: "svc_pk_test_bench_publishable_00001",
  defaultScopes: "svc_sk_test_bench_default_000000001",
  studio: "svc_sk_test_bench_studio_0000000001",
  lapsed: "svc_sk_test_bench_lapsed_0000000001",
} as const;
export const BENCH_ORIGIN = "https://bench.test";

// ---------------------------------------------------------------------------------------------

/** mulberry32 over a 32-bit hash of the seed. */
function prng(seed: number | string): () => number {
  let h = 2166136261;
  for (const ch of String(seed)) {
    h ^= ch.charCodeAt(0);
    h = Math.imul(h, 16777619);
  }
  let a = h >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

class Rand {
  constructor(private readonly next: () => number) {}
  float(): number {
    return this.next();
  }
  /** Integer in [min, max]. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }
  chance(p: number): boolean {
    return this.next() < p;
  }
  pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.next() * items.length)]!;
  }
  /** `n` distinct items (fewer when the list is shorter). */
  sample<T>(items: readonly T[], n: number): T[] {
    const out = new Set<T>();
    const want = Math.min(n, items.length);
    while (out.size < want) out.add(this.pick(items));
    return [...out];
  }
}

const CITIES = [
  ["Berlin", "DE", "Europe/Berlin", 52.52, 13.405, "EUR"],
  ["Hamburg", "DE", "Europe/Berlin", 53.5511, 9.9937, "EUR"],
  ["Leipzig", "DE", "Europe/Berlin", 51.3397, 12.3731, "EUR"],
  ["Cologne", "DE", "Europe/Berlin", 50.9375, 6.9603, "EUR"],
  ["Amsterdam", "NL", "Europe/Amsterdam", 52.3676, 4.9041, "EUR"],
  ["Rotterdam", "NL", "Europe/Amsterdam", 51.9244, 4.4777, "EUR"],
  ["Paris", "FR", "Europe/Paris", 48.8566, 2.3522, "EUR"],
  ["Lyon", "FR", "Europe/Paris", 45.764, 4.8357, "EUR"],
  ["Brussels", "BE", "Europe/Brussels", 50.8503, 4.3517, "EUR"],
  ["Antwerp", "BE", "Europe/Brussels", 51.2194, 4.4025, "EUR"],
  ["London", "GB", "Europe/London", 51.5072, -0.1276, "GBP"],
  ["Manchester", "GB", "Europe/London", 53.4808, -2.2426, "GBP"],
  ["Madrid", "ES", "Europe/Madrid", 40.4168, -3.7038, "EUR"],
  ["Barcelona", "ES", "Europe/Madrid", 41.3874, 2.1686, "EUR"],
  ["Lisbon", "PT", "Europe/Lisbon", 38.7223, -9.1393, "EUR"],
  ["Milan", "IT", "Europe/Rome", 45.4642, 9.19, "EUR"],
  ["Rome", "IT", "Europe/Rome", 41.9028, 12.4964, "EUR"],
  ["Vienna", "AT", "Europe/Vienna", 48.2082, 16.3738, "EUR"],
  ["Zurich", "CH", "Europe/Zurich", 47.3769, 8.5417, "CHF"],
  ["Copenhagen", "DK", "Europe/Copenhagen", 55.6761, 12.5683, "DKK"],
  ["Stockholm", "SE", "Europe/Stockholm", 59.3293, 18.0686, "SEK"],
  ["Oslo", "NO", "Europe/Oslo", 59.9139, 10.7522, "NOK"],
  ["Warsaw", "PL", "Europe/Warsaw", 52.2297, 21.0122, "PLN"],
  ["Prague", "CZ", "Europe/Prague", 50.0755, 14.4378, "CZK"],
  ["Kyiv", "UA", "Europe/Kyiv", 50.4501, 30.5234, "UAH"],
  ["Dublin", "IE", "Europe/Dublin", 53.3498, -6.2603, "EUR"],
  ["New York", "US", "America/New_York", 40.7128, -74.006, "USD"],
  ["Chicago", "US", "America/Chicago", 41.8781, -87.6298, "USD"],
  ["Los Angeles", "US", "America/Los_Angeles", 34.0522, -118.2437, "USD"],
  ["Mexico City", "MX", "America/Mexico_City", 19.4326, -99.1332, "MXN"],
  ["São Paulo", "BR", "America/Sao_Paulo", -23.5505, -46.6333, "BRL"],
  ["Tokyo", "JP", "Asia/Tokyo", 35.6762, 139.6503, "JPY"],
  ["Melbourne", "AU", "Australia/Melbourne", -37.8136, 144.9631, "AUD"],
  ["Cape Town", "ZA", "Africa/Johannesburg", -33.9249, 18.4241, "ZAR"],
] as const;
type City = (typeof CITIES)[number];

const GENRES = ["Techno", "House", "Jazz", "Ambient", "Drum & Bass", "Disco", "Hip-Hop", "Indie", "Rock", "Electronica", "Soul", "Afrobeat", "Reggae", "Folk", "Classical", "Experimental"];
const FIRST = ["Ada", "Bram", "Cleo", "Dmitri", "Esme", "Femi", "Greta", "Hugo", "Iris", "Jonas", "Kaya", "Luca", "Mira", "Nico", "Oona", "Pablo", "Quinn", "Rosa", "Sami", "Tove", "Uma", "Vik", "Wren", "Xavi", "Yara", "Zeno"];
const LAST = ["Volt", "Okafor", "Marsh", "Lau", "Quill", "Adeyemi", "Berg", "Cruz", "Dahl", "Eze", "Fontaine", "Grau", "Holm", "Ito", "Jansen", "Kovac", "Lind", "Moreau", "Nakamura", "Ortiz", "Petrov", "Rossi", "Silva", "Tanaka", "Varga", "Weiss"];
const ALIAS_A = ["Night", "Deep", "Velvet", "Neon", "Solar", "Hollow", "Static", "Lunar", "Amber", "Paper", "Glass", "Iron"];
const ALIAS_B = ["Shift", "Signal", "Tides", "Machines", "Echoes", "Orchard", "Engine", "Parade", "Garden", "Theory", "Circuit", "Choir"];
const PROMO_A = ["Volt", "Harbour", "Outside", "Afterhours", "Basement", "Rooftop", "Warehouse", "Sunday", "Lowlight", "Northern", "Kinetic", "Open Air"];
const PROMO_B = ["Collective", "Sessions", "Promotions", "Society", "Club", "Records", "Nights", "Agency", "Presents", "Sound System"];
const VENUE_A = ["Tresor", "Quay", "Field", "Arch", "Foundry", "Lantern", "Canal", "Atlas", "Vault", "Harbour", "Orbit", "Granary"];
const VENUE_B = ["Hall", "Club", "Stage", "Warehouse", "Theatre", "Garden", "Loft", "Arena", "Room", "Pavilion"];
const EVENT_A = ["Volt", "Deep", "Late", "Quiet", "Open", "Night", "Sunrise", "Long", "Slow", "Bright"];
const EVENT_B = ["Night", "Hours", "Session", "Weekender", "Sessions", "Gathering", "Marathon", "Rituals", "Frequencies", "Matinee"];
const STAGES = ["Main", "Club", "Garden", "Forest", "Tent", "Lake", "Dome", "Terrace"];
const LAYOUTS = ["standing", "seated", "theatre", "cabaret", "banquet", "cocktail", "classroom"] as const;

/** `now+12d`, `now-3d`, `now` */
const rel = (days: number, unit = "d") => (days === 0 ? "now" : days > 0 ? `now+${days}${unit}` : `now-${-days}${unit}`);
const at = (days: number, hh: number, mm: number) => `${rel(days)}@${String(hh).padStart(2, "0")}:${String(mm).padStart(2, "0")}`;
/** `+2h30m` offset from the event's start. */
const offset = (minutes: number) => {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return `+${h}h${m ? `${m}m` : ""}`;
};
const slugify = (s: string) =>
  s
    .normalize("NFKD")
    .replace(/[^\w\s-]/g, "")
    .trim()
    .toLowerCase()
    .replace(/[\s_]+/g, "-")
    .replace(/-+/g, "-");
const clamp = (n: number, lo: number, hi: number) => Math.max(lo, Math.min(hi, n));

type Json = Record<string, unknown>;

export function generateWorld(options: GenerateOptions): WorldFile {
  const n = Math.max(0, Math.floor(options.events));
  const r = new Rand(prng(options.seed));

  const genres = GENRES.map((name, i) => ({ id: i + 1, name }));

  // Crews: the three bench crews, then a few hundred more.
  const crewCount = clamp(Math.round(n / 330), 3, 300);
  const crews: Json[] = [];
  const crewSlugs: string[] = [];
  for (let i = 0; i < crewCount; i++) {
    const slug = i === 0 ? "bench" : i === 1 ? "bench-studio" : i === 2 ? "bench-lapsed" : `crew-${String(i).padStart(4, "0")}`;
    const plan = i === 0 ? "roster" : i === 1 ? "studio" : i === 2 ? "lapsed" : r.chance(0.6) ? "roster" : r.chance(0.8) ? "studio" : "lapsed";
    const name = i < 3 ? ["Bench Roster", "Bench Studio", "Bench Lapsed"][i]! : `${r.pick(PROMO_A)} ${r.pick(PROMO_B)} ${i}`;
    crews.push({ id: hexUuid(r), name, slug, plan, owner_email: `owner@${slug}.test` });
    crewSlugs.push(slug);
  }
  // The bench crews manage the first pages of each kind; the rest is spread over all crews.
  const manager = (index: number, benchCount: number, managedShare: number): string[] => {
    if (index < benchCount) return [crewSlugs[index % 2 === 0 || crewSlugs.length < 2 ? 0 : 1]!];
    if (!r.chance(managedShare)) return [];
    const first = r.pick(crewSlugs);
    if (r.chance(0.05)) {
      const second = r.pick(crewSlugs);
      return second === first ? [first] : [first, second].sort();
    }
    return [first];
  };

  const pageBase = (kind: string, id: number, name: string, managedBy: string[]): Json => ({
    id,
    name,
    image_url: r.chance(0.8) ? `https://img.example.test/${kind}/${id}.jpg` : null,
    description: r.chance(0.85) ? `${name}: ${r.pick(["based in", "playing out of", "rooted in"])} ${r.pick(CITIES)[0]}.` : null,
    genres: r.sample(GENRES, r.int(1, 2)),
    links: r.chance(0.7) ? { instagram: `https://instagram.com/${slugify(name).replace(/-/g, "")}`, ...(r.chance(0.4) ? { soundcloud: `https://soundcloud.com/${slugify(name)}` } : {}) } : null,
    is_verified: r.chance(0.4),
    published: r.chance(0.95),
    managed_by: managedBy,
    contact_emails: managedBy.length > 0 ? [{ type: r.pick(["booking", "management", "press"]), value: `${r.pick(["booking", "hello", "mgmt"])}@${slugify(name)}.test` }] : [],
    updated_at: rel(-r.int(0, 400)),
  });

  const artistCount = clamp(Math.ceil(n / 30), 12, 4000);
  const artists: Json[] = [];
  for (let i = 0; i < artistCount; i++) {
    const id = 10_000 + i;
    const name = r.chance(0.5) ? `${r.pick(FIRST)} ${r.pick(LAST)}` : `${r.pick(ALIAS_A)} ${r.pick(ALIAS_B)}`;
    artists.push(pageBase("artists", id, `${name}${i >= 600 ? ` ${i}` : ""}`, manager(i, 40, 0.6)));
  }
  const promoterCount = clamp(Math.ceil(n / 150), 4, 800);
  const promoters: Json[] = [];
  for (let i = 0; i < promoterCount; i++) {
    const id = 20_000 + i;
    const p = pageBase("promoters", id, `${r.pick(PROMO_A)} ${r.pick(PROMO_B)}${i >= 100 ? ` ${i}` : ""}`, manager(i, 6, 0.8));
    if (r.chance(0.5)) p.fee = r.chance(0.85) ? { percent: r.pick([0.03, 0.04, 0.05]), fixed: r.pick([0.25, 0.35, 0.5]), applies_to: "ticket" } : { percent: 0.03, fixed: 1, applies_to: "order" };
    promoters.push(p);
  }
  const venueCount = clamp(Math.ceil(n / 100), 4, 1500);
  const venues: Json[] = [];
  const venueCity: City[] = [];
  for (let i = 0; i < venueCount; i++) {
    const id = 30_000 + i;
    const city = r.pick(CITIES);
    const name = `${r.pick(VENUE_A)} ${r.pick(VENUE_B)}${i >= 100 ? ` ${i}` : ""}`;
    const v = pageBase("venues", id, name, manager(i, 4, 0.4));
    v.location = {
      address: `${r.int(1, 200)} ${r.pick(["Harbour Rd", "Main St", "Station Sq", "Canal St", "Park Ave", "Mill Lane"])}, ${city[0]}`,
      city: city[0],
      country: city[1],
      lat: Math.round((city[3] + (r.float() - 0.5) * 0.1) * 1e5) / 1e5,
      lng: Math.round((city[4] + (r.float() - 0.5) * 0.1) * 1e5) / 1e5,
    };
    const capacity: Record<string, number> = {};
    if (r.chance(0.9)) {
      const standing = r.int(1, 60) * 50;
      capacity.standing = standing;
      if (r.chance(0.4)) capacity.seated = Math.round(standing * 0.4);
      if (r.chance(0.2)) capacity[r.pick(LAYOUTS.slice(2))] = Math.round(standing * 0.3);
    }
    v.capacity = capacity;
    venues.push(v);
    venueCity.push(city);
  }

  const artistIds = artists.map((a) => a.id as number);
  const promoterIds = promoters.map((p) => p.id as number);

  const events: Json[] = [];
  let tierSeq = 0;
  let albumSeq = 1;
  let photoSeq = 1;
  for (let i = 0; i < n; i++) {
    const id = 100_000 + i;
    const hasVenue = r.chance(0.92);
    const venueIndex = r.int(0, venueCount - 1);
    const city = hasVenue ? venueCity[venueIndex]! : r.pick(CITIES);
    const roll = r.float();
    const type = roll < 0.04 ? "festival" : roll < 0.64 ? "club_night" : "concert";
    const day = r.int(-400, 400);
    const hour = type === "festival" ? r.int(12, 16) : type === "concert" ? r.int(18, 21) : r.int(21, 23);
    const minute = r.pick([0, 0, 0, 30]);
    // A few events use absolute instants; the rest stay relative to the moment of loading.
    const starts = r.chance(0.05) ? new Date(Date.UTC(2026, 0, 1) + r.int(0, 800) * 86_400_000 + hour * 3_600_000).toISOString().replace(".000Z", "Z") : at(day, hour, minute);
    const genreNames = r.sample(GENRES, r.int(1, 3));
    const title = `${r.pick(EVENT_A)} ${r.pick(EVENT_B)} ${type === "festival" ? "Festival " : ""}#${i + 1}`;

    let durationMin: number;
    let stages: string[];
    let days: Json[] | undefined;
    if (type === "festival") {
      const dayCount = r.int(2, 3);
      days = Array.from({ length: dayCount }, (_, d) => ({ name: ["Friday", "Saturday", "Sunday"][d]!, starts_at: offset(d * 24 * 60), ends_at: offset(d * 24 * 60 + 12 * 60) }));
      durationMin = (dayCount - 1) * 24 * 60 + 12 * 60;
      stages = r.sample(STAGES, r.int(2, 4));
    } else {
      durationMin = r.int(3, 8) * 60;
      stages = r.chance(0.4) ? r.sample(STAGES.slice(0, 3), r.int(1, 2)) : [];
    }

    const setCount = type === "festival" ? r.int(8, 16) : r.int(1, 5);
    const lineup: Json[] = [];
    for (let s = 0; s < setCount; s++) {
      const kind = r.float();
      const set: Json = {};
      if (kind < 0.03) {
        set.artists = [];
        set.name = r.pick(["Special Guest", "Secret Guest", "Open Decks", "Resident DJs"]);
      } else if (kind < 0.13) {
        set.artists = r.sample(artistIds, 2);
        if (r.chance(0.3)) set.name = `${r.pick(ALIAS_A)} ${r.pick(ALIAS_B)} B2B`;
      } else set.artists = [r.pick(artistIds)];
      set.stage = stages.length > 0 ? r.pick(stages) : null;
      if (r.chance(0.9)) {
        const dayIndex = days ? r.int(0, days.length - 1) : 0;
        const startMin = dayIndex * 24 * 60 + r.int(0, Math.max(0, (days ? 10 : durationMin / 60 - 1) * 2)) * 30;
        set.start = offset(startMin);
        set.end = offset(startMin + r.pick([60, 90, 120]));
      } else {
        set.start = null;
        set.end = null;
      }
      if (r.chance(0.05)) set.confirmed = false;
      lineup.push(set);
    }

    const currency = city[5];
    const tiers: Json[] = [];
    const tierCount = r.chance(0.1) ? 0 : r.int(1, 3);
    for (let t = 0; t < tierCount; t++) {
      tierSeq += 1;
      const stock = r.int(1, 40) * 50;
      const state = r.float();
      const sold = state < 0.15 ? stock : state < 0.25 ? stock - r.int(1, Math.max(1, Math.floor(stock / 20))) : Math.floor(stock * r.float() * 0.8);
      const scheduled = t > 0 && day > 10 && r.chance(0.5);
      const tier: Json = {
        id: `gen-tier-${tierSeq}`,
        name: t === 0 ? "Early bird" : t === 1 ? "Regular" : "Door",
        price: type === "festival" ? r.int(60, 250) : r.int(5, 45) + r.pick([0, 0.5, 0.99]),
        currency,
        sale_start: rel(scheduled ? day - r.int(2, 9) : day - r.int(20, 90)),
        sale_end: rel(day),
        max_per_order: r.pick([4, 6, 8, 10]),
        stock,
        sold,
      };
      if (r.chance(0.05)) tier.public = false;
      if (r.chance(0.03)) tier.off_sale = true;
      if (r.chance(0.03)) {
        tier.bundle_size = r.pick([2, 4]);
        tier.name = `Group of ${tier.bundle_size as number}`;
      }
      tiers.push(tier);
    }

    const event: Json = {
      id,
      title,
      description: `${title} in ${city[0]}: ${genreNames.join(", ")}.`,
      type,
      timezone: city[2],
      starts_at: starts,
      ends_at: offset(durationMin),
      image_url: r.chance(0.7) ? `https://img.example.test/events/${id}.jpg` : null,
      published: r.chance(0.95),
      updated_at: rel(-r.int(0, 2000), "h"),
      promoters: r.chance(0.15) ? r.sample(promoterIds, 2) : [r.pick(promoterIds)],
      venue: hasVenue ? 30_000 + venueIndex : null,
      genres: genreNames,
      timetable_published: r.chance(0.8),
      stages,
      lineup,
      ticket_tiers: tiers,
    };
    if (days) event.days = days;
    if (day < 0 && r.chance(0.01)) {
      event.gallery = [
        {
          id: albumSeq++,
          name: "Night one",
          description: null,
          private: r.chance(0.2),
          photos: Array.from({ length: r.int(1, 4) }, (_, k) => ({ id: photoSeq++, url: `https://img.example.test/photos/${id}-${k}.jpg`, width: 1600, height: 1067, uploading: k === 0 && r.chance(0.2) })),
        },
      ];
    }
    if (day > 3 && r.chance(0.01)) {
      event.presales = [
        {
          token: `pre_gen_${id}`,
          status: "open",
          draft: r.chance(0.1),
          featured: r.chance(0.5),
          featured_mode: "banner",
          registration_opens_at: rel(day - 14),
          registration_closes_at: rel(day - 2),
          teaser: { title: "Presale", subtitle: "Sign up first", image_url: null, description: `Early access to ${title}.` },
        },
      ];
    }
    events.push(event);
  }

  // Content for the first promoters, venues and artists (the bench crew's among them).
  const partners: Json[] = [];
  const news: Json[] = [];
  const contentOwners = Math.min(promoterCount, clamp(Math.ceil(n / 1000), 4, 100));
  for (let i = 0; i < contentOwners; i++) {
    const owner = i % 3 === 2 ? { type: "venue", id: 30_000 + (i % venueCount) } : { type: "promoter", id: 20_000 + i };
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

  const presskits: Json[] = [];
  const kitArtists = artists.slice(0, Math.min(12, artistCount));
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

  const keys: Json[] = [
    { crew: "bench", name: "Bench server", type: "secret", token: BENCH_TOKENS.secret, scopes: BENCH_SCOPES, state: "active", created_at: "now-30d" },
    { crew: "bench", name: "Bench website", type: "publishable", token: BENCH_TOKENS.publishable, scopes: SCOPE_LIST.filter((s) => SCOPES[s].publishable), websites: [BENCH_ORIGIN, "http://localhost:3000"], state: "active", created_at: "now-30d" },
    { crew: "bench", name: "Bench default scopes", type: "secret", token: BENCH_TOKENS.defaultScopes, state: "active", created_at: "now-30d" },
    { crew: "bench-studio", name: "Studio server", type: "secret", token: BENCH_TOKENS.studio, scopes: BENCH_SCOPES, state: "active", created_at: "now-30d" },
    { crew: "bench-lapsed", name: "Lapsed server", type: "secret", token: BENCH_TOKENS.lapsed, state: "active", created_at: "now-30d" },
  ];

  return {
    description: `Generated world: ${n} events, seed ${JSON.stringify(options.seed)}.`,
    site_url: DEFAULT_SITE_URL,
    default_fee: DEFAULT_FEE,
    genres,
    crews,
    artists,
    promoters,
    venues,
    events,
    partners,
    news,
    presskits,
    forms,
    keys,
  } as WorldFile;
}

function hexUuid(r: Rand): string {
  let h = "";
  for (let i = 0; i < 32; i++) h += Math.floor(r.float() * 16).toString(16);
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-${"89ab"[Math.floor(r.float() * 4)]}${h.slice(17, 20)}-${h.slice(20, 32)}`;
}
