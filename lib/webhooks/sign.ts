/**
 * Signing with the Standard Webhooks scheme (the `standardwebhooks` library): HMAC-SHA256 over
 * `id.timestamp.body` with the base64-decoded secret after `whsec_`. After a rotation, calls carry
 * two signatures (new and old) for 24 hours, so a receiver can switch secrets without dropping one.
 */
import { randomBytes } from "node:crypto";
import { Webhook } from "standardwebhooks";
import { openSecret } from "@/lib/crypto/secrets-keys";

/** A new signing secret: `whsec_` and base64 of 32 random bytes. */
export const newWebhookSecret = (): string => `whsec_${randomBytes(32).toString("base64")}`;

/** How long the previous secret keeps signing after a rotation. */
export const ROTATION_OVERLAP_MS = 24 * 60 * 60 * 1000;

/** As stored: sealed (lib/crypto/secret-box.ts), or plain from before sealing began. */
export interface SigningSecrets {
  secret: string;
  previousSecret: string | null;
  rotatedAt: Date | null;
}

/**
 * The secrets that sign at `now`, opened: the current one, plus the previous one while its 24
 * hours run (past them it is ignored even before the sweep clears it). The only place they are opened.
 */
export function activeSecrets(w: SigningSecrets, now: Date): string[] {
  const overlap = w.previousSecret && w.rotatedAt && w.rotatedAt.getTime() + ROTATION_OVERLAP_MS > now.getTime();
  return (overlap ? [w.secret, w.previousSecret!] : [w.secret]).map(openSecret);
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
