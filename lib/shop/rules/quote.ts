/**
 * Pricing a cart (POST /v1/shop/quote, and checkout before it opens a session). The checks run in
 * a fixed order and the first that fails answers; docs/guides/shop-pricing.md tells the order.
 */
import { preorderStatus, unitsLeft } from "./availability";
import { spreadDiscount } from "@/lib/checkout/spread-discount";
import { couponDiscountCents, couponRefusal } from "./coupons";
import { availableModes, deliverableCountries } from "./countries";
import { addDays, laterDay, utcDay } from "./days";
import { eventPickupOpen, eventShopIncludes, soldThroughEventShop } from "./event-shop";
import { shippingOptions } from "./shipping";
import {
  sellerKey,
  type CartFacts,
  type CartInput,
  type ProductFacts,
  type QuoteReason,
  type QuoteRefusal,
  type QuoteResult,
  type SellerRef,
  type ShopFacts,
  type VariantFacts,
} from "./types";

interface CartLine {
  index: number;
  quantity: number;
  variant: VariantFacts;
  product: ProductFacts;
}

function refuse(reason: QuoteReason, param: string, message: string, extra?: Record<string, unknown>): QuoteResult {
  const refusal: QuoteRefusal = { status: 422, reason, param, message, ...(extra ? { extra } : {}) };
  return { ok: false, refusal };
}

const lineParam = (i: number, field: "variant_id" | "quantity") => `lines.${i}.${field}`;

/** Line name: the product title, plus the variant's option values when the product has options. */
export function lineName(product: Pick<ProductFacts, "title" | "options">, variant: Pick<VariantFacts, "options">): string {
  if (product.options.length === 0 || variant.options.length === 0) return product.title;
  return `${product.title} (${variant.options.join(", ")})`;
}

/** Steps 1 to 3: known, sellable variants, each once, all of one seller. */
function resolveLines(input: CartInput, facts: CartFacts): { lines: CartLine[]; shop: ShopFacts; seller: SellerRef } | QuoteResult {
  const seen = new Set<string>();
  for (const [i, l] of input.lines.entries()) {
    if (seen.has(l.variant_id)) {
      return refuse("invalid_cart", lineParam(i, "variant_id"), "A variant appears on more than one line.", {
        variant_id: l.variant_id,
      });
    }
    seen.add(l.variant_id);
  }
  const lines: CartLine[] = [];
  for (const [i, l] of input.lines.entries()) {
    const found = facts.variants.get(l.variant_id);
    const shop = found && facts.shops.get(sellerKey(found.product.seller));
    const viaEvent = !!found && soldThroughEventShop(facts.eventShop, found.product);
    const sellable =
      !!found &&
      !!shop &&
      found.product.published &&
      (viaEvent || (!found.product.exclusive && shop.open));
    if (!found || !sellable) {
      return refuse("unavailable", lineParam(i, "variant_id"), "This variant is not for sale here.", {
        variant_id: l.variant_id,
      });
    }
    lines.push({ index: i, quantity: l.quantity, variant: found.variant, product: found.product });
  }
  const first = lines[0];
  if (!first) return refuse("invalid_cart", "lines", "A cart needs at least one line.");
  const seller = sellerKey(first.product.seller);
  const other = lines.find((l) => sellerKey(l.product.seller) !== seller);
  if (other) {
    return refuse("mixed_sellers", lineParam(other.index, "variant_id"), "A cart holds products of one seller only.", {
      variant_id: other.variant.id,
    });
  }
  return { lines, shop: facts.shops.get(seller)!, seller: first.product.seller };
}

/** Steps 5 to 7, each over every line before the next. */
function checkQuantities(lines: CartLine[], now: Date): QuoteResult | null {
  for (const l of lines) {
    if (preorderStatus(l.product.preorder, now) === "closed") {
      return refuse("preorder_closed", lineParam(l.index, "variant_id"), "Pre-orders for this product have closed.", {
        variant_id: l.variant.id,
      });
    }
  }
  for (const l of lines) {
    if (l.quantity > l.variant.maxPerOrder) {
      return refuse("max_per_order", lineParam(l.index, "quantity"), `At most ${l.variant.maxPerOrder} per order.`, {
        variant_id: l.variant.id,
        max: l.variant.maxPerOrder,
      });
    }
  }
  for (const l of lines) {
    const left = unitsLeft(l.variant);
    if (l.quantity > left) {
      return refuse("out_of_stock", lineParam(l.index, "quantity"), `Only ${left} left.`, {
        variant_id: l.variant.id,
        available: left,
      });
    }
  }
  return null;
}

/** Step 8: the mode, and the country for delivery. */
function checkMode(
  input: CartInput,
  facts: CartFacts,
  products: ProductFacts[],
  modes: string[],
  countries: string[],
): QuoteResult | null {
  const extra = { available_modes: modes, deliverable_countries: countries };
  const notAllowed = () => refuse("mode_not_allowed", "mode", "This cart cannot be fulfilled this way.", extra);
  if (input.mode === "delivery") {
    if (!input.country) return refuse("country_required", "country", "Delivery needs a country.", extra);
    if (!modes.includes("delivery")) return notAllowed();
    if (!countries.includes(input.country.toUpperCase())) {
      return refuse("country_not_allowed", "country", "This cart cannot be delivered to that country.", extra);
    }
    return null;
  }
  if (modes.includes(input.mode)) return null;
  if (input.mode === "pickup_event" && input.event_id !== undefined) {
    // The event could hand this cart out, but not now: say so rather than "not allowed".
    const es = facts.eventShop;
    const cartAllows = products.every((p) => p.fulfilmentModes.includes("pickup_event"));
    const eventListsCart = products.every((p) => eventShopIncludes(es, p));
    if (cartAllows && eventListsCart && !eventPickupOpen(es, facts.now)) {
      return refuse("pickup_closed", "mode", "Pickup at this event is closed.", extra);
    }
  }
  return notAllowed();
}

/** The day the cart can ship: an open pre-order's ships_on, else today plus preparation days. */
export function cartReadyDay(products: ProductFacts[], now: Date): string {
  const today = utcDay(now);
  return products.reduce((day, p) => {
    const ready = preorderStatus(p.preorder, now) === "open" ? p.preorder!.shipsOn : addDays(today, p.preparationDays);
    return laterDay(day, ready);
  }, today);
}

/** Latest ships_on among open pre-order lines; null for a cart in stock. */
export function cartShipsOn(products: ProductFacts[], now: Date): string | null {
  let latest: string | null = null;
  for (const p of products) {
    if (preorderStatus(p.preorder, now) === "open") latest = latest ? laterDay(latest, p.preorder!.shipsOn) : p.preorder!.shipsOn;
  }
  return latest;
}

/** Prices a cart, or says why it cannot be sold (the first failing check, in the guide's order). */
export function quoteCart(input: CartInput, facts: CartFacts): QuoteResult {
  const resolved = resolveLines(input, facts);
  if ("ok" in resolved) return resolved;
  const { lines, shop, seller } = resolved;
  if (!shop.readyToSell) {
    return { ok: false, refusal: { status: 409, reason: "not_ready", message: "This shop cannot sell yet." } };
  }
  const { now } = facts;
  const quantities = checkQuantities(lines, now);
  if (quantities) return quantities;

  const products = lines.map((l) => l.product);
  const modes = availableModes(shop, products, facts.eventShop, now);
  const countries = deliverableCountries(shop, products);
  const mode = checkMode(input, facts, products, modes, countries);
  if (mode) return mode;

  const startsAt = facts.eventShop?.startsAt;
  if (input.mode === "pickup_event" && startsAt && cartReadyDay(products, now) > utcDay(startsAt)) {
    return refuse("not_ready_for_event", "mode", "This cart ships after the event.");
  }

  const options = shippingOptions(input.mode, shop, products, facts.eventShop, input.country);
  const chosen = input.method_key === undefined ? options[0] : options.find((o) => o.key === input.method_key);
  if (!chosen) {
    const param = input.method_key === undefined ? "mode" : "method_key";
    return refuse("no_method", param, "No shipping option matches.");
  }

  const totals = lines.map((l) => l.variant.priceCents * l.quantity);
  const subtotal = totals.reduce((a, b) => a + b, 0);
  let coupon: { code: string; discount_cents: number } | null = null;
  if (input.coupon_code !== undefined) {
    const found =
      facts.coupon && facts.coupon.code.toLowerCase() === input.coupon_code.toLowerCase() ? facts.coupon : null;
    const reason = couponRefusal(found, facts, subtotal, now);
    if (reason || !found) return refuse(reason ?? "coupon_unknown", "coupon_code", "This coupon does not apply.");
    coupon = { code: found.code, discount_cents: couponDiscountCents(found, subtotal) };
  }
  const discount = coupon?.discount_cents ?? 0;
  const parts = spreadDiscount(totals, discount);

  return {
    ok: true,
    quote: {
      seller,
      currency: shop.currency,
      lines: lines.map((l, i) => ({
        variant_id: l.variant.id,
        name: lineName(l.product, l.variant),
        quantity: l.quantity,
        unit_cents: l.variant.priceCents,
        discount_cents: parts[i] ?? 0,
      })),
      productIds: products.map((p) => p.id),
      subtotal_cents: subtotal,
      discount_cents: discount,
      shipping_options: options,
      selected_option: chosen.key,
      shipping_cents: chosen.amount_cents,
      total_cents: subtotal - discount + chosen.amount_cents,
      available_modes: modes,
      deliverable_countries: countries,
      coupon,
      ships_on: cartShipsOn(products, now),
    },
  };
}
