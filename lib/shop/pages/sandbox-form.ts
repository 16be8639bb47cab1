/**
 * What the sandbox checkout's Pay and Cancel forms share: sandbox mode only, a known sandbox
 * session, the form's token, and 303 answers to this service's own pages (relative, so the buyer
 * stays on the host they came by).
 */
import type { Db } from "@/lib/db/client";
import { getApp } from "@/lib/platform/app";
import { config } from "@/lib/platform/config";
import { checkoutView, type CheckoutView } from "./checkout-query";
import { checkCheckoutFormToken } from "./form-token";

export const seeOther = (location: string) => new Response(null, { status: 303, headers: { Location: location, "Cache-Control": "no-store" } });

const plain = (status: number, text: string) => new Response(text, { status, headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" } });

/** The session and database when the form may act on it, else the answer to send (404 or 403). */
export async function acceptSandboxForm(request: Request, sessionId: string, now: Date): Promise<{ db: Db; view: CheckoutView } | { answer: Response }> {
  if (!config().sandbox) return { answer: plain(404, "Not found.") };
  const db = (await getApp()).database.db;
  const view = await checkoutView(db, sessionId, now);
  if (!view || view.provider !== "sandbox") return { answer: plain(404, "Not found.") };
  const form = await request.formData().catch(() => null);
  if (!(await checkCheckoutFormToken(db, view.id, form?.get("token")))) {
    return { answer: plain(403, "This form did not come from this checkout page. Open the checkout page again and use its buttons.") };
  }
  return { db, view };
}

export const checkoutPath = (id: string) => `/checkout/${id}`;
