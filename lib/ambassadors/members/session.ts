/**
 * Member sessions, read in one place. A session is `amb_st_…` in X-Ambassador-Session, stored as
 * its hash with the crew whose key minted it; it lives 8 hours. Every way a session can fail
 * (missing, malformed, unknown, expired, another crew's, a programme the crew no longer manages)
 * is the same 401 invalid_key, whatever the header's length or characters, and a session sent by
 * a browser (an Origin header) is 403 origin_not_allowed: sessions are for servers. Logout alone
 * ends a session whoever sends it.
 */
import { and, eq, lte } from "drizzle-orm";
import { hashMemberToken, isSessionToken, newSessionToken, sessionExpired, sessionExpiresAt } from "@/lib/ambassadors/rules";
import type { MemberRow, ProgrammeRow } from "@/lib/ambassadors/serialize";
import type { CrewScope } from "@/lib/crew/scope";
import { scopeDb } from "@/lib/crew/scope";
import type { Db } from "@/lib/db/client";
import { ambassadorMembers, ambassadorPrograms, ambassadorSessions } from "@/lib/db/schema";
import { Problem } from "@/lib/http/problem";
import { programmeInReach } from "./programme-query";

export const invalidSession = () =>
  new Problem("invalid_key", "The member session is missing, malformed, unknown or expired. Sign the member in again (POST /v1/ambassador-login).");

export const browserRefused = () =>
  new Problem("origin_not_allowed", "A member session is not accepted from a browser (the request has an Origin header). Call from your server.");

/** What a handler reads: the session header and the Origin header (both declared on the route). */
export interface SessionHeaders {
  header(name: string): string | null;
}

/** The session header's value, after refusing a browser that sends one. Null when none is sent. */
export function sessionHeader(ctx: SessionHeaders): string | null {
  const value = ctx.header("X-Ambassador-Session");
  if (value !== null && value !== "" && ctx.header("Origin") !== null) throw browserRefused();
  return value === "" ? null : value;
}

export interface SignedIn {
  member: MemberRow;
  programme: ProgrammeRow;
  expiresAt: Date;
  tokenHash: string;
}

/**
 * The signed-in member, or 401 invalid_key. Whatever was sent (any length, any characters) is
 * hashed and looked up like a real session: a malformed value costs, and answers, what an unknown
 * one does, and only a fixed-size hash ever reaches the database.
 */
export async function memberFromSession(crew: CrewScope, header: string | null, now: Date): Promise<SignedIn> {
  const tokenHash = hashMemberToken(header ?? "");
  const [row] = await scopeDb(crew)
    .select({ session: ambassadorSessions, member: ambassadorMembers, programme: ambassadorPrograms })
    .from(ambassadorSessions)
    .innerJoin(ambassadorMembers, eq(ambassadorMembers.id, ambassadorSessions.memberId))
    .innerJoin(ambassadorPrograms, eq(ambassadorPrograms.id, ambassadorMembers.programId))
    .where(and(eq(ambassadorSessions.tokenHash, tokenHash), eq(ambassadorSessions.crewId, crew.id)))
    .limit(1);
  if (!isSessionToken(header) || !row || sessionExpired(row.session.expiresAt, now)) throw invalidSession();
  if (!(await programmeInReach(crew, row.programme))) throw invalidSession();
  return { member: row.member, programme: row.programme, expiresAt: row.session.expiresAt, tokenHash };
}

/** Mints a session for a member (in the caller's transaction); the token is answered once and only its hash is kept. */
export async function mintSession(db: Pick<Db, "insert" | "delete">, crewId: string, memberId: string, now: Date): Promise<{ token: string; expires_at: string }> {
  const token = newSessionToken();
  const expiresAt = sessionExpiresAt(now);
  // Expired sessions of this member go as a new one is made, so the table does not grow forever.
  await db.delete(ambassadorSessions).where(and(eq(ambassadorSessions.memberId, memberId), lte(ambassadorSessions.expiresAt, now)));
  await db.insert(ambassadorSessions).values({ tokenHash: hashMemberToken(token), memberId, crewId, createdAt: now, expiresAt });
  return { token, expires_at: expiresAt.toISOString() };
}

/** Ends the named session if it is one of this crew's; silent otherwise. */
export async function endSession(crew: CrewScope, header: string | null): Promise<void> {
  if (!isSessionToken(header)) return;
  await scopeDb(crew)
    .delete(ambassadorSessions)
    .where(and(eq(ambassadorSessions.tokenHash, hashMemberToken(header)), eq(ambassadorSessions.crewId, crew.id)));
}
