/**
 * The link in a newsletter confirmation mail: `/newsletter/confirm?t=<token>`. Opening it shows a
 * Confirm button (a mail scanner that opens links subscribes nobody); the button posts to
 * /newsletter/confirm/submit. A confirmed sign-up reads as confirmed; anything else confirms nothing.
 */
import type { Metadata } from "next";
import { getApp } from "@/lib/root/app";
import { linkState } from "@/lib/newsletter/confirm";

export const metadata: Metadata = { title: "Newsletter", robots: { index: false, follow: false } };
export const dynamic = "force-dynamic";

export default async function ConfirmNewsletterPage({ searchParams }: { searchParams: Promise<{ t?: string | string[]; done?: string }> }) {
  const { t, done } = await searchParams;
  const db = (await getApp()).database.db;
  const link = typeof t === "string" ? await linkState(db, t, new Date()) : { state: "invalid" as const };

  return (
    <div className="page">
      <div className="prose" data-testid="newsletter-confirm" data-state={link.state}>
        {link.state === "invalid" ? (
          <>
            <h1>This link does not work</h1>
            <p>It may have expired (links work for 7 days), been replaced by a newer one, or the subscription was cancelled. Sign up again to get a new link.</p>
          </>
        ) : link.state === "pending" ? (
          <>
            <h1>Confirm your subscription</h1>
            <p>Receive the newsletter of {link.page} at this address?</p>
            <form method="post" action="/newsletter/confirm/submit">
              <input type="hidden" name="t" value={t as string} />
              <button type="submit">Confirm</button>
            </form>
          </>
        ) : (
          <>
            <h1>{done ? "You are subscribed" : "Already confirmed"}</h1>
            <p>You will receive the newsletter of {link.page}.</p>
          </>
        )}
      </div>
    </div>
  );
}
