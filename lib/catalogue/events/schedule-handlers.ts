/** Days and timetable of one event (spec 2.8). */
import { genreNames } from "../genres";
import { daysOf, type DaysOut } from "../timetable/days";
import { timetableOf, type TimetableOut } from "../timetable/timetable";
import { crewOf, type Ctx } from "./context";
import { loadSets } from "./lineup-query";
import { scheduleOf, visibleEvent } from "./visible";

async function eventWithSets(ctx: Ctx<unknown>) {
  const crewId = crewOf(ctx);
  const { event } = await visibleEvent(ctx.db, crewId, ctx.params.id);
  const sets = (await loadSets(ctx.db, crewId, [event.id], await genreNames(ctx.db))).get(event.id) ?? [];
  return { ev: scheduleOf(event), sets };
}

export async function getDays(ctx: Ctx<unknown>): Promise<DaysOut> {
  const { ev, sets } = await eventWithSets(ctx);
  return daysOf(sets, ev, ctx.locale);
}

export async function getTimetable(ctx: Ctx<unknown>): Promise<TimetableOut> {
  const { ev, sets } = await eventWithSets(ctx);
  return timetableOf(sets, ev);
}
