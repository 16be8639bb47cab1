/**
 * Key rotation rules (docs/guides/authentication.md, "Rotating a key") as plain functions: whether
 * a key may rotate now, and the expiry the old key gets.
 */
export const ROTATION_COOLDOWN_MS = 3600 * 1000;

export interface RotationInput {
  hasSuccessor: boolean;
  /** When this key last rotated, or was itself created by a rotation. */
  lastRotationAt: Date | null;
}

export type RotationVerdict = { ok: true } | { ok: false; reason: "conflict" } | { ok: false; reason: "too_soon"; retryAfterSeconds: number };

export function rotationVerdict(input: RotationInput, now: Date): RotationVerdict {
  if (input.hasSuccessor) return { ok: false, reason: "conflict" };
  if (input.lastRotationAt) {
    const wait = input.lastRotationAt.getTime() + ROTATION_COOLDOWN_MS - now.getTime();
    if (wait > 0) return { ok: false, reason: "too_soon", retryAfterSeconds: Math.ceil(wait / 1000) };
  }
  return { ok: true };
}

/** The old key works for the grace period, and never longer than it would have anyway. */
export function graceExpiry(current: Date | null, now: Date, graceHours: number): Date {
  const grace = new Date(now.getTime() + graceHours * 3600 * 1000);
  return current && current < grace ? current : grace;
}
