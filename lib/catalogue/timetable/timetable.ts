/**
 * Timetable (see the description of GET /v1/events/{id}/timetable): stages in declared order,
 * undeclared ones alphabetically after them, stage-less sets last; each stage in running order.
 * Sets without a time are left out; with the timetable off, `published` is false and `stages` is
 * empty.
 */
import type { z } from "zod";
import type { Timetable } from "../schemas";
import { visibleSets } from "./lineup";
import { compareRunning, compareStages, slotOf } from "./slots";
import type { LineupSet, ScheduleEvent } from "./types";

export type TimetableOut = z.infer<typeof Timetable>;

export function timetableOf(sets: readonly LineupSet[], ev: ScheduleEvent): TimetableOut {
  const base = { event_id: ev.id, timezone: ev.timezone, published: ev.timetablePublished };
  if (!ev.timetablePublished) return { ...base, stages: [] };
  const timed = visibleSets(sets).filter((s) => s.start !== null);
  const byStage = new Map<string | null, LineupSet[]>();
  for (const s of timed) {
    const list = byStage.get(s.stage) ?? [];
    list.push(s);
    byStage.set(s.stage, list);
  }
  const stages = [...byStage.keys()].sort((a, b) => compareStages(a, b, ev.stages));
  return {
    ...base,
    stages: stages.map((stage) => ({ stage, slots: byStage.get(stage)!.sort(compareRunning).map((s) => slotOf(s, ev)) })),
  };
}

/**
 * Performer names for feeds and JSON-LD: the timetable's sets (so the timetable-off rule holds),
 * each artist once; a custom act by its typed name.
 */
export function performerNames(sets: readonly LineupSet[], ev: ScheduleEvent): string[] {
  const names: string[] = [];
  for (const stage of timetableOf(sets, ev).stages) {
    for (const slot of stage.slots) {
      const each = slot.artists.length ? slot.artists.map((a) => a.name) : [slot.name];
      for (const n of each) if (n && !names.includes(n)) names.push(n);
    }
  }
  return names;
}
