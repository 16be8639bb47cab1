/**
 * Generated events, spread over the past and next year: club nights, concerts and festivals with
 * days and stages, line-ups with back-to-back and unconfirmed sets, custom acts and untimed sets,
 * ticket tiers in every state, and now and then a gallery or a presale.
 *
 * Each part draws from the one Rand in a fixed order (see random.ts); the functions below are
 * called in that order and must stay so.
 */
import type { GeneratedPages } from "./pages";
import type { Rand } from "./random";
import { at, offset, rel, type Json } from "./spellings";
import { ALIAS_A, ALIAS_B, CITIES, EVENT_A, EVENT_B, GENRES, STAGES, type City } from "./vocabulary";

type EventType = "festival" | "club_night" | "concert";

/** Ids that run on across events: tiers, albums and photos are unique in the whole world. */
interface Sequences {
  tier: number;
  album: number;
  photo: number;
}

/** `count` events with ids from 100,000, at venues of `pages` (or, a few, at none). */
export function generateEvents(r: Rand, count: number, pages: GeneratedPages): Json[] {
  const artistIds = pages.artists.map((a) => a.id as number);
  const promoterIds = pages.promoters.map((p) => p.id as number);
  const seq: Sequences = { tier: 0, album: 1, photo: 1 };
  const events: Json[] = [];
  for (let i = 0; i < count; i++) events.push(generateEvent(r, i, pages.venueCity, artistIds, promoterIds, seq));
  return events;
}

function generateEvent(r: Rand, i: number, venueCity: City[], artistIds: number[], promoterIds: number[], seq: Sequences): Json {
  const id = 100_000 + i;
  const hasVenue = r.chance(0.92);
  const venueIndex = r.int(0, venueCity.length - 1);
  const city = hasVenue ? venueCity[venueIndex]! : r.pick(CITIES);
  const roll = r.float();
  const type: EventType = roll < 0.04 ? "festival" : roll < 0.64 ? "club_night" : "concert";
  const day = r.int(-400, 400);
  const hour = type === "festival" ? r.int(12, 16) : type === "concert" ? r.int(18, 21) : r.int(21, 23);
  const minute = r.pick([0, 0, 0, 30]);
  // A few events use absolute instants; the rest stay relative to the moment of loading.
  const starts = r.chance(0.05) ? new Date(Date.UTC(2026, 0, 1) + r.int(0, 800) * 86_400_000 + hour * 3_600_000).toISOString().replace(".000Z", "Z") : at(day, hour, minute);
  const genreNames = r.sample(GENRES, r.int(1, 3));
  const title = `${r.pick(EVENT_A)} ${r.pick(EVENT_B)} ${type === "festival" ? "Festival " : ""}#${i + 1}`;
  const { durationMin, stages, days } = eventShape(r, type);
  const lineup = generateLineup(r, type, durationMin, stages, days, artistIds);
  const tiers = generateTicketTiers(r, type, day, city[5], seq);

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
  if (day < 0 && r.chance(0.01)) event.gallery = [generateAlbum(r, id, seq)];
  if (day > 3 && r.chance(0.01)) event.presales = [generatePresale(r, id, day, title)];
  return event;
}

/** How long the event runs and on which stages; festivals have two or three days of 12 hours. */
function eventShape(r: Rand, type: EventType): { durationMin: number; stages: string[]; days: Json[] | undefined } {
  if (type === "festival") {
    const dayCount = r.int(2, 3);
    const days = Array.from({ length: dayCount }, (_, d) => ({ name: ["Friday", "Saturday", "Sunday"][d]!, starts_at: offset(d * 24 * 60), ends_at: offset(d * 24 * 60 + 12 * 60) }));
    const durationMin = (dayCount - 1) * 24 * 60 + 12 * 60;
    return { durationMin, stages: r.sample(STAGES, r.int(2, 4)), days };
  }
  const durationMin = r.int(3, 8) * 60;
  const stages = r.chance(0.4) ? r.sample(STAGES.slice(0, 3), r.int(1, 2)) : [];
  return { durationMin, stages, days: undefined };
}

/**
 * Sets: a few custom acts (no artists, a name), some back-to-back pairs, the rest one artist;
 * most timed within the event (or its days), a few unconfirmed.
 */
function generateLineup(r: Rand, type: EventType, durationMin: number, stages: string[], days: Json[] | undefined, artistIds: number[]): Json[] {
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
  return lineup;
}

/**
 * Up to three tiers in the city's currency, in every state: sold out, nearly sold out, on sale,
 * scheduled (a later tier of an event far enough ahead), hidden, off sale, bundles.
 */
function generateTicketTiers(r: Rand, type: EventType, day: number, currency: string, seq: Sequences): Json[] {
  const tiers: Json[] = [];
  const tierCount = r.chance(0.1) ? 0 : r.int(1, 3);
  for (let t = 0; t < tierCount; t++) {
    seq.tier += 1;
    const stock = r.int(1, 40) * 50;
    const state = r.float();
    const sold = state < 0.15 ? stock : state < 0.25 ? stock - r.int(1, Math.max(1, Math.floor(stock / 20))) : Math.floor(stock * r.float() * 0.8);
    const scheduled = t > 0 && day > 10 && r.chance(0.5);
    const tier: Json = {
      id: `gen-tier-${seq.tier}`,
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
  return tiers;
}

/** One album of a past event, sometimes private, its first photo sometimes still uploading. */
function generateAlbum(r: Rand, eventId: number, seq: Sequences): Json {
  return {
    id: seq.album++,
    name: "Night one",
    description: null,
    private: r.chance(0.2),
    photos: Array.from({ length: r.int(1, 4) }, (_, k) => ({ id: seq.photo++, url: `https://img.example.test/photos/${eventId}-${k}.jpg`, width: 1600, height: 1067, uploading: k === 0 && r.chance(0.2) })),
  };
}

/** An open presale of an upcoming event, registration closing two days before. */
function generatePresale(r: Rand, eventId: number, day: number, title: string): Json {
  return {
    token: `pre_gen_${eventId}`,
    status: "open",
    draft: r.chance(0.1),
    featured: r.chance(0.5),
    featured_mode: "banner",
    registration_opens_at: rel(day - 14),
    registration_closes_at: rel(day - 2),
    teaser: { title: "Presale", subtitle: "Sign up first", image_url: null, description: `Early access to ${title}.` },
  };
}
