/**
 * Generated merch: every promoter that is the payee (first promoter) of an event gets a shop of
 * about ten products with three variants each, and about a fifth of the published events with a
 * start get an event shop. Drawn after every other section, so adding shops left the rest of a
 * generated world as it was.
 */
import type { Rand } from "./random";
import { rel, slugify, type Json } from "./spellings";

const ITEMS = ["Tee", "Hoodie", "Poster", "Tote", "Cap", "Vinyl", "Zine", "Scarf", "Sticker Set", "Enamel Pin", "Long Sleeve", "Bucket Hat"] as const;
const SIZES = ["S", "M", "L", "XL"] as const;
const COLOURS = ["Black", "White", "Sand"] as const;
const COUNTRIES = ["DE", "AT", "NL", "BE", "FR", "DK", "PL", "CZ"] as const;

/** Ids from a counter: products e0000000-5b00-…, variants e0000000-5c00-… (nothing else uses them). */
const uuid = (kind: "5b00" | "5c00", n: number) => `e0000000-${kind}-4000-8000-${String(n).padStart(12, "0")}`;

export function generateShops(r: Rand, promoters: Json[], events: Json[]): { shops: Json[]; event_shops: Json[] } {
  const payees = new Set<number>();
  for (const e of events) {
    const first = (e.promoters as number[] | undefined)?.[0];
    if (first !== undefined) payees.add(first);
  }
  const ids = { product: 0, variant: 0 };
  const shops: Json[] = [];
  for (const p of promoters) if (payees.has(p.id as number)) shops.push(generateShop(r, p, ids));

  const eventShops: Json[] = [];
  for (const e of events) {
    if (e.published === false || typeof e.starts_at !== "string" || !r.chance(0.2)) continue;
    eventShops.push({
      event: e.id,
      open: r.chance(0.9),
      products: "all",
      pickup: r.chance(0.7) ? { open: true, cutoff_at: `-${r.pick([1, 2, 3])}h`, instructions: "Merch desk by the entrance" } : null,
    });
  }
  return { shops, event_shops: eventShops };
}

function generateShop(r: Rand, promoter: Json, ids: { product: number; variant: number }): Json {
  const id = promoter.id as number;
  const name = promoter.name as string;
  const slug = slugify(name);
  const ready = r.chance(0.9);
  const hasPickup = r.chance(0.5);
  const products: Json[] = [];
  const count = r.int(8, 12);
  for (let i = 0; i < count; i++) products.push(generateProduct(r, slug, i, hasPickup, ids));
  return {
    seller: { type: "promoter", id },
    open: r.chance(0.95),
    payment_account: ready ? `acct_1${id}` : null,
    ready_to_sell: ready,
    currency: "EUR",
    legal_name: `${name} GmbH`,
    address: `Hauptstrasse ${r.int(1, 200)}, 10115 Berlin, DE`,
    company_number: `HRB ${r.int(10_000, 99_999)}`,
    contact_email: `shop@${slug}.test`,
    vat_regime: "standard",
    return_shipping_paid_by: r.chance(0.7) ? "buyer" : "seller",
    installments: null,
    shipping: {
      delivery: [{ key: "standard", name: "Parcel", carrier: "DHL", countries: r.sample(COUNTRIES, r.int(1, 5)), amount_cents: r.pick([390, 490, 590]), min_days: 2, max_days: 5 }],
      pickup_locations: hasPickup ? [{ key: "office", name: `${name} office`, address: "Hauptstrasse 1, 10115 Berlin", instructions: null, amount_cents: 0, min_days: 1, max_days: 2 }] : [],
    },
    coupons: r.chance(0.5) ? [{ code: "MERCH10", percent: 10, amount_cents: null, min_subtotal_cents: 0, starts_at: rel(-10), ends_at: rel(30), max_uses: null, uses: r.int(0, 50) }] : [],
    products,
  };
}

/** Three variants: sizes, colours, or editions; some pre-orders, drafts and exclusives. */
function generateProduct(r: Rand, shopSlug: string, index: number, hasPickup: boolean, ids: { product: number; variant: number }): Json {
  const item = ITEMS[index % ITEMS.length]!;
  const apparel = ["Tee", "Hoodie", "Long Sleeve", "Cap", "Bucket Hat", "Scarf"].includes(item);
  const [option, values] = apparel ? ["Size", r.sample(SIZES, 3)] : r.chance(0.5) ? ["Colour", [...COLOURS]] : ["Edition", ["Standard", "Signed", "Deluxe"]];
  const base = r.int(8, 45) * 100;
  const modes = ["delivery", ...(r.chance(0.6) ? ["pickup_event"] : []), ...(hasPickup && r.chance(0.5) ? ["pickup_location"] : [])];
  const preorder = r.chance(0.1) ? { ships_on: rel(r.int(5, 40)), ends_on: rel(r.int(-5, 4)) } : null;
  ids.product += 1;
  const productId = uuid("5b00", ids.product);
  return {
    id: productId,
    slug: `${slugify(item)}-${index + 1}`,
    title: `${item} #${index + 1}`,
    description: `${item} from ${shopSlug}.`,
    images: [{ url: `https://img.example.test/shop/${shopSlug}/${index + 1}.jpg`, alt: null, width: 1200, height: 1200 }],
    options: [option],
    variants: values.map((v, k) => {
      ids.variant += 1;
      return { id: uuid("5c00", ids.variant), options: [v], price_cents: base + k * 200, stock: r.chance(0.15) ? null : r.int(0, 80), max_per_order: r.pick([4, 10]) };
    }),
    published: r.chance(0.95),
    exclusive: r.chance(0.05),
    fulfilment_modes: modes,
    country_rule: "all",
    countries: [],
    manufacturer: { name: "Printworks Leipzig GmbH", address: "Fabrikstrasse 5, 04109 Leipzig, DE", email: "info@printworks.test" },
    eu_responsible: null,
    safety_info: null,
    preparation_days: r.pick([0, 0, 1, 2, 5]),
    preorder,
  };
}
