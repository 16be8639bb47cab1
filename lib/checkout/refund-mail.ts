/** The mail a buyer gets when a payment that came too late for what it bought is refunded. */
import { queueMail, type MailWriter } from "@/lib/mail/queue";
import { money } from "./format";

const escapeHtml = (text: string) => text.replace(/[&<>]/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;" })[c]!);

/** Queued in the refund's transaction: it goes out exactly when the refund is recorded. */
export async function mailLatePaymentRefund(tx: MailWriter, to: string, orderId: string, amountCents: number, currency: string): Promise<void> {
  const why = [
    "Your payment arrived after your checkout had ended, and what it was for has been sold since.",
    `We have refunded it in full (${money(amountCents, currency)}); your bank shows it within a few days.`,
    `Order ${orderId}.`,
  ];
  await queueMail(tx, { to, subject: "Your payment was refunded", text: why.join("\n\n"), html: why.map((p) => `<p>${escapeHtml(p)}</p>`).join("\n") });
}
