/**
 * Crews (with their members' admin tokens) and API keys: their schemas in the world file and
 * their resolved shapes.
 */
import { z } from "zod";
import { TOKEN_PATTERN, type KeyType } from "../../auth/token";
import type { Scope } from "../../auth/scopes";
import { MAX_INT, Origin, Sha256Hex, Slug, Time, Uuid } from "./primitives";

/** A crew member's admin token, as lib/auth/admin.ts accepts it (a test keeps the two equal). */
export const ADMIN_TOKEN_FORMAT = /^svc_adm_[A-Za-z0-9_]{20,64}$/;
export const MEMBER_ROLES = ["owner", "manage_api", "member"] as const;
export type MemberRole = (typeof MEMBER_ROLES)[number];

export const MemberSchema = z.strictObject({
  email: z.email(),
  role: z.enum(MEMBER_ROLES),
  admin_token: z.string().regex(ADMIN_TOKEN_FORMAT, { error: "is not an admin token: svc_adm_ then 20 to 64 letters, digits or _" }).nullable().optional(),
  admin_token_hash: Sha256Hex.nullable().optional(),
});

export const CrewSchema = z.strictObject({
  id: Uuid.optional(),
  name: z.string().min(1),
  slug: Slug,
  plan: z.enum(["studio", "roster", "lapsed"]),
  owner_email: z.email(),
  members: z.array(MemberSchema).optional(),
});

export const KeySchema = z.strictObject({
  id: Uuid.optional(),
  crew: z.string().min(1),
  name: z.string().min(1),
  type: z.enum(["secret", "publishable"]).optional(),
  token: z.string().regex(TOKEN_PATTERN, { error: "is not a token: svc_sk_ or svc_pk_ then 16 to 120 letters, digits or _" }).optional(),
  token_hash: z.string().regex(/^[0-9a-f]{64}$/, { error: "must be 64 lower-case hex digits (SHA-256)" }).optional(),
  prefix: z.string().min(1).optional(),
  last4: z.string().length(4).optional(),
  scopes: z.array(z.string()).optional(),
  websites: z.array(Origin).nullable().optional(),
  storefront_origins: z.array(Origin).nullable().optional(),
  // Owner-only scopes need it (checked semantically); default false.
  created_by_owner: z.boolean().optional(),
  state: z.enum(["active", "suspended", "revoked"]).optional(),
  expires_at: Time.nullable().optional(),
  created_at: Time.optional(),
  rate_limit: z
    .strictObject({ per_minute: z.int().min(1).max(MAX_INT).optional(), per_day: z.int().min(1).max(MAX_INT).optional() })
    .nullable()
    .optional(),
  rotated_from: Uuid.nullable().optional(),
  rotated_at: Time.nullable().optional(),
  last_used_at: Time.nullable().optional(),
});

export interface ResolvedMember {
  email: string;
  role: MemberRole;
  /** Plaintext from the file (hashed at load), or null. */
  admin_token: string | null;
  /** An existing hash (from an export), or null; both null: no admin token. */
  admin_token_hash: string | null;
}

export interface ResolvedCrew {
  id: string;
  name: string;
  slug: string;
  plan: "studio" | "roster" | "lapsed";
  owner_email: string;
  members: ResolvedMember[];
}

export interface ResolvedKey {
  id: string;
  /** Crew slug. */
  crew: string;
  name: string;
  type: KeyType;
  /** Plaintext token from the file; null when absent (then token_hash, or one is generated at load). */
  token: string | null;
  token_hash: string | null;
  prefix: string | null;
  last4: string | null;
  scopes: Scope[];
  websites: string[];
  storefront_origins: string[];
  /** Created by the crew owner: only such a key may hold the owner-only scopes. */
  created_by_owner: boolean;
  state: "active" | "suspended" | "revoked";
  expires_at: Date | null;
  created_at: Date;
  rate_limit: { per_minute: number | null; per_day: number | null } | null;
  rotated_from: string | null;
  rotated_at: Date | null;
  last_used_at: Date | null;
}
