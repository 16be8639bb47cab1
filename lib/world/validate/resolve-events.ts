/**
 * Resolving events: defaults applied, missing ids assigned, every time an instant (taken from
 * what the checks resolved, by item index).
 */
import { PRESALE_HIDDEN_FIELDS, type ResolvedEvent, type ResolvedPresale, type ResolvedSet, type ResolvedTier, type WorldFileParsed } from "../format";
import type { EventTimes } from "./checker";
import { derivedUuid, idAssigner, must } from "./assign";

type EventIn = NonNullable<WorldFileParsed["events"]>[number];

export function resolveEvents(eventsIn: EventIn[], times: EventTimes[], now: Date): ResolvedEvent[] {
  const eventId = idAssigner(eventsIn.map((e) => e.id));
  // Album and photo ids are unique across the world, so they are assigned across all events.
  const albumId = idAssigner(eventsIn.flatMap((e) => (e.gallery ?? []).map((a) => a.id)));
  const photoId = idAssigner(eventsIn.flatMap((e) => (e.gallery ?? []).flatMap((a) => (a.photos ?? []).map((ph) => ph.id))));
  return eventsIn.map((e, i) => {
    const et = times[i]!;
    const id = eventId(e.id);
    return {
      id,
      title: e.title,
      description: e.description ?? "",
      type: e.type ?? "event",
      timezone: e.timezone,
      starts_at: et.starts,
      ends_at: et.ends,
      image_url: e.image_url ?? null,
      published: e.published ?? true,
      updated_at: must(et.updated, now),
      promoters: e.promoters ?? [],
      venue: e.venue ?? null,
      genres: e.genres ?? [],
      timetable_published: e.timetable_published ?? false,
      stages: e.stages ?? [],
      days: (e.days ?? []).map((day, j) => ({ name: day.name, starts_at: must(et.days[j]?.starts, now), ends_at: must(et.days[j]?.ends, now) })),
      lineup: (e.lineup ?? []).map((s, j) => resolveSet(s, et.sets[j])),
      ticket_tiers: (e.ticket_tiers ?? []).map((tier, j) => resolveTier(tier, et.tiers[j], id, j, now)),
      gallery: (e.gallery ?? []).map((a) => ({
        id: albumId(a.id),
        name: a.name,
        description: a.description ?? null,
        private: a.private ?? false,
        photos: (a.photos ?? []).map((ph) => ({ id: photoId(ph.id), url: ph.url, width: ph.width, height: ph.height, uploading: ph.uploading ?? false })),
      })),
      presales: (e.presales ?? []).map((ps, j) => resolvePresale(ps, et.presales[j])),
      // Codes keep the case they were written in; they are compared case-insensitively.
      coupons: (e.coupons ?? []).map((cp, j) => ({
        code: cp.code,
        percentage: cp.percentage ?? null,
        amount: cp.amount ?? null,
        min_order_amount: cp.min_order_amount ?? 0,
        starts_at: et.coupons[j]?.starts ?? null,
        ends_at: et.coupons[j]?.ends ?? null,
        max_uses: cp.max_uses ?? null,
        uses: cp.uses ?? 0,
      })),
      access_codes: (e.access_codes ?? []).map((ac) => ({ code: ac.code, tiers: [...ac.tiers] })),
    };
  });
}

function resolveSet(s: NonNullable<EventIn["lineup"]>[number], t: EventTimes["sets"][number] | undefined): ResolvedSet {
  return {
    artists: s.artists ?? [],
    name: s.name != null && s.name !== "" ? s.name : null,
    stage: s.stage ?? null,
    start: t?.start ?? null,
    end: t?.end ?? null,
    confirmed: s.confirmed ?? true,
  };
}

/** A tier without id gets one derived from its event and position. */
function resolveTier(tier: NonNullable<EventIn["ticket_tiers"]>[number], t: EventTimes["tiers"][number] | undefined, eventId: number, position: number, now: Date): ResolvedTier {
  return {
    id: tier.id ?? derivedUuid(`tier:${eventId}:${position}`),
    name: tier.name,
    description: tier.description ?? null,
    price: tier.price,
    currency: tier.currency ?? "EUR",
    sale_start: must(t?.start, now),
    sale_end: must(t?.end, now),
    max_per_order: tier.max_per_order ?? 10,
    stock: tier.stock,
    sold: tier.sold ?? 0,
    public: tier.public ?? true,
    off_sale: tier.off_sale ?? false,
    bundle_size: tier.bundle_size ?? 1,
  };
}

/** The never-exposed admin fields go under `hidden`, so they survive a round trip. */
function resolvePresale(ps: NonNullable<EventIn["presales"]>[number], t: EventTimes["presales"][number] | undefined): ResolvedPresale {
  const hidden: Record<string, unknown> = { ...(ps.hidden ?? {}) };
  for (const f of PRESALE_HIDDEN_FIELDS) if (ps[f] !== undefined) hidden[f] = ps[f];
  return {
    token: ps.token,
    status: ps.status,
    draft: ps.draft ?? false,
    featured: ps.featured ?? false,
    featured_mode: ps.featured_mode ?? "none",
    registration_opens_at: t?.opens ?? null,
    registration_closes_at: t?.closes ?? null,
    teaser: {
      title: ps.teaser?.title ?? "",
      subtitle: ps.teaser?.subtitle ?? "",
      image_url: ps.teaser?.image_url ?? null,
      description: ps.teaser?.description ?? "",
    },
    hidden,
  };
}
