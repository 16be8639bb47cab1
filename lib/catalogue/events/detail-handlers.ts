/** `GET /v1/events/{id}`: the event with its full public venue, line-up and genres; tiers and fee on request. */
import type { z } from "zod";
import { namesOf } from "@/lib/crew/genres";
import type { EventDetail } from "../schemas";
import { lineupEntries } from "../timetable/lineup";
import { resolveFeeModel } from "../tickets/fees";
import { publicTiers, ticketTierOut } from "../tickets/tier-out";
import type { Ctx } from "./context";
import { loadSets } from "./lineup-query";
import type { Expand } from "./params";
import { embeddedVenue, summaryOut } from "./serialize";
import { loadTiers, payeeFee } from "./tiers-query";
import { scheduleOf, visibleEvent } from "./visible";

export async function getEvent(ctx: Ctx<{ expand?: Expand[] }>): Promise<z.infer<typeof EventDetail>> {
  const { crew } = ctx;
  const id = ctx.params.id;
  const withTiers = ctx.query.expand?.includes("ticket_tiers") ?? false;
  const [s, genres] = await Promise.all([crew.site(), crew.genres()]);
  // All at once: line-up and tiers read only events of the crew graph, so nothing waits on the reach check.
  const [{ event, venue, venueManaged }, sets, tiers, fee] = await Promise.all([
    visibleEvent(crew, id),
    loadSets(crew, [id], genres),
    withTiers ? loadTiers(crew, [id]) : null,
    withTiers ? payeeFee(crew, id) : null,
  ]);
  const out: z.infer<typeof EventDetail> = {
    ...summaryOut(event, venue, s),
    venue: venue ? embeddedVenue(venue, venueManaged, genres) : null,
    lineup: lineupEntries(sets.get(event.id) ?? [], scheduleOf(event)),
    genres: namesOf(event.genreIds, genres),
  };
  if (withTiers) {
    out.ticket_tiers = publicTiers(tiers?.get(event.id) ?? []).map((t) => ticketTierOut(t, s, ctx.now, ctx.locale));
    out.ticket_fee = resolveFeeModel(fee, s.defaultFee);
  }
  return out;
}
