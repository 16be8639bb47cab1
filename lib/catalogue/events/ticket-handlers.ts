/** Ticket tiers, availability and fees of one event. */
import type { z } from "zod";
import { notFound } from "@/lib/http/problem";
import type { Fee, TicketTier } from "../schemas";
import { availabilityOf, eventEnded, type AvailabilityOut } from "../tickets/availability";
import { resolveFeeModel } from "../tickets/fees";
import { publicTiers, ticketTierOut } from "../tickets/tier-out";
import type { Ctx } from "./context";
import { loadTiers, payeeFee } from "./tiers-query";
import { visibleEvent } from "./visible";

async function mustSee(ctx: Ctx): Promise<number> {
  if (!(await ctx.crew.seesEvent(ctx.params.id))) throw notFound();
  return ctx.params.id;
}

export async function listTicketTiers(ctx: Ctx): Promise<{ data: z.infer<typeof TicketTier>[] }> {
  const id = await mustSee(ctx);
  const [tiers, s] = await Promise.all([loadTiers(ctx.crew, [id]), ctx.crew.site()]);
  return { data: publicTiers(tiers.get(id) ?? []).map((t) => ticketTierOut(t, s, ctx.now, ctx.locale)) };
}

export async function getAvailability(ctx: Ctx): Promise<AvailabilityOut> {
  const { event } = await visibleEvent(ctx.crew, ctx.params.id);
  const tiers = publicTiers((await loadTiers(ctx.crew, [event.id])).get(event.id) ?? []);
  return availabilityOf(event.id, tiers, eventEnded(event.startsAt, event.endsAt, ctx.now), ctx.now);
}

export async function getFees(ctx: Ctx): Promise<z.infer<typeof Fee>> {
  const id = await mustSee(ctx);
  const [fee, s] = await Promise.all([payeeFee(ctx.crew, id), ctx.crew.site()]);
  return { event_id: id, ...resolveFeeModel(fee, s.defaultFee) };
}
