/**
 * Cancel on the sandbox checkout page, for either kind (POST here: /checkout/{id}/cancel is the
 * cancel page itself, and Next.js serves a page or a handler per path, not both): releases what the
 * session holds and shows the cancel page. A session already paid or expired goes back to the
 * checkout page, which shows its state.
 */
// The composition root: this page's App.
import { getApp } from "@/lib/root/app";
import { acceptSandboxForm, checkoutPath, seeOther } from "@/lib/checkout/page";
import { releaseCheckout } from "@/lib/checkout/release";

export const dynamic = "force-dynamic";

export async function POST(request: Request, { params }: { params: Promise<{ session: string }> }): Promise<Response> {
  const accepted = await acceptSandboxForm(request, (await params).session, new Date(), getApp);
  if ("answer" in accepted) return accepted.answer;
  const { db, view } = accepted;
  const back = checkoutPath(view.id);
  if (view.state === "open") {
    const released = await releaseCheckout(db, view.id, "canceled", { atProvider: true });
    // Paid or expired between the read and the release: the checkout page shows which.
    return seeOther(released.outcome === "released" || (released.outcome === "not_open" && released.status === "canceled") ? `${back}/cancel` : back);
  }
  if (view.state === "canceled") return seeOther(`${back}/cancel`);
  // Past its time but not yet swept: end it now so what it held is released at once.
  if (view.state === "expired") await releaseCheckout(db, view.id, "expired", { atProvider: false });
  return seeOther(back);
}
