/** POST /v1/keys/rotate (spec 3.1, 4.1). */
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { z } from "zod";
import { apiKeys, emailOutbox } from "@/lib/db/schema";
import { defineEndpoint } from "@/lib/http/endpoint";
import { conflict, invalidKey, rateLimited } from "@/lib/http/problem";
import { forgetKeyCache } from "./authenticate";
import { graceExpiry, rotationVerdict } from "./rotation";
import { generateToken, hashToken, tokenLast4, tokenPrefix } from "./token";

const RotateBody = z
  .object({
    grace_hours: z.int("Must be a whole number.").min(1, "Must be 1 to 168.").max(168, "Must be 1 to 168.").optional().describe("Hours the old key keeps working (default 24)."),
  })
  .strict()
  .meta({ id: "RotateKeyRequest" });

const KeyRecordOut = z
  .object({
    id: z.guid(),
    name: z.string(),
    key_prefix: z.string(),
    last4: z.string(),
    key_type: z.enum(["secret", "publishable"]),
    scopes: z.array(z.string()),
    storefront_origins: z.array(z.string()),
    created_at: z.iso.datetime(),
    expires_at: z.iso.datetime().nullable(),
    rotated_from_id: z.guid(),
  })
  .meta({ id: "KeyRecord" });

const RotateAnswer = z
  .object({
    key: z.string().describe("The new key, shown once. Store it now."),
    record: KeyRecordOut,
    previous: z.object({ id: z.guid(), expires_at: z.iso.datetime() }),
  })
  .meta({ id: "RotateKeyAnswer" });

export const rotateKey = defineEndpoint({
  id: "rotate_key",
  method: "POST",
  path: "/v1/keys/rotate",
  tag: "Key and crew",
  summary: "Rotate the calling key",
  description:
    "Creates a successor of the calling key with the same name, type, scopes, limits and websites, and makes the calling key expire after `grace_hours` (default 24). A key rotates once; a key can rotate at most once an hour (a key made by a rotation waits an hour). The crew owner is emailed. The answer carries a secret, so it is never stored and this route takes no Idempotency-Key.",
  scopes: ["write:keys"],
  publishable: false,
  cache: "no-store",
  envelope: "single",
  body: RotateBody,
  response: RotateAnswer,
  status: 201,
  errors: ["conflict", "rate_limited"],
  handler: async ({ auth, db, body, now }) => {
    const caller = auth!.key;
    const crew = auth!.crew;
    const graceHours = body.grace_hours ?? 24;
    return db.transaction(async (tx) => {
      // Lock the caller's row so two rotations at once cannot both pass the checks.
      const [current] = await tx.select().from(apiKeys).where(eq(apiKeys.id, caller.id)).for("update");
      if (!current || current.state === "revoked" || (current.expiresAt && current.expiresAt <= now)) throw invalidKey();
      const successor = await tx.select({ id: apiKeys.id }).from(apiKeys).where(eq(apiKeys.rotatedFromId, current.id)).limit(1);
      const lastRotationAt = current.rotatedAt ?? (current.rotatedFromId ? current.createdAt : null);
      const verdict = rotationVerdict({ hasSuccessor: successor.length > 0, lastRotationAt }, now);
      if (!verdict.ok && verdict.reason === "conflict") throw conflict("This key was already rotated; rotate its successor instead.", { reason: "already_rotated" });
      if (!verdict.ok && verdict.reason === "too_soon") throw rateLimited(verdict.retryAfterSeconds, "A key rotates at most once an hour.");

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
        state: "active",
        // A rotation does not extend a key's life: the successor keeps the original expiry.
        expiresAt: current.expiresAt,
        createdAt: now,
        ratePerMinute: current.ratePerMinute,
        ratePerDay: current.ratePerDay,
        rotatedFromId: current.id,
      });
      await tx.update(apiKeys).set({ expiresAt: previousExpiry, rotatedAt: now }).where(eq(apiKeys.id, current.id));
      await tx.insert(emailOutbox).values({
        crewId: crew.id,
        to: crew.ownerEmail,
        subject: `API key "${current.name}" was rotated`,
        body: `The key ${current.prefix}…${current.last4} was rotated through the API. It keeps working until ${previousExpiry.toISOString()}; its successor ${tokenPrefix(token)}…${tokenLast4(token)} works now. If you did not expect this, revoke both in the crew admin.`,
      });
      console.info(JSON.stringify({ level: "info", msg: "email queued", to: crew.ownerEmail, subject: "API key rotated", key_id: current.id }));
      forgetKeyCache();
      return {
        key: token,
        record: {
          id,
          name: current.name,
          key_prefix: tokenPrefix(token),
          last4: tokenLast4(token),
          key_type: current.type as "secret" | "publishable",
          scopes: current.scopes,
          storefront_origins: current.storefrontOrigins,
          created_at: now.toISOString(),
          expires_at: current.expiresAt?.toISOString() ?? null,
          rotated_from_id: current.id,
        },
        previous: { id: current.id, expires_at: previousExpiry.toISOString() },
      };
    });
  },
});

export const keyEndpoints = [rotateKey];
