/**
 * The one way the service sends mail: `queueMail(tx, mail)` writes it to the outbox (`mail_outbox`)
 * in the caller's transaction, so a mail exists exactly when what caused it committed, and one
 * queued before a crash is still there after it. The mail job (./deliver.ts) sends it; after the
 * commit, `notifyMailQueued()` (./notify.ts) wakes the Inngest driver at once.
 *
 * Without a transport (no SMTP_URL) the mail is delivered to the sandbox mailbox as it is queued:
 * the same row, written as sent, so the mailbox shows it the moment its transaction commits.
 */
import { randomUUID } from "node:crypto";
import type { Db } from "@/lib/db/client";
import { mailOutbox } from "@/lib/db/schema";
import { mailTransport } from "./transport";

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html?: string | null;
}

/** A database or a transaction: anything that can insert. */
export type MailWriter = Pick<Db, "insert">;

/** Writes one mail to the outbox; resolves with its id. */
export async function queueMail(tx: MailWriter, mail: Mail, now: Date = new Date()): Promise<{ id: string }> {
  const id = randomUUID();
  const sandbox = mailTransport() === null;
  await tx.insert(mailOutbox).values({
    id,
    to: mail.to,
    subject: mail.subject,
    text: mail.text,
    html: mail.html ?? null,
    createdAt: now,
    ...(sandbox
      ? { status: "sent", transport: "sandbox", attempts: 1, sentAt: now, nextAttemptAt: null }
      : { status: "queued", transport: "smtp", attempts: 0, nextAttemptAt: now }),
  });
  return { id };
}
