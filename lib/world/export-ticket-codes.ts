/**
 * Events' coupons and access codes of the database as the world file's `events[].coupons` and
 * `events[].access_codes`, for exportWorld. Every field is written (defaults, uses, absolute UTC
 * instants) so loading the export gives the same rows. Order: by code (compared case-insensitively,
 * as codes are unique that way in their event); an access code's tiers as stored.
 */
import { asc, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import * as t from "../db/schema";
import { isoUtc } from "./times";

type Json = Record<string, unknown>;

const iso = (d: Date | null): string | null => (d ? isoUtc(d) : null);

export interface TicketCodesOfEvent {
  coupons: Json[];
  access_codes: Json[];
}

/** Per event id; an event without codes is absent (see `codesOf`). */
export async function exportTicketCodes(db: Pick<Db, "select">): Promise<(eventId: number) => TicketCodesOfEvent> {
  const coupons = await db.select().from(t.eventCoupons).orderBy(asc(t.eventCoupons.eventId), asc(sql`lower(${t.eventCoupons.code})`));
  const accessCodes = await db.select().from(t.eventAccessCodes).orderBy(asc(t.eventAccessCodes.eventId), asc(sql`lower(${t.eventAccessCodes.code})`));
  const byEvent = new Map<number, TicketCodesOfEvent>();
  const entry = (eventId: number) => {
    let e = byEvent.get(eventId);
    if (!e) byEvent.set(eventId, (e = { coupons: [], access_codes: [] }));
    return e;
  };
  for (const c of coupons) {
    entry(c.eventId).coupons.push({
      code: c.code,
      percentage: c.percentage,
      amount: c.amount,
      min_order_amount: c.minOrderAmount,
      starts_at: iso(c.startsAt),
      ends_at: iso(c.endsAt),
      max_uses: c.maxUses,
      uses: c.uses,
    });
  }
  for (const a of accessCodes) entry(a.eventId).access_codes.push({ code: a.code, tiers: a.tierIds });
  return (eventId) => byEvent.get(eventId) ?? { coupons: [], access_codes: [] };
}
