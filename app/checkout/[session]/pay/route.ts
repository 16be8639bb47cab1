/**
 * Pay on the sandbox checkout page: writes the order (once, whatever else already paid the session)
 * and sends the buyer to the order page. An expired or cancelled session goes back to the checkout
 * page, which shows why nothing was paid.
 */
import { randomUUID } from "node:crypto";
import { completeCheckoutSession, releaseCheckoutSession } from "@/lib/shop/checkout/complete";
import { orderPagePath } from "@/lib/shop/order-link";
import { checkoutView } from "@/lib/shop/pages/checkout-query";
import { acceptSandboxForm, checkoutPath, seeOther } from "@/lib/shop/pages/sandbox-form";

export const dynamic = "force-dynamic";

export async function POST(request: Request, { params }: { params: Promise<{ session: string }> }): Promise<Response> {
  const now = new Date();
  const accepted = await acceptSandboxForm(request, (await params).session, now);
  if ("answer" in accepted) return accepted.answer;
  const { db, view } = accepted;
  if (view.state === "paid" && view.orderId) return seeOther(await orderPagePath(db, view.orderId));
  if (view.state === "expired") {
    // Past its time but not yet swept: expire it now so its stock is released at once.
    await releaseCheckoutSession(db, view.id, "expired", now);
    return seeOther(checkoutPath(view.id));
  }
  if (view.state !== "open") return seeOther(checkoutPath(view.id));
  try {
    const paid = await completeCheckoutSession(db, view.id, { provider: "sandbox", ref: `sandbox_${randomUUID()}` }, now);
    if (paid) return seeOther(await orderPagePath(db, paid.orderId));
  } catch (e) {
    // Cancelled or expired between the read and the write: the checkout page tells which.
    const again = await checkoutView(db, view.id, new Date());
    if (!again || again.state === "open") throw e;
    if (again.state === "paid" && again.orderId) return seeOther(await orderPagePath(db, again.orderId));
  }
  return seeOther(checkoutPath(view.id));
}
