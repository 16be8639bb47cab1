/**
 * Days (see the description of GET /v1/events/{id}/days): the organiser's festival days, or the
 * whole event as one day when none are declared (named by its weekday in the request's language;
 * 24 hours long when the event has no end). A set belongs to the day its start falls in
 * (start <= t < end); sets with no time or outside every day go to `unscheduled`. With the
 * timetable off no set has a visible time, so every day has empty `slots` and every confirmed set
 * is listed in `unscheduled` with null times.
 */
import type { z } from "zod";
import type { Locale } from "@/lib/http/locale";
import type { Days } from "../schemas";
import { visibleSets } from "./lineup";
import { localDate, localTime, weekdayName } from "./local-time";
import { compareRunning, compareStages, slotOf } from "./slots";
import type { LineupSet, ScheduleEvent } from "./types";

export type DaysOut = z.infer<typeof Days>;

interface DayWindow {
  name: string;
  start: Date;
  end: Date;
}

const DAY_MS = 24 * 3600 * 1000;

/** Declared days, or one day from the event's start to its end (24 hours when it has no end). */
export function dayWindows(ev: ScheduleEvent, locale: Locale): DayWindow[] {
  if (ev.days.length) {
    return ev.days.map((d) => ({ name: d.name, start: new Date(d.starts_at), end: new Date(d.ends_at) })).sort((a, b) => a.start.getTime() - b.start.getTime());
  }
  if (!ev.startsAt) return [];
  const end = ev.endsAt && ev.endsAt > ev.startsAt ? ev.endsAt : new Date(ev.startsAt.getTime() + DAY_MS);
  return [{ name: weekdayName(ev.startsAt, ev.timezone, locale), start: ev.startsAt, end }];
}

export function daysOf(sets: readonly LineupSet[], ev: ScheduleEvent, locale: Locale): DaysOut {
  const windows = dayWindows(ev, locale);
  const visible = visibleSets(sets);
  const perDay: LineupSet[][] = windows.map(() => []);
  const unscheduled: LineupSet[] = [];
  for (const set of visible) {
    const i = ev.timetablePublished && set.start ? windows.findIndex((w) => set.start! >= w.start && set.start! < w.end) : -1;
    if (i >= 0) perDay[i]!.push(set);
    else unscheduled.push(set);
  }
  const running = (a: LineupSet, b: LineupSet) =>
    (a.start?.getTime() ?? 0) - (b.start?.getTime() ?? 0) || compareStages(a.stage, b.stage, ev.stages) || compareRunning(a, b);
  return {
    event_id: ev.id,
    timezone: ev.timezone,
    timetable_published: ev.timetablePublished,
    data: windows.map((w, i) => ({
      name: w.name,
      date: localDate(w.start, ev.timezone),
      starts_at: localTime(w.start, ev.timezone),
      ends_at: localTime(w.end, ev.timezone),
      slots: perDay[i]!.sort(running).map((s) => slotOf(s, ev)),
    })),
    // The organiser's list order: these have no place in the running order.
    unscheduled: unscheduled.map((s) => slotOf(s, ev)),
  };
}
