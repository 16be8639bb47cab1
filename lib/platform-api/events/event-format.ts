/**
 * An event sent to the platform API is checked exactly as the world loader checks one: the world
 * format's zod schema (lib/world/format/) as the request body, then `validateWorld` on a small
 * world holding the event and the pages and genres it names that exist. Its problems come back as
 * body field errors (`lineup.1.artists.0: artist 99 does not exist`).
 */
import type { z } from "zod";
import type { FieldError } from "@/lib/http/problem";
import { WorldFileSchema, type ResolvedEvent } from "@/lib/world/format";
import { validateWorld } from "@/lib/world/validate";

/** One event of the world format (docs/world-format.md, "Events"). */
export const EventInput = WorldFileSchema.shape.events.unwrap().element;
export type EventInputValue = z.output<typeof EventInput>;

/** The fields PATCH /platform/v1/events/{id} may change. */
export const EventPatch = EventInput.pick({
  title: true,
  description: true,
  starts_at: true,
  ends_at: true,
  image_url: true,
  venue: true,
  type: true,
  timezone: true,
  lineup: true,
}).partial();
export type EventPatchValue = z.output<typeof EventPatch>;

/** What exists of what the event names. */
export interface KnownPages {
  genres: { id: number; name: string }[];
  promoters: number[];
  venues: number[];
  artists: number[];
}

/** The page ids an event names (promoters, venue, line-up artists). */
export function referencedPages(e: Partial<Pick<EventInputValue, "promoters" | "venue" | "lineup">>): { promoters: number[]; venues: number[]; artists: number[] } {
  return {
    promoters: [...new Set(e.promoters ?? [])],
    venues: e.venue != null ? [e.venue] : [],
    artists: [...new Set((e.lineup ?? []).flatMap((s) => s.artists ?? []))],
  };
}

/** `events[0].lineup[1].artists[0]: artist 99 is not in this world` as a body field error. */
export function problemAsFieldError(line: string): FieldError {
  const at = line.indexOf(": ");
  const path = at < 0 ? "" : line.slice(0, at);
  const message = at < 0 ? line : line.slice(at + 2);
  const param = path
    .replace(/^events\[0\]\.?/, "")
    .replace(/\["([^"]*)"\]/g, ".$1")
    .replace(/\[(\d+)\]/g, ".$1")
    .replace(/^\./, "");
  return { param: param || "(root)", message: message.replace(/is not in this world's genres/, "is not a known genre").replace(/is not in this world/, "does not exist") };
}

/**
 * Validates and resolves one event (times read against `now`, defaults applied) with the world
 * validator. `event` must carry its id.
 */
export function resolveEvent(event: Record<string, unknown>, known: KnownPages, now: Date): { ok: true; event: ResolvedEvent } | { ok: false; errors: FieldError[] } {
  const stub = (kind: string) => (id: number) => ({ id, name: `${kind} ${id}` });
  const doc = {
    genres: known.genres,
    promoters: known.promoters.map(stub("promoter")),
    venues: known.venues.map(stub("venue")),
    artists: known.artists.map(stub("artist")),
    events: [event],
  };
  const result = validateWorld(doc, now);
  if (result.ok) return { ok: true, event: result.world.events[0]! };
  return { ok: false, errors: result.problems.map(problemAsFieldError) };
}
