/**
 * Sign-in links. POST /v1/ambassador-login checks only what the caller sent (the return origin and
 * path) and answers 202; everything that depends on who the address belongs to (the programme,
 * the member, their status, the hourly cap) happens after the answer, so an unknown address, a
 * suspended member, a programme out of reach and a real send answer alike, in body and in time.
 * POST /v1/ambassador-login-exchange spends the link's token in the statement that checks it.
 */
import { and, eq, gt, isNull, sql } from "drizzle-orm";
import {
  DEFAULT_RETURN_PATH,
  SIGN_IN_SENDS_PER_HOUR,
  SIGN_IN_TTL_MS,
  hashMemberToken,
  isSignInToken,
  newSignInToken,
  returnOrigin,
  returnPath,
  returnUrl,
  signInExpiresAt,
  signInLink,
} from "@/lib/ambassadors/rules";
import type { ProgrammeRow } from "@/lib/ambassadors/serialize";
import type { KeyRecord } from "@/lib/auth/authenticate";
import type { CrewScope } from "@/lib/crew/scope";
import { scopeDb } from "@/lib/crew/scope";
import type { Db } from "@/lib/db/client";
import { ambassadorLoginTokens, ambassadorMembers, ambassadorPrograms } from "@/lib/db/schema";
import { runAfter } from "@/lib/http/after";
import { Problem, bodyInvalid } from "@/lib/http/problem";
import { notifyMailQueued } from "@/lib/mail/notify";
import { queueMail } from "@/lib/mail/queue";
import { programmeInReach, reachableProgramme } from "./programme-query";
import type { LoginInput } from "./schemas";
import { mintSession } from "./session";

/** Malformed, unknown, expired, used or another crew's: one answer. */
const invalidSignIn = () => new Problem("invalid_key", "The sign-in token is malformed, unknown, expired or already used. Ask for a new link (POST /v1/ambassador-login).");

const HOUR_MS = 60 * 60 * 1000;

/** Checks the caller's own input (422 when wrong), then queues the send and answers at once. */
export function requestSignInLink(crew: CrewScope, key: Pick<KeyRecord, "storefrontOrigins">, body: LoginInput, now: Date): { status: "accepted" } {
  const origin = returnOrigin(body.return_origin, key.storefrontOrigins);
  const path = body.return_path ?? DEFAULT_RETURN_PATH;
  const errors = [];
  if (origin === null) errors.push({ param: "return_origin", message: "Must be exactly one of this key's storefront origins (scheme, host and port; no path)." });
  if (!returnPath(path)) errors.push({ param: "return_path", message: "Must be a path on your site starting with a single '/', without scheme, host, '//', backslash or spaces." });
  if (errors.length) throw bodyInvalid(errors);
  runAfter(() => sendSignInLink(crew, body, origin!, path, now));
  return { status: "accepted" };
}

/** Sign-in mails sent to an address in the last hour (every programme: the cap protects the inbox). */
async function sendsLastHour(db: Db, email: string, now: Date): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(ambassadorLoginTokens)
    .innerJoin(ambassadorMembers, eq(ambassadorMembers.id, ambassadorLoginTokens.memberId))
    .where(and(sql`lower(${ambassadorMembers.email}) = ${email.toLowerCase()}`, gt(ambassadorLoginTokens.createdAt, new Date(now.getTime() - HOUR_MS))));
  return Number(row?.n ?? 0);
}

/** After the answer: mint and mail a link when the address is a member who may sign in; else nothing. */
async function sendSignInLink(crew: CrewScope, body: LoginInput, origin: string, path: string, now: Date): Promise<void> {
  const programme = await reachableProgramme(crew, { type: body.owner_type, id: body.owner_id });
  if (!programme) return;
  const db = scopeDb(crew);
  const email = body.email.trim();
  const [member] = await db
    .select()
    .from(ambassadorMembers)
    .where(and(eq(ambassadorMembers.programId, programme.id), sql`lower(${ambassadorMembers.email}) = ${email.toLowerCase()}`))
    .limit(1);
  if (!member || member.status === "suspended") return;
  if ((await sendsLastHour(db, email, now)) >= SIGN_IN_SENDS_PER_HOUR) return;
  const token = newSignInToken();
  // The token and its mail commit together: no link that was never mailed, no mail of a lost token.
  await db.transaction(async (tx) => {
    await tx.insert(ambassadorLoginTokens).values({
      tokenHash: hashMemberToken(token),
      memberId: member.id,
      crewId: crew.id,
      returnUrl: returnUrl(origin, path),
      createdAt: now,
      expiresAt: signInExpiresAt(now),
    });
    await queueMail(tx, signInMail(member.email, member.firstName, programme, signInLink(origin, path, token)));
  });
  await notifyMailQueued();
}

export function signInMail(to: string, firstName: string, programme: Pick<ProgrammeRow, "name">, link: string) {
  const minutes = SIGN_IN_TTL_MS / 60_000;
  return {
    to,
    subject: `Your sign-in link for ${programme.name}`,
    text: [
      `Hi ${firstName},`,
      "",
      `Open this link to sign in to ${programme.name}:`,
      link,
      "",
      `It works once, for ${minutes} minutes. If you did not ask for it, ignore this mail: nothing happens until the link is opened.`,
    ].join("\n"),
  };
}

/**
 * Spends a sign-in token: a session and where to send the member back, or 401 like any bad token.
 * Any string is hashed and looked up as a real token would be, so a malformed one (any length, any
 * characters) costs and answers what an unknown one does; only the fixed-size hash reaches the database.
 */
export async function exchangeSignInToken(crew: CrewScope, token: string, now: Date): Promise<{ session: { token: string; expires_at: string }; return_url: string }> {
  const db = scopeDb(crew);
  const tokenHash = hashMemberToken(token);
  // Who it is for, read first: the crew-graph check cannot run inside the transaction below.
  const [found] = await db
    .select({ memberId: ambassadorLoginTokens.memberId, status: ambassadorMembers.status, ownerType: ambassadorPrograms.ownerType, ownerId: ambassadorPrograms.ownerId })
    .from(ambassadorLoginTokens)
    .innerJoin(ambassadorMembers, eq(ambassadorMembers.id, ambassadorLoginTokens.memberId))
    .innerJoin(ambassadorPrograms, eq(ambassadorPrograms.id, ambassadorMembers.programId))
    .where(and(eq(ambassadorLoginTokens.tokenHash, tokenHash), eq(ambassadorLoginTokens.crewId, crew.id)))
    .limit(1);
  if (!isSignInToken(token) || !found || found.status === "suspended" || !(await programmeInReach(crew, found))) throw invalidSignIn();
  return db.transaction(async (tx) => {
    // Checked and spent in one statement: two exchanges of one token cannot both pass.
    const [spent] = await tx
      .update(ambassadorLoginTokens)
      .set({ usedAt: now })
      .where(and(eq(ambassadorLoginTokens.tokenHash, tokenHash), eq(ambassadorLoginTokens.crewId, crew.id), isNull(ambassadorLoginTokens.usedAt), gt(ambassadorLoginTokens.expiresAt, now)))
      .returning({ memberId: ambassadorLoginTokens.memberId, returnUrl: ambassadorLoginTokens.returnUrl });
    if (!spent) throw invalidSignIn();
    const session = await mintSession(tx, crew.id, spent.memberId, now);
    return { session, return_url: spent.returnUrl };
  });
}
