/** Days and timetable of one event. */
import { daysOf, type DaysOut } from "../timetable/days";
import { timetableOf, type TimetableOut } from "../timetable/timetable";
import type { Ctx } from "./context";
import { loadSets } from "./lineup-query";
import { scheduleOf, visibleEvent } from "./visible";

async function eventWithSets(ctx: Ctx) {
  const genres = await ctx.crew.genres();
  const [{ event }, sets] = await Promise.all([visibleEvent(ctx.crew, ctx.params.id), loadSets(ctx.crew, [ctx.params.id], genres)]);
  return { ev: scheduleOf(event), sets: sets.get(event.id) ?? [] };
}

export async function getDays(ctx: Ctx): Promise<DaysOut> {
  const { ev, sets } = await eventWithSets(ctx);
  return daysOf(sets, ev, ctx.locale);
}

export async function getTimetable(ctx: Ctx): Promise<TimetableOut> {
  const { ev, sets } = await eventWithSets(ctx);
  return timetableOf(sets, ev);
}
