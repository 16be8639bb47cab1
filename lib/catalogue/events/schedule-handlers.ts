/** Days and timetable of one event (spec 2.8). */
import { genreNames } from "../genres";
import { daysOf, type DaysOut } from "../timetable/days";
import { timetableOf, type TimetableOut } from "../timetable/timetable";
import { crewOf, type Ctx } from "./context";
import { loadSets } from "./lineup-query";
import { scheduleOf, visibleEvent } from "./visible";

async function eventWithSets(ctx: Ctx<unknown>) {
  const crewId = crewOf(ctx);
  const genres = await genreNames(ctx.db);
  const [{ event }, sets] = await Promise.all([visibleEvent(ctx.db, crewId, ctx.params.id), loadSets(ctx.db, crewId, [ctx.params.id], genres)]);
  return { ev: scheduleOf(event), sets: sets.get(event.id) ?? [] };
}

export async function getDays(ctx: Ctx<unknown>): Promise<DaysOut> {
  const { ev, sets } = await eventWithSets(ctx);
  return daysOf(sets, ev, ctx.locale);
}

export async function getTimetable(ctx: Ctx<unknown>): Promise<TimetableOut> {
  const { ev, sets } = await eventWithSets(ctx);
  return timetableOf(sets, ev);
}
