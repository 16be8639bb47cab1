/**
 * Tickets as a kind of checkout: the order checked and priced by the ticket rules
 * (lib/tickets/rules) over the event's tiers locked with their held tickets, the tiers' tickets and
 * an event coupon's one use held, and a paid session written as a ticket order with the buyer's
 * mail and, for an ambassador's discount, `ambassador.sale_attributed`.
 */
import type { KeyRecord } from "@/lib/auth/authenticate";
import type { CheckoutKindDef, Priced, SessionRow } from "@/lib/checkout/kind";
import { eventCouponKey, firstShortfall, lockAndCount, type Claim } from "@/lib/checkout/scarce";
import type { CrewScope } from "@/lib/crew/scope";
import type { TicketSessionDetails } from "@/lib/db/tables/checkout";
import { fingerprint } from "@/lib/http/canonical-json";
import { bodyInvalid, missingScope } from "@/lib/http/problem";
import { ticketOrderPagePath } from "@/lib/checkout/order-link";
import { quoteTickets } from "@/lib/tickets/rules/quote";
import type { DiscountFacts, TicketRefusal } from "@/lib/tickets/rules/types";
import { emitPlatformEvent } from "@/lib/webhooks/emit";
import { discountFacts, eventFacts, lockedTiers, unlockedTiers, type EventFacts } from "./facts-query";
import { queueTicketOrderMail } from "./order-mail";
import type { TicketCheckoutInput } from "./schemas";

interface Prepared {
  body: TicketCheckoutInput;
  event: EventFacts;
  discount: DiscountFacts | "unknown" | null;
  unlocked: Set<string>;
}

/** What a retry must repeat: the body without the visitor's address. */
export function ticketBodyFingerprint(body: TicketCheckoutInput): string {
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  const { client_ip, ...kept } = body;
  return fingerprint(kept);
}

const refusalProblem = (r: TicketRefusal) => bodyInvalid([{ param: r.param, message: r.message }], { ...(r.reason ? { reason: r.reason } : {}), ...(r.extra ?? {}) });

const DISCOUNT_USED_UP: TicketRefusal = {
  reason: "discount_not_applicable",
  param: "discount_id",
  message: "This discount does not apply to this event now (unknown, of another event, not started, ended or used up).",
};

const ticketDetails = (s: SessionRow): TicketSessionDetails => {
  if (s.details.kind !== "tickets") throw new Error(`session ${s.id} is not a ticket session`);
  return s.details;
};

function claimsOf(eventId: number, lines: { tier_id: string; quantity: number }[], discount: TicketSessionDetails["discount"]): Claim[] {
  const claims: Claim[] = lines.map((l) => ({ item: "tier", id: l.tier_id, quantity: l.quantity }));
  if (discount?.kind === "coupon") claims.push({ item: "event_coupon", id: eventCouponKey(eventId, discount.code), quantity: 1 });
  return claims;
}

/** A free order needs write:checkout:free on a key the crew owner created. */
function mayIssueFree(key: Pick<KeyRecord, "scopes" | "createdByOwner">): boolean {
  return key.scopes.includes("write:checkout:free") && key.createdByOwner;
}

export const ticketCheckout: CheckoutKindDef<TicketCheckoutInput, Prepared> = {
  kind: "tickets",
  pricer: {
    fingerprint: ticketBodyFingerprint,
    async prepare(crew: CrewScope, body, now) {
      const event = await eventFacts(crew, body.event_id, now);
      const [discount, unlocked] = await Promise.all([body.discount_id === undefined ? null : discountFacts(crew, body.discount_id, now), unlockedTiers(crew, body.event_id, body.access_code)]);
      return { body, event, discount, unlocked };
    },
    async price(tx, { body, event, discount, unlocked }, now): Promise<Priced> {
      const tiers = await lockedTiers(tx, body.event_id, body.lines.map((l) => l.tier_id), now);
      const result = quoteTickets(body.lines, { eventId: body.event_id, eventEnded: event.ended, tiers, unlocked, discount, fee: event.fee }, now);
      if (!result.ok) throw refusalProblem(result.refusal);
      const q = result.quote;
      const claims = claimsOf(body.event_id, q.lines, q.discount);
      // The coupon's uses, counted with the uses its open checkouts hold, under its row lock (tiers were locked first).
      const coupon = claims.filter((c) => c.item === "event_coupon");
      if (coupon.length && firstShortfall(await lockAndCount(tx, coupon, now), coupon)) throw refusalProblem(DISCOUNT_USED_UP);
      return {
        eventId: body.event_id,
        currency: q.currency,
        totalCents: q.total_cents,
        details: { kind: "tickets", lines: q.lines, subtotal_cents: q.subtotal_cents, discount_cents: q.discount_cents, fee_cents: q.fee_cents, discount: q.discount, access_code: body.access_code ?? null },
        claims,
        paymentAccount: event.paymentAccount,
      };
    },
  },
  freeOrder(_priced, key) {
    if (!mayIssueFree(key)) throw missingScope("This order is free: issuing it needs the scope write:checkout:free, on a key the crew owner created.");
    return true;
  },
  fulfiller: {
    claims(session) {
      const d = ticketDetails(session);
      return claimsOf(session.eventId!, d.lines, d.discount);
    },
    order(session) {
      const d = ticketDetails(session);
      return {
        kind: "tickets",
        eventId: session.eventId,
        currency: session.currency,
        amountTotal: session.amountTotal,
        ambassadorCode: d.discount?.kind === "ambassador" ? d.discount.code : null,
        // The crew whose key opened the checkout: its webhooks say via_your_site.
        viaSiteOf: session.crewId,
        buyerEmail: session.buyerEmail,
        lines: d.lines.map((l) => ({ tier_id: l.tier_id, name: l.name, quantity: l.quantity, unit_amount: l.unit_amount })),
        merch: null,
        reference: session.reference,
      };
    },
    async emitExtra(tx, session, orderId, now) {
      const d = ticketDetails(session);
      if (d.discount?.kind === "ambassador" && d.discount.member_id) await emitPlatformEvent(tx, "ambassador.sale_attributed", { order_id: orderId, member_id: d.discount.member_id }, { now });
    },
    async queueMails(tx, orderId) {
      await queueTicketOrderMail(tx, orderId);
    },
    hostedRequest(session) {
      const d = ticketDetails(session);
      return {
        lines: [
          ...d.lines.map((l) => ({ name: l.name, quantity: l.quantity, amount_cents: l.quantity * l.unit_amount - l.discount_amount })),
          ...(d.fee_cents > 0 ? [{ name: "Booking fee", quantity: 1, amount_cents: d.fee_cents }] : []),
        ],
        shipping: null,
        // The booking fee is the platform's share of a ticket sale.
        application_fee_cents: d.fee_cents,
      };
    },
    orderPagePath: ticketOrderPagePath,
  },
};
