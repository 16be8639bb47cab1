/**
 * Signing with the Standard Webhooks scheme (the `standardwebhooks` library): HMAC-SHA256 over
 * `id.timestamp.body` with the base64-decoded secret after `whsec_`. After a rotation, calls carry
 * two signatures (new and old) for 24 hours, so a receiver can switch secrets without dropping one.
 */
import { Webhook } from "standardwebhooks";

/** How long the previous secret keeps signing after a rotation. */
export const ROTATION_OVERLAP_MS = 24 * 60 * 60 * 1000;

export interface SigningSecrets {
  secret: string;
  previousSecret: string | null;
  rotatedAt: Date | null;
}

/** The secrets that sign at `now`: the current one, plus the previous one while its 24 hours run. */
export function activeSecrets(w: SigningSecrets, now: Date): string[] {
  const overlap = w.previousSecret && w.rotatedAt && w.rotatedAt.getTime() + ROTATION_OVERLAP_MS > now.getTime();
  return overlap ? [w.secret, w.previousSecret!] : [w.secret];
}

/** The `webhook-signature` value: space-separated `v1,<base64>`, one per secret. */
export function signature(secrets: string[], msgId: string, at: Date, body: string): string {
  return secrets.map((s) => new Webhook(s).sign(msgId, at, body)).join(" ");
}

/** The headers of one call: content type, sender, and the three Standard Webhooks headers. */
export function callHeaders(secrets: string[], msgId: string, at: Date, body: string): Record<string, string> {
  return {
    "Content-Type": "application/json",
    "User-Agent": "events-api-webhooks/1.0",
    "Content-Length": String(Buffer.byteLength(body)),
    "webhook-id": msgId,
    "webhook-timestamp": String(Math.floor(at.getTime() / 1000)),
    "webhook-signature": signature(secrets, msgId, at, body),
  };
}
