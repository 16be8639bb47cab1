/** Slots (see the description of GET /v1/events/{id}/days): one per set; a back-to-back set is one slot with several artists. */
import type { z } from "zod";
import type { Slot } from "../schemas";
import { setTimes } from "./lineup";
import type { LineupSet, ScheduleEvent } from "./types";

export type SlotOut = z.infer<typeof Slot>;

export const B2B_JOINER = " B2B ";

/** The organiser's custom name when set, otherwise the artist names joined with " B2B ". */
export function slotName(set: LineupSet): string {
  const custom = set.name?.trim();
  if (custom) return custom;
  return set.artists.map((a) => a.name).join(B2B_JOINER);
}

export function slotOf(set: LineupSet, ev: ScheduleEvent): SlotOut {
  return {
    name: slotName(set),
    // The first (for a single set, the only) artist; null for a custom act.
    artist_id: set.artists[0]?.id ?? null,
    artists: set.artists.map((a) => ({ id: a.id, name: a.name, managed: a.managed })),
    stage: set.stage,
    ...setTimes(set, ev),
  };
}

/**
 * Stage order: the organiser's declared stages first in their order, undeclared stages after
 * them alphabetically, stage-less sets last.
 */
export function compareStages(a: string | null, b: string | null, declared: readonly string[]): number {
  if (a === b) return 0;
  if (a === null) return 1;
  if (b === null) return -1;
  const ia = declared.indexOf(a);
  const ib = declared.indexOf(b);
  if (ia >= 0 && ib >= 0) return ia - ib;
  if (ia >= 0) return -1;
  if (ib >= 0) return 1;
  return a.localeCompare(b, "en", { sensitivity: "base" }) || (a < b ? -1 : 1);
}

/** Running order of timed sets: start, then end, then the organiser's list order. */
export function compareRunning(a: LineupSet, b: LineupSet): number {
  const t = (a.start?.getTime() ?? 0) - (b.start?.getTime() ?? 0);
  if (t) return t;
  const e = (a.end?.getTime() ?? Infinity) - (b.end?.getTime() ?? Infinity);
  if (e && Number.isFinite(e)) return e;
  return a.position - b.position || a.id - b.id;
}
