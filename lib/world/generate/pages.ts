/** Generated pages: artists, promoters and venues, with cities, coordinates and capacities. */
import type { ManagerPicker } from "./crews";
import type { Rand } from "./random";
import type { WorldSizes } from "./sizes";
import { rel, slugify, type Json } from "./spellings";
import { ALIAS_A, ALIAS_B, CITIES, FIRST, GENRES, LAST, LAYOUTS, PROMO_A, PROMO_B, VENUE_A, VENUE_B, type City } from "./vocabulary";

export interface GeneratedPages {
  artists: Json[];
  promoters: Json[];
  venues: Json[];
  /** Each venue's city, by venue index: its events take their zone and currency from it. */
  venueCity: City[];
}

/** Ids: artists from 10,000, promoters from 20,000, venues from 30,000. */
export function generatePages(r: Rand, sizes: WorldSizes, manager: ManagerPicker): GeneratedPages {
  const artists = generateArtists(r, sizes.artists, manager);
  const promoters = generatePromoters(r, sizes.promoters, manager);
  const { venues, venueCity } = generateVenues(r, sizes.venues, manager);
  return { artists, promoters, venues, venueCity };
}

/** The fields every page has. `managedBy` is drawn by the caller first: the draw order is the world. */
function pageBase(r: Rand, kind: string, id: number, name: string, managedBy: string[]): Json {
  return {
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
  };
}

/** Person names or aliases; past the 600th a number keeps names apart. */
function generateArtists(r: Rand, count: number, manager: ManagerPicker): Json[] {
  const artists: Json[] = [];
  for (let i = 0; i < count; i++) {
    const id = 10_000 + i;
    const name = r.chance(0.5) ? `${r.pick(FIRST)} ${r.pick(LAST)}` : `${r.pick(ALIAS_A)} ${r.pick(ALIAS_B)}`;
    artists.push(pageBase(r, "artists", id, `${name}${i >= 600 ? ` ${i}` : ""}`, manager(i, 40, 0.6)));
  }
  return artists;
}

/** Half of them with a fee of their own, mostly per ticket. */
function generatePromoters(r: Rand, count: number, manager: ManagerPicker): Json[] {
  const promoters: Json[] = [];
  for (let i = 0; i < count; i++) {
    const id = 20_000 + i;
    const name = `${r.pick(PROMO_A)} ${r.pick(PROMO_B)}${i >= 100 ? ` ${i}` : ""}`;
    const p = pageBase(r, "promoters", id, name, manager(i, 6, 0.8));
    if (r.chance(0.5)) p.fee = r.chance(0.85) ? { percent: r.pick([0.03, 0.04, 0.05]), fixed: r.pick([0.25, 0.35, 0.5]), applies_to: "ticket" } : { percent: 0.03, fixed: 1, applies_to: "order" };
    promoters.push(p);
  }
  return promoters;
}

/** In a city, a little off its centre; most with a standing capacity, some with other layouts. */
function generateVenues(r: Rand, count: number, manager: ManagerPicker): { venues: Json[]; venueCity: City[] } {
  const venues: Json[] = [];
  const venueCity: City[] = [];
  for (let i = 0; i < count; i++) {
    const id = 30_000 + i;
    const city = r.pick(CITIES);
    const name = `${r.pick(VENUE_A)} ${r.pick(VENUE_B)}${i >= 100 ? ` ${i}` : ""}`;
    const v = pageBase(r, "venues", id, name, manager(i, 4, 0.4));
    v.location = {
      address: `${r.int(1, 200)} ${r.pick(["Harbour Rd", "Main St", "Station Sq", "Canal St", "Park Ave", "Mill Lane"])}, ${city[0]}`,
      city: city[0],
      country: city[1],
      lat: Math.round((city[3] + (r.float() - 0.5) * 0.1) * 1e5) / 1e5,
      lng: Math.round((city[4] + (r.float() - 0.5) * 0.1) * 1e5) / 1e5,
    };
    v.capacity = capacityOf(r);
    venues.push(v);
    venueCity.push(city);
  }
  return { venues, venueCity };
}

function capacityOf(r: Rand): Record<string, number> {
  const capacity: Record<string, number> = {};
  if (r.chance(0.9)) {
    const standing = r.int(1, 60) * 50;
    capacity.standing = standing;
    if (r.chance(0.4)) capacity.seated = Math.round(standing * 0.4);
    if (r.chance(0.2)) capacity[r.pick(LAYOUTS.slice(2))] = Math.round(standing * 0.3);
  }
  return capacity;
}
