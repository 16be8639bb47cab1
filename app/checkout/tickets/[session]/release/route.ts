/** Cancel on the sandbox ticket checkout: ends an open session, releasing its tickets, and goes back to its page (which says so). */
import { seeOther } from "@/lib/shop/pages/sandbox-form";
import { releaseTicketSession } from "@/lib/tickets/checkout/complete";
import { acceptTicketForm, ticketCheckoutPath } from "@/lib/tickets/checkout/page-query";

export const dynamic = "force-dynamic";

export async function POST(request: Request, { params }: { params: Promise<{ session: string }> }): Promise<Response> {
  const accepted = await acceptTicketForm(request, (await params).session, new Date());
  if ("answer" in accepted) return accepted.answer;
  const { db, view } = accepted;
  if (view.state !== "complete") await releaseTicketSession(db, view.id);
  return seeOther(ticketCheckoutPath(view.id));
}
