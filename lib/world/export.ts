/**
 * exportWorld: the database as a world file. Instants are absolute UTC, every id is written, and
 * secrets leave only as hashes (keys: token_hash + prefix + last4; members: admin_token_hash; press
 * kits: password_hash), so validate + load of an export, exported again, gives the same document.
 * Webhook signing secrets are not written at all (the database holds them sealed under
 * SECRETS_KEY): loading the export makes each webhook a new one, shown once.
 *
 * Order is deterministic: genres, pages, events, news and partners by id; crews by slug; press
 * kits by artist then id; forms by crew then slug; keys by crew, created_at, id; members by role
 * (owner, manage_api, member) then email; shops and event shops as export-shop.ts says; ambassador
 * programmes as export-ambassadors.ts says; events' coupons and access codes as
 * export-ticket-codes.ts says; ticket
 * orders (merch orders are not part of a world) by created_at then id; payouts by paid_at then
 * id; webhooks by crew, created_at, id; everything inside an event in its stored position.
 */
import { asc, eq } from "drizzle-orm";
import type { Db } from "../db/client";
import * as t from "../db/schema";
import { exportAmbassadorPrograms } from "./export-ambassadors";
import { exportShops } from "./export-shop";
import { exportTicketCodes } from "./export-ticket-codes";
import { DEFAULT_FEE, DEFAULT_SITE_URL, MEMBER_ROLES, type Fee } from "./format";
import { isoUtc } from "./times";

type Json = Record<string, unknown>;

const iso = (d: Date | null): string | null => (d ? isoUtc(d) : null);

function groupBy<T, K>(items: T[], key: (item: T) => K): Map<K, T[]> {
  const out = new Map<K, T[]>();
  for (const item of items) {
    const k = key(item);
    const list = out.get(k);
    if (list) list.push(item);
    else out.set(k, [item]);
  }
  return out;
}

/**
 * The whole database as a world document, read from one consistent snapshot. Queries run one
 * after the other: a transaction holds a single connection.
 */
export async function exportWorld(db: Db): Promise<Json> {
  return db.transaction((tx) => exportFrom(tx), { isolationLevel: "repeatable read", accessMode: "read only" });
}

async function exportFrom(db: Pick<Db, "select">): Promise<Json> {
  const settingsRows = await db.select().from(t.settings);
  const genres = await db.select().from(t.genres).orderBy(asc(t.genres.id));
  const crews = await db.select().from(t.crews).orderBy(asc(t.crews.slug));
  const managers = await db.select().from(t.pageManagers);
  const setting = (k: string) => settingsRows.find((r) => r.key === k)?.value;
  const genreName = new Map(genres.map((g) => [g.id, g.name]));
  const crewSlug = new Map(crews.map((c) => [c.id, c.slug]));
  const managedBy = new Map<string, string[]>();
  for (const m of managers) {
    const k = `${m.pageType}:${m.pageId}`;
    const list = managedBy.get(k) ?? [];
    list.push(crewSlug.get(m.crewId) ?? m.crewId);
    managedBy.set(k, list);
  }
  const names = (ids: number[]) => ids.map((id) => genreName.get(id) ?? String(id));

  type PageRow = typeof t.artists.$inferSelect;
  const page = (type: string, p: PageRow): Json => ({
    id: p.id,
    name: p.name,
    image_url: p.imageUrl,
    description: p.description,
    genres: names(p.genreIds),
    links: p.links ?? null,
    is_verified: p.isVerified,
    published: p.published,
    managed_by: (managedBy.get(`${type}:${p.id}`) ?? []).sort(),
    contact_emails: p.contactEmails,
    updated_at: iso(p.updatedAt),
  });

  const artists = await db.select().from(t.artists).orderBy(asc(t.artists.id));
  const promoters = await db.select().from(t.promoters).orderBy(asc(t.promoters.id));
  const venues = await db.select().from(t.venues).orderBy(asc(t.venues.id));

  const events = await db.select().from(t.events).orderBy(asc(t.events.id));
  const eventPromoters = await db.select().from(t.eventPromoters).orderBy(asc(t.eventPromoters.eventId), asc(t.eventPromoters.position));
  const sets = await db.select().from(t.lineupSets).orderBy(asc(t.lineupSets.eventId), asc(t.lineupSets.position), asc(t.lineupSets.id));
  const setArtists = await db.select().from(t.lineupSetArtists).orderBy(asc(t.lineupSetArtists.setId), asc(t.lineupSetArtists.position));
  const tiers = await db.select().from(t.ticketTiers).orderBy(asc(t.ticketTiers.eventId), asc(t.ticketTiers.position), asc(t.ticketTiers.id));
  const albums = await db.select().from(t.galleryAlbums).orderBy(asc(t.galleryAlbums.eventId), asc(t.galleryAlbums.position), asc(t.galleryAlbums.id));
  const photos = await db.select().from(t.galleryPhotos).orderBy(asc(t.galleryPhotos.albumId), asc(t.galleryPhotos.position), asc(t.galleryPhotos.id));
  const presales = await db.select().from(t.presales).orderBy(asc(t.presales.eventId), asc(t.presales.position), asc(t.presales.token));
  const promotersOf = groupBy(eventPromoters, (r) => r.eventId);
  const setsOf = groupBy(sets, (r) => r.eventId);
  const artistsOf = groupBy(setArtists, (r) => r.setId);
  const tiersOf = groupBy(tiers, (r) => r.eventId);
  const albumsOf = groupBy(albums, (r) => r.eventId);
  const photosOf = groupBy(photos, (r) => r.albumId);
  const presalesOf = groupBy(presales, (r) => r.eventId);
  const codesOf = await exportTicketCodes(db);

  const news = await db.select().from(t.news).orderBy(asc(t.news.id));
  const partners = await db.select().from(t.partners).orderBy(asc(t.partners.id));
  const presskits = await db.select().from(t.presskits).orderBy(asc(t.presskits.artistId), asc(t.presskits.id));
  const forms = await db.select().from(t.forms);
  const keys = await db.select().from(t.apiKeys);
  const members = await db.select().from(t.crewMembers);
  // The world holds ticket orders only: merch orders are the checkout's, never a world's.
  const orders = await db.select().from(t.orders).where(eq(t.orders.kind, "tickets")).orderBy(asc(t.orders.createdAt), asc(t.orders.id));
  const { shops, event_shops } = await exportShops(db);
  const ambassador_programs = await exportAmbassadorPrograms(db);
  const payouts = await db.select().from(t.payouts).orderBy(asc(t.payouts.paidAt), asc(t.payouts.id));
  const webhooks = await db.select().from(t.webhooks);
  const slugOf = (crewId: string) => crewSlug.get(crewId) ?? crewId;
  const roleRank = (role: string) => (MEMBER_ROLES as readonly string[]).indexOf(role);
  members.sort((a, b) => roleRank(a.role) - roleRank(b.role) || a.email.localeCompare(b.email));
  const membersOf = groupBy(members, (m) => m.crewId);
  webhooks.sort((a, b) => slugOf(a.crewId).localeCompare(slugOf(b.crewId)) || a.createdAt.getTime() - b.createdAt.getTime() || a.id.localeCompare(b.id));
  forms.sort((a, b) => slugOf(a.crewId).localeCompare(slugOf(b.crewId)) || a.slug.localeCompare(b.slug));
  keys.sort((a, b) => slugOf(a.crewId).localeCompare(slugOf(b.crewId)) || a.createdAt.getTime() - b.createdAt.getTime() || a.id.localeCompare(b.id));

  return {
    site_url: (setting("site_url") as string | undefined) ?? DEFAULT_SITE_URL,
    default_fee: (setting("default_fee") as Fee | undefined) ?? DEFAULT_FEE,
    genres: genres.map((g) => ({ id: g.id, name: g.name })),
    crews: crews.map((c) => ({
      id: c.id,
      name: c.name,
      slug: c.slug,
      plan: c.plan,
      owner_email: c.ownerEmail,
      members: (membersOf.get(c.id) ?? []).map((m) => ({ email: m.email, role: m.role, admin_token_hash: m.adminTokenHash })),
    })),
    artists: artists.map((a) => page("artist", a)),
    promoters: promoters.map((p) => ({ ...page("promoter", p), fee: p.fee ?? null })),
    venues: venues.map((v) => {
      const hasLocation = v.address !== null || v.city !== null || v.country !== null || v.lat !== null || v.lng !== null;
      return {
        ...page("venue", v),
        location: hasLocation ? { address: v.address, city: v.city, country: v.country, lat: v.lat, lng: v.lng } : null,
        capacity: v.capacity,
      };
    }),
    events: events.map((e) => ({
      id: e.id,
      title: e.title,
      description: e.description,
      type: e.type,
      timezone: e.timezone,
      starts_at: iso(e.startsAt),
      ends_at: iso(e.endsAt),
      image_url: e.imageUrl,
      published: e.published,
      updated_at: iso(e.updatedAt),
      promoters: (promotersOf.get(e.id) ?? []).map((p) => p.promoterId),
      venue: e.venueId,
      genres: names(e.genreIds),
      timetable_published: e.timetablePublished,
      stages: e.stages,
      days: e.days.map((d) => ({ name: d.name, starts_at: isoUtc(new Date(d.starts_at)), ends_at: isoUtc(new Date(d.ends_at)) })),
      lineup: (setsOf.get(e.id) ?? []).map((s) => ({
        artists: (artistsOf.get(s.id) ?? []).map((a) => a.artistId),
        name: s.name,
        stage: s.stage,
        start: iso(s.startAt),
        end: iso(s.endAt),
        confirmed: s.confirmed,
      })),
      ticket_tiers: (tiersOf.get(e.id) ?? []).map((tier) => ({
        id: tier.id,
        name: tier.name,
        description: tier.description,
        price: tier.price,
        currency: tier.currency,
        sale_start: iso(tier.saleStart),
        sale_end: iso(tier.saleEnd),
        max_per_order: tier.maxPerOrder,
        stock: tier.stock,
        sold: tier.sold,
        public: tier.public,
        off_sale: tier.offSale,
        bundle_size: tier.bundleSize,
      })),
      gallery: (albumsOf.get(e.id) ?? []).map((a) => ({
        id: a.id,
        name: a.name,
        description: a.description,
        private: a.private,
        photos: (photosOf.get(a.id) ?? []).map((p) => ({ id: p.id, url: p.url, width: p.width, height: p.height, uploading: p.uploading })),
      })),
      presales: (presalesOf.get(e.id) ?? []).map((p) => ({
        token: p.token,
        status: p.status,
        draft: p.draft,
        featured: p.featured,
        featured_mode: p.featuredMode,
        registration_opens_at: iso(p.registrationOpensAt),
        registration_closes_at: iso(p.registrationClosesAt),
        teaser: p.teaser,
        ...(Object.keys(p.hidden).length > 0 ? { hidden: p.hidden } : {}),
      })),
      ...codesOf(e.id),
    })),
    partners: partners.map((p) => ({
      id: p.id,
      owner: { type: p.ownerType, id: p.ownerId },
      name: p.name,
      logo_url: p.logoUrl,
      website_url: p.websiteUrl,
      position: p.position,
    })),
    news: news.map((n) => ({
      id: n.id,
      owner: { type: n.ownerType, id: n.ownerId },
      title: n.title,
      body_markdown: n.bodyMarkdown,
      hero_image_url: n.heroImageUrl,
      published_at: iso(n.publishedAt),
      draft: n.draft,
    })),
    presskits: presskits.map((k) => ({
      id: k.id,
      artist_id: k.artistId,
      title: k.title,
      status: k.status,
      password_hash: k.passwordHash,
      is_default: k.isDefault,
      updated_at: iso(k.updatedAt),
      sections: k.sections,
      style: k.style,
      bio_version: k.bioVersion,
      bio_overrides: k.bioOverrides,
      press_quotes: k.pressQuotes,
      files: k.files,
    })),
    forms: forms.map((f) => ({
      id: f.id,
      slug: f.slug,
      title: f.title,
      description: f.description,
      owner: f.ownerType === "crew" || f.ownerId === null ? { type: "crew", id: slugOf(f.crewId) } : { type: f.ownerType, id: f.ownerId },
      crew: slugOf(f.crewId),
      draft: f.draft,
      opens_at: iso(f.opensAt),
      closes_at: iso(f.closesAt),
      max_responses: f.maxResponses,
      responses: f.responses,
      captures_contact: f.capturesContact,
      definition_version: f.definitionVersion,
      settings: f.settings,
      questions: f.questions,
    })),
    keys: keys.map((k) => {
      const rate: Json = {};
      if (k.ratePerMinute !== null) rate.per_minute = k.ratePerMinute;
      if (k.ratePerDay !== null) rate.per_day = k.ratePerDay;
      return {
        id: k.id,
        crew: slugOf(k.crewId),
        name: k.name,
        type: k.type,
        token_hash: k.tokenHash,
        prefix: k.prefix,
        last4: k.last4,
        scopes: k.scopes,
        websites: k.websites,
        storefront_origins: k.storefrontOrigins,
        created_by_owner: k.createdByOwner,
        state: k.state,
        expires_at: iso(k.expiresAt),
        created_at: iso(k.createdAt),
        rate_limit: Object.keys(rate).length > 0 ? rate : null,
        rotated_from: k.rotatedFromId,
        rotated_at: iso(k.rotatedAt),
        last_used_at: iso(k.lastUsedAt),
      };
    }),
    shops,
    event_shops,
    ambassador_programs,
    orders: orders.map((o) => ({
      id: o.id,
      event: o.eventId,
      status: o.status,
      currency: o.currency,
      lines: o.lines.map((l) => ({ tier: l.tier_id, quantity: l.quantity, unit_amount: l.unit_amount })),
      amount_total: o.amountTotal,
      amount_refunded: o.amountRefunded,
      created_at: iso(o.createdAt),
      ambassador_code: o.ambassadorCode,
      via_site_of: o.viaSiteOf === null ? null : slugOf(o.viaSiteOf),
      buyer_email: o.buyerEmail,
    })),
    payouts: payouts.map((x) => ({ id: x.id, payee: { type: x.payeeType, id: x.payeeId }, amount: x.amount, currency: x.currency, paid_at: iso(x.paidAt) })),
    webhooks: webhooks.map((w) => ({
      id: w.id,
      crew: slugOf(w.crewId),
      url: w.url,
      events: w.events,
      rotated_at: iso(w.rotatedAt),
      personal_data: w.personalData,
      state: w.state,
      failing_since: iso(w.failingSince),
      description: w.description,
      sandbox: w.sandbox,
      created_at: iso(w.createdAt),
    })),
  };
}
