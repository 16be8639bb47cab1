/**
 * Events' coupons and access codes as table rows (lib/db/tables/ticket-checkout.ts), keyed by SQL
 * column name. Codes are stored as written; the tables' unique indexes compare them lower-cased.
 */
import type { ResolvedWorld } from "../format";
import type { Row } from "./write";

export function* eventCouponRows(world: ResolvedWorld): Generator<Row> {
  for (const e of world.events) {
    for (const c of e.coupons) {
      yield {
        event_id: e.id,
        code: c.code,
        percentage: c.percentage,
        amount: c.amount,
        min_order_amount: c.min_order_amount,
        starts_at: c.starts_at,
        ends_at: c.ends_at,
        max_uses: c.max_uses,
        uses: c.uses,
      };
    }
  }
}

export function* eventAccessCodeRows(world: ResolvedWorld): Generator<Row> {
  for (const e of world.events) {
    for (const a of e.access_codes) yield { event_id: e.id, code: a.code, tier_ids: a.tiers };
  }
}
