/**
 * The resolved world as table rows, keyed by SQL column name.
 *
 * Rows that need CPU-bound work (hashed passwords and tokens, rendered news) are built by
 * prepareRows before the load's transaction opens, so its locks are held for less time. The
 * large tables (events and everything under them) are produced by generators while they are
 * written, so a large world is never held twice in memory.
 */
import { hashPassword } from "../../auth/password";
import { newWebhookSecret } from "../../webhooks/sign";
import { sealSecret } from "../../crypto/secrets-keys";
import { generateToken, hashToken, tokenLast4, tokenPrefix, type KeyType } from "../../auth/token";
import type { ResolvedEvent, ResolvedPage, ResolvedWorld } from "../format";
import { renderMarkdown, searchText } from "./text";
import type { Row } from "./write";

export interface LoadedToken {
  /** Crew slug. */
  crew: string;
  name: string;
  type: KeyType;
  token: string;
  state: "active" | "suspended" | "revoked";
}

/** A signing secret made for a webhook the world gave none (an exported world): shown this once only. */
export interface LoadedWebhookSecret {
  id: string;
  /** Crew slug. */
  crew: string;
  url: string;
  secret: string;
}

/** Names the world uses in place of ids, mapped to the ids the rows need. */
export interface Lookups {
  genreIds(names: string[]): number[];
  crewId(slug: string): string;
  artistName(id: number): string;
}

export interface PreparedRows {
  world: ResolvedWorld;
  lookups: Lookups;
  pageManagers: Row[];
  news: Row[];
  presskits: Row[];
  forms: Row[];
  apiKeys: Row[];
  crewMembers: Row[];
  orders: Row[];
  payouts: Row[];
  webhooks: Row[];
  /** Tokens generated for keys the world gave neither token nor token_hash. */
  tokens: LoadedToken[];
  /** Secrets generated for webhooks the world gave none. */
  webhookSecrets: LoadedWebhookSecret[];
  /** About how many rows the load writes, to choose bulk mode. */
  rowCount: number;
}

export function prepareRows(world: ResolvedWorld): PreparedRows {
  const lookups = lookupsOf(world);
  const pageManagers = pageManagerRows(world, lookups);
  const tokens: LoadedToken[] = [];
  const webhookSecrets: LoadedWebhookSecret[] = [];
  return {
    world,
    lookups,
    pageManagers,
    news: world.news.map(newsRow),
    presskits: world.presskits.map(presskitRow),
    forms: world.forms.map((f) => formRow(f, lookups)),
    apiKeys: world.keys.map((k) => apiKeyRow(k, lookups, tokens)),
    crewMembers: world.crews.flatMap(crewMemberRows),
    orders: world.orders.map((o) => orderRow(o, lookups)),
    payouts: world.payouts.map(payoutRow),
    webhooks: world.webhooks.map((w) => webhookRow(w, lookups, webhookSecrets)),
    tokens,
    webhookSecrets,
    rowCount: world.events.reduce((n, e) => n + 1 + e.lineup.length * 2 + e.ticket_tiers.length + e.promoters.length, pageManagers.length),
  };
}

function lookupsOf(world: ResolvedWorld): Lookups {
  const genreIds = new Map(world.genres.map((g) => [g.name, g.id]));
  const crewIds = new Map(world.crews.map((c) => [c.slug, c.id]));
  const artistNames = new Map(world.artists.map((a) => [a.id, a.name]));
  return {
    genreIds: (names) => names.map((n) => genreIds.get(n)!),
    crewId: (slug) => crewIds.get(slug)!,
    artistName: (id) => artistNames.get(id) ?? "",
  };
}

// ---------------------------------------------------------------------------------------------
// Pages: artists, promoters, venues, and who manages them.
// ---------------------------------------------------------------------------------------------

/** The columns artists, promoters and venues share. */
export function pageRow(p: ResolvedPage, lookups: Lookups): Row {
  return {
    id: p.id,
    name: p.name,
    image_url: p.image_url,
    description: p.description,
    genre_ids: lookups.genreIds(p.genres),
    links: p.links,
    is_verified: p.is_verified,
    published: p.published,
    contact_emails: p.contact_emails,
    updated_at: p.updated_at,
  };
}

export function promoterRow(p: ResolvedWorld["promoters"][number], lookups: Lookups): Row {
  return { ...pageRow(p, lookups), fee: p.fee };
}

export function venueRow(v: ResolvedWorld["venues"][number], lookups: Lookups): Row {
  const location = v.location;
  return {
    ...pageRow(v, lookups),
    address: location?.address ?? null,
    city: location?.city ?? null,
    country: location?.country ?? null,
    lat: location?.lat ?? null,
    lng: location?.lng ?? null,
    capacity: v.capacity,
  };
}

function pageManagerRows(world: ResolvedWorld, lookups: Lookups): Row[] {
  const rows: Row[] = [];
  for (const [type, pages] of [
    ["artist", world.artists],
    ["promoter", world.promoters],
    ["venue", world.venues],
  ] as const) {
    for (const p of pages) for (const slug of p.managed_by) rows.push({ crew_id: lookups.crewId(slug), page_type: type, page_id: p.id });
  }
  return rows;
}

// ---------------------------------------------------------------------------------------------
// Events and what hangs off them, streamed.
// ---------------------------------------------------------------------------------------------

/** Confirmed sets' custom names and artist names, for the search text. */
function lineupNames(e: ResolvedEvent, lookups: Lookups): string[] {
  const names: string[] = [];
  for (const s of e.lineup) {
    if (!s.confirmed) continue;
    if (s.name) names.push(s.name);
    for (const a of s.artists) names.push(lookups.artistName(a));
  }
  return names;
}

export function* eventRows(world: ResolvedWorld, lookups: Lookups): Generator<Row> {
  for (const e of world.events) {
    yield {
      id: e.id,
      title: e.title,
      description: e.description,
      type: e.type,
      timezone: e.timezone,
      starts_at: e.starts_at,
      ends_at: e.ends_at,
      image_url: e.image_url,
      published: e.published,
      // An event loaded (or created) online counts as published then; the world format keeps no earlier history.
      first_published_at: e.published ? e.updated_at : null,
      updated_at: e.updated_at,
      venue_id: e.venue,
      genre_ids: lookups.genreIds(e.genres),
      timetable_published: e.timetable_published,
      stages: e.stages,
      days: e.days.map((d) => ({ name: d.name, starts_at: d.starts_at.toISOString(), ends_at: d.ends_at.toISOString() })),
      search_text: searchText(e.title, e.description, lineupNames(e, lookups)),
    };
  }
}

export function* eventPromoterRows(world: ResolvedWorld): Generator<Row> {
  for (const e of world.events) for (const [position, promoterId] of e.promoters.entries()) yield { event_id: e.id, promoter_id: promoterId, position };
}

// Set ids are 1..n in document order; setRows and setArtistRows walk the sets in the same order.
export function* setRows(world: ResolvedWorld): Generator<Row> {
  let id = 0;
  for (const e of world.events) {
    for (const [position, s] of e.lineup.entries()) {
      id += 1;
      yield { id, event_id: e.id, position, name: s.name, stage: s.stage, start_at: s.start, end_at: s.end, confirmed: s.confirmed };
    }
  }
}

/** Each set's artists, with the set's event and confirmation copied onto them. */
export function* setArtistRows(world: ResolvedWorld): Generator<Row> {
  let id = 0;
  for (const e of world.events) {
    for (const s of e.lineup) {
      id += 1;
      for (const [position, artistId] of s.artists.entries()) yield { set_id: id, artist_id: artistId, position, event_id: e.id, confirmed: s.confirmed };
    }
  }
}

export function* ticketTierRows(world: ResolvedWorld): Generator<Row> {
  for (const e of world.events) {
    for (const [position, t] of e.ticket_tiers.entries()) {
      yield {
        id: t.id,
        event_id: e.id,
        position,
        name: t.name,
        description: t.description,
        price: t.price,
        currency: t.currency,
        sale_start: t.sale_start,
        sale_end: t.sale_end,
        max_per_order: t.max_per_order,
        stock: t.stock,
        sold: t.sold,
        public: t.public,
        off_sale: t.off_sale,
        bundle_size: t.bundle_size,
      };
    }
  }
}

export function* albumRows(world: ResolvedWorld): Generator<Row> {
  for (const e of world.events) {
    for (const [position, a] of e.gallery.entries()) yield { id: a.id, event_id: e.id, position, name: a.name, description: a.description, private: a.private };
  }
}

export function* photoRows(world: ResolvedWorld): Generator<Row> {
  for (const e of world.events) {
    for (const a of e.gallery) {
      for (const [position, p] of a.photos.entries()) yield { id: p.id, album_id: a.id, position, url: p.url, width: p.width, height: p.height, uploading: p.uploading };
    }
  }
}

export function* presaleRows(world: ResolvedWorld): Generator<Row> {
  for (const e of world.events) {
    for (const [position, p] of e.presales.entries()) {
      yield {
        token: p.token,
        event_id: e.id,
        position,
        status: p.status,
        draft: p.draft,
        featured: p.featured,
        featured_mode: p.featured_mode,
        registration_opens_at: p.registration_opens_at,
        registration_closes_at: p.registration_closes_at,
        teaser: p.teaser,
        hidden: p.hidden,
      };
    }
  }
}

// ---------------------------------------------------------------------------------------------
// Content, forms and keys.
// ---------------------------------------------------------------------------------------------

export function partnerRow(p: ResolvedWorld["partners"][number]): Row {
  return { id: p.id, owner_type: p.owner.type, owner_id: p.owner.id, name: p.name, logo_url: p.logo_url, website_url: p.website_url, position: p.position };
}

function newsRow(n: ResolvedWorld["news"][number]): Row {
  return {
    id: n.id,
    owner_type: n.owner.type,
    owner_id: n.owner.id,
    title: n.title,
    body_markdown: n.body_markdown,
    body_html: renderMarkdown(n.body_markdown),
    hero_image_url: n.hero_image_url,
    published_at: n.published_at,
    draft: n.draft,
  };
}

function presskitRow(k: ResolvedWorld["presskits"][number]): Row {
  return {
    id: k.id,
    artist_id: k.artist_id,
    title: k.title,
    status: k.status,
    // A plaintext password is hashed here; an exported world carries the hash already.
    password_hash: k.password !== null ? hashPassword(k.password) : k.password_hash,
    is_default: k.is_default,
    updated_at: k.updated_at,
    sections: k.sections,
    style: k.style,
    bio_version: k.bio_version,
    bio_overrides: k.bio_overrides,
    press_quotes: k.press_quotes,
    files: k.files,
  };
}

function formRow(f: ResolvedWorld["forms"][number], lookups: Lookups): Row {
  return {
    id: f.id,
    crew_id: lookups.crewId(f.crew),
    slug: f.slug,
    title: f.title,
    description: f.description,
    owner_type: f.owner.type,
    owner_id: f.owner.type === "crew" ? null : f.owner.id,
    draft: f.draft,
    opens_at: f.opens_at,
    closes_at: f.closes_at,
    max_responses: f.max_responses,
    responses: f.responses,
    captures_contact: f.captures_contact,
    definition_version: f.definition_version,
    settings: f.settings,
    questions: f.questions,
  };
}

/**
 * Only the token's hash is stored. A key given neither token nor token_hash gets a new token,
 * added to `generated`: the load's result is the one place it is ever shown.
 */
function apiKeyRow(k: ResolvedWorld["keys"][number], lookups: Lookups, generated: LoadedToken[]): Row {
  let token = k.token;
  if (token === null && k.token_hash === null) {
    token = generateToken(k.type);
    generated.push({ crew: k.crew, name: k.name, type: k.type, token, state: k.state });
  }
  return {
    id: k.id,
    crew_id: lookups.crewId(k.crew),
    name: k.name,
    type: k.type,
    token_hash: token !== null ? hashToken(token) : k.token_hash,
    prefix: token !== null ? tokenPrefix(token) : k.prefix,
    last4: token !== null ? tokenLast4(token) : k.last4,
    scopes: k.scopes,
    websites: k.websites,
    storefront_origins: k.storefront_origins,
    created_by_owner: k.created_by_owner,
    state: k.state,
    expires_at: k.expires_at,
    created_at: k.created_at,
    rate_per_minute: k.rate_limit?.per_minute ?? null,
    rate_per_day: k.rate_limit?.per_day ?? null,
    rotated_from_id: k.rotated_from,
    rotated_at: k.rotated_at,
    last_used_at: k.last_used_at,
  };
}

// ---------------------------------------------------------------------------------------------
// Crews and their members, orders, payouts, webhooks.
// ---------------------------------------------------------------------------------------------

export function crewRow(c: ResolvedWorld["crews"][number]): Row {
  return { id: c.id, name: c.name, slug: c.slug, plan: c.plan, owner_email: c.owner_email };
}

/** Only the admin token's hash is stored; a member without either has no admin token. */
function crewMemberRows(c: ResolvedWorld["crews"][number]): Row[] {
  return c.members.map((m) => ({
    crew_id: c.id,
    email: m.email,
    role: m.role,
    admin_token_hash: m.admin_token !== null ? hashToken(m.admin_token) : m.admin_token_hash,
  }));
}

/** Lines as the orders table keeps them; via_site_of as the crew's uuid. */
function orderRow(o: ResolvedWorld["orders"][number], lookups: Lookups): Row {
  return {
    id: o.id,
    // The world holds ticket orders only; merch orders are written by the checkout.
    kind: "tickets",
    event_id: o.event,
    status: o.status,
    currency: o.currency,
    amount_total: o.amount_total,
    amount_refunded: o.amount_refunded,
    created_at: o.created_at,
    ambassador_code: o.ambassador_code,
    via_site_of: o.via_site_of !== null ? lookups.crewId(o.via_site_of) : null,
    buyer_email: o.buyer_email,
    lines: o.lines.map((l) => ({ tier_id: l.tier_id, name: l.name, quantity: l.quantity, unit_amount: l.unit_amount })),
    merch: null,
    reference: null,
    checkout_session_id: null,
    payment_provider: null,
    payment_ref: null,
    payment_account: null,
    unfulfilled: null,
  };
}

function payoutRow(x: ResolvedWorld["payouts"][number]): Row {
  return { id: x.id, payee_type: x.payee.type, payee_id: x.payee.id, amount: x.amount, currency: x.currency, paid_at: x.paid_at };
}

/**
 * A webhook's updated_at is its created_at: the world is a state, not its history. Secrets are
 * sealed (lib/crypto); a webhook without one (exports never hold them) gets a new one.
 */
function webhookRow(w: ResolvedWorld["webhooks"][number], lookups: Lookups, generated: LoadedWebhookSecret[]): Row {
  let secret = w.secret;
  if (secret === null) {
    secret = newWebhookSecret();
    generated.push({ id: w.id, crew: w.crew, url: w.url, secret });
  }
  return {
    id: w.id,
    crew_id: lookups.crewId(w.crew),
    url: w.url,
    events: w.events,
    secret: sealSecret(secret),
    previous_secret: w.previous_secret === null ? null : sealSecret(w.previous_secret),
    rotated_at: w.rotated_at,
    personal_data: w.personal_data,
    state: w.state,
    failing_since: w.failing_since,
    description: w.description,
    sandbox: w.sandbox,
    created_at: w.created_at,
    updated_at: w.created_at,
  };
}
