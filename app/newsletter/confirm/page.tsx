/**
 * The link in a newsletter confirmation mail: `/newsletter/confirm?t=<token>`. Opening it confirms
 * the sign-up (double opt-in); opening it again says it is confirmed; anything else confirms nothing.
 */
import type { Metadata } from "next";
import { getApp } from "@/lib/platform/app";
import { confirmSubscription } from "@/lib/newsletter/confirm";

export const metadata: Metadata = { title: "Newsletter", robots: { index: false, follow: false } };
export const dynamic = "force-dynamic";

export default async function ConfirmNewsletterPage({ searchParams }: { searchParams: Promise<{ t?: string | string[] }> }) {
  const { t } = await searchParams;
  const db = (await getApp()).database.db;
  const outcome = typeof t === "string" ? await confirmSubscription(db, t, new Date()) : { state: "invalid" as const };

  return (
    <div className="page">
      <div className="prose" data-testid="newsletter-confirm" data-state={outcome.state}>
        {outcome.state === "invalid" ? (
          <>
            <h1>This link does not work</h1>
            <p>It may have expired (links work for 7 days), been replaced by a newer one, or the subscription was cancelled. Sign up again to get a new link.</p>
          </>
        ) : (
          <>
            <h1>{outcome.state === "confirmed" ? "You are subscribed" : "Already confirmed"}</h1>
            <p>You will receive the newsletter of {outcome.page}.</p>
          </>
        )}
      </div>
    </div>
  );
}
