/** Line-up entries (see the description of GET /v1/events/{id}): one entry per artist of each confirmed set, in running order. */
import type { z } from "zod";
import type { LineupEntry } from "../schemas";
import { localTime } from "./local-time";
import type { LineupSet, ScheduleEvent } from "./types";

export type LineupEntryOut = z.infer<typeof LineupEntry>;

/** Confirmed sets in the organiser's order; the one gate every builder passes through. */
export function visibleSets(sets: readonly LineupSet[]): LineupSet[] {
  return sets.filter((s) => s.confirmed).sort((a, b) => a.position - b.position || a.id - b.id);
}

/** A set's times as shown: null without a recorded time, and always null while the timetable is off. */
export function setTimes(set: LineupSet, ev: ScheduleEvent): { start_time: string | null; end_time: string | null } {
  if (!ev.timetablePublished) return { start_time: null, end_time: null };
  return {
    start_time: set.start ? localTime(set.start, ev.timezone) : null,
    end_time: set.end ? localTime(set.end, ev.timezone) : null,
  };
}

export function lineupEntries(sets: readonly LineupSet[], ev: ScheduleEvent): LineupEntryOut[] {
  const out: LineupEntryOut[] = [];
  for (const set of visibleSets(sets)) {
    const times = setTimes(set, ev);
    if (set.artists.length === 0) {
      // A custom act: its typed name, nothing to link.
      out.push({
        id: null,
        name: set.name ?? "",
        image_url: null,
        description: null,
        genres: [],
        links: null,
        is_verified: false,
        managed: false,
        artist_id: null,
        stage: set.stage,
        ...times,
      });
      continue;
    }
    for (const a of set.artists) out.push({ ...a.fields, artist_id: a.id, stage: set.stage, ...times });
  }
  return out;
}
