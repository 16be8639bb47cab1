/**
 * The password gate of a protected press kit (GET /v1/presskits/{id}; docs/guides/rate-limits.md).
 * Every attempt that offers a password counts, right or wrong, and the count is checked before
 * the password is: past the limit even the right password waits, so guessing gains nothing. The
 * windows are per key and kit; with a publishable key (one key shared by every visitor of a
 * website) the 10 count per visitor address, and the whole key gets twenty times that room, as
 * other per-visitor limits do.
 */
import { verifyPassword } from "@/lib/auth/password";
import { scopeStore, type CrewScope } from "@/lib/crew/scope";
import { Problem, rateLimited } from "@/lib/http/problem";
import type { Window } from "@/lib/kv/store";

export const PASSWORD_ATTEMPTS_PER_MINUTE = 10;
/** No kit's password is longer: a longer offer is simply wrong (never a 400 that tells it apart), and is not hashed. */
const LONGEST_PASSWORD = 1000;
const KEY_ROOM_FOR_VISITORS = 20;

export const passwordRequired = (detail: string) => new Problem("password_required", detail);

export function attemptWindows(keyId: string, kitId: string, visitor: string | null): Window[] {
  const base = `presskit-password:${keyId}:${kitId}`;
  if (visitor === null) return [{ key: base, limit: PASSWORD_ATTEMPTS_PER_MINUTE, seconds: 60, cost: 1 }];
  return [
    { key: `${base}:${visitor}`, limit: PASSWORD_ATTEMPTS_PER_MINUTE, seconds: 60, cost: 1 },
    { key: base, limit: PASSWORD_ATTEMPTS_PER_MINUTE * KEY_ROOM_FOR_VISITORS, seconds: 60, cost: 1 },
  ];
}

export async function checkPresskitPassword(input: {
  /** The crew of the calling key: the attempts are counted in its shared store. */
  crew: CrewScope;
  /** The kit's stored hash; null for a kit without a password. */
  hash: string | null;
  /** The Presskit-Password header, null when absent. */
  given: string | null;
  keyId: string;
  kitId: string;
  /** The visitor's address for a publishable key, null for a secret key. */
  visitor: string | null;
}): Promise<{ rehash: string | null }> {
  if (input.hash === null) return { rehash: null };
  if (!input.given) throw passwordRequired("This press kit is protected: send its password in the Presskit-Password header.");
  const spent = await scopeStore(input.crew).spend({ windows: attemptWindows(input.keyId, input.kitId, input.visitor) });
  if (!spent.ok) throw rateLimited(spent.retryAfter, "Too many password attempts for this press kit; wait Retry-After seconds.", "presskit_password");
  const { ok, rehash } = input.given.length > LONGEST_PASSWORD ? { ok: false, rehash: null } : await verifyPassword(input.given, input.hash);
  if (!ok) throw passwordRequired("The Presskit-Password header does not match this press kit's password.");
  // A hash made at an older cost: the caller stores `rehash` in its place.
  return { rehash };
}
