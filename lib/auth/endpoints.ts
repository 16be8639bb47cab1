/** POST /v1/keys/rotate: rotate the calling key (docs/guides/authentication.md). */
import { z } from "zod";
import { name, ts, word } from "@/lib/http/schemas";
import { defineEndpoint } from "@/lib/http/endpoint";
import { rotateCallingKey } from "./key-writes";
import { tokenLast4, tokenPrefix } from "./token";

const RotateBody = z
  .object({
    grace_hours: z.int("Must be a whole number.").min(1, "Must be 1 to 168.").max(168, "Must be 1 to 168.").optional().describe("Hours the old key keeps working (default 24)."),
  })
  .strict()
  .meta({ id: "RotateKeyRequest" });

const KeyRecordOut = z
  .object({
    id: z.guid().max(36),
    name: name(),
    key_prefix: word(),
    last4: z.string().max(4),
    key_type: z.enum(["secret", "publishable"]),
    scopes: z.array(word()).max(100),
    storefront_origins: z.array(z.string().max(2048)).max(100),
    created_at: ts(),
    expires_at: ts().nullable(),
    rotated_from_id: z.guid().max(36),
  })
  .meta({ id: "KeyRecord" });

const RotateAnswer = z
  .object({
    key: z.string().max(200).describe("The new key, shown once. Store it now."),
    record: KeyRecordOut,
    previous: z.object({ id: z.guid().max(36), expires_at: ts() }),
  })
  .meta({ id: "RotateKeyAnswer" });

export const rotateKey = defineEndpoint({
  id: "rotate_key",
  method: "POST",
  path: "/v1/keys/rotate",
  tag: "Key and crew",
  summary: "Rotate the calling key",
  description:
    "Creates a successor of the calling key with the same name, type, scopes, limits and websites, and makes the calling key expire after `grace_hours` (default 24). A key rotates once; a key can rotate at most once an hour (a key made by a rotation waits an hour). The crew owner is emailed.\n\n**Retries.** This route does not take the `Idempotency-Key` header: one sent is ignored, as on the other routes that take none (the answer carries a secret, so it is never stored to be answered again). A key rotates once, so a retry after the first call succeeded is refused 409 `conflict` with `reason: already_rotated`; keep the first answer's key.",
  scopes: ["write:keys"],
  publishable: false,
  cache: "no-store",
  envelope: "single",
  body: RotateBody,
  response: RotateAnswer,
  status: 201,
  // Core 4.1: "Does not take Idempotency-Key". Not idempotent, so the walk never reads the header.
  errors: ["conflict", "rate_limited"],
  handler: async ({ crew, key, body, now }) => {
    const { token, successorId, previous, previousExpiry } = await rotateCallingKey(crew, key, body.grace_hours ?? 24, now);
    return {
      key: token,
      record: {
        id: successorId,
        name: previous.name,
        key_prefix: tokenPrefix(token),
        last4: tokenLast4(token),
        key_type: previous.type as "secret" | "publishable",
        scopes: previous.scopes,
        storefront_origins: previous.storefrontOrigins,
        created_at: now.toISOString(),
        expires_at: previous.expiresAt?.toISOString() ?? null,
        rotated_from_id: previous.id,
      },
      previous: { id: previous.id, expires_at: previousExpiry.toISOString() },
    };
  },
});

export const keyEndpoints = [rotateKey];
