/**
 * Event writes of the platform API. Each change runs in one transaction with everything that
 * follows from it: the event's search text, its rows of the crew graph (`crew_events`, refreshed
 * for this event only), `updated_at`, and the platform events the webhooks send
 * (docs/guides/webhooks.md): `event.published` to the crews that newly see a published event,
 * `event.updated` to the crews with a page on it.
 */
import { and, asc, eq, inArray, max, sql } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { artists, crews, crewEvents, eventPromoters, events, galleryAlbums, galleryPhotos, genres, lineupSetArtists, lineupSets, presales, promoters, ticketTiers, venues } from "@/lib/db/schema";
import { bodyInvalid, conflict, notFound, type FieldError } from "@/lib/http/problem";
import { platformDb, type PlatformScope } from "@/lib/auth/platform-scope";
import { emitPlatformEvent } from "@/lib/webhooks/emit";
import type { ResolvedEvent, ResolvedSet, ResolvedWorld } from "@/lib/world/format";
import { searchText } from "@/lib/world/load/text";
import { albumRows, eventPromoterRows, eventRows, photoRows, presaleRows, ticketTierRows, type Lookups } from "@/lib/world/load/rows";
import { insertRows } from "@/lib/world/load/write";
import { isoUtc } from "@/lib/world/times";
import type { Tx } from "../tx";
import { referencedPages, resolveEvent, type EventInputValue, type EventPatchValue, type KnownPages } from "./event-format";
import { refreshEventGraph } from "./graph-query";

export type PageType = "promoter" | "venue" | "artist";

export interface StoredEvent {
  id: number;
  title: string;
  description: string;
  type: string;
  timezone: string;
  starts_at: string | null;
  ends_at: string | null;
  image_url: string | null;
  published: boolean;
  updated_at: string;
  promoters: number[];
  venue: number | null;
  genres: string[];
  lineup: { artists: number[]; name: string | null; stage: string | null; start: string | null; end: string | null; confirmed: boolean }[];
  ticket_tiers: { id: string; name: string; price: number; currency: string; stock: number; sold: number }[];
  /** Slugs of the crews that see the event (its crew graph rows). */
  crews: string[];
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** The event as stored, with its pages, line-up, tiers and the crews that see it. */
export async function storedEvent(db: Pick<Db, "select">, id: number): Promise<StoredEvent> {
  const [e] = await db.select().from(events).where(eq(events.id, id)).limit(1);
  if (!e) throw notFound();
  const promoterRows = await db.select({ id: eventPromoters.promoterId }).from(eventPromoters).where(eq(eventPromoters.eventId, id)).orderBy(asc(eventPromoters.position));
  const sets = await db.select().from(lineupSets).where(eq(lineupSets.eventId, id)).orderBy(asc(lineupSets.position));
  const setArtists = sets.length
    ? await db.select().from(lineupSetArtists).where(inArray(lineupSetArtists.setId, sets.map((s) => s.id))).orderBy(asc(lineupSetArtists.setId), asc(lineupSetArtists.position))
    : [];
  const tiers = await db.select().from(ticketTiers).where(eq(ticketTiers.eventId, id)).orderBy(asc(ticketTiers.position));
  const genreRows = e.genreIds.length ? await db.select().from(genres).where(inArray(genres.id, e.genreIds)) : [];
  const genreName = new Map(genreRows.map((g) => [g.id, g.name]));
  const seeing = await db.select({ slug: crews.slug }).from(crewEvents).innerJoin(crews, eq(crews.id, crewEvents.crewId)).where(eq(crewEvents.eventId, id)).orderBy(asc(crews.slug));
  return {
    id: e.id,
    title: e.title,
    description: e.description,
    type: e.type,
    timezone: e.timezone,
    starts_at: iso(e.startsAt),
    ends_at: iso(e.endsAt),
    image_url: e.imageUrl,
    published: e.published,
    updated_at: e.updatedAt.toISOString(),
    promoters: promoterRows.map((p) => p.id),
    venue: e.venueId,
    genres: e.genreIds.map((g) => genreName.get(g) ?? String(g)),
    lineup: sets.map((s) => ({
      artists: setArtists.filter((a) => a.setId === s.id).map((a) => a.artistId),
      name: s.name,
      stage: s.stage,
      start: iso(s.startAt),
      end: iso(s.endAt),
      confirmed: s.confirmed,
    })),
    ticket_tiers: tiers.map((t) => ({ id: t.id, name: t.name, price: t.price, currency: t.currency, stock: t.stock, sold: t.sold })),
    crews: seeing.map((c) => c.slug),
  };
}

/** Which of the named pages exist, every genre, and the names of the artists (for the search text). */
async function knownPages(db: Pick<Db, "select">, refs: { promoters: number[]; venues: number[]; artists: number[] }): Promise<{ known: KnownPages; artistNames: Map<number, string> }> {
  const allGenres = await db.select({ id: genres.id, name: genres.name }).from(genres).orderBy(asc(genres.id));
  const p = refs.promoters.length ? await db.select({ id: promoters.id }).from(promoters).where(inArray(promoters.id, refs.promoters)) : [];
  const v = refs.venues.length ? await db.select({ id: venues.id }).from(venues).where(inArray(venues.id, refs.venues)) : [];
  const a = refs.artists.length ? await db.select({ id: artists.id, name: artists.name }).from(artists).where(inArray(artists.id, refs.artists)) : [];
  return {
    known: { genres: allGenres, promoters: p.map((x) => x.id), venues: v.map((x) => x.id), artists: a.map((x) => x.id) },
    artistNames: new Map(a.map((x) => [x.id, x.name])),
  };
}

/** The event row locked for the change, or 404. */
async function lockEvent(tx: Tx, id: number) {
  const [e] = await tx.select().from(events).where(eq(events.id, id)).for("update").limit(1);
  if (!e) throw notFound();
  return e;
}

/** Title, description and the confirmed line-up's names, lower-cased (as the loader computes it). */
async function refreshSearchText(tx: Tx, id: number): Promise<void> {
  const [e] = await tx.select({ title: events.title, description: events.description }).from(events).where(eq(events.id, id));
  const sets = await tx.select({ id: lineupSets.id, name: lineupSets.name }).from(lineupSets).where(and(eq(lineupSets.eventId, id), eq(lineupSets.confirmed, true))).orderBy(asc(lineupSets.position));
  const names = sets.length
    ? await tx
        .select({ setId: lineupSetArtists.setId, name: artists.name })
        .from(lineupSetArtists)
        .innerJoin(artists, eq(artists.id, lineupSetArtists.artistId))
        .where(inArray(lineupSetArtists.setId, sets.map((s) => s.id)))
        .orderBy(asc(lineupSetArtists.position))
    : [];
  const ordered = sets.flatMap((s) => [s.name ?? "", ...names.filter((n) => n.setId === s.id).map((n) => n.name)]);
  await tx.update(events).set({ searchText: searchText(e!.title, e!.description, ordered) }).where(eq(events.id, id));
}

/** Replaces the event's line-up with these sets (new set ids from the sequence). */
async function writeLineup(tx: Tx, eventId: number, lineup: ResolvedSet[]): Promise<void> {
  await tx.delete(lineupSets).where(eq(lineupSets.eventId, eventId));
  for (const [position, s] of lineup.entries()) {
    const [set] = await tx
      .insert(lineupSets)
      .values({ eventId, position, name: s.name, stage: s.stage, startAt: s.start, endAt: s.end, confirmed: s.confirmed })
      .returning({ id: lineupSets.id });
    if (s.artists.length) {
      await tx.insert(lineupSetArtists).values(s.artists.map((artistId, i) => ({ setId: set!.id, artistId, position: i, eventId, confirmed: s.confirmed })));
    }
  }
}

/**
 * What follows a change of a published event: the crew graph for it, `event.published` to the
 * crews that newly see it, and `event.updated`.
 */
async function afterChange(tx: Tx, id: number, published: boolean, now: Date): Promise<void> {
  const graph = await refreshEventGraph(tx, id);
  if (!published) return;
  if (graph.added.length) await emitPlatformEvent(tx, "event.published", { event_id: id, crews: graph.added, first: false }, { now });
  await emitPlatformEvent(tx, "event.updated", { event_id: id }, { now });
}

/** The transaction lock under which new event, album and photo ids (and the other unique ids of an event) are chosen. */
const EVENT_IDS_LOCK = 7_265_001;

const onlyEvent = (e: ResolvedEvent) => ({ events: [e] }) as Pick<ResolvedWorld, "events"> as ResolvedWorld;

/** Ids the world validator would assign from 1: given here after the largest stored ones. */
async function assignGalleryIds(db: Pick<Db, "select">, input: EventInputValue): Promise<EventInputValue> {
  if (!input.gallery?.length) return input;
  const [a] = await db.select({ n: max(galleryAlbums.id) }).from(galleryAlbums);
  const [p] = await db.select({ n: max(galleryPhotos.id) }).from(galleryPhotos);
  let album = Math.max(a?.n ?? 0, ...input.gallery.map((g) => g.id ?? 0));
  let photo = Math.max(p?.n ?? 0, ...input.gallery.flatMap((g) => (g.photos ?? []).map((ph) => ph.id ?? 0)));
  return {
    ...input,
    gallery: input.gallery.map((g) => ({ ...g, id: g.id ?? ++album, photos: (g.photos ?? []).map((ph) => ({ ...ph, id: ph.id ?? ++photo })) })),
  };
}

/** Tier ids, album and photo ids and presale tokens are unique across the platform. */
async function takenIds(db: Pick<Db, "select">, e: ResolvedEvent): Promise<FieldError[]> {
  const errors: FieldError[] = [];
  const tierIds = e.ticket_tiers.map((t) => t.id);
  const albumIds = e.gallery.map((g) => g.id);
  const photoIds = e.gallery.flatMap((g) => g.photos.map((p) => p.id));
  const tokens = e.presales.map((p) => p.token);
  const taken = {
    tiers: new Set(tierIds.length ? (await db.select({ id: ticketTiers.id }).from(ticketTiers).where(inArray(ticketTiers.id, tierIds))).map((r) => r.id) : []),
    albums: new Set(albumIds.length ? (await db.select({ id: galleryAlbums.id }).from(galleryAlbums).where(inArray(galleryAlbums.id, albumIds))).map((r) => r.id) : []),
    photos: new Set(photoIds.length ? (await db.select({ id: galleryPhotos.id }).from(galleryPhotos).where(inArray(galleryPhotos.id, photoIds))).map((r) => r.id) : []),
    tokens: new Set(tokens.length ? (await db.select({ token: presales.token }).from(presales).where(inArray(presales.token, tokens))).map((r) => r.token) : []),
  };
  e.ticket_tiers.forEach((t, i) => taken.tiers.has(t.id) && errors.push({ param: `ticket_tiers.${i}.id`, message: `ticket tier id ${JSON.stringify(t.id)} is taken` }));
  e.gallery.forEach((g, i) => {
    if (taken.albums.has(g.id)) errors.push({ param: `gallery.${i}.id`, message: `album id ${g.id} is taken` });
    g.photos.forEach((p, j) => taken.photos.has(p.id) && errors.push({ param: `gallery.${i}.photos.${j}.id`, message: `photo id ${p.id} is taken` }));
  });
  e.presales.forEach((p, i) => taken.tokens.has(p.token) && errors.push({ param: `presales.${i}.token`, message: `presale token ${JSON.stringify(p.token)} is taken` }));
  return errors;
}

/**
 * A new event from the world format. Without an id it gets the next free one; unpublished unless
 * `published: true`, and then `event.published` (first publication) goes to every crew that sees it.
 */
export async function createEvent(platform: PlatformScope, input: EventInputValue, now: Date): Promise<StoredEvent> {
  const db = platformDb(platform);
  const id = await db.transaction(async (tx) => {
    // Ids are read and taken under one lock, in the transaction that inserts them: two creates at
    // once would otherwise read the same largest id and one would fail on the primary key.
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${EVENT_IDS_LOCK})`);
    const { known, artistNames } = await knownPages(tx, referencedPages(input));
    let id = input.id;
    if (id !== undefined) {
      const [taken] = await tx.select({ id: events.id }).from(events).where(eq(events.id, id)).limit(1);
      if (taken) throw bodyInvalid([{ param: "id", message: `event ${id} already exists` }]);
    } else {
      const [m] = await tx.select({ n: max(events.id) }).from(events);
      id = (m?.n ?? 0) + 1;
    }
    const withIds = await assignGalleryIds(tx, { ...input, id, published: input.published ?? false, updated_at: undefined });
    const resolved = resolveEvent(withIds, known, now);
    if (!resolved.ok) throw bodyInvalid(resolved.errors);
    const event = resolved.event;
    const taken = await takenIds(tx, event);
    if (taken.length) throw bodyInvalid(taken);

    const genreIds = new Map(known.genres.map((g) => [g.name, g.id]));
    const lookups: Lookups = {
      genreIds: (names) => names.map((n) => genreIds.get(n)!),
      crewId: () => {
        throw new Error("no crew lookups for an event");
      },
      artistName: (a) => artistNames.get(a) ?? "",
    };
    const one = onlyEvent(event);
    await insertRows(tx, events, eventRows(one, lookups));
    await insertRows(tx, eventPromoters, eventPromoterRows(one));
    await writeLineup(tx, event.id, event.lineup);
    await insertRows(tx, ticketTiers, ticketTierRows(one));
    await insertRows(tx, galleryAlbums, albumRows(one));
    await insertRows(tx, galleryPhotos, photoRows(one));
    await insertRows(tx, presales, presaleRows(one));
    const graph = await refreshEventGraph(tx, event.id);
    if (event.published) await emitPlatformEvent(tx, "event.published", { event_id: event.id, crews: graph.after, first: true }, { now });
    return event.id;
  });
  return storedEvent(db, id);
}

/**
 * Changes some of title, description, times, image, venue, type, time zone and line-up (replaced
 * whole). Checked like a world event; a published event sends `event.updated`, and
 * `event.published` to crews the change lets see it.
 */
export async function updateEvent(platform: PlatformScope, id: number, patch: EventPatchValue, now: Date): Promise<StoredEvent> {
  const db = platformDb(platform);
  if (Object.keys(patch).length === 0) throw bodyInvalid([{ param: "(body)", message: "Give at least one field to change." }]);
  await db.transaction(async (tx) => {
    const cur = await lockEvent(tx, id);
    const { known } = await knownPages(tx, referencedPages(patch));
    const doc: Record<string, unknown> = {
      id,
      title: patch.title ?? cur.title,
      timezone: patch.timezone ?? cur.timezone,
      starts_at: "starts_at" in patch ? patch.starts_at : cur.startsAt && isoUtc(cur.startsAt),
      ends_at: "ends_at" in patch ? patch.ends_at : cur.endsAt && isoUtc(cur.endsAt),
    };
    if (patch.venue !== undefined) doc.venue = patch.venue;
    if (patch.lineup !== undefined) doc.lineup = patch.lineup;
    const resolved = resolveEvent(doc, known, now);
    if (!resolved.ok) throw bodyInvalid(resolved.errors);
    const e = resolved.event;
    await tx
      .update(events)
      .set({
        title: e.title,
        timezone: e.timezone,
        startsAt: e.starts_at,
        endsAt: e.ends_at,
        ...(patch.description !== undefined ? { description: patch.description ?? "" } : {}),
        ...(patch.type !== undefined ? { type: patch.type } : {}),
        ...(patch.image_url !== undefined ? { imageUrl: patch.image_url } : {}),
        ...(patch.venue !== undefined ? { venueId: patch.venue } : {}),
        updatedAt: now,
      })
      .where(eq(events.id, id));
    if (patch.lineup !== undefined) await writeLineup(tx, id, e.lineup);
    await refreshSearchText(tx, id);
    await afterChange(tx, id, cur.published, now);
  });
  return storedEvent(db, id);
}

/** Puts the event online: `event.published` to every crew that sees it (`first` when it never was). Already published: unchanged. */
export async function publishEvent(platform: PlatformScope, id: number, now: Date): Promise<StoredEvent> {
  const db = platformDb(platform);
  await db.transaction(async (tx) => {
    const cur = await lockEvent(tx, id);
    if (cur.published) return;
    // The event keeps when it was first put online, so this is one column, not a search of the outbox's history.
    const first = cur.firstPublishedAt === null;
    await tx.update(events).set({ published: true, updatedAt: now, ...(first ? { firstPublishedAt: now } : {}) }).where(eq(events.id, id));
    const graph = await refreshEventGraph(tx, id);
    await emitPlatformEvent(tx, "event.published", { event_id: id, crews: graph.after, first }, { now });
  });
  return storedEvent(db, id);
}

/** Takes the event offline: it leaves every crew graph, and `event.updated` tells the crews with a page on it. Already offline: unchanged. */
export async function unpublishEvent(platform: PlatformScope, id: number, now: Date): Promise<StoredEvent> {
  const db = platformDb(platform);
  await db.transaction(async (tx) => {
    const cur = await lockEvent(tx, id);
    if (!cur.published) return;
    await tx.update(events).set({ published: false, updatedAt: now }).where(eq(events.id, id));
    await refreshEventGraph(tx, id);
    await emitPlatformEvent(tx, "event.updated", { event_id: id }, { now });
  });
  return storedEvent(db, id);
}

/**
 * Adds a page to the event: a promoter (after the others), the venue (replacing the one before),
 * or a confirmed set for an artist. A page that does not exist is a 422 naming `id`; a page already
 * there a 409.
 */
export async function addEventPage(platform: PlatformScope, id: number, page: { type: PageType; id: number }, now: Date): Promise<StoredEvent> {
  const db = platformDb(platform);
  await db.transaction(async (tx) => {
    const cur = await lockEvent(tx, id);
    const table = page.type === "promoter" ? promoters : page.type === "venue" ? venues : artists;
    const [exists] = await tx.select({ id: table.id }).from(table).where(eq(table.id, page.id)).limit(1);
    if (!exists) throw bodyInvalid([{ param: "id", message: `${page.type} ${page.id} does not exist` }]);
    const already = () => conflict(`${page.type} ${page.id} is already on event ${id}.`, { reason: "already_on_event" });
    if (page.type === "promoter") {
      const on = await tx.select({ promoterId: eventPromoters.promoterId, position: eventPromoters.position }).from(eventPromoters).where(eq(eventPromoters.eventId, id));
      if (on.some((p) => p.promoterId === page.id)) throw already();
      await tx.insert(eventPromoters).values({ eventId: id, promoterId: page.id, position: Math.max(-1, ...on.map((p) => p.position)) + 1 });
    } else if (page.type === "venue") {
      if (cur.venueId === page.id) throw already();
      await tx.update(events).set({ venueId: page.id }).where(eq(events.id, id));
    } else {
      const [playing] = await tx
        .select({ setId: lineupSetArtists.setId })
        .from(lineupSetArtists)
        .where(and(eq(lineupSetArtists.eventId, id), eq(lineupSetArtists.artistId, page.id), eq(lineupSetArtists.confirmed, true)))
        .limit(1);
      if (playing) throw already();
      const [last] = await tx.select({ n: max(lineupSets.position) }).from(lineupSets).where(eq(lineupSets.eventId, id));
      const [set] = await tx
        .insert(lineupSets)
        .values({ eventId: id, position: (last?.n ?? -1) + 1, confirmed: true })
        .returning({ id: lineupSets.id });
      await tx.insert(lineupSetArtists).values({ setId: set!.id, artistId: page.id, position: 0, eventId: id, confirmed: true });
      await refreshSearchText(tx, id);
    }
    await tx.update(events).set({ updatedAt: now }).where(eq(events.id, id));
    await afterChange(tx, id, cur.published, now);
  });
  return storedEvent(db, id);
}
