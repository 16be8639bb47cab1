/**
 * Opaque, tamper-proof cursors: the position is sealed with AES-256-GCM under a secret shared by
 * every instance (CURSOR_SECRET, else derived from SECRETS_KEY, else in sandbox the `cursor_secret`
 * settings row). A cursor names the route and the filters it was made for; used with other
 * filters, forged, or older than a week it is refused as invalid_cursor.
 */
import { createCipheriv, createDecipheriv, createHash, hkdfSync, randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { settings } from "@/lib/db/schema";
import { config } from "@/lib/config/config";
import { invalidCursor } from "./problem";

const MAX_AGE_MS = 7 * 24 * 3600 * 1000;
export type CursorPosition = (string | number | null)[];

interface Sealed {
  r: string; // route id
  f: string; // filter fingerprint
  k: CursorPosition; // last row's sort key
  t: number; // issued at (ms)
}

let keyPromise: Promise<Buffer> | null = null;

export function cursorKey(db: Db): Promise<Buffer> {
  keyPromise ??= (async () => {
    const configured = config().cursorSecret;
    if (configured) return createHash("sha256").update(configured).digest();
    // Outside sandbox SECRETS_KEY is required: the secret is derived from it, so it is never kept
    // in the database whose rows a leaked cursor could point at.
    const root = config().secretsKey;
    if (root) return Buffer.from(hkdfSync("sha256", root, Buffer.alloc(0), "events-api:cursor-secret", 32));
    const found = await db.select().from(settings).where(eq(settings.key, "cursor_secret"));
    let secret = found[0]?.value as string | undefined;
    if (!secret) {
      secret = randomBytes(32).toString("hex");
      await db.insert(settings).values({ key: "cursor_secret", value: secret }).onConflictDoNothing();
      const again = await db.select().from(settings).where(eq(settings.key, "cursor_secret"));
      secret = again[0]!.value as string;
    }
    return createHash("sha256").update(secret).digest();
  })().catch((e) => {
    keyPromise = null;
    throw e;
  });
  return keyPromise;
}

export function resetCursorKey(): void {
  keyPromise = null;
}

export function sealCursor(key: Buffer, route: string, filters: string, position: CursorPosition, now = Date.now()): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", key, iv);
  const payload: Sealed = { r: route, f: filters, k: position, t: now };
  const body = Buffer.concat([cipher.update(JSON.stringify(payload), "utf8"), cipher.final()]);
  return Buffer.concat([iv, body, cipher.getAuthTag()]).toString("base64url");
}

/** The position sealed in `cursor`, or throws invalid_cursor. */
export function openCursor(key: Buffer, route: string, filters: string, cursor: string, now = Date.now()): CursorPosition {
  if (!/^[A-Za-z0-9_-]{40,2000}$/.test(cursor)) throw invalidCursor();
  let sealed: Sealed;
  try {
    const raw = Buffer.from(cursor, "base64url");
    const decipher = createDecipheriv("aes-256-gcm", key, raw.subarray(0, 12));
    decipher.setAuthTag(raw.subarray(raw.length - 16));
    const text = Buffer.concat([decipher.update(raw.subarray(12, raw.length - 16)), decipher.final()]).toString("utf8");
    sealed = JSON.parse(text) as Sealed;
  } catch {
    throw invalidCursor();
  }
  if (sealed.r !== route || sealed.f !== filters || !Array.isArray(sealed.k) || now - sealed.t > MAX_AGE_MS || sealed.t > now + 60_000) {
    throw invalidCursor();
  }
  return sealed.k;
}

/** A stable fingerprint of the filters a list was asked with (not limit, cursor, fields, locale). */
export function filterFingerprint(query: Record<string, string>): string {
  const skip = new Set(["cursor", "limit", "fields", "locale", "key"]);
  const parts = Object.keys(query)
    .filter((k) => !skip.has(k))
    .sort()
    .map((k) => `${k}=${query[k]}`);
  return createHash("sha256").update(parts.join("&")).digest("base64url").slice(0, 16);
}
