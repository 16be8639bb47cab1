/** Key writes made through the API: rotating the calling key (docs/guides/authentication.md, "Rotating a key"). */
import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { scopeDb, type CrewScope } from "@/lib/crew/scope";
import { apiKeys } from "@/lib/db/schema";
import { runAfter } from "@/lib/http/after";
import { conflict, invalidKey, rateLimited } from "@/lib/http/problem";
import { notifyMailQueued } from "@/lib/mail/notify";
import { queueMail } from "@/lib/mail/queue";
import { forgetKeyCache, type KeyRecord } from "./authenticate";
import { graceExpiry, rotationVerdict } from "./rotation";
import { generateToken, hashToken, tokenLast4, tokenPrefix } from "./token";

export type ApiKeyRow = typeof apiKeys.$inferSelect;

export interface Rotation {
  /** The successor's token, shown once. */
  token: string;
  successorId: string;
  /** The calling key as it was before the rotation. */
  previous: ApiKeyRow;
  previousExpiry: Date;
}

/**
 * Creates the successor of the crew's calling key and shortens the caller's life to the grace
 * period, and queues the crew owner's mail, in one transaction (the mail job sends it, with
 * retries: a mail server that is down does not undo the rotation). Throws invalid_key (the key is
 * gone, revoked or expired), conflict (already rotated) or rate_limited (rotated within the hour).
 */
export async function rotateCallingKey(crew: CrewScope, key: Pick<KeyRecord, "id">, graceHours: number, now: Date): Promise<Rotation> {
  const rotation = await scopeDb(crew).transaction(async (tx) => {
    // Lock the caller's row so two rotations at once cannot both pass the checks.
    const [current] = await tx
      .select()
      .from(apiKeys)
      .where(and(eq(apiKeys.id, key.id), eq(apiKeys.crewId, crew.id)))
      .for("update");
    if (!current || current.state === "revoked" || (current.expiresAt && current.expiresAt <= now)) throw invalidKey();
    const successor = await tx.select({ id: apiKeys.id }).from(apiKeys).where(eq(apiKeys.rotatedFromId, current.id)).limit(1);
    const lastRotationAt = current.rotatedAt ?? (current.rotatedFromId ? current.createdAt : null);
    const verdict = rotationVerdict({ hasSuccessor: successor.length > 0, lastRotationAt }, now);
    if (!verdict.ok && verdict.reason === "conflict") throw conflict("This key was already rotated; rotate its successor instead.", { reason: "already_rotated" });
    if (!verdict.ok && verdict.reason === "too_soon") throw rateLimited(verdict.retryAfterSeconds, "A key rotates at most once an hour.", "key_rotation");

    const token = generateToken(current.type as "secret" | "publishable");
    const id = randomUUID();
    const previousExpiry = graceExpiry(current.expiresAt, now, graceHours);
    await tx.insert(apiKeys).values({
      id,
      crewId: current.crewId,
      name: current.name,
      type: current.type,
      tokenHash: hashToken(token),
      prefix: tokenPrefix(token),
      last4: tokenLast4(token),
      scopes: current.scopes,
      websites: current.websites,
      storefrontOrigins: current.storefrontOrigins,
      // The successor is the same key renewed: it keeps the owner's owner-only scopes.
      createdByOwner: current.createdByOwner,
      state: "active",
      // A rotation does not extend a key's life: the successor keeps the original expiry.
      expiresAt: current.expiresAt,
      createdAt: now,
      ratePerMinute: current.ratePerMinute,
      ratePerDay: current.ratePerDay,
      rotatedFromId: current.id,
    });
    await tx.update(apiKeys).set({ expiresAt: previousExpiry, rotatedAt: now }).where(eq(apiKeys.id, current.id));
    await queueMail(tx, {
      to: crew.ownerEmail,
      subject: `API key "${current.name}" was rotated`,
      text: `The key ${current.prefix}…${current.last4} was rotated through the API. It keeps working until ${previousExpiry.toISOString()}; its successor ${tokenPrefix(token)}…${tokenLast4(token)} works now. If you did not expect this, revoke both in the crew admin.`,
    });
    forgetKeyCache();
    return { token, successorId: id, previous: current, previousExpiry };
  });
  runAfter(() => notifyMailQueued());
  return rotation;
}
