/** Stock held by an open checkout session, written directly as checkout writes it (for the availability tests). */
import { randomUUID } from "node:crypto";
import { checkoutHolds, checkoutSessions } from "@/lib/db/schema";
import type { TestApp } from "../support/app";

/** A hold of an open merch checkout session, as checkout writes one. */
export async function holdStock(db: TestApp["database"]["db"], variantId: string, quantity: number, expiresAt: Date) {
  const id = randomUUID();
  await db.insert(checkoutSessions).values({
    id,
    kind: "merch",
    crewId: "6f1c9a52-7a0e-4b59-9a55-1f0f3c2b7d01",
    keyId: randomUUID(),
    eventId: null,
    currency: "EUR",
    amountTotal: 0,
    details: {
      kind: "merch",
      seller: { type: "promoter", id: 20 },
      mode: "delivery",
      country: "DE",
      lines: [],
      pricing: { currency: "EUR", subtotal_cents: 0, discount_cents: 0, shipping_cents: 0, total_cents: 0, coupon: null, shipping: null, ships_on: null },
    },
    buyerEmail: "buyer@example.test",
    locale: "en",
    bodyHash: "x",
    status: "open",
    createdAt: new Date(),
    expiresAt,
    provider: "sandbox",
    url: "https://pay.example.test/s",
    baseUrl: "http://localhost:3000",
  });
  await db.insert(checkoutHolds).values({ sessionId: id, item: "variant", itemId: variantId, quantity, expiresAt });
}
