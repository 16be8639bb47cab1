/**
 * Shops and event shops of the database as world-file sections, for exportWorld. Every field is
 * written (ids, defaults, absolute UTC instants, days as YYYY-MM-DD), so loading the export gives
 * the same rows. Order: shops by seller type then id; shipping options, products and variants in
 * their stored position; coupons by code; event shops by event.
 */
import { asc } from "drizzle-orm";
import type { Db } from "../db/client";
import * as t from "../db/schema";
import { isoUtc } from "./times";

type Json = Record<string, unknown>;

const iso = (d: Date | null): string | null => (d ? isoUtc(d) : null);
const sellerKey = (r: { sellerType: string; sellerId: number }) => `${r.sellerType}:${r.sellerId}`;

function groupBy<T>(items: T[], key: (item: T) => string): Map<string, T[]> {
  const out = new Map<string, T[]>();
  for (const item of items) {
    const k = key(item);
    const list = out.get(k);
    if (list) list.push(item);
    else out.set(k, [item]);
  }
  return out;
}

export async function exportShops(db: Pick<Db, "select">): Promise<{ shops: Json[]; event_shops: Json[] }> {
  const shops = await db.select().from(t.shops).orderBy(asc(t.shops.sellerType), asc(t.shops.sellerId));
  const options = await db.select().from(t.shopShippingOptions).orderBy(asc(t.shopShippingOptions.position), asc(t.shopShippingOptions.key));
  const coupons = await db.select().from(t.shopCoupons).orderBy(asc(t.shopCoupons.code));
  const products = await db.select().from(t.shopProducts).orderBy(asc(t.shopProducts.position), asc(t.shopProducts.id));
  const variants = await db.select().from(t.shopVariants).orderBy(asc(t.shopVariants.position), asc(t.shopVariants.id));
  const eventShops = await db.select().from(t.eventShops).orderBy(asc(t.eventShops.eventId));
  const optionsOf = groupBy(options, sellerKey);
  const couponsOf = groupBy(coupons, sellerKey);
  const productsOf = groupBy(products, sellerKey);
  const variantsOf = groupBy(variants, (v) => v.productId);

  return {
    shops: shops.map((s) => {
      const own = optionsOf.get(sellerKey(s)) ?? [];
      return {
        seller: { type: s.sellerType, id: s.sellerId },
        open: s.open,
        payment_account: s.paymentAccount,
        ready_to_sell: s.readyToSell,
        currency: s.currency,
        legal_name: s.legalName,
        address: s.address,
        company_number: s.companyNumber,
        contact_email: s.contactEmail,
        vat_regime: s.vatRegime,
        return_shipping_paid_by: s.returnShippingPaidBy,
        installments: s.installments ?? null,
        shipping: {
          delivery: own
            .filter((o) => o.kind === "delivery")
            .map((o) => ({ key: o.key, name: o.name, carrier: o.carrier, countries: o.countries, amount_cents: o.amountCents, min_days: o.minDays, max_days: o.maxDays })),
          pickup_locations: own
            .filter((o) => o.kind === "pickup_location")
            .map((o) => ({ key: o.key, name: o.name, address: o.address ?? "", instructions: o.instructions, amount_cents: o.amountCents, min_days: o.minDays, max_days: o.maxDays })),
        },
        coupons: (couponsOf.get(sellerKey(s)) ?? []).map((c) => ({
          code: c.code,
          percent: c.percent,
          amount_cents: c.amountCents,
          min_subtotal_cents: c.minSubtotalCents,
          starts_at: iso(c.startsAt),
          ends_at: iso(c.endsAt),
          max_uses: c.maxUses,
          uses: c.uses,
        })),
        products: (productsOf.get(sellerKey(s)) ?? []).map((p) => ({
          id: p.id,
          slug: p.slug,
          title: p.title,
          description: p.description,
          images: p.images,
          options: p.options,
          variants: (variantsOf.get(p.id) ?? []).map((v) => ({ id: v.id, options: v.options, price_cents: v.priceCents, stock: v.stock, max_per_order: v.maxPerOrder })),
          published: p.published,
          exclusive: p.exclusive,
          fulfilment_modes: p.fulfilmentModes,
          country_rule: p.countryRule,
          countries: p.countries,
          manufacturer: p.manufacturer,
          eu_responsible: p.euResponsible ?? null,
          safety_info: p.safetyInfo,
          preparation_days: p.preparationDays,
          preorder: p.preorderShipsOn !== null ? { ships_on: p.preorderShipsOn, ends_on: p.preorderEndsOn } : null,
        })),
      };
    }),
    event_shops: eventShops.map((e) => ({
      event: e.eventId,
      open: e.open,
      products: e.productIds ?? "all",
      pickup: e.pickupOpen !== null ? { open: e.pickupOpen, cutoff_at: iso(e.pickupCutoffAt), instructions: e.pickupInstructions } : null,
    })),
  };
}
