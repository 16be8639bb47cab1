/**
 * Signing secrets at rest: sealed (lib/crypto) in `webhooks.secret` and `previous_secret`, opened
 * only to sign (./sign.ts). The previous secret signs for 24 hours after a rotation and is cleared
 * once they end, by the delivery driver's sweep (the worker's loop, the Inngest cron).
 */
import { and, eq, isNotNull, lte, or, sql } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { webhooks } from "@/lib/db/schema";
import { resealSecret, sealedUnderCurrentKey } from "@/lib/crypto/secrets-keys";
import { ROTATION_OVERLAP_MS } from "./sign";
import { log } from "@/lib/observability/log";

/** Clears every previous secret whose 24 hours have ended; answers how many. */
export async function clearExpiredPreviousSecrets(db: Db, now: Date): Promise<number> {
  const cleared = await db
    .update(webhooks)
    .set({ previousSecret: null })
    .where(and(isNotNull(webhooks.previousSecret), or(sql`${webhooks.rotatedAt} IS NULL`, lte(webhooks.rotatedAt, new Date(now.getTime() - ROTATION_OVERLAP_MS)))))
    .returning({ id: webhooks.id });
  return cleared.length;
}

/**
 * Seals under the current key every secret that is plain (stored before sealing began) or sealed
 * under another key (after SECRETS_KEY was rotated); answers how many webhooks changed. Each row
 * is re-read under a lock, so a rotation running at the same time is not undone.
 */
export async function resealWebhookSecrets(db: Db): Promise<number> {
  const all = await db.select({ id: webhooks.id, secret: webhooks.secret, previousSecret: webhooks.previousSecret }).from(webhooks);
  const stale = all.filter((w) => !sealedUnderCurrentKey(w.secret) || (w.previousSecret !== null && !sealedUnderCurrentKey(w.previousSecret)));
  for (const { id } of stale) {
    await db.transaction(async (tx) => {
      const [w] = await tx.select({ secret: webhooks.secret, previousSecret: webhooks.previousSecret }).from(webhooks).where(eq(webhooks.id, id)).for("update");
      if (!w) return;
      await tx
        .update(webhooks)
        .set({ secret: resealSecret(w.secret), previousSecret: w.previousSecret === null ? null : resealSecret(w.previousSecret) })
        .where(eq(webhooks.id, id));
    });
  }
  return stale.length;
}

let lastClear = -Infinity;

/** The worker loop's way in: at most once a minute per process; a failure is logged, never thrown. */
export async function clearExpiredPreviousSecretsNow(db: Db, now: Date): Promise<void> {
  if (now.getTime() - lastClear < 60_000 && now.getTime() >= lastClear) return;
  lastClear = now.getTime();
  try {
    await clearExpiredPreviousSecrets(db, now);
  } catch (e) {
    log.error("clearing expired previous webhook secrets failed", { error: e });
  }
}
