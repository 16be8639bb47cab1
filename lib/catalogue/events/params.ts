/**
 * Query parameters of the event routes. Each turns into the typed filter the
 * list query takes (`EventFilters`), so the three page-scoped lists and `GET /v1/events` share one
 * parser and one query.
 */
import { z } from "zod";
import { inStoredRange, q } from "@/lib/http/query";

export const STATUSES = ["upcoming", "past", "all"] as const;
export type EventStatus = (typeof STATUSES)[number];
export const EXPANDS = ["venue", "lineup", "ticket_tiers"] as const;
export type Expand = (typeof EXPANDS)[number];

export const pathId = z.object({ id: q.positiveId() });

export const status = () =>
  z
    .enum(STATUSES, { message: "Must be upcoming, past or all." })
    .default("upcoming")
    .describe("upcoming (default): events that have not ended yet, running ones included, soonest first. past: events that have ended, latest first. all: both, latest first (undated events first).");

/** A bound of `from`/`to`: a date-only value covers that whole day (UTC). */
export interface Bound {
  at: Date;
  dateOnly: boolean;
}

const bound = (which: "from" | "to") =>
  z
    .string()
    // The longest valid value (nanoseconds and an offset) has 35 characters.
    .max(64, "Must be an ISO 8601 date (2026-12-05) or date-time with offset (2026-12-05T22:00:00Z).")
    .transform((v, ctx): Bound => {
      const dateOnly = /^\d{4}-\d{2}-\d{2}$/.test(v);
      const ok = dateOnly || /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2})$/.test(v);
      const at = ok ? new Date(dateOnly ? `${v}T00:00:00Z` : v) : null;
      if (!at || !inStoredRange(at)) {
        ctx.addIssue({ code: "custom", message: "Must be an ISO 8601 date (2026-12-05) or date-time with offset (2026-12-05T22:00:00Z)." });
        return z.NEVER;
      }
      return { at, dateOnly };
    })
    .describe(
      which === "from"
        ? "Events starting at or after this ISO 8601 date (from 00:00 UTC that day) or date-time with offset. Combines with `status`: use status=all for a range in the past."
        : "Events starting at or before this ISO 8601 date (through the end of that day, UTC) or date-time with offset. Combines with `status`.",
    );

export const fromTo = { from: bound("from").optional(), to: bound("to").optional() };

/** `lat,lng` in decimal degrees. */
const near = () =>
  z
    .string()
    .max(100, "Must be `lat,lng` in decimal degrees, at most 100 characters.")
    .transform((v, ctx) => {
      const m = /^\s*(-?\d{1,3}(?:\.\d+)?)\s*,\s*(-?\d{1,3}(?:\.\d+)?)\s*$/.exec(v);
      const lat = m ? Number(m[1]) : NaN;
      const lng = m ? Number(m[2]) : NaN;
      if (!m || Math.abs(lat) > 90 || Math.abs(lng) > 180) {
        ctx.addIssue({ code: "custom", message: "Must be `lat,lng` in decimal degrees (latitude -90 to 90, longitude -180 to 180), e.g. 52.52,13.405." });
        return z.NEVER;
      }
      return { lat, lng };
    })
    .describe("`lat,lng` in decimal degrees: events at venues within `radius_km` of that point (great-circle distance).");

export const expandList = (allowed: readonly Expand[]) =>
  z
    .string()
    .max(200, `Must be a comma list of ${allowed.join(", ")}.`)
    .transform((v, ctx) => {
      const parts = [...new Set(v.split(",").map((p) => p.trim()).filter(Boolean))];
      const bad = parts.filter((p) => !(allowed as readonly string[]).includes(p));
      if (parts.length === 0 || bad.length) {
        ctx.addIssue({ code: "custom", message: `Must be a comma list of ${allowed.join(", ")}${bad.length ? ` (unknown: ${bad.map((b) => b.slice(0, 30)).join(", ")})` : ""}.` });
        return z.NEVER;
      }
      return parts as Expand[];
    });

/** Filters of `GET /v1/events` (and its search). */
export const eventFilterShape = {
  status: status(),
  ...fromTo,
  promoter_id: q.positiveId().optional().describe("Only events of this promoter; it must be one the crew manages (else 404)."),
  artist_id: q.positiveId().optional().describe("Only events where this artist has a confirmed set; it must be a roster artist (else 404)."),
  venue_id: q.positiveId().optional().describe("Only events at this venue."),
  genre: q.idList(10).optional().describe("Comma list of at most 10 genre ids (GET /v1/genres): events tagged with any of them."),
  city: q.text(1, 100).optional().describe("The venue's city, whole name (case-insensitive), e.g. Berlin."),
  country: z
    .string()
    .length(2, "Must be an ISO 3166-1 alpha-2 country code, e.g. DE.")
    .regex(/^[A-Za-z]{2}$/, "Must be an ISO 3166-1 alpha-2 country code, e.g. DE.")
    .transform((v) => v.toUpperCase())
    .optional()
    .describe("The venue's country, ISO 3166-1 alpha-2 (DE)."),
  near: near().optional(),
  radius_km: q.number(1, 500).optional().describe("Radius around `near` in km, 1 to 500 (default 25). Requires `near`."),
  updated_since: q.instant().optional().describe("Only events changed at or after this instant (ISO 8601), for incremental sync."),
  has_tickets: q.bool().optional().describe("true: events with a public ticket tier on sale right now (inside its sale window, not sold out, not stopped); false: events without one."),
  ids: q.idList(50).optional().describe("Only these event ids (at most 50). Costs 1 work per started block of 10 ids instead of the page cost."),
};

type FilterInput = {
  [K in keyof typeof eventFilterShape]: z.output<(typeof eventFilterShape)[K]>;
};

/** Cross-field rules: `radius_km` needs `near`; `to` may not be before `from`. */
export function checkFilters(v: Partial<FilterInput>, ctx: z.RefinementCtx): void {
  if (v.radius_km !== undefined && !v.near) ctx.addIssue({ code: "custom", path: ["radius_km"], message: "Requires `near`." });
  if (v.from && v.to && v.from.at.getTime() > v.to.at.getTime()) ctx.addIssue({ code: "custom", path: ["to"], message: "Must not be before `from`." });
}

export const eventFilters = z.object(eventFilterShape).superRefine(checkFilters);

export const searchQuery = z
  .object({
    q: z
      .string({ error: "Required: text to search for, 2 to 100 characters." })
      .trim()
      .min(2, "Must be 2 to 100 characters.")
      .max(100, "Must be 2 to 100 characters.")
      .describe("Required. 2 to 100 characters, matched case-insensitively against the title, the description and the confirmed line-up's names; every word must match."),
    ...eventFilterShape,
  })
  .superRefine(checkFilters);

export type EventFilterQuery = z.output<typeof eventFilters>;
