/**
 * Shop rows as the API shows them. Availability, pre-order status and the "from" price come from
 * the pure rules (lib/shop/rules/availability.ts), with units held by open checkouts counted as
 * taken; stock counts themselves never leave this file.
 */
import type { z } from "zod";
import type { shopProducts, shops, shopVariants } from "@/lib/db/schema";
import { fromPriceCents, preorderOut, productAvailable, variantAvailable } from "./rules/availability";
import type { ProductFacts, SellerType, VariantFacts } from "./rules/types";
import type { Installments, SellerIdentity, ShopProduct } from "./schemas";

export type ProductRow = typeof shopProducts.$inferSelect;
export type VariantRow = typeof shopVariants.$inferSelect;
export type ShopRow = typeof shops.$inferSelect;
export type ProductOut = z.input<typeof ShopProduct>;
export type SellerOut = z.input<typeof SellerIdentity>;
export type InstallmentsOut = z.input<typeof Installments>;

/** The page behind a shop: its public name and image. */
export interface SellerPage {
  name: string;
  imageUrl: string | null;
}

export function productFacts(p: ProductRow): ProductFacts {
  return {
    id: p.id,
    seller: { type: p.sellerType, id: p.sellerId },
    title: p.title,
    options: p.options,
    published: p.published,
    exclusive: p.exclusive,
    fulfilmentModes: p.fulfilmentModes,
    countryRule: p.countryRule,
    countries: p.countries,
    preparationDays: p.preparationDays,
    preorder: p.preorderShipsOn === null ? null : { shipsOn: p.preorderShipsOn, endsOn: p.preorderEndsOn },
  };
}

export function variantFacts(v: VariantRow, held: ReadonlyMap<string, number>): VariantFacts {
  return { id: v.id, productId: v.productId, options: v.options, priceCents: v.priceCents, stock: v.stock, held: held.get(v.id) ?? 0, maxPerOrder: v.maxPerOrder };
}

/** A product object of section 4.11; `variants` in the shop's order. */
export function productOut(p: ProductRow, variants: VariantRow[], currency: string, held: ReadonlyMap<string, number>, now: Date): ProductOut {
  const product = productFacts(p);
  const facts = variants.map((v) => variantFacts(v, held));
  return {
    id: p.id,
    slug: p.slug,
    title: p.title,
    description: p.description,
    images: p.images.map((i) => ({ url: i.url, alt: i.alt ?? null, width: i.width, height: i.height })),
    options: p.options,
    variants: facts.map((v) => ({ id: v.id, options: v.options, price_cents: v.priceCents, available: variantAvailable(v, product, now), max_per_order: v.maxPerOrder })),
    from_price_cents: fromPriceCents(facts, product, now),
    currency,
    available: productAvailable(facts, product, now),
    fulfilment_modes: p.fulfilmentModes,
    country_rule: p.countryRule,
    countries: p.countries,
    exclusive: p.exclusive,
    manufacturer: p.manufacturer,
    eu_responsible: p.euResponsible ?? null,
    safety_info: p.safetyInfo,
    preparation_days: p.preparationDays,
    preorder: preorderOut(product.preorder, now),
    seller: { type: p.sellerType, id: p.sellerId },
  };
}

/** The full seller identity: the page's name and image plus the shop's legal details. */
export function sellerOut(shop: ShopRow, page: SellerPage): SellerOut {
  return {
    type: shop.sellerType as SellerType,
    id: shop.sellerId,
    name: page.name,
    image_url: page.imageUrl,
    legal_name: shop.legalName,
    address: shop.address,
    company_number: shop.companyNumber,
    contact_email: shop.contactEmail,
    vat_regime: shop.vatRegime,
    return_shipping_paid_by: shop.returnShippingPaidBy,
  };
}

/** The instalment offer on the shop's own payment account; none without an account. */
export function installmentsOut(shop: ShopRow): InstallmentsOut {
  const offer = shop.installments;
  if (!offer || !shop.paymentAccount) return null;
  return { provider: offer.provider, publishable_key: offer.publishable_key, stripe_account: shop.paymentAccount, country: offer.country, methods: offer.methods };
}
