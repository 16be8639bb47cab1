/**
 * The demo world's shops as the checkout spec needs them: carts of one variant that a key may
 * check out (a published product, not exclusive, not a pre-order, of an open shop ready to sell),
 * with the delivery or pickup the product and the shop both offer.
 */
import fs from "node:fs";

const WORLD_FILE = fs.existsSync("worlds/demo.json") ? "worlds/demo.json" : "tests/worlds/basic.json";

interface Variant {
  id: string;
  options: string[];
  price_cents: number;
  stock?: number | null;
  max_per_order?: number;
}
interface Product {
  id: string;
  title: string;
  variants: Variant[];
  published: boolean;
  exclusive: boolean;
  fulfilment_modes: string[];
  country_rule: "all" | "only" | "except";
  countries: string[];
  preorder: unknown;
}
interface Shop {
  seller: { type: "promoter" | "artist" | "venue"; id: number };
  open: boolean;
  ready_to_sell: boolean;
  payment_account: string | null;
  legal_name: string;
  shipping: { delivery: { key: string; countries: string[] }[]; pickup_locations: { key: string }[] };
  products: Product[];
}
type Page = { id: number; name: string };
interface World {
  shops?: Shop[];
  promoters: Page[];
  artists: Page[];
  venues: Page[];
}

const world = JSON.parse(fs.readFileSync(WORLD_FILE, "utf8")) as World;

export interface DemoCart {
  seller: { name: string; legalName: string };
  product: Product;
  variant: Variant;
  /** The quote's body for `quantity` of the variant (the checkout body adds the buyer). */
  body: (quantity: number) => Record<string, unknown>;
}

function cartOf(shop: Shop, product: Product, variant: Variant): DemoCart | null {
  const pages = { promoter: world.promoters, artist: world.artists, venue: world.venues }[shop.seller.type];
  const name = pages.find((p) => p.id === shop.seller.id)?.name ?? shop.legal_name;
  const lines = (quantity: number) => [{ variant_id: variant.id, quantity }];
  let body: DemoCart["body"] | null = null;
  if (product.fulfilment_modes.includes("pickup_location") && shop.shipping.pickup_locations.length > 0) {
    const key = shop.shipping.pickup_locations[0]!.key;
    body = (q) => ({ lines: lines(q), mode: "pickup_location", method_key: key });
  } else if (product.fulfilment_modes.includes("delivery")) {
    const allowed = (c: string) => (product.country_rule === "all" ? true : product.country_rule === "only" ? product.countries.includes(c) : !product.countries.includes(c));
    for (const option of shop.shipping.delivery) {
      const country = option.countries.find(allowed);
      if (country) {
        body = (q) => ({ lines: lines(q), mode: "delivery", country, method_key: option.key });
        break;
      }
    }
  }
  return body ? { seller: { name, legalName: shop.legal_name }, product, variant, body } : null;
}

/** Every cart of one variant the world would sell, shop by shop; `fits` picks the variants. */
export function demoCarts(fits: (v: Variant) => boolean): DemoCart[] {
  const out: DemoCart[] = [];
  for (const shop of world.shops ?? []) {
    if (!shop.open || !shop.ready_to_sell || !shop.payment_account) continue;
    for (const product of shop.products) {
      if (!product.published || product.exclusive || product.preorder) continue;
      for (const variant of product.variants) {
        const cart = fits(variant) ? cartOf(shop, product, variant) : null;
        if (cart) out.push(cart);
      }
    }
  }
  if (out.length === 0) throw new Error(`${WORLD_FILE} has no shop variant for this test: see e2e/shop-support.ts`);
  return out;
}

/** The most of one variant a cart may hold: its max_per_order, and never above the quote's 20. */
export const maxPerOrder = (v: Variant) => Math.min(v.max_per_order ?? 10, 20);
