/** Pay on the sandbox ticket checkout: writes the order once and sends the buyer to the order page; an ended session goes back to its page. */
import { randomUUID } from "node:crypto";
import { seeOther } from "@/lib/shop/pages/sandbox-form";
import { completeTicketSession, releaseTicketSession, ticketOrderPagePath } from "@/lib/tickets/checkout/complete";
import { acceptTicketForm, ticketCheckoutPath } from "@/lib/tickets/checkout/page-query";

export const dynamic = "force-dynamic";

export async function POST(request: Request, { params }: { params: Promise<{ session: string }> }): Promise<Response> {
  const now = new Date();
  const accepted = await acceptTicketForm(request, (await params).session, now);
  if ("answer" in accepted) return accepted.answer;
  const { db, view } = accepted;
  if (view.state === "complete" && view.orderId) return seeOther(await ticketOrderPagePath(db, view.orderId));
  if (view.state === "expired") {
    // Past its time but not yet swept: end it now so its tickets are released at once.
    await releaseTicketSession(db, view.id);
    return seeOther(ticketCheckoutPath(view.id));
  }
  const paid = await completeTicketSession(db, view.id, { provider: "sandbox", ref: `sandbox_${randomUUID()}` }, now);
  return seeOther(paid ? await ticketOrderPagePath(db, paid.orderId) : ticketCheckoutPath(view.id));
}
