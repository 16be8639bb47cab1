/**
 * The inputs of the line-up, days and timetable builders: plain values, so the rules the
 * descriptions of GET /v1/events/{id}, /days and /timetable state are pure functions tested by
 * table (tests/unit/catalogue/events/timetable.test.ts).
 */
import type { z } from "zod";
import type { Artist } from "../schemas";

/** The artist fields (`Artist` in ../schemas.ts) at the tier the caller decided (full for the roster). */
export type ArtistFields = z.infer<typeof Artist>;

export interface SetArtist {
  id: number;
  name: string;
  managed: boolean;
  fields: ArtistFields;
}

export interface LineupSet {
  id: number;
  /** The organiser's running order in the line-up list. */
  position: number;
  /** Custom name (a B2B's name, or a custom act's typed name). */
  name: string | null;
  stage: string | null;
  start: Date | null;
  end: Date | null;
  /** Unconfirmed sets never show; the builders drop them whatever the caller passes. */
  confirmed: boolean;
  /** Empty for a custom act that links to no page; several for a back-to-back set. */
  artists: SetArtist[];
}

/** What the builders need of the event. */
export interface ScheduleEvent {
  id: number;
  timezone: string;
  timetablePublished: boolean;
  /** Declared stage order. */
  stages: string[];
  startsAt: Date | null;
  endsAt: Date | null;
  /** Declared festival days as instants; empty: the whole event is one day. */
  days: { name: string; starts_at: string; ends_at: string }[];
}
