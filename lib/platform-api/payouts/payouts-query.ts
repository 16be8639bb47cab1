/** Payouts to a page (promoter, artist, venue): the row and `payout.paid` in one transaction. */
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { artists, payouts, promoters, venues } from "@/lib/db/schema";
import { bodyInvalid } from "@/lib/http/problem";
import { platformDb, type PlatformScope } from "@/lib/auth/platform-scope";
import { emitPlatformEvent } from "@/lib/webhooks/emit";

export interface PayoutInput {
  payee: { type: "promoter" | "artist" | "venue"; id: number };
  amount: number;
  currency: string;
}

export interface PayoutOut extends PayoutInput {
  id: string;
  paid_at: string;
}

export async function payPayout(platform: PlatformScope, input: PayoutInput, now: Date): Promise<PayoutOut> {
  const db = platformDb(platform);
  const table = input.payee.type === "promoter" ? promoters : input.payee.type === "venue" ? venues : artists;
  const [page] = await db.select({ id: table.id }).from(table).where(eq(table.id, input.payee.id)).limit(1);
  if (!page) throw bodyInvalid([{ param: "payee.id", message: `${input.payee.type} ${input.payee.id} does not exist` }]);
  const id = randomUUID();
  await db.transaction(async (tx) => {
    await tx.insert(payouts).values({ id, payeeType: input.payee.type, payeeId: input.payee.id, amount: input.amount, currency: input.currency, paidAt: now });
    await emitPlatformEvent(tx, "payout.paid", { payout_id: id }, { now });
  });
  return { id, payee: input.payee, amount: input.amount, currency: input.currency, paid_at: now.toISOString() };
}
