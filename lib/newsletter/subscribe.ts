/**
 * Newsletter sign-up (double opt-in) and removal, per page. The caller hears the same 202 whatever
 * the address's state; what happens depends on it:
 *   none, pending or unsubscribed: the subscription becomes pending with a new confirmation link
 *     (7 days), its mail queued in the same transaction, unless the address had its 3 confirmation mails today;
 *   confirmed: nothing (no mail).
 * Removal marks any subscription unsubscribed and drops its link; a later sign-up starts again.
 * Only confirmed subscriptions count. The page must be one the crew manages, else 404.
 */
import { createHash, randomBytes, randomUUID } from "node:crypto";
import { and, eq, ne, sql } from "drizzle-orm";
import { ALLOWANCES } from "@/lib/limits/plans";
import { scopeDb, scopeStore, type CrewScope } from "@/lib/crew/scope";
import { newsletterSubscriptions } from "@/lib/db/schema";
import { runAfter } from "@/lib/http/after";
import type { Locale } from "@/lib/http/locale";
import { notFound } from "@/lib/http/problem";
import { notifyMailQueued } from "@/lib/mail/notify";
import { queueMail } from "@/lib/mail/queue";
import { confirmLink, confirmMail, hashConfirmToken, pageName } from "./confirm";
import type { NewsletterInput } from "./schemas";

export const CONFIRM_TTL_MS = 7 * 24 * 60 * 60 * 1000;

const newConfirmToken = () => `nlc_${randomBytes(32).toString("base64url")}`;
/** The address as a store key: hashed, so no address sits in the store. */
const addressTag = (email: string) => createHash("sha256").update(email.toLowerCase()).digest("base64url").slice(0, 22);

const sameSubscription = (owner: NewsletterInput["owner"], email: string) =>
  and(eq(newsletterSubscriptions.ownerType, owner.type), eq(newsletterSubscriptions.ownerId, owner.id), sql`lower(${newsletterSubscriptions.email}) = ${email.toLowerCase()}`);

async function ownerInReach(crew: CrewScope, owner: NewsletterInput["owner"]): Promise<void> {
  if (!(await crew.manages(owner.type, owner.id))) throw notFound();
}

/** One of the address's confirmation mails today (every page and crew: the cap protects the inbox); false when none is left. */
async function mailRoom(crew: CrewScope, email: string, now: Date): Promise<boolean> {
  const key = `newsletter:mails:${addressTag(email)}`;
  const r = await scopeStore(crew).spend({ windows: [{ key, limit: ALLOWANCES.newsletterMailsPerAddressPerDay, seconds: 86_400, cost: 1 }], nowMs: now.getTime() });
  return r.ok;
}

export async function signUp(crew: CrewScope, body: NewsletterInput, facts: { now: Date; baseUrl: string; locale: Locale }): Promise<{ status: "accepted" }> {
  await ownerInReach(crew, body.owner);
  const db = scopeDb(crew);
  const email = body.email.trim();
  const { now } = facts;
  const [found] = await db.select({ status: newsletterSubscriptions.status }).from(newsletterSubscriptions).where(sameSubscription(body.owner, email)).limit(1);
  if (found?.status === "confirmed") return { status: "accepted" };
  if (!(await mailRoom(crew, email, now))) return { status: "accepted" };

  const token = newConfirmToken();
  const pending = {
    status: "pending" as const,
    crewId: crew.id,
    firstName: body.first_name ?? null,
    locale: body.locale ?? facts.locale,
    confirmTokenHash: hashConfirmToken(token),
    confirmExpiresAt: new Date(now.getTime() + CONFIRM_TTL_MS),
    confirmedAt: null,
  };
  const name = await pageName(db, body.owner);
  const queued = await db.transaction(async (tx) => {
    // Insert, or else renew the existing row: two sign-ups at once end with one row; a row
    // confirmed meanwhile stays as it is.
    let written = await tx
      .insert(newsletterSubscriptions)
      .values({ id: randomUUID(), ownerType: body.owner.type, ownerId: body.owner.id, email, createdAt: now, ...pending })
      .onConflictDoNothing()
      .returning({ id: newsletterSubscriptions.id });
    if (written.length === 0) {
      written = await tx
        .update(newsletterSubscriptions)
        .set({ ...pending, firstName: body.first_name ?? sql`${newsletterSubscriptions.firstName}` })
        .where(and(sameSubscription(body.owner, email), ne(newsletterSubscriptions.status, "confirmed")))
        .returning({ id: newsletterSubscriptions.id });
    }
    if (written.length === 0) return false;
    // The link and its mail commit together: the new token replaces the old one only with its mail.
    await queueMail(tx, confirmMail(email, body.first_name ?? null, name, confirmLink(facts.baseUrl, token)));
    return true;
  });
  if (queued) runAfter(() => notifyMailQueued());
  return { status: "accepted" };
}

export async function unsubscribe(crew: CrewScope, body: NewsletterInput, now: Date): Promise<{ status: "accepted" }> {
  await ownerInReach(crew, body.owner);
  await scopeDb(crew)
    .update(newsletterSubscriptions)
    .set({ status: "unsubscribed", unsubscribedAt: now, confirmTokenHash: null, confirmExpiresAt: null })
    .where(and(sameSubscription(body.owner, body.email.trim()), ne(newsletterSubscriptions.status, "unsubscribed")));
  return { status: "accepted" };
}
