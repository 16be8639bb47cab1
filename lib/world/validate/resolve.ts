/**
 * Building the resolved world from a document that passed both passes: defaults applied (the list
 * is in lib/world/format/), missing ids assigned, every time an instant. The times come from the
 * checks (`Checked`), which already resolved them.
 */
import { DEFAULT_SCOPES, isScope, type Scope } from "../../auth/scopes";
import {
  CAPACITY_LAYOUTS,
  DEFAULT_FEE,
  DEFAULT_SITE_URL,
  originOf,
  type ResolvedForm,
  type ResolvedKey,
  type ResolvedNews,
  type ResolvedPage,
  type ResolvedPartner,
  type ResolvedPresskit,
  type ResolvedPromoter,
  type ResolvedVenue,
  type ResolvedWorld,
  type WorldFileParsed,
} from "../format";
import { derivedUuid, idAssigner, must } from "./assign";
import type { Checked, MaybeTime } from "./checker";
import { resolveAmbassadorPrograms } from "./resolve-ambassadors";
import { resolveMembers, resolveOrders, resolvePayouts, resolveWebhooks } from "./resolve-commerce";
import { resolveEvents } from "./resolve-events";
import { resolveEventShops, resolveShops } from "./resolve-shop";

type In<K extends keyof WorldFileParsed> = NonNullable<WorldFileParsed[K]>;

export function resolveWorld(doc: WorldFileParsed, t: Checked, now: Date): ResolvedWorld {
  const events = resolveEvents(doc.events ?? [], t.events, now);
  return {
    site_url: doc.site_url ?? DEFAULT_SITE_URL,
    default_fee: doc.default_fee ?? DEFAULT_FEE,
    genres: resolveGenres(doc.genres ?? []),
    crews: resolveCrews(doc.crews ?? []),
    artists: resolveArtists(doc.artists ?? [], t.pages.artists, now),
    promoters: resolvePromoters(doc.promoters ?? [], t.pages.promoters, now),
    venues: resolveVenues(doc.venues ?? [], t.pages.venues, now),
    events,
    partners: resolvePartners(doc.partners ?? []),
    news: resolveNews(doc.news ?? [], t.news, now),
    presskits: resolvePresskits(doc.presskits ?? [], t.presskits, now),
    forms: resolveForms(doc.forms ?? [], t.forms),
    keys: resolveKeys(doc.keys ?? [], t.keys, now),
    shops: resolveShops(doc.shops ?? [], t.shops),
    event_shops: resolveEventShops(doc.event_shops ?? [], t.eventShops, now),
    ambassador_programs: resolveAmbassadorPrograms(doc.ambassador_programs ?? [], t.ambassadorPrograms, now),
    orders: resolveOrders(doc.orders ?? [], events, t.orders, now),
    payouts: resolvePayouts(doc.payouts ?? [], t.payouts, now),
    webhooks: resolveWebhooks(doc.webhooks ?? [], t.webhooks, now),
  };
}

function resolveGenres(genresIn: In<"genres">): ResolvedWorld["genres"] {
  const genreId = idAssigner(genresIn.map((g) => g.id));
  return genresIn.map((g) => ({ id: genreId(g.id), name: g.name }));
}

/** Crew uuids are lower-cased; a crew without one gets a uuid derived from its slug. */
function resolveCrews(crewsIn: In<"crews">): ResolvedWorld["crews"] {
  return crewsIn.map((c) => ({
    id: (c.id ?? derivedUuid(`crew:${c.slug}`)).toLowerCase(),
    name: c.name,
    slug: c.slug,
    plan: c.plan,
    owner_email: c.owner_email,
    members: resolveMembers(c.members ?? []),
  }));
}

// ---------------------------------------------------------------------------------------------
// Pages
// ---------------------------------------------------------------------------------------------

/** The fields artists, promoters and venues share. */
function resolvePage(p: In<"artists">[number], id: number, updated: MaybeTime, now: Date): ResolvedPage {
  return {
    id,
    name: p.name,
    image_url: p.image_url ?? null,
    description: p.description ?? null,
    genres: p.genres ?? [],
    links: p.links && Object.keys(p.links).length > 0 ? p.links : null,
    is_verified: p.is_verified ?? false,
    published: p.published ?? true,
    managed_by: p.managed_by ?? [],
    contact_emails: p.contact_emails ?? [],
    updated_at: must(updated, now),
  };
}

function resolveArtists(artistsIn: In<"artists">, updated: MaybeTime[], now: Date): ResolvedPage[] {
  const artistId = idAssigner(artistsIn.map((a) => a.id));
  return artistsIn.map((a, i) => resolvePage(a, artistId(a.id), updated[i], now));
}

/** A promoter without a fee takes the world's default_fee (null here). */
function resolvePromoters(promotersIn: In<"promoters">, updated: MaybeTime[], now: Date): ResolvedPromoter[] {
  const promoterId = idAssigner(promotersIn.map((a) => a.id));
  return promotersIn.map((p, i) => ({ ...resolvePage(p, promoterId(p.id), updated[i], now), fee: p.fee ?? null }));
}

/** Location fields default to null; capacity keeps the known layouts, in their fixed order. */
function resolveVenues(venuesIn: In<"venues">, updated: MaybeTime[], now: Date): ResolvedVenue[] {
  const venueId = idAssigner(venuesIn.map((a) => a.id));
  return venuesIn.map((v, i) => {
    const loc = v.location;
    const location = loc
      ? { address: loc.address ?? null, city: loc.city ?? null, country: loc.country ?? null, lat: loc.lat ?? null, lng: loc.lng ?? null }
      : null;
    const capacity: Record<string, number> = {};
    for (const layout of CAPACITY_LAYOUTS) {
      const n = v.capacity?.[layout];
      if (n !== undefined) capacity[layout] = n;
    }
    return { ...resolvePage(v, venueId(v.id), updated[i], now), location, capacity };
  });
}

// ---------------------------------------------------------------------------------------------
// Content, forms, keys
// ---------------------------------------------------------------------------------------------

function resolvePartners(partnersIn: In<"partners">): ResolvedPartner[] {
  const partnerId = idAssigner(partnersIn.map((p) => p.id));
  return partnersIn.map((p) => ({
    id: partnerId(p.id),
    owner: { type: p.owner.type as "promoter" | "venue", id: p.owner.id },
    name: p.name,
    logo_url: p.logo_url ?? null,
    website_url: p.website_url ?? null,
    position: p.position ?? 0,
  }));
}

function resolveNews(newsIn: In<"news">, published: MaybeTime[], now: Date): ResolvedNews[] {
  const newsId = idAssigner(newsIn.map((n) => n.id));
  return newsIn.map((n, i) => ({
    id: newsId(n.id),
    owner: { type: n.owner.type as "promoter" | "venue" | "artist" | "event", id: n.owner.id },
    title: n.title,
    body_markdown: n.body_markdown,
    hero_image_url: n.hero_image_url ?? null,
    published_at: must(published[i], now),
    draft: n.draft ?? false,
  }));
}

/** The password stays plaintext here: the loader hashes it. */
function resolvePresskits(kitsIn: In<"presskits">, updated: MaybeTime[], now: Date): ResolvedPresskit[] {
  return kitsIn.map((k, i) => ({
    id: (k.id ?? derivedUuid(`presskit:${i}`)).toLowerCase(),
    artist_id: k.artist_id,
    title: k.title,
    status: k.status,
    password: k.password ?? null,
    password_hash: k.password_hash ?? null,
    is_default: k.is_default ?? false,
    updated_at: must(updated[i], now),
    sections: k.sections ?? [],
    style: { accent_color: k.style?.accent_color ?? "#000000", hero_image_url: k.style?.hero_image_url ?? null },
    bio_version: k.bio_version ?? "short",
    bio_overrides: k.bio_overrides ?? {},
    press_quotes: k.press_quotes ?? [],
    files: k.files ?? [],
  }));
}

function resolveForms(formsIn: In<"forms">, times: Checked["forms"]): ResolvedForm[] {
  return formsIn.map((f, i) => ({
    id: (f.id ?? derivedUuid(`form:${f.crew}:${f.slug}`)).toLowerCase(),
    slug: f.slug,
    title: f.title,
    description: f.description ?? null,
    owner: f.owner.type === "crew" ? { type: "crew", id: f.owner.id } : { type: f.owner.type, id: f.owner.id },
    crew: f.crew,
    draft: f.draft ?? false,
    opens_at: times[i]?.opens ?? null,
    closes_at: times[i]?.closes ?? null,
    max_responses: f.max_responses ?? null,
    responses: f.responses ?? 0,
    captures_contact: f.captures_contact ?? false,
    definition_version: f.definition_version ?? 1,
    settings: f.settings ?? {},
    questions: f.questions ?? [],
  }));
}

/** Websites and storefront origins are reduced to their origin, without repeats. */
const origins = (list: string[] | null | undefined) => [...new Set((list ?? []).map((o) => originOf(o) ?? o))];

/**
 * A key's type is the declared one or its token's; scopes default to DEFAULT_SCOPES; a rate limit
 * with neither bound is none. The token stays as given: the loader hashes it.
 */
function resolveKeys(keysIn: In<"keys">, checked: Checked["keys"], now: Date): ResolvedKey[] {
  return keysIn.map((k, i) => {
    const kt = checked[i]!;
    const scopes = k.scopes ? [...new Set(k.scopes)].filter(isScope) : [...DEFAULT_SCOPES];
    return {
      id: (k.id ?? derivedUuid(`key:${i}:${k.crew}:${k.name}`)).toLowerCase(),
      crew: k.crew,
      name: k.name,
      type: kt.type ?? "secret",
      token: k.token ?? null,
      token_hash: k.token_hash ?? null,
      prefix: k.prefix ?? null,
      last4: k.last4 ?? null,
      scopes: scopes as Scope[],
      websites: origins(k.websites),
      storefront_origins: origins(k.storefront_origins),
      created_by_owner: k.created_by_owner ?? false,
      state: k.state ?? "active",
      expires_at: kt.expires ?? null,
      created_at: must(kt.created, now),
      rate_limit: k.rate_limit && (k.rate_limit.per_minute !== undefined || k.rate_limit.per_day !== undefined) ? { per_minute: k.rate_limit.per_minute ?? null, per_day: k.rate_limit.per_day ?? null } : null,
      rotated_from: k.rotated_from ? k.rotated_from.toLowerCase() : null,
      rotated_at: kt.rotated ?? null,
      last_used_at: kt.lastUsed ?? null,
    };
  });
}
