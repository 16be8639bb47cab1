/**
 * Resolving shops and event shops: defaults applied (docs/world-format.md), product and variant
 * ids derived where the file leaves them out, coupon bounds, pre-order days and pickup cutoffs
 * taken from what the checks resolved (by item index).
 */
import { DEFAULT_MAX_PER_ORDER, type ResolvedEventShop, type ResolvedProduct, type ResolvedShop, type WorldFileParsed } from "../format";
import { productUuid, variantUuid } from "./assign";
import type { Checked } from "./checker";
import type { ShopTimes } from "./check-shop";

type ShopIn = NonNullable<WorldFileParsed["shops"]>[number];
type ProductIn = NonNullable<ShopIn["products"]>[number];

export function resolveShops(shopsIn: ShopIn[], times: Checked["shops"]): ResolvedShop[] {
  return shopsIn.map((s, i) => {
    const t = times[i];
    const seller = { type: s.seller.type as ResolvedShop["seller"]["type"], id: s.seller.id };
    return {
      seller,
      open: s.open ?? true,
      payment_account: s.payment_account ?? null,
      ready_to_sell: s.ready_to_sell ?? false,
      currency: s.currency,
      legal_name: s.legal_name,
      address: s.address,
      company_number: s.company_number ?? null,
      contact_email: s.contact_email,
      vat_regime: s.vat_regime,
      return_shipping_paid_by: s.return_shipping_paid_by,
      installments: s.installments ?? null,
      shipping: {
        delivery: (s.shipping?.delivery ?? []).map((d) => ({ ...d, carrier: d.carrier ?? null })),
        pickup_locations: (s.shipping?.pickup_locations ?? []).map((l) => ({ ...l, instructions: l.instructions ?? null })),
      },
      coupons: (s.coupons ?? []).map((c, j) => ({
        code: c.code,
        percent: c.percent ?? null,
        amount_cents: c.amount_cents ?? null,
        min_subtotal_cents: c.min_subtotal_cents ?? 0,
        starts_at: t?.coupons[j]?.starts ?? null,
        ends_at: t?.coupons[j]?.ends ?? null,
        max_uses: c.max_uses ?? null,
        uses: c.uses ?? 0,
      })),
      products: (s.products ?? []).map((p, j) => resolveProduct(p, seller, t?.preorders[j] ?? null)),
    };
  });
}

function resolveProduct(p: ProductIn, seller: ResolvedShop["seller"], preorder: ShopTimes["preorders"][number]): ResolvedProduct {
  const id = (p.id ?? productUuid(seller.type, seller.id, p.slug)).toLowerCase();
  return {
    id,
    slug: p.slug,
    title: p.title,
    description: p.description ?? "",
    images: (p.images ?? []).map((im) => ({ url: im.url, alt: im.alt ?? null, width: im.width, height: im.height })),
    options: p.options ?? [],
    variants: p.variants.map((v, k) => ({
      id: (v.id ?? variantUuid(id, k)).toLowerCase(),
      options: v.options ?? [],
      price_cents: v.price_cents,
      stock: v.stock ?? null,
      max_per_order: v.max_per_order ?? DEFAULT_MAX_PER_ORDER,
    })),
    published: p.published ?? true,
    exclusive: p.exclusive ?? false,
    fulfilment_modes: [...new Set(p.fulfilment_modes)],
    country_rule: p.country_rule ?? "all",
    countries: p.countries ?? [],
    manufacturer: p.manufacturer,
    eu_responsible: p.eu_responsible ?? null,
    safety_info: p.safety_info ?? null,
    preparation_days: p.preparation_days ?? 0,
    preorder: preorder?.ships !== undefined ? { ships_on: preorder.ships, ends_on: preorder.ends ?? null } : null,
  };
}

/** `products` defaults to "all"; listed ids are lower-cased like every uuid of the world. */
export function resolveEventShops(itemsIn: NonNullable<WorldFileParsed["event_shops"]>, times: Checked["eventShops"], now: Date): ResolvedEventShop[] {
  return itemsIn.map((e, i) => ({
    event: e.event,
    open: e.open ?? true,
    products: e.products === undefined || e.products === "all" ? "all" : e.products.map((id) => id.toLowerCase()),
    pickup: e.pickup ? { open: e.pickup.open, cutoff_at: times[i]?.cutoff ?? now, instructions: e.pickup.instructions ?? null } : null,
  }));
}
