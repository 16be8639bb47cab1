/**
 * Cancel on the sandbox checkout page (POST here: /checkout/{id}/cancel is the cancel page itself,
 * and Next.js serves a page or a handler per path, not both): releases the session's stock and shows
 * the cancel page. A session already paid or expired goes back to the checkout page, which shows its state.
 */
import { releaseCheckoutSession } from "@/lib/shop/checkout/complete";
import { acceptSandboxForm, checkoutPath, seeOther } from "@/lib/shop/pages/sandbox-form";

export const dynamic = "force-dynamic";

export async function POST(request: Request, { params }: { params: Promise<{ session: string }> }): Promise<Response> {
  const now = new Date();
  const accepted = await acceptSandboxForm(request, (await params).session, now);
  if ("answer" in accepted) return accepted.answer;
  const { db, view } = accepted;
  if (view.state === "open") {
    await releaseCheckoutSession(db, view.id, "canceled", now);
    return seeOther(`${checkoutPath(view.id)}/cancel`);
  }
  if (view.state === "canceled") return seeOther(`${checkoutPath(view.id)}/cancel`);
  if (view.state === "expired") await releaseCheckoutSession(db, view.id, "expired", now);
  return seeOther(checkoutPath(view.id));
}
