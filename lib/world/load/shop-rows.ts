/**
 * Shops and event shops as table rows (lib/db/tables/shop.ts), keyed by SQL column name.
 * `position` keeps the world's order: products in their shop, variants in their product,
 * shipping options within their kind.
 */
import type { ResolvedWorld } from "../format";
import type { Row } from "./write";

type Shop = ResolvedWorld["shops"][number];

const seller = (s: Shop) => ({ seller_type: s.seller.type, seller_id: s.seller.id });

export function shopRow(s: Shop): Row {
  return {
    ...seller(s),
    open: s.open,
    payment_account: s.payment_account,
    ready_to_sell: s.ready_to_sell,
    currency: s.currency,
    legal_name: s.legal_name,
    address: s.address,
    company_number: s.company_number,
    contact_email: s.contact_email,
    vat_regime: s.vat_regime,
    return_shipping_paid_by: s.return_shipping_paid_by,
    installments: s.installments,
  };
}

export function* shippingOptionRows(shops: Shop[]): Generator<Row> {
  for (const s of shops) {
    for (const [position, d] of s.shipping.delivery.entries()) {
      yield {
        ...seller(s),
        key: d.key,
        kind: "delivery",
        position,
        name: d.name,
        carrier: d.carrier,
        countries: d.countries,
        address: null,
        instructions: null,
        amount_cents: d.amount_cents,
        min_days: d.min_days,
        max_days: d.max_days,
      };
    }
    for (const [position, l] of s.shipping.pickup_locations.entries()) {
      yield {
        ...seller(s),
        key: l.key,
        kind: "pickup_location",
        position,
        name: l.name,
        carrier: null,
        countries: [],
        address: l.address,
        instructions: l.instructions,
        amount_cents: l.amount_cents,
        min_days: l.min_days,
        max_days: l.max_days,
      };
    }
  }
}

export function* couponRows(shops: Shop[]): Generator<Row> {
  for (const s of shops) {
    for (const c of s.coupons) {
      yield {
        ...seller(s),
        code: c.code,
        percent: c.percent,
        amount_cents: c.amount_cents,
        min_subtotal_cents: c.min_subtotal_cents,
        starts_at: c.starts_at,
        ends_at: c.ends_at,
        max_uses: c.max_uses,
        uses: c.uses,
      };
    }
  }
}

export function* productRows(shops: Shop[]): Generator<Row> {
  for (const s of shops) {
    for (const [position, p] of s.products.entries()) {
      yield {
        id: p.id,
        ...seller(s),
        position,
        slug: p.slug,
        title: p.title,
        description: p.description,
        images: p.images,
        options: p.options,
        published: p.published,
        exclusive: p.exclusive,
        fulfilment_modes: p.fulfilment_modes,
        country_rule: p.country_rule,
        countries: p.countries,
        manufacturer: p.manufacturer,
        eu_responsible: p.eu_responsible,
        safety_info: p.safety_info,
        preparation_days: p.preparation_days,
        preorder_ships_on: p.preorder?.ships_on ?? null,
        preorder_ends_on: p.preorder?.ends_on ?? null,
      };
    }
  }
}

export function* variantRows(shops: Shop[]): Generator<Row> {
  for (const s of shops) {
    for (const p of s.products) {
      for (const [position, v] of p.variants.entries()) {
        yield { id: v.id, product_id: p.id, position, options: v.options, price_cents: v.price_cents, stock: v.stock, max_per_order: v.max_per_order };
      }
    }
  }
}

/** "all" is a null product list; no pickup at the event is three nulls. */
export function eventShopRow(e: ResolvedWorld["event_shops"][number]): Row {
  return {
    event_id: e.event,
    open: e.open,
    product_ids: e.products === "all" ? null : e.products,
    pickup_open: e.pickup?.open ?? null,
    pickup_cutoff_at: e.pickup?.cutoff_at ?? null,
    pickup_instructions: e.pickup?.instructions ?? null,
  };
}
