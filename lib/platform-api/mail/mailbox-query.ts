/** Reads of the sandbox mailbox for the platform API (GET /api/platform/v1/emails): the mail outbox's sandbox rows. */
import { and, desc, eq, sql } from "drizzle-orm";
import { mailOutbox } from "@/lib/db/schema";
import { platformDb, type PlatformScope } from "@/lib/auth/platform-scope";

export interface SandboxEmail {
  id: string;
  to: string;
  subject: string;
  text: string;
  html: string | null;
  sent_at: string;
}

/** Mails delivered to the sandbox mailbox, newest first; only those to `to` (any case) when given. */
export async function sandboxMailbox(platform: PlatformScope, filter: { to?: string; limit: number }): Promise<SandboxEmail[]> {
  const rows = await platformDb(platform)
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.transport, "sandbox"), eq(mailOutbox.status, "sent"), filter.to === undefined ? undefined : eq(sql`lower(${mailOutbox.to})`, filter.to.toLowerCase())))
    .orderBy(desc(mailOutbox.sentAt), desc(mailOutbox.id))
    .limit(filter.limit);
  return rows.map((r) => ({ id: r.id, to: r.to, subject: r.subject, text: r.text, html: r.html, sent_at: (r.sentAt ?? r.createdAt).toISOString() }));
}
