/**
 * Member credentials. A session `amb_st_…` (sent in X-Ambassador-Session) lives 8 hours; a
 * sign-in token `amb_lt_…` (in the link's `?amb_token=`) lives 15 minutes and is single use.
 * Both are 32 random bytes in base64url after their prefix, and only their SHA-256 (hex) is
 * stored. Anything not of the right form is refused, after the same hashed lookup an unknown one
 * gets (lib/ambassadors/members): malformed and unknown answer alike, in body and in time.
 */
import { createHash, randomBytes } from "node:crypto";

export const SESSION_PREFIX = "amb_st_";
export const SIGN_IN_PREFIX = "amb_lt_";
export const SESSION_TTL_MS = 8 * 60 * 60 * 1000;
export const SIGN_IN_TTL_MS = 15 * 60 * 1000;
/** Actual sign-in mails to one address in an hour; more requests still answer 202 and send nothing. */
export const SIGN_IN_SENDS_PER_HOUR = 5;
export const SESSION_HEADER = "X-Ambassador-Session";
export const SIGN_IN_QUERY_PARAM = "amb_token";

/** 32 bytes in base64url without padding: 43 characters. */
const BODY = "[A-Za-z0-9_-]{43}";
export const SESSION_TOKEN_PATTERN = new RegExp(`^${SESSION_PREFIX}${BODY}$`);
export const SIGN_IN_TOKEN_PATTERN = new RegExp(`^${SIGN_IN_PREFIX}${BODY}$`);

const mint = (prefix: string) => `${prefix}${randomBytes(32).toString("base64url")}`;
export const newSessionToken = (): string => mint(SESSION_PREFIX);
export const newSignInToken = (): string => mint(SIGN_IN_PREFIX);

export const isSessionToken = (s: string | null | undefined): s is string => typeof s === "string" && SESSION_TOKEN_PATTERN.test(s);
export const isSignInToken = (s: string | null | undefined): s is string => typeof s === "string" && SIGN_IN_TOKEN_PATTERN.test(s);

/** What is stored and looked up: SHA-256 of the whole token, lower-case hex. */
export const hashMemberToken = (token: string): string => createHash("sha256").update(token).digest("hex");

export const sessionExpiresAt = (now: Date): Date => new Date(now.getTime() + SESSION_TTL_MS);
export const signInExpiresAt = (now: Date): Date => new Date(now.getTime() + SIGN_IN_TTL_MS);

/** Expired at and after its expiry instant. */
export const sessionExpired = (expiresAt: Date, now: Date): boolean => now.getTime() >= expiresAt.getTime();

/** A sign-in token is spent once used, and dead once expired. */
export const signInUsable = (t: { expires_at: Date; used_at: Date | null }, now: Date): boolean =>
  t.used_at === null && !sessionExpired(t.expires_at, now);

/** Where the exchange sends the member back: the origin and path checked at login, without the token. */
export const returnUrl = (origin: string, path: string): string => new URL(path, origin).toString();

/** The link in the sign-in mail: the return URL with `amb_token` added to its query. */
export function signInLink(origin: string, path: string, token: string): string {
  const u = new URL(path, origin);
  u.searchParams.set(SIGN_IN_QUERY_PARAM, token);
  return u.toString();
}
