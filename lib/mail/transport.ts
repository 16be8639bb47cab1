/**
 * How a mail leaves the service: a tiny interface over nodemailer, so the sender does not care
 * whether it talks to an SMTP server (SMTP_URL) or, in tests, to nodemailer's jsonTransport or
 * streamTransport. Without SMTP_URL there is no transport: mail lands in the sandbox mailbox.
 */
import nodemailer from "nodemailer";
import { config } from "@/lib/config/config";
import { hostOf } from "@/lib/config/drivers";
import { SpanKind, operationSpan } from "@/lib/observability/spans";

export interface OutgoingMail {
  from: string;
  to: string;
  subject: string;
  text: string;
  html?: string;
}

export interface MailTransport {
  /** Hands one message over; resolves with the id the transport gave it, rejects when it was not accepted. */
  send(mail: OutgoingMail): Promise<{ messageId: string }>;
  /** GET /v1/status: resolves when the mail server greets and accepts a login within `deadlineMs`, rejects otherwise. Absent: nothing outside the process to reach. */
  verify?(deadlineMs: number): Promise<void>;
}

/** The part of a nodemailer transporter the sender uses. */
interface Transporter {
  sendMail(mail: OutgoingMail): Promise<{ messageId?: string }>;
}

/** Wraps a nodemailer transporter (`nodemailer.createTransport(...)`). */
export function nodemailerTransport(transporter: Transporter): MailTransport {
  return {
    async send(mail) {
      const info = await transporter.sendMail(mail);
      return { messageId: info.messageId ?? "" };
    },
  };
}

// A slow mail server must not hold a caller for minutes (nodemailer's defaults); the URL's own
// query parameters (?connectionTimeout=...) still win.
const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };

/** An SMTP transport for an `smtp://` or `smtps://` URL; with telemetry on, each send is a span (never its recipient). */
export function smtpTransport(url: string): MailTransport {
  const smtp = nodemailerTransport(nodemailer.createTransport({ url, ...SMTP_TIMEOUTS }));
  const attributes = { "server.address": hostOf(url) };
  return {
    send: (mail) => operationSpan("smtp send", { kind: SpanKind.CLIENT, attributes }, () => smtp.send(mail)),
    async verify(deadlineMs) {
      // A connection of its own, every timeout the deadline (timeouts in the URL still win; the
      // caller's deadline bounds the answer anyway), closed after: no socket outlives the check.
      const checker = nodemailer.createTransport({ url, connectionTimeout: deadlineMs, greetingTimeout: deadlineMs, socketTimeout: deadlineMs });
      try {
        await checker.verify();
      } finally {
        checker.close();
      }
    },
  };
}

let installed: MailTransport | null = null;
let fromConfig: { url: string; transport: MailTransport } | null = null;

/**
 * Puts a transport in place of SMTP_URL's (tests: nodemailer's jsonTransport); null goes back to
 * the configuration.
 */
export function installMailTransport(transport: MailTransport | null): void {
  installed = transport;
}

/** The transport mail goes out through, or null: the sandbox mailbox. */
export function mailTransport(): MailTransport | null {
  if (installed) return installed;
  const url = config().smtpUrl;
  if (!url) return null;
  if (fromConfig?.url !== url) fromConfig = { url, transport: smtpTransport(url) };
  return fromConfig.transport;
}
