/**
 * The facts one cart is priced on (lib/shop/rules/types.ts CartFacts), read through the crew:
 * only variants of pages the crew manages are found (any other id reads as absent, so as
 * unavailable), units held by open checkouts are counted, and a coupon code is looked up in the
 * cart's own shop; `couponElsewhere` only ever looks at shops of pages this crew manages, so no
 * other crew's codes can be probed.
 */
import { and, asc, eq, exists, inArray, or, sql } from "drizzle-orm";
import { scopeDb, type CrewScope } from "@/lib/crew/scope";
import type { Db } from "@/lib/db/client";
import { eventPromoters, eventShops, events, pageManagers, shopCoupons, shopProducts, shops, shopShippingOptions, shopVariants } from "@/lib/db/schema";
import { heldVariants } from "@/lib/checkout/scarce";
import { sellerKey, type CartFacts, type CartInput, type CouponFacts, type EventShopFacts, type SellerRef, type ShopFacts } from "./rules/types";
import { productFacts, variantFacts } from "./serialize";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The seller page is one the crew manages. */
const managedByCrew = (db: Db, crew: CrewScope) =>
  exists(
    db
      .select({ one: sql`1` })
      .from(pageManagers)
      .where(and(eq(pageManagers.crewId, crew.id), eq(pageManagers.pageType, shopProducts.sellerType), eq(pageManagers.pageId, shopProducts.sellerId))),
  );

async function shopFacts(db: Db, sellers: SellerRef[]): Promise<Map<string, ShopFacts>> {
  const out = new Map<string, ShopFacts>();
  if (sellers.length === 0) return out;
  const bySeller = (t: typeof shops | typeof shopShippingOptions) => or(...sellers.map((s) => and(eq(t.sellerType, s.type), eq(t.sellerId, s.id))));
  const [rows, options] = await Promise.all([
    db.select().from(shops).where(bySeller(shops)),
    db.select().from(shopShippingOptions).where(bySeller(shopShippingOptions)).orderBy(asc(shopShippingOptions.position)),
  ]);
  for (const s of rows) {
    const seller: SellerRef = { type: s.sellerType, id: s.sellerId };
    const mine = options.filter((o) => o.sellerType === s.sellerType && o.sellerId === s.sellerId);
    out.set(sellerKey(seller), {
      seller,
      open: s.open,
      readyToSell: s.readyToSell,
      currency: s.currency,
      delivery: mine
        .filter((o) => o.kind === "delivery")
        .map((o) => ({ key: o.key, name: o.name, carrier: o.carrier ?? "", countries: o.countries, amountCents: o.amountCents, minDays: o.minDays, maxDays: o.maxDays })),
      pickupLocations: mine
        .filter((o) => o.kind === "pickup_location")
        .map((o) => ({ key: o.key, name: o.name, address: o.address ?? "", instructions: o.instructions, amountCents: o.amountCents, minDays: o.minDays, maxDays: o.maxDays })),
    });
  }
  return out;
}

/** The event's shop, sold through its payee (first promoter); the caller has checked the event is in the crew graph. */
async function eventShopFacts(db: Db, eventId: number): Promise<EventShopFacts | null> {
  const [row] = await db
    .select({ shop: eventShops, startsAt: events.startsAt })
    .from(eventShops)
    .innerJoin(events, eq(events.id, eventShops.eventId))
    .where(eq(eventShops.eventId, eventId))
    .limit(1);
  if (!row) return null;
  const [payee] = await db.select({ id: eventPromoters.promoterId }).from(eventPromoters).where(eq(eventPromoters.eventId, eventId)).orderBy(asc(eventPromoters.position)).limit(1);
  if (!payee) return null;
  const es = row.shop;
  return {
    eventId,
    startsAt: row.startsAt,
    open: es.open,
    productIds: es.productIds,
    seller: { type: "promoter", id: payee.id },
    pickup: es.pickupOpen === null || es.pickupCutoffAt === null ? null : { open: es.pickupOpen, cutoffAt: es.pickupCutoffAt, instructions: es.pickupInstructions },
  };
}

const couponFacts = (c: typeof shopCoupons.$inferSelect): CouponFacts => ({
  code: c.code,
  percent: c.percent,
  amountCents: c.amountCents,
  minSubtotalCents: c.minSubtotalCents,
  startsAt: c.startsAt,
  endsAt: c.endsAt,
  maxUses: c.maxUses,
  uses: c.uses,
});

/** The coupon of the cart's shop with this code, and whether another shop of the crew's pages has it. */
async function couponLookup(db: Db, crew: CrewScope, code: string, shop: SellerRef | null): Promise<{ coupon: CouponFacts | null; elsewhere: boolean }> {
  const found = await db
    .select()
    .from(shopCoupons)
    .where(
      and(
        eq(sql`lower(${shopCoupons.code})`, code.toLowerCase()),
        exists(
          db
            .select({ one: sql`1` })
            .from(pageManagers)
            .where(and(eq(pageManagers.crewId, crew.id), eq(pageManagers.pageType, shopCoupons.sellerType), eq(pageManagers.pageId, shopCoupons.sellerId))),
        ),
      ),
    );
  const own = shop ? found.find((c) => c.sellerType === shop.type && c.sellerId === shop.id) : undefined;
  return { coupon: own ? couponFacts(own) : null, elsewhere: found.some((c) => c !== own) };
}

/** Everything `quoteCart` needs for this cart; the caller has checked that `event_id` is in the crew graph. */
export async function cartFacts(crew: CrewScope, input: CartInput, now: Date): Promise<CartFacts> {
  const db = scopeDb(crew);
  // Ids that are not uuids cannot name a variant (and would not compare with a uuid column).
  const ids = [...new Set(input.lines.map((l) => l.variant_id).filter((id) => UUID.test(id)))].map((id) => id.toLowerCase());
  const [rows, held, eventShop] = await Promise.all([
    ids.length === 0
      ? Promise.resolve([])
      : db
          .select({ variant: shopVariants, product: shopProducts })
          .from(shopVariants)
          .innerJoin(shopProducts, eq(shopProducts.id, shopVariants.productId))
          .where(and(inArray(shopVariants.id, ids), managedByCrew(db, crew))),
    heldVariants(db, ids, now),
    input.event_id === undefined ? Promise.resolve(null) : eventShopFacts(db, input.event_id),
  ]);
  const variants: CartFacts["variants"] = new Map();
  for (const r of rows) variants.set(r.variant.id, { variant: variantFacts(r.variant, held), product: productFacts(r.product) });
  // The lines name variants as the caller spelled them: index by that spelling too.
  for (const l of input.lines) {
    const hit = variants.get(l.variant_id.toLowerCase());
    if (hit && !variants.has(l.variant_id)) variants.set(l.variant_id, hit);
  }
  const sellers = new Map<string, SellerRef>();
  for (const { product } of variants.values()) sellers.set(sellerKey(product.seller), product.seller);
  const firstLine = input.lines.map((l) => variants.get(l.variant_id)).find((v) => v !== undefined);
  const cartShop = firstLine?.product.seller ?? null;
  const [shopsBySeller, coupon] = await Promise.all([
    shopFacts(db, [...sellers.values()]),
    input.coupon_code === undefined ? Promise.resolve({ coupon: null, elsewhere: false }) : couponLookup(db, crew, input.coupon_code, cartShop),
  ]);
  return { now, variants, shops: shopsBySeller, eventShop, coupon: coupon.coupon, couponElsewhere: coupon.elsewhere };
}
