/**
 * The event lists hanging under a page: an artist's confirmed gigs, a promoter's events (with
 * `expand`) and a venue's agenda. Each checks the page is reachable (the same 404 otherwise),
 * then runs the shared list query restricted to that page: the crew graph still bounds it.
 */
import type { z } from "zod";
import { rosterArtist } from "@/lib/catalogue/artists/reach";
import { managedPromoter } from "@/lib/catalogue/promoters/reach";
import { reachableVenue } from "@/lib/catalogue/venues/reach";
import type { ListResult } from "@/lib/http/endpoint";
import { notFound } from "@/lib/http/problem";
import type { PromoterEventItem } from "../schemas";
import { lineupEntries } from "../timetable/lineup";
import { publicTiers, ticketTierOut } from "../tickets/tier-out";
import type { Ctx } from "./context";
import { loadSets } from "./lineup-query";
import { listCrewEvents } from "./list-query";
import type { Bound, EventStatus, Expand } from "./params";
import { embeddedVenue, listItemOut, summaryOut, type EventListItemOut, type EventSummaryOut } from "./serialize";
import { loadTiers } from "./tiers-query";
import { scheduleOf } from "./visible";

interface PageQuery {
  status: EventStatus;
  from?: Bound;
  to?: Bound;
}

export async function listArtistEvents(ctx: Ctx<{ status: EventStatus }>): Promise<ListResult<EventSummaryOut>> {
  const { crew } = ctx;
  // Roster artists only (published or not): the same rule as GET /v1/artists/{id}.
  if (!(await rosterArtist(crew, ctx.params.id))) throw notFound();
  const [page, s] = await Promise.all([listCrewEvents(crew, { status: ctx.query.status, artistId: ctx.params.id }, ctx.page, ctx.now), crew.site()]);
  return { data: page.rows.map((r) => summaryOut(r.event, r.venue, s)), next: page.next };
}

export async function listVenueEvents(ctx: Ctx<PageQuery>): Promise<ListResult<EventListItemOut>> {
  const { crew } = ctx;
  if (!(await reachableVenue(crew, ctx.params.id))) throw notFound();
  const { status, from, to } = ctx.query;
  const [page, s] = await Promise.all([listCrewEvents(crew, { status, from, to, venueId: ctx.params.id }, ctx.page, ctx.now), crew.site()]);
  return { data: page.rows.map((r) => listItemOut(r.event, r.venue, s)), next: page.next };
}

export async function listPromoterEvents(ctx: Ctx<PageQuery & { expand?: Expand[] }>): Promise<ListResult<z.infer<typeof PromoterEventItem>>> {
  const { crew } = ctx;
  if (!(await managedPromoter(crew, ctx.params.id))) throw notFound();
  const { status, from, to, expand = [] } = ctx.query;
  const [page, s, genres] = await Promise.all([listCrewEvents(crew, { status, from, to, promoterId: ctx.params.id }, ctx.page, ctx.now), crew.site(), crew.genres()]);
  const ids = page.rows.map((r) => r.event.id);
  const venueIds = [...new Set(page.rows.map((r) => r.venue?.id).filter((v): v is number => v !== undefined))];
  // A fixed number of batch queries per page, whatever its size.
  const [managedVenues, sets, tiers] = await Promise.all([
    expand.includes("venue") ? crew.managedAmong("venue", venueIds) : null,
    expand.includes("lineup") ? loadSets(crew, ids, genres) : null,
    expand.includes("ticket_tiers") ? loadTiers(crew, ids) : null,
  ]);
  const data = page.rows.map((r) => {
    const item: z.infer<typeof PromoterEventItem> = summaryOut(r.event, r.venue, s);
    if (managedVenues) item.venue = r.venue ? embeddedVenue(r.venue, managedVenues.has(r.venue.id), genres) : null;
    if (sets) item.lineup = lineupEntries(sets.get(r.event.id) ?? [], scheduleOf(r.event));
    if (tiers) item.ticket_tiers = publicTiers(tiers.get(r.event.id) ?? []).map((t) => ticketTierOut(t, s, ctx.now, ctx.locale));
    return item;
  });
  return { data, next: page.next };
}
