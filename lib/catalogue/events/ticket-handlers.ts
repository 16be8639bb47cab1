/** Ticket tiers, availability and fees of one event (spec 2.5-2.7). */
import type { z } from "zod";
import { canSeeEvent } from "@/lib/crew/graph";
import { notFound } from "@/lib/http/problem";
import { site } from "@/lib/platform/site";
import type { Fee, TicketTier } from "../schemas";
import { availabilityOf, eventEnded, type AvailabilityOut } from "../tickets/availability";
import { resolveFeeModel } from "../tickets/fees";
import { publicTiers, ticketTierOut } from "../tickets/tier-out";
import { crewOf, type Ctx } from "./context";
import { loadTiers, payeeFee } from "./tiers-query";
import { visibleEvent } from "./visible";

async function mustSee(ctx: Ctx<unknown>): Promise<number> {
  if (!(await canSeeEvent(ctx.db, crewOf(ctx), ctx.params.id))) throw notFound();
  return ctx.params.id;
}

export async function listTicketTiers(ctx: Ctx<unknown>): Promise<{ data: z.infer<typeof TicketTier>[] }> {
  const id = await mustSee(ctx);
  const [tiers, s] = await Promise.all([loadTiers(ctx.db, [id]), site(ctx.db)]);
  return { data: publicTiers(tiers.get(id) ?? []).map((t) => ticketTierOut(t, s, ctx.now, ctx.locale)) };
}

export async function getAvailability(ctx: Ctx<unknown>): Promise<AvailabilityOut> {
  const { event } = await visibleEvent(ctx.db, crewOf(ctx), ctx.params.id);
  const tiers = publicTiers((await loadTiers(ctx.db, [event.id])).get(event.id) ?? []);
  return availabilityOf(event.id, tiers, eventEnded(event.startsAt, event.endsAt, ctx.now), ctx.now);
}

export async function getFees(ctx: Ctx<unknown>): Promise<z.infer<typeof Fee>> {
  const id = await mustSee(ctx);
  const [fee, s] = await Promise.all([payeeFee(ctx.db, id), site(ctx.db)]);
  return { event_id: id, ...resolveFeeModel(fee, s.defaultFee) };
}
