/**
 * `ambassador.sale_attributed` (lib/webhooks/event.ts), emitted when a paid order carries an
 * ambassador's code (lib/tickets/checkout/ticket-kind.ts, the platform API's orders). It goes to
 * the crews managing the page of the member's programme (its owner), not the order's payee: a
 * programme's codes may work on events another promoter is paid for.
 */
import { asc, eq, isNotNull, sql } from "drizzle-orm";
import { z } from "zod";
import { rows, type Db } from "@/lib/db/client";
import { ambassadorMembers, ambassadorPrograms, orders } from "@/lib/db/schema";
import { count32, id32, name } from "@/lib/http/schemas";
import { defineWebhookEvent, subject, type Payload, type Reader } from "@/lib/webhooks/event";
import { cents, uuid } from "@/lib/webhooks/payload-fields";
import { managersOf } from "@/lib/webhooks/routing";
import { managedBy } from "@/lib/webhooks/samples";

const SaleData = z.object({
  sale: z.object({
    order_id: uuid(),
    event_id: id32(),
    code: z.string().max(100).describe("The member's code as they have it (the buyer may have typed it in another case)."),
    member_id: uuid(),
    tickets: count32().describe("The order's line quantities added up."),
    amount_total: cents("What the buyer paid"),
    ambassador: z.object({ first_name: name(), last_name: name() }).nullable().describe("Null unless the webhook's `personal_data` is on."),
  }),
});

/** Crews managing the page that owns the member's programme. */
async function programmeCrews(db: Reader, memberId: string): Promise<string[]> {
  const [row] = await db
    .select({ type: ambassadorPrograms.ownerType, id: ambassadorPrograms.ownerId })
    .from(ambassadorMembers)
    .innerJoin(ambassadorPrograms, eq(ambassadorPrograms.id, ambassadorMembers.programId))
    .where(eq(ambassadorMembers.id, memberId))
    .limit(1);
  return row ? managersOf(db, [row]) : [];
}

/** A sale credited to a member: the order's event, code, tickets and total; the member's name only with personal data. */
async function saleData(db: Db, orderId: string, memberId: string, personal: boolean): Promise<Payload<z.output<typeof SaleData>>> {
  const [o] = await db.select().from(orders).where(eq(orders.id, orderId)).limit(1);
  if (!o) return { notSent: "The order no longer exists." };
  // Only ticket orders carry an ambassador code (lib/checkout/order-webhook-data.ts), so a sale has its event.
  if (o.eventId === null) return { notSent: "The order is not a ticket order." };
  const [m] = await db.select({ firstName: ambassadorMembers.firstName, lastName: ambassadorMembers.lastName, code: ambassadorMembers.code }).from(ambassadorMembers).where(eq(ambassadorMembers.id, memberId)).limit(1);
  if (!m) return { notSent: "The ambassador no longer exists." };
  return {
    data: {
      sale: {
        order_id: o.id,
        event_id: o.eventId,
        code: o.ambassadorCode ?? m.code,
        member_id: memberId,
        tickets: o.lines.reduce((n, l) => n + l.quantity, 0),
        amount_total: o.amountTotal,
        ambassador: personal ? { first_name: m.firstName, last_name: m.lastName } : null,
      },
    },
  };
}

export const saleAttributed = defineWebhookEvent({
  type: "ambassador.sale_attributed",
  subject: subject<{ order_id: string; member_id: string }>(),
  data: SaleData,
  personal: ["ambassador"],
  docs: {
    summary: "A sale was credited to an ambassador",
    description: "A paid order carries the code of one of the crew's programme's ambassadors. Goes to the crews managing the programme's page.",
    sentWhen: "a paid order carries the code of one of your programme's ambassadors (active or pending; a suspended member's code credits nobody)",
    goesTo: "crews managing the programme's page (its promoter or venue), whoever the order pays",
    data: "`{ sale: { order_id, event_id, code, member_id, tickets, amount_total, ambassador: { first_name, last_name } } }`: `code` is the member's as they have it (the buyer may have typed it in another case), `tickets` the order's line quantities added up, `amount_total` what the buyer paid in cents; a later refund sends `order.refunded` only, and the member's sales then leave the order out once it is fully refunded",
    hint: "a sale is attributed to an ambassador",
  },
  crews: (db, s) => programmeCrews(db, String(s.member_id)),
  build: (db, s, call) => saleData(db, String(s.order_id), String(s.member_id), call.personal),
  sample: {
    needs: "an order carrying the code of one of its programmes' ambassadors",
    builtFrom: "the newest order carrying the code of one of your programmes' ambassadors",
    async candidates(db, crewId, n) {
      const found = await rows<{ id: string; member: string }>(
        db,
        sql`SELECT o.id, m.id AS member FROM orders o
              JOIN ambassador_members m ON lower(m.code) = lower(o.ambassador_code)
              JOIN ambassador_programs p ON p.id = m.program_id
            WHERE o.ambassador_code IS NOT NULL AND ${managedBy(crewId, sql`p.owner_type`, sql`p.owner_id`)}
            ORDER BY o.created_at DESC, o.id DESC LIMIT ${n}`,
      );
      return found.map((r) => ({ order_id: r.id, member_id: r.member }));
    },
  },
  async example(db) {
    const [o] = await db.select().from(orders).where(isNotNull(orders.ambassadorCode)).orderBy(asc(orders.createdAt)).limit(1);
    if (!o) return null;
    const members = await db.select({ id: ambassadorMembers.id, code: ambassadorMembers.code }).from(ambassadorMembers);
    const m = members.find((x) => x.code.toLowerCase() === o.ambassadorCode!.toLowerCase());
    return m ? { subject: { order_id: o.id, member_id: m.id }, at: o.createdAt } : null;
  },
});
