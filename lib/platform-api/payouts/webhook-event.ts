/**
 * `payout.paid` (lib/webhooks/event.ts), emitted when the platform reports a payout paid
 * (./payouts-query.ts). It goes to the crews managing the payee page.
 */
import { asc, eq, sql } from "drizzle-orm";
import { z } from "zod";
import { rows } from "@/lib/db/client";
import { payouts } from "@/lib/db/schema";
import { id32, word } from "@/lib/http/schemas";
import { defineWebhookEvent, subject } from "@/lib/webhooks/event";
import { cents, currency, instant, uuid } from "@/lib/webhooks/payload-fields";
import { managersOf } from "@/lib/webhooks/routing";
import { managedBy } from "@/lib/webhooks/samples";

export const payoutPaid = defineWebhookEvent({
  type: "payout.paid",
  subject: subject<{ payout_id: string }>(),
  data: z.object({
    payout: z.object({
      id: uuid(),
      payee: z.object({ type: word().describe("`promoter`, `artist` or `venue`."), id: id32() }),
      amount: cents("The amount paid"),
      currency: currency(),
      paid_at: instant(),
    }),
  }),
  personal: [],
  docs: {
    summary: "A payout was paid",
    description: "A payout reaches the bank account of one of the crew's pages. Goes to the crews managing that page.",
    sentWhen: "a payout is paid to a page",
    goesTo: "crews managing the payee page",
    data: "`{ payout: { id, payee: { type, id }, amount, currency, paid_at } }`",
    hint: "a payout to one of your pages is paid",
  },
  async crews(db, s) {
    const [row] = await db.select({ type: payouts.payeeType, id: payouts.payeeId }).from(payouts).where(eq(payouts.id, String(s.payout_id))).limit(1);
    return row ? managersOf(db, [{ type: row.type, id: row.id }]) : [];
  },
  async build(db, s) {
    const [p] = await db.select().from(payouts).where(eq(payouts.id, String(s.payout_id))).limit(1);
    if (!p) return { notSent: "The payout no longer exists." };
    return { data: { payout: { id: p.id, payee: { type: p.payeeType, id: p.payeeId }, amount: p.amount, currency: p.currency, paid_at: p.paidAt.toISOString() } } };
  },
  sample: {
    needs: "a payout to one of its pages",
    builtFrom: "the newest payout to one of your pages",
    async candidates(db, crewId, n) {
      const found = await rows<{ id: string }>(db, sql`SELECT p.id FROM payouts p WHERE ${managedBy(crewId, sql`p.payee_type`, sql`p.payee_id`)} ORDER BY p.paid_at DESC, p.id DESC LIMIT ${n}`);
      return found.map((r) => ({ payout_id: r.id }));
    },
  },
  async example(db) {
    const [p] = await db.select().from(payouts).orderBy(asc(payouts.paidAt)).limit(1);
    return p ? { subject: { payout_id: p.id }, at: p.paidAt } : null;
  },
});
