/**
 * Samples: an event type sent on demand to one webhook (`POST /admin/v1/webhooks/{id}/test` with a
 * `type`), its data built by the same payload builder as the real event, from the crew's own latest
 * subject of that type. The outbox row carries the real type and the real subject's fields plus
 * `sample: true` and `webhook_id`. That mark keeps it from being taken for the real event: the
 * dispatcher sends it to the named webhook only and never folds it into (or under) a waiting
 * event.updated, it is due at once, the drivers send it even while the webhook is off (like
 * webhook.test), the envelope says `"sample": true`, and recovery leaves it out.
 */
import { sql, type SQL } from "drizzle-orm";
import { rows, type Db } from "@/lib/db/client";
import { webhookMessages } from "@/lib/db/schema";
import type { SampleType } from "./sample-mark";
import type { SubjectOf } from "./types";

/** The same as `isOnDemand`, over `webhook_messages` in a query. */
export const onDemandMessage: SQL = sql`(${webhookMessages.type} = 'webhook.test' OR (${webhookMessages.subject}->>'sample') = 'true')`;

/** A message that is not a sample's (`!isSample`), in a query. */
export const notSampleMessage: SQL = sql`(${webhookMessages.subject}->>'sample') IS DISTINCT FROM 'true'`;

/** How many recent subjects are tried before a sample is given up (each is checked by the payload builder). */
export const SAMPLE_CANDIDATES = 5;

/** Pages of a crew, as an EXISTS over page_managers for a page given by type and id expressions. */
const managed = (crewId: string, type: SQL, id: SQL) => sql`EXISTS (SELECT 1 FROM page_managers pm WHERE pm.crew_id = ${crewId} AND pm.page_type = ${type} AND pm.page_id = ${id})`;

/**
 * Orders the crew is paid for, as routing sees them (./routing.ts): a merch order's selling page,
 * a ticket order's event's first promoter.
 */
const paidTo = (crewId: string) => sql`(
  (o.merch IS NOT NULL AND ${managed(crewId, sql`o.merch->'seller'->>'type'`, sql`(o.merch->'seller'->>'id')::int`)})
  OR (o.merch IS NULL AND EXISTS (
    SELECT 1 FROM event_promoters ep WHERE ep.event_id = o.event_id
      AND ep.position = (SELECT min(position) FROM event_promoters f WHERE f.event_id = o.event_id)
      AND ${managed(crewId, sql`'promoter'`, sql`ep.promoter_id`)})))`;

/** Published events with a page of the crew on them: a promoter, the venue, a confirmed artist. */
const onEvent = (crewId: string) => sql`e.published AND (
  EXISTS (SELECT 1 FROM event_promoters ep WHERE ep.event_id = e.id AND ${managed(crewId, sql`'promoter'`, sql`ep.promoter_id`)})
  OR (e.venue_id IS NOT NULL AND ${managed(crewId, sql`'venue'`, sql`e.venue_id`)})
  OR EXISTS (SELECT 1 FROM lineup_set_artists la WHERE la.event_id = e.id AND la.confirmed AND ${managed(crewId, sql`'artist'`, sql`la.artist_id`)}))`;

/** The newest subjects of `type` that concern the crew, newest first (at most SAMPLE_CANDIDATES). */
export async function sampleCandidates<T extends SampleType>(db: Db, type: T, crewId: string): Promise<SubjectOf<T>[]> {
  const n = SAMPLE_CANDIDATES;
  const run = <R>(q: SQL) => rows<R>(db, q);
  let found: Record<string, unknown>[];
  switch (type as SampleType) {
    case "order.paid":
      found = (await run<{ id: string }>(sql`SELECT o.id FROM orders o WHERE ${paidTo(crewId)} ORDER BY o.created_at DESC, o.id DESC LIMIT ${n}`)).map((r) => ({ order_id: r.id }));
      break;
    case "order.refunded":
      found = (
        await run<{ id: string; refund: string }>(
          // Refunds whose money moved: an owed or failed one was never announced.
          sql`SELECT o.id, r.id AS refund FROM order_refunds r JOIN orders o ON o.id = r.order_id WHERE r.status = 'refunded' AND ${paidTo(crewId)} ORDER BY r.created_at DESC, r.id DESC LIMIT ${n}`,
        )
      ).map((r) => ({ order_id: r.id, refund_id: r.refund }));
      break;
    case "event.published":
      found = (await run<{ id: number }>(sql`SELECT e.id FROM events e WHERE ${onEvent(crewId)} ORDER BY e.first_published_at DESC NULLS LAST, e.id DESC LIMIT ${n}`)).map((r) => ({
        event_id: Number(r.id),
        crews: [crewId],
        first: false,
      }));
      break;
    case "event.updated":
      found = (await run<{ id: number }>(sql`SELECT e.id FROM events e WHERE ${onEvent(crewId)} ORDER BY e.updated_at DESC, e.id DESC LIMIT ${n}`)).map((r) => ({ event_id: Number(r.id) }));
      break;
    case "booking_request.created":
      found = (await run<{ id: string }>(sql`SELECT b.id FROM booking_requests b WHERE b.crew_id = ${crewId} ORDER BY b.created_at DESC, b.id DESC LIMIT ${n}`)).map((r) => ({ booking_request_id: r.id }));
      break;
    case "ambassador.sale_attributed":
      found = (
        await run<{ id: string; member: string }>(
          sql`SELECT o.id, m.id AS member FROM orders o
                JOIN ambassador_members m ON lower(m.code) = lower(o.ambassador_code)
                JOIN ambassador_programs p ON p.id = m.program_id
              WHERE o.ambassador_code IS NOT NULL AND ${managed(crewId, sql`p.owner_type`, sql`p.owner_id`)}
              ORDER BY o.created_at DESC, o.id DESC LIMIT ${n}`,
        )
      ).map((r) => ({ order_id: r.id, member_id: r.member }));
      break;
    case "form.submitted":
      found = (
        await run<{ id: string }>(
          sql`SELECT r.id FROM form_responses r JOIN forms f ON f.id = r.form_id
              WHERE f.crew_id = ${crewId} OR (f.owner_type <> 'crew' AND f.owner_id IS NOT NULL AND ${managed(crewId, sql`f.owner_type`, sql`f.owner_id`)})
              ORDER BY r.completed_at DESC, r.id DESC LIMIT ${n}`,
        )
      ).map((r) => ({ response_id: r.id }));
      break;
    case "payout.paid":
      found = (await run<{ id: string }>(sql`SELECT p.id FROM payouts p WHERE ${managed(crewId, sql`p.payee_type`, sql`p.payee_id`)} ORDER BY p.paid_at DESC, p.id DESC LIMIT ${n}`)).map((r) => ({
        payout_id: r.id,
      }));
      break;
    default:
      found = [];
  }
  return found as SubjectOf<T>[];
}

/** What a crew needs for a sample of each type, for the answer when it has none. */
export const SAMPLE_SOURCE: Record<SampleType, string> = {
  "order.paid": "an order paid to one of its pages",
  "order.refunded": "a refund of an order paid to one of its pages",
  "event.published": "a published event with one of its pages on it",
  "event.updated": "a published event with one of its pages on it",
  "booking_request.created": "a booking request made with one of its keys",
  "ambassador.sale_attributed": "an order carrying the code of one of its programmes' ambassadors",
  "form.submitted": "a response to one of its forms",
  "payout.paid": "a payout to one of its pages",
};
