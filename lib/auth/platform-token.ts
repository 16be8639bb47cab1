/**
 * The platform API's credential. PLATFORM_TOKEN when set; in sandbox mode without it, a token
 * generated once and kept in the database sealed under the secrets key (so every process of one
 * deployment agrees, and `npm start` can print it); otherwise the platform API does not exist
 * (404 everywhere).
 */
import type { HeaderReader } from "@/lib/http/exchange";
import { randomBytes, timingSafeEqual, createHash } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { settings } from "@/lib/db/schema";
import { Problem, notFound } from "@/lib/http/problem";
import { config } from "@/lib/config/config";
import { isSealed } from "@/lib/crypto/secret-box";
import { openSecret, sealSecret } from "@/lib/crypto/secrets-keys";

const SETTING = "sandbox_platform_token";

export async function platformToken(db: Db): Promise<string | null> {
  const c = config();
  if (c.platformToken) return c.platformToken;
  if (!c.sandbox) return null;
  const [row] = await db.select().from(settings).where(eq(settings.key, SETTING)).limit(1);
  if (row && typeof row.value === "string") {
    // Kept sealed like the signing secrets (issue 25); one stored plain before that is sealed now.
    if (!isSealed(row.value)) await db.update(settings).set({ value: sealSecret(row.value) }).where(eq(settings.key, SETTING));
    return openSecret(row.value);
  }
  const token = `svc_plat_sandbox_${randomBytes(24).toString("base64url")}`;
  await db.insert(settings).values({ key: SETTING, value: sealSecret(token) }).onConflictDoNothing();
  const [kept] = await db.select().from(settings).where(eq(settings.key, SETTING)).limit(1);
  return openSecret(kept!.value as string);
}

const digest = (s: string) => createHash("sha256").update(s).digest();

/** 404 when the platform API is off; 401 invalid_key for a missing or wrong token. */
export async function authenticatePlatform(request: { headers: HeaderReader }, db: Db): Promise<void> {
  const expected = await platformToken(db);
  if (!expected) throw notFound();
  const m = /^Bearer[ ]+(\S+)\s*$/i.exec(request.headers.get("authorization") ?? "");
  // Compared as digests: constant time whatever the lengths.
  if (!m || !timingSafeEqual(digest(m[1]!), digest(expected))) throw new Problem("invalid_key", "The platform token is missing or wrong.");
}
