/**
 * The Confirm button of /newsletter/confirm: confirms the sign-up its token names and goes back to
 * the page, which then says the address is subscribed. Opening the link alone changes nothing.
 */
import { confirmSubscription } from "@/lib/newsletter/confirm";
import { getApp } from "@/lib/root/app";

export const dynamic = "force-dynamic";

export async function POST(request: Request): Promise<Response> {
  const form = await request.formData().catch(() => null);
  const token = form?.get("t");
  const t = typeof token === "string" ? token : "";
  const outcome = await confirmSubscription((await getApp()).database.db, t, new Date());
  const back = `/newsletter/confirm?t=${encodeURIComponent(t)}${outcome.state === "invalid" ? "" : "&done=1"}`;
  return new Response(null, { status: 303, headers: { Location: back, "Cache-Control": "no-store" } });
}
