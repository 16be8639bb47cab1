/** `GET /v1/events` and `GET /v1/events/search`: the crew's events, filtered, one page. */
import type { ListResult } from "@/lib/http/endpoint";
import type { Ctx } from "./context";
import { checkPageFilters, filtersOf } from "./filters";
import { listCrewEvents } from "./list-query";
import type { EventFilterQuery } from "./params";
import { listItemOut, type EventListItemOut } from "./serialize";

export async function listEvents(ctx: Ctx<EventFilterQuery & { q?: string }, unknown>): Promise<ListResult<EventListItemOut>> {
  const { crew } = ctx;
  const f = filtersOf(ctx.query);
  const [, s, page] = await Promise.all([checkPageFilters(crew, f), crew.site(), listCrewEvents(crew, f, ctx.page, ctx.now)]);
  return { data: page.rows.map((r) => listItemOut(r.event, r.venue, s)), next: page.next };
}
