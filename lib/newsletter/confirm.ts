/**
 * The confirmation link of a newsletter sign-up (/newsletter/confirm?t=<token>) and its mail. The
 * token is stored hashed and works for 7 days; opening it again after confirming still reads as
 * confirmed. An unknown, expired or removed link confirms nothing.
 */
import { createHash } from "node:crypto";
import { and, eq, gt } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { artists, newsletterSubscriptions, promoters, venues } from "@/lib/db/schema";

export type ConfirmOutcome = { state: "confirmed" | "already_confirmed"; page: string } | { state: "invalid" };

const TOKEN_PATTERN = /^nlc_[A-Za-z0-9_-]{43}$/;
export const hashConfirmToken = (token: string): string => createHash("sha256").update(token).digest("hex");

export const confirmLink = (baseUrl: string, token: string) => `${baseUrl.replace(/\/$/, "")}/newsletter/confirm?t=${encodeURIComponent(token)}`;

const PAGE_TABLES = { artist: artists, promoter: promoters, venue: venues } as const;

/** A page's name for mails and the confirmation page. */
export async function pageName(db: Db, owner: { type: keyof typeof PAGE_TABLES; id: number }): Promise<string> {
  const table = PAGE_TABLES[owner.type];
  const [row] = await db.select({ name: table.name }).from(table).where(eq(table.id, owner.id)).limit(1);
  return row?.name ?? "this newsletter";
}

export function confirmMail(to: string, firstName: string | null, page: string, link: string) {
  return {
    to,
    subject: `Confirm your subscription to ${page}`,
    text: [
      firstName ? `Hi ${firstName},` : "Hi,",
      "",
      `Someone, hopefully you, asked to receive the newsletter of ${page} at this address. Open this link and press Confirm:`,
      link,
      "",
      "The link works for 7 days. If you did not ask for it, ignore this mail: you will not be subscribed.",
    ].join("\n"),
  };
}

/**
 * What a link names, without changing anything: the page shows a Confirm button for a pending
 * sign-up, so a mail scanner that opens links confirms nobody.
 */
export async function linkState(db: Db, token: string, now: Date): Promise<{ state: "pending" | "already_confirmed"; page: string } | { state: "invalid" }> {
  if (!TOKEN_PATTERN.test(token)) return { state: "invalid" };
  const [row] = await db
    .select({ status: newsletterSubscriptions.status, expiresAt: newsletterSubscriptions.confirmExpiresAt, ownerType: newsletterSubscriptions.ownerType, ownerId: newsletterSubscriptions.ownerId })
    .from(newsletterSubscriptions)
    .where(eq(newsletterSubscriptions.confirmTokenHash, hashConfirmToken(token)))
    .limit(1);
  if (!row) return { state: "invalid" };
  const page = await pageName(db, { type: row.ownerType, id: row.ownerId });
  if (row.status === "confirmed") return { state: "already_confirmed", page };
  if (row.status === "pending" && row.expiresAt !== null && row.expiresAt > now) return { state: "pending", page };
  return { state: "invalid" };
}

/** Confirms the sign-up a link names, at `now` (the page's Confirm button). */
export async function confirmSubscription(db: Db, token: string, now: Date): Promise<ConfirmOutcome> {
  if (!TOKEN_PATTERN.test(token)) return { state: "invalid" };
  const tokenHash = hashConfirmToken(token);
  const [done] = await db
    .update(newsletterSubscriptions)
    .set({ status: "confirmed", confirmedAt: now })
    .where(and(eq(newsletterSubscriptions.confirmTokenHash, tokenHash), eq(newsletterSubscriptions.status, "pending"), gt(newsletterSubscriptions.confirmExpiresAt, now)))
    .returning({ ownerType: newsletterSubscriptions.ownerType, ownerId: newsletterSubscriptions.ownerId });
  if (done) return { state: "confirmed", page: await pageName(db, { type: done.ownerType, id: done.ownerId }) };
  const [row] = await db
    .select({ status: newsletterSubscriptions.status, ownerType: newsletterSubscriptions.ownerType, ownerId: newsletterSubscriptions.ownerId })
    .from(newsletterSubscriptions)
    .where(eq(newsletterSubscriptions.confirmTokenHash, tokenHash))
    .limit(1);
  if (row?.status === "confirmed") return { state: "already_confirmed", page: await pageName(db, { type: row.ownerType, id: row.ownerId }) };
  return { state: "invalid" };
}
