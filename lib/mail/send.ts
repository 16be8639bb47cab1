/**
 * The one way the service sends mail (owner notices: a key rotated, a webhook turned off). With
 * SMTP_URL it goes out over SMTP from MAIL_FROM; without it, it lands in the sandbox mailbox (the
 * `sandbox_emails` table), which GET /api/platform/v1/emails and the portal's /mailbox list.
 */
import { randomUUID } from "node:crypto";
import type { Db } from "@/lib/db/client";
import { sandboxEmails } from "@/lib/db/schema";
import { Problem } from "@/lib/http/problem";
import { config } from "@/lib/config/config";
import { mailTransport } from "./transport";

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html?: string | null;
}

/**
 * Sends one mail. Resolves with the sandbox row's id, or the message id the SMTP server was handed
 * over with. A mail server that refuses it or cannot be reached throws upstream_error: the caller
 * decides whether that fails what it was doing.
 */
export async function sendMail(db: Db, mail: Mail): Promise<{ id: string }> {
  const transport = mailTransport();
  if (!transport) {
    const id = randomUUID();
    await db.insert(sandboxEmails).values({ id, to: mail.to, subject: mail.subject, text: mail.text, html: mail.html ?? null, sentAt: new Date() });
    return { id };
  }
  try {
    const { messageId } = await transport.send({ from: config().mailFrom, to: mail.to, subject: mail.subject, text: mail.text, ...(mail.html ? { html: mail.html } : {}) });
    return { id: messageId };
  } catch (e) {
    // The error's code (ECONNECTION, EAUTH, EENVELOPE...) says what went wrong without the server's URL.
    const code = typeof e === "object" && e !== null && "code" in e && typeof e.code === "string" ? ` (${e.code})` : "";
    throw new Problem("upstream_error", `The mail server did not accept the message${code}.`);
  }
}
