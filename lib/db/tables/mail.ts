/**
 * The mail outbox: every mail the service sends is a row here, written in the same transaction as
 * what causes it, then sent by the mail job (lib/mail/deliver.ts) with retries. The sandbox mailbox
 * is the same table: its rows with transport 'sandbox' (GET /api/platform/v1/emails, /mailbox).
 */
import { index, integer, pgTable, text, uuid } from "drizzle-orm/pg-core";
import { ts } from "./columns";

export const mailOutbox = pgTable(
  "mail_outbox",
  {
    id: uuid("id").primaryKey(),
    to: text("to").notNull(),
    subject: text("subject").notNull(),
    text: text("text").notNull(),
    html: text("html"),
    createdAt: ts("created_at").notNull(),
    /** queued (waiting for an attempt) | sent | failed (attempts used up, or refused for good). */
    status: text("status").notNull().default("queued"),
    /** Attempts started: claiming a mail counts one, so a mail that crashes its sender still runs out. */
    attempts: integer("attempts").notNull().default(0),
    /** When a queued mail is due; while an attempt runs, the end of its lease (a crashed sender's mail is due again then). */
    nextAttemptAt: ts("next_attempt_at"),
    sentAt: ts("sent_at"),
    /** The last failure as a short code (ECONNECTION, smtp 451...): never the server's words or URL. */
    lastError: text("last_error"),
    /** smtp, or sandbox: delivered to the sandbox mailbox. */
    transport: text("transport").notNull(),
    /** The Message-ID the SMTP server took it with. */
    messageId: text("message_id"),
  },
  (t) => [index("mail_outbox_due_idx").on(t.status, t.nextAttemptAt), index("mail_outbox_mailbox_idx").on(t.transport, t.sentAt)],
);

/** The sandbox mailbox's name for the same table (tests and older readers). */
export const sandboxEmails = mailOutbox;
