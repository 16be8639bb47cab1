/** The seller as the checkout, order pages and order mails show it: the page's name and the shop's legal identity. */
import { and, eq } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { artists, promoters, shops, venues } from "@/lib/db/schema";
import type { SellerType } from "@/lib/db/tables/shop";

export interface SellerIdentity {
  type: SellerType;
  id: number;
  name: string;
  legalName: string;
  address: string;
  companyNumber: string | null;
  contactEmail: string;
  vatRegime: string;
  returnShippingPaidBy: "buyer" | "seller";
}

const PAGES = { promoter: promoters, artist: artists, venue: venues } as const;

/** Page ids are uuids in these routes; anything else is unknown, not a database error. */
export const isUuid = (s: string) => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(s);

export async function sellerIdentity(db: Db, type: SellerType, id: number): Promise<SellerIdentity | null> {
  const page = PAGES[type];
  const [row] = await db
    .select({ shop: shops, name: page.name })
    .from(shops)
    .leftJoin(page, eq(page.id, shops.sellerId))
    .where(and(eq(shops.sellerType, type), eq(shops.sellerId, id)))
    .limit(1);
  if (!row) return null;
  const s = row.shop;
  return {
    type,
    id,
    // A shop outlives nothing in a world, but a missing page still shows the legal name.
    name: row.name ?? s.legalName,
    legalName: s.legalName,
    address: s.address,
    companyNumber: s.companyNumber,
    contactEmail: s.contactEmail,
    vatRegime: s.vatRegime,
    returnShippingPaidBy: s.returnShippingPaidBy,
  };
}
