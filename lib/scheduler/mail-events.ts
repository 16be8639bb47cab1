/**
 * The mail job's event on Inngest: `mail/queued` carries nothing, it only says "send due mail now"
 * (sent after a transaction that queued mail commits, and with a future timestamp for a retry due
 * before the next every-minute run).
 */
import { eventType } from "inngest";

export const mailQueued = eventType("mail/queued");
