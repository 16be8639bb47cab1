/**
 * The mail job: sends the outbox's due mail. Both drivers run it (the Postgres worker each pass,
 * Inngest on `mail/queued` and every minute). A due mail is claimed with FOR UPDATE SKIP LOCKED and
 * a lease (its next_attempt_at moves LEASE_MS ahead and its attempt is counted), so two instances
 * never send one mail at once; a sender that dies mid-attempt leaves a lease that runs out, and the
 * mail is due again. A failed attempt is retried after 10 s, 1 min, 5 min, 30 min, 2 h and 6 h; then
 * the mail is failed. A recipient or message the server refuses for good (5xx) fails at once.
 */
import { sql } from "drizzle-orm";
import { config } from "@/lib/config/config";
import { rows, type Db } from "@/lib/db/client";
import { mailTransport } from "./transport";
import { log } from "@/lib/observability/log";

/** Waits after attempt 1, 2, ...; an attempt past the last fails the mail. */
export const MAIL_BACKOFF_MS = [10_000, 60_000, 5 * 60_000, 30 * 60_000, 2 * 3600_000, 6 * 3600_000];
export const MAIL_MAX_ATTEMPTS = MAIL_BACKOFF_MS.length + 1;
/** Longer than the SMTP timeouts of one send (lib/mail/transport.ts), so a live attempt keeps its mail. */
export const MAIL_LEASE_MS = 2 * 60_000;
const BATCH = 10;
/** Mails one pass sends at most: the worker's loop also runs webhook delivery. */
const PASS_LIMIT = 100;

export interface ClaimedMail {
  id: string;
  to: string;
  subject: string;
  text: string;
  html: string | null;
  attempts: number;
}

export type MailOutcome = { id: string; status: "sent" | "failed" } | { id: string; status: "queued"; nextAttemptAt: Date };

/** A mail that is due at `at` (ISO): queued, and due or with a lease run out. */
export const mailIsDue = (at: string) => sql`status = 'queued' AND next_attempt_at <= ${at}::timestamptz`;

/** Claims up to `limit` due mails (queued, and due or with a lease run out); each claim counts an attempt. */
export async function claimDueMail(db: Db, now: Date, limit: number): Promise<ClaimedMail[]> {
  const at = now.toISOString();
  const isDue = mailIsDue(at);
  // Nothing due, the usual case: a read instead of a claiming UPDATE (see claimDue in lib/root/worker.ts).
  const due = await rows(db, sql`SELECT 1 FROM mail_outbox WHERE ${isDue} LIMIT 1`);
  if (due.length === 0) return [];
  const lease = new Date(now.getTime() + MAIL_LEASE_MS).toISOString();
  return rows<ClaimedMail>(
    db,
    sql`UPDATE mail_outbox SET attempts = attempts + 1, next_attempt_at = ${lease}::timestamptz
        WHERE id IN (
          SELECT id FROM mail_outbox
          WHERE ${isDue}
          ORDER BY next_attempt_at, id
          LIMIT ${limit}
          FOR UPDATE SKIP LOCKED
        )
        RETURNING id, "to", subject, text, html, attempts`,
  );
}

/** A short code for a failed send (never the server's words or URL), and whether retrying is pointless. */
export function failureOf(e: unknown): { code: string; permanent: boolean } {
  const o = typeof e === "object" && e !== null ? (e as { code?: unknown; responseCode?: unknown }) : {};
  const code = typeof o.code === "string" && /^[A-Z][A-Z0-9_]{1,31}$/.test(o.code) ? o.code : "ERROR";
  const reply = typeof o.responseCode === "number" ? o.responseCode : null;
  // A 5xx to the envelope or the message is the server's final word on this mail; a 5xx to the
  // login (EAUTH) is a configuration to fix, and the mail waits for it.
  const permanent = reply !== null && reply >= 500 && (code === "EENVELOPE" || code === "EMESSAGE");
  return { code: reply === null ? code : `${code} ${reply}`, permanent };
}

/**
 * One attempt of a claimed mail, recorded only while the claim is still this attempt's (a sender
 * whose lease ran out and was overtaken records nothing).
 */
export async function attemptMail(db: Db, mail: ClaimedMail, now: Date): Promise<MailOutcome> {
  const transport = mailTransport();
  const mine = sql`id = ${mail.id} AND status = 'queued' AND attempts = ${mail.attempts}`;
  const at = now.toISOString();
  if (!transport) {
    // SMTP_URL was unset since the mail was queued: it goes to the sandbox mailbox.
    await db.execute(sql`UPDATE mail_outbox SET status = 'sent', transport = 'sandbox', sent_at = ${at}::timestamptz, next_attempt_at = NULL, last_error = NULL WHERE ${mine}`);
    return { id: mail.id, status: "sent" };
  }
  try {
    const { messageId } = await transport.send({ from: config().mailFrom, to: mail.to, subject: mail.subject, text: mail.text, ...(mail.html ? { html: mail.html } : {}) });
    await db.execute(
      sql`UPDATE mail_outbox SET status = 'sent', transport = 'smtp', sent_at = ${at}::timestamptz, message_id = ${messageId || null}, next_attempt_at = NULL, last_error = NULL WHERE ${mine}`,
    );
    return { id: mail.id, status: "sent" };
  } catch (e) {
    const { code, permanent } = failureOf(e);
    const wait = permanent ? undefined : MAIL_BACKOFF_MS[mail.attempts - 1];
    if (wait === undefined) {
      await db.execute(sql`UPDATE mail_outbox SET status = 'failed', next_attempt_at = NULL, last_error = ${code} WHERE ${mine}`);
      log.error("mail failed for good", { mail_id: mail.id, attempts: mail.attempts, error: code });
      return { id: mail.id, status: "failed" };
    }
    const nextAttemptAt = new Date(now.getTime() + wait);
    await db.execute(sql`UPDATE mail_outbox SET next_attempt_at = ${nextAttemptAt.toISOString()}::timestamptz, last_error = ${code} WHERE ${mine}`);
    return { id: mail.id, status: "queued", nextAttemptAt };
  }
}

/** Claims one due mail and attempts it: one Inngest step. null when nothing is due. */
export async function deliverOneDueMail(db: Db, now: Date): Promise<MailOutcome | null> {
  const [mail] = await claimDueMail(db, now, 1);
  return mail ? attemptMail(db, mail, now) : null;
}

/** Sends every due mail, a batch at a time (up to 100 a pass); resolves with what became of them. */
export async function deliverDueMail(db: Db, now: Date = new Date()): Promise<MailOutcome[]> {
  const started = Date.now();
  const outcomes: MailOutcome[] = [];
  while (outcomes.length < PASS_LIMIT) {
    // Each batch is claimed at the time it starts, so its lease runs from then; the first at `now` (as runDueOnce does).
    const at = outcomes.length === 0 ? now : new Date(now.getTime() + (Date.now() - started));
    const batch = await claimDueMail(db, at, BATCH);
    outcomes.push(...(await Promise.all(batch.map((m) => attemptMail(db, m, at)))));
    if (batch.length < BATCH) break;
  }
  return outcomes;
}

/** When the next queued mail is due (a retry's time, or a lease's end), or null. */
export async function nextMailDue(db: Db): Promise<Date | null> {
  const [row] = await rows<{ at: string | Date | null }>(db, sql`SELECT min(next_attempt_at) AS at FROM mail_outbox WHERE status = 'queued'`);
  return row?.at ? new Date(row.at) : null;
}
