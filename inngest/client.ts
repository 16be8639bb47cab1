/**
 * The Inngest client for background work. Webhook delivery (scheduling, coalescing, retries)
 * will register its functions beside this file; booking requests already record their
 * `booking_request.created` events in the `event_outbox` table for it to send.
 */
import { Inngest } from "inngest";
import { config } from "@/lib/platform/config";

export const inngest = new Inngest({ id: config().serviceName });
