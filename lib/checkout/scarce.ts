/**
 * The scarce things a checkout holds and a sale takes: a variant's stock, a tier's tickets, and the
 * uses of a merch or event coupon. Every path that sells (opening a checkout, completing one, a
 * platform-API order) counts what is left here, under `FOR UPDATE` row locks taken in one fixed
 * order (variants, tiers, then coupons; ids ascending within each), in the transaction that then
 * consumes it: so two buyers can never both take the last unit, ticket or use, and two sales never
 * deadlock.
 */
import { and, asc, eq, gt, inArray, ne, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import type { Db } from "@/lib/db/client";
import { checkoutHolds, eventCoupons, shopCoupons, shopVariants, ticketTiers } from "@/lib/db/schema";
import type { HoldItem } from "@/lib/db/tables/checkout";
import type { SellerType } from "@/lib/db/tables/shop";

/** A database transaction (what `db.transaction` hands its callback). */
export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/** One thing held or taken: `quantity` units of an item. */
export interface Claim {
  item: HoldItem;
  id: string;
  quantity: number;
}

/** What is left of one item under its lock: `remaining` before holds (null: unlimited), `held` by other live sessions. */
export interface Left {
  remaining: number | null;
  held: number;
}

/** Free to take now: remaining less what open checkouts hold (Infinity when unlimited). */
export const free = (left: Left): number => (left.remaining === null ? Infinity : Math.max(0, left.remaining - left.held));

/** The key of a merch coupon: its shop and its code without case. */
export const shopCouponKey = (seller: { type: SellerType; id: number }, code: string): string => `${seller.type}:${seller.id}:${code.toLowerCase()}`;

/** The key of an event coupon: its event and its code without case. */
export const eventCouponKey = (eventId: number, code: string): string => `${eventId}:${code.toLowerCase()}`;

/** Text ids locked in byte order, the order JavaScript's sort gives ASCII ids, whatever the database's collation. */
export const byteOrder = (column: AnyPgColumn) => sql`${column} collate "C"`;

const ORDER: Record<HoldItem, number> = { variant: 0, tier: 1, shop_coupon: 2, event_coupon: 3 };

function splitShopCoupon(key: string): { type: SellerType; id: number; code: string } {
  const [type, id, ...code] = key.split(":");
  return { type: type as SellerType, id: Number(id), code: code.join(":") };
}

function splitEventCoupon(key: string): { eventId: number; code: string } {
  const [id, ...code] = key.split(":");
  return { eventId: Number(id), code: code.join(":") };
}

/** Locks one item's rows (ids ascending) and reads what remains of each before holds; an id without a row is absent. */
async function lockItem(tx: Tx, item: HoldItem, ids: string[]): Promise<Map<string, number | null>> {
  const sorted = [...new Set(ids)].sort();
  const out = new Map<string, number | null>();
  if (sorted.length === 0) return out;
  switch (item) {
    case "variant": {
      const rows = await tx.select({ id: shopVariants.id, stock: shopVariants.stock }).from(shopVariants).where(inArray(shopVariants.id, sorted)).orderBy(asc(shopVariants.id)).for("update");
      for (const r of rows) out.set(r.id, r.stock);
      return out;
    }
    case "tier": {
      const rows = await tx.select({ id: ticketTiers.id, stock: ticketTiers.stock, sold: ticketTiers.sold }).from(ticketTiers).where(inArray(ticketTiers.id, sorted)).orderBy(byteOrder(ticketTiers.id)).for("update");
      for (const r of rows) out.set(r.id, r.stock - r.sold);
      return out;
    }
    case "shop_coupon":
      // A handful of codes at most (one per cart): one locked read each, in key order.
      for (const key of sorted) {
        const c = splitShopCoupon(key);
        const [row] = await tx
          .select({ maxUses: shopCoupons.maxUses, uses: shopCoupons.uses })
          .from(shopCoupons)
          .where(and(eq(shopCoupons.sellerType, c.type), eq(shopCoupons.sellerId, c.id), sql`lower(${shopCoupons.code}) = ${c.code}`))
          .for("update");
        if (row) out.set(key, row.maxUses === null ? null : row.maxUses - row.uses);
      }
      return out;
    case "event_coupon":
      for (const key of sorted) {
        const c = splitEventCoupon(key);
        const [row] = await tx
          .select({ maxUses: eventCoupons.maxUses, uses: eventCoupons.uses })
          .from(eventCoupons)
          .where(and(eq(eventCoupons.eventId, c.eventId), sql`lower(${eventCoupons.code}) = ${c.code}`))
          .for("update");
        if (row) out.set(key, row.maxUses === null ? null : row.maxUses - row.uses);
      }
      return out;
  }
}

/** Units of each item held by live sessions (holds still ahead of `now`), other than `exceptSession`'s. */
async function heldNow(tx: Pick<Db, "select">, item: HoldItem, ids: string[], now: Date, exceptSession?: string): Promise<Map<string, number>> {
  if (ids.length === 0) return new Map();
  const rows = await tx
    .select({ id: checkoutHolds.itemId, held: sql<number>`sum(${checkoutHolds.quantity})::int` })
    .from(checkoutHolds)
    .where(and(eq(checkoutHolds.item, item), inArray(checkoutHolds.itemId, ids), gt(checkoutHolds.expiresAt, now), exceptSession ? ne(checkoutHolds.sessionId, exceptSession) : undefined))
    .groupBy(checkoutHolds.itemId);
  return new Map(rows.map((r) => [r.id, Number(r.held)]));
}

/**
 * Locks every item the claims name, in the fixed order, and answers what is left of each (keyed
 * `item:id`; absent when the row does not exist). The holds are counted after the locks, through
 * the same transaction, so a hold or sale committed by a racing transaction is seen.
 */
export async function lockAndCount(tx: Tx, claims: Pick<Claim, "item" | "id">[], now: Date, exceptSession?: string): Promise<Map<string, Left>> {
  const byItem = new Map<HoldItem, string[]>();
  for (const c of claims) byItem.set(c.item, [...(byItem.get(c.item) ?? []), c.id]);
  const out = new Map<string, Left>();
  for (const item of [...byItem.keys()].sort((a, b) => ORDER[a] - ORDER[b])) {
    const ids = byItem.get(item)!;
    const remaining = await lockItem(tx, item, ids);
    const held = await heldNow(tx, item, [...remaining.keys()], now, exceptSession);
    for (const [id, r] of remaining) out.set(`${item}:${id}`, { remaining: r, held: held.get(id) ?? 0 });
  }
  return out;
}

export const leftOf = (counts: Map<string, Left>, claim: Pick<Claim, "item" | "id">): Left | undefined => counts.get(`${claim.item}:${claim.id}`);

/** The first claim that does not fit in what is left (a missing row never fits), or null when all fit. */
export function firstShortfall(counts: Map<string, Left>, claims: Claim[]): Claim | null {
  for (const c of claims) {
    const left = leftOf(counts, c);
    // A coupon gone from the world has no uses left to count: nothing to refuse for.
    if (!left && (c.item === "shop_coupon" || c.item === "event_coupon")) continue;
    if (!left || c.quantity > free(left)) return c;
  }
  return null;
}

/** Takes the claims for good (stock down, tickets sold, coupon used); call under the locks of `lockAndCount` after checking they fit. */
export async function take(tx: Tx, claims: Claim[]): Promise<void> {
  for (const c of claims) {
    switch (c.item) {
      case "variant":
        await tx.update(shopVariants).set({ stock: sql`${shopVariants.stock} - ${c.quantity}` }).where(and(eq(shopVariants.id, c.id), sql`${shopVariants.stock} IS NOT NULL`));
        break;
      case "tier":
        await tx.update(ticketTiers).set({ sold: sql`${ticketTiers.sold} + ${c.quantity}` }).where(eq(ticketTiers.id, c.id));
        break;
      case "shop_coupon": {
        const k = splitShopCoupon(c.id);
        await tx.update(shopCoupons).set({ uses: sql`${shopCoupons.uses} + ${c.quantity}` }).where(and(eq(shopCoupons.sellerType, k.type), eq(shopCoupons.sellerId, k.id), sql`lower(${shopCoupons.code}) = ${k.code}`));
        break;
      }
      case "event_coupon": {
        const k = splitEventCoupon(c.id);
        await tx.update(eventCoupons).set({ uses: sql`${eventCoupons.uses} + ${c.quantity}` }).where(and(eq(eventCoupons.eventId, k.eventId), sql`lower(${eventCoupons.code}) = ${k.code}`));
        break;
      }
    }
  }
}

/** Units of each variant held right now (for quotes and catalogue reads, which take no lock). */
export async function heldVariants(db: Pick<Db, "select">, variantIds: string[], now: Date): Promise<Map<string, number>> {
  return heldNow(db, "variant", variantIds, now);
}

/** Tickets of each tier held right now (for reads that take no lock). */
export async function heldTiers(db: Pick<Db, "select">, tierIds: string[], now: Date): Promise<Map<string, number>> {
  return heldNow(db, "tier", tierIds, now);
}
