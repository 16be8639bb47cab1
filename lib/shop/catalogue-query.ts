/**
 * Reads of the shop's three read routes, through the crew: a page's catalogue, one product (alone
 * or as an event sells it), and an event's shop. Only pages the crew manages are shown; anything
 * else reads as an empty shop (lists) or the one 404 (the product).
 */
import { and, asc, eq, inArray } from "drizzle-orm";
import { visibleEvent } from "@/lib/catalogue/events/visible";
import { scopeDb, type CrewScope } from "@/lib/crew/scope";
import type { Db } from "@/lib/db/client";
import { artists, eventPromoters, eventShops, promoters, shopProducts, shops, shopVariants, venues } from "@/lib/db/schema";
import { notFound } from "@/lib/http/problem";
import { heldVariants } from "@/lib/checkout/scarce";
import type { SellerRef } from "./rules/types";
import { installmentsOut, productOut, sellerOut, type ProductOut, type ProductRow, type SellerPage, type ShopRow, type VariantRow, type InstallmentsOut, type SellerOut } from "./serialize";

const PAGE_TABLES = { promoter: promoters, artist: artists, venue: venues } as const;

async function sellerPage(db: Db, seller: SellerRef): Promise<SellerPage> {
  const table = PAGE_TABLES[seller.type];
  const [page] = await db.select({ name: table.name, imageUrl: table.imageUrl }).from(table).where(eq(table.id, seller.id)).limit(1);
  return page ?? { name: "", imageUrl: null };
}

async function shopOf(db: Db, seller: SellerRef): Promise<ShopRow | null> {
  const [shop] = await db
    .select()
    .from(shops)
    .where(and(eq(shops.sellerType, seller.type), eq(shops.sellerId, seller.id)))
    .limit(1);
  return shop ?? null;
}

/** Published products of a shop in the shop's order. */
async function publishedProducts(db: Db, seller: SellerRef): Promise<ProductRow[]> {
  return db
    .select()
    .from(shopProducts)
    .where(and(eq(shopProducts.sellerType, seller.type), eq(shopProducts.sellerId, seller.id), eq(shopProducts.published, true)))
    .orderBy(asc(shopProducts.position));
}

/** Products as answered: variants in order, holds counted. */
async function productsOut(db: Db, products: ProductRow[], currency: string, now: Date): Promise<ProductOut[]> {
  if (products.length === 0) return [];
  const variants = await db
    .select()
    .from(shopVariants)
    .where(
      inArray(
        shopVariants.productId,
        products.map((p) => p.id),
      ),
    )
    .orderBy(asc(shopVariants.productId), asc(shopVariants.position));
  const held = await heldVariants(
    db,
    variants.map((v) => v.id),
    now,
  );
  const byProduct = new Map<string, VariantRow[]>();
  for (const v of variants) byProduct.set(v.productId, [...(byProduct.get(v.productId) ?? []), v]);
  return products.map((p) => productOut(p, byProduct.get(p.id) ?? [], currency, held, now));
}

export interface CatalogueView {
  seller: SellerOut | null;
  installments: InstallmentsOut;
  data: ProductOut[];
}

const EMPTY_CATALOGUE: CatalogueView = { seller: null, installments: null, data: [] };

/** A page's own catalogue: published products that are not event exclusives, while its shop is open. */
export async function sellerCatalogue(crew: CrewScope, seller: SellerRef, now: Date): Promise<CatalogueView> {
  if (!(await crew.manages(seller.type, seller.id))) return EMPTY_CATALOGUE;
  const db = scopeDb(crew);
  const shop = await shopOf(db, seller);
  if (!shop || !shop.open) return EMPTY_CATALOGUE;
  const products = (await publishedProducts(db, seller)).filter((p) => !p.exclusive);
  return { seller: sellerOut(shop, await sellerPage(db, seller)), installments: installmentsOut(shop), data: await productsOut(db, products, shop.currency, now) };
}

/** An event's shop row and its payee (first promoter); null without an event shop or a payee. */
async function eventShopOf(db: Db, eventId: number) {
  const [row] = await db.select().from(eventShops).where(eq(eventShops.eventId, eventId)).limit(1);
  if (!row) return null;
  const [payee] = await db.select({ id: eventPromoters.promoterId }).from(eventPromoters).where(eq(eventPromoters.eventId, eventId)).orderBy(asc(eventPromoters.position)).limit(1);
  if (!payee) return null;
  return { row, seller: { type: "promoter", id: payee.id } as SellerRef };
}

/** Whether the event shop's selection holds the product ("all": every published product of the payee). */
const inSelection = (productIds: string[] | null, id: string) => productIds === null || productIds.includes(id);

/**
 * One product. Without `eventId`: a published, non-exclusive product of an open shop of a page the
 * crew manages. With it: the product as the event's open shop sells it (exclusives included).
 * Everything else is the one 404 of an unknown id.
 */
export async function shopProduct(crew: CrewScope, id: string, eventId: number | undefined, now: Date): Promise<ProductOut & { seller: SellerOut; installments: InstallmentsOut }> {
  const db = scopeDb(crew);
  const [product] = await db.select().from(shopProducts).where(eq(shopProducts.id, id)).limit(1);
  if (!product || !product.published) throw notFound();
  const seller: SellerRef = { type: product.sellerType, id: product.sellerId };
  if (!(await crew.manages(seller.type, seller.id))) throw notFound();
  const shop = await shopOf(db, seller);
  if (!shop) throw notFound();
  if (eventId === undefined) {
    if (product.exclusive || !shop.open) throw notFound();
  } else {
    await visibleEvent(crew, eventId);
    const es = await eventShopOf(db, eventId);
    if (!es || !es.row.open || es.seller.type !== seller.type || es.seller.id !== seller.id || !inSelection(es.row.productIds, product.id)) throw notFound();
  }
  const [out] = await productsOut(db, [product], shop.currency, now);
  return { ...out!, seller: sellerOut(shop, await sellerPage(db, seller)), installments: installmentsOut(shop) };
}

export interface EventShopView {
  event_id: number;
  seller: { type: SellerRef["type"]; id: number; name: string; legal_name: string } | null;
  pickup_at_event: { open: boolean; cutoff_at: string; instructions: string | null } | null;
  installments: InstallmentsOut;
  data: ProductOut[];
}

/**
 * The merch an event sells: its payee's products (the selection, or all published ones with the
 * exclusives) while the event shop is open and the crew manages the payee; else an empty shop.
 * 404 for an event outside the crew graph (unknown, unpublished, not reached).
 */
export async function eventShopView(crew: CrewScope, eventId: number, now: Date): Promise<EventShopView> {
  await visibleEvent(crew, eventId);
  const empty: EventShopView = { event_id: eventId, seller: null, pickup_at_event: null, installments: null, data: [] };
  const db = scopeDb(crew);
  const es = await eventShopOf(db, eventId);
  if (!es || !es.row.open || !(await crew.manages(es.seller.type, es.seller.id))) return empty;
  const shop = await shopOf(db, es.seller);
  if (!shop) return empty;
  const products = (await publishedProducts(db, es.seller)).filter((p) => inSelection(es.row.productIds, p.id));
  const page = await sellerPage(db, es.seller);
  const { row } = es;
  const pickup =
    row.pickupOpen === null || row.pickupCutoffAt === null
      ? null
      : { open: row.pickupOpen && now.getTime() < row.pickupCutoffAt.getTime(), cutoff_at: row.pickupCutoffAt.toISOString(), instructions: row.pickupInstructions };
  return {
    event_id: eventId,
    seller: { type: es.seller.type, id: es.seller.id, name: page.name, legal_name: shop.legalName },
    pickup_at_event: pickup,
    installments: installmentsOut(shop),
    data: await productsOut(db, products, shop.currency, now),
  };
}
