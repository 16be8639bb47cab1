/**
 * How generated values are written. Times are relative to the moment of loading (docs/world-format.md,
 * "Times"), so a generated world stays true whenever it is loaded.
 */

/** `now+12d`, `now-3d`, `now` */
export const rel = (days: number, unit = "d") => (days === 0 ? "now" : days > 0 ? `now+${days}${unit}` : `now-${-days}${unit}`);

/** `now+12d@21:30`: that day, at a wall-clock time. */
export const at = (days: number, hh: number, mm: number) => `${rel(days)}@${String(hh).padStart(2, "0")}:${String(mm).padStart(2, "0")}`;

/** `+2h30m` offset from the event's start. */
export const offset = (minutes: number) => {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return `+${h}h${m ? `${m}m` : ""}`;
};

export const slugify = (s: string) =>
  s
    .normalize("NFKD")
    .replace(/[^\w\s-]/g, "")
    .trim()
    .toLowerCase()
    .replace(/[\s_]+/g, "-")
    .replace(/-+/g, "-");

/** A generated world-file object (a crew, a page, an event…) as JSON. */
export type Json = Record<string, unknown>;
