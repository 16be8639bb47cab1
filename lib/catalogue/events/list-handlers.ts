/** `GET /v1/events` and `GET /v1/events/search`: the crew's events, filtered, one page. */
import type { ListResult } from "@/lib/http/endpoint";
import { site } from "@/lib/platform/site";
import { crewOf, type Ctx } from "./context";
import { checkPageFilters, filtersOf } from "./filters";
import { listCrewEvents } from "./list-query";
import type { EventFilterQuery } from "./params";
import { listItemOut, type EventListItemOut } from "./serialize";

export async function listEvents(ctx: Ctx<EventFilterQuery & { q?: string }, unknown>): Promise<ListResult<EventListItemOut>> {
  const crewId = crewOf(ctx);
  const f = filtersOf(ctx.query);
  const [, s, page] = await Promise.all([checkPageFilters(ctx.db, crewId, f), site(ctx.db), listCrewEvents(ctx.db, crewId, f, ctx.page, ctx.now)]);
  return { data: page.rows.map((r) => listItemOut(r.event, r.venue, s)), next: page.next };
}
