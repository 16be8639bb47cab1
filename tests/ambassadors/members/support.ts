/** What the members-area tests share: the app on the ambassador world, sessions, the sandbox mailbox. */
import { desc, eq } from "drizzle-orm";
import { hashMemberToken, newSessionToken, SESSION_HEADER, SESSION_TTL_MS } from "@/lib/ambassadors/rules";
import { ambassadorSessions, sandboxEmails } from "@/lib/db/schema";
import type { TestApp } from "../../support/app";
import { AMB_KEYS } from "../world";

export const NIGHTSHIFT = "6f1c9a52-7a0e-4b59-9a55-1f0f3c2b7d01";
export const HARBOUR = "0d4e2b61-33c1-4f0a-8f7b-2c9d5e6a7b02";

/** A session for a member, written as the API writes one (for tests not about signing in). */
export async function sessionFor(api: TestApp, memberId: string, opts: { crewId?: string; expiresAt?: Date } = {}): Promise<string> {
  const token = newSessionToken();
  const now = new Date();
  await api.database.db.insert(ambassadorSessions).values({
    tokenHash: hashMemberToken(token),
    memberId,
    crewId: opts.crewId ?? NIGHTSHIFT,
    createdAt: now,
    expiresAt: opts.expiresAt ?? new Date(now.getTime() + SESSION_TTL_MS),
  });
  return token;
}

export const withSession = (token: string, extra: Record<string, string> = {}) => ({ [SESSION_HEADER]: token, ...extra });

/** POST as the storefront key (or another), with a session header when given. */
export function post(api: TestApp, path: string, body: unknown, opts: { key?: string; session?: string; headers?: Record<string, string>; origin?: string } = {}) {
  const headers = { ...(opts.session ? withSession(opts.session) : {}), ...(opts.headers ?? {}) };
  return api.post(path, body, { key: opts.key ?? AMB_KEYS.storefront, headers, origin: opts.origin });
}

export function getMe(api: TestApp, session: string | null, opts: { key?: string; origin?: string } = {}) {
  return api.get("/v1/ambassador-me", { key: opts.key ?? AMB_KEYS.storefront, headers: session === null ? {} : withSession(session), origin: opts.origin });
}

/** Mails in the sandbox mailbox to one address, newest first. */
export const mailsTo = (api: TestApp, to: string) => api.database.db.select().from(sandboxEmails).where(eq(sandboxEmails.to, to)).orderBy(desc(sandboxEmails.sentAt));

/** The `amb_token` of the link in a sign-in mail. */
export function tokenIn(text: string): { link: URL; token: string } {
  const url = /https?:\/\/\S+/.exec(text)?.[0];
  if (!url) throw new Error(`No link in mail: ${text}`);
  const link = new URL(url);
  return { link, token: link.searchParams.get("amb_token") ?? "" };
}
