/**
 * Pay on the sandbox checkout page, for either kind: writes the order (once, whatever else already
 * paid the session) and sends the buyer to the order page. An expired or cancelled session goes back
 * to the checkout page, which shows why nothing was paid.
 */
import { randomUUID } from "node:crypto";
import { completeCheckout } from "@/lib/checkout/complete";
// The composition root: this page's App.
import { getApp } from "@/lib/root/app";
import { acceptSandboxForm, checkoutPath, orderPathOf, seeOther } from "@/lib/checkout/page";
import { releaseCheckout } from "@/lib/checkout/release";
import { SANDBOX_PROVIDER } from "@/lib/payments/sandbox";

export const dynamic = "force-dynamic";

export async function POST(request: Request, { params }: { params: Promise<{ session: string }> }): Promise<Response> {
  const now = new Date();
  const accepted = await acceptSandboxForm(request, (await params).session, now, getApp);
  if ("answer" in accepted) return accepted.answer;
  const { db, view } = accepted;
  const back = checkoutPath(view.id);
  if (view.state === "complete") return seeOther((await orderPathOf(db, view)) ?? back);
  if (view.state === "expired") {
    // Past its time but not yet swept: end it now so what it held is released at once (the sandbox has no provider page to end).
    await releaseCheckout(db, view.id, "expired", { atProvider: false });
    return seeOther(back);
  }
  if (view.state !== "open") return seeOther(back);
  const paid = await completeCheckout(db, view.id, { provider: SANDBOX_PROVIDER, ref: `sandbox_${randomUUID()}` }, now, { onlyIfOpen: true });
  return seeOther((paid && (await orderPathOf(db, { kind: view.kind, orderId: paid.orderId }))) ?? back);
}
