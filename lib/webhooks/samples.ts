/**
 * Samples: an event type sent on demand to one webhook (`POST /admin/v1/webhooks/{id}/test` with a
 * `type`), its data built by the same payload builder as the real event, from the crew's own latest
 * subject of that type (each type's declaration finds them: `sample`, ./event.ts). The outbox row
 * carries the real type and the real subject's fields plus `sample: true` and `webhook_id`. That
 * mark keeps it from being taken for the real event: the dispatcher sends it to the named webhook
 * only and never folds it into (or under) a waiting event.updated, it is due at once, the drivers
 * send it even while the webhook is off (like webhook.test), the envelope says `"sample": true`,
 * and recovery leaves it out.
 */
import { sql, type SQL } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { webhookMessages } from "@/lib/db/schema";
import type { WebhookEvents } from "./registry";

/** The same as `isOnDemand`, over `webhook_messages` in a query. */
export const onDemandMessage: SQL = sql`(${webhookMessages.type} = 'webhook.test' OR (${webhookMessages.subject}->>'sample') = 'true')`;

/** A message that is not a sample's (`!isSample`), in a query. */
export const notSampleMessage: SQL = sql`(${webhookMessages.subject}->>'sample') IS DISTINCT FROM 'true'`;

/** How many recent subjects are tried before a sample is given up (each is checked by the payload builder). */
export const SAMPLE_CANDIDATES = 5;

/**
 * Whether the crew manages a page given by type and id expressions, as an EXISTS over
 * page_managers: the building block of the declarations' sample queries.
 */
export const managedBy = (crewId: string, type: SQL, id: SQL) => sql`EXISTS (SELECT 1 FROM page_managers pm WHERE pm.crew_id = ${crewId} AND pm.page_type = ${type} AND pm.page_id = ${id})`;

/** The newest subjects of `type` that concern the crew, newest first (at most SAMPLE_CANDIDATES); none for a type without samples. */
export async function sampleCandidates(events: WebhookEvents, db: Db, type: string, crewId: string): Promise<Record<string, unknown>[]> {
  const sample = events.get(type)?.sample;
  return sample ? sample.candidates(db, crewId, SAMPLE_CANDIDATES) : [];
}
