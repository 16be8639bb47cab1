/**
 * POST /api/stripe/webhook: Stripe tells us a hosted checkout was paid or expired. The body is
 * verified against STRIPE_WEBHOOK_SECRET before anything is read from it. Once verified the answer
 * is 200 `{ received: true }` (Stripe retries anything else), except when marking our session
 * failed: then 500, so Stripe sends the event again.
 *
 * Sessions open on the sellers' connected accounts, so the endpoint must be a Connect webhook
 * endpoint (events "on connected accounts") in the Stripe dashboard.
 *
 * An event moves our session only when it is about the Stripe session we opened (`openedByUs`):
 * the event's `account` is the session's payment account; the Stripe session is the one stored on
 * ours, or, while none is stored yet (between the provider call and its write, or after a crash),
 * Stripe's own copy read on that account names our checkout; and `amount_total` and `currency`
 * are what our session was opened for. Anything else moves nothing, is answered 200 (Stripe stops
 * sending a foreign event) and logged with the event's id.
 */
import { eq } from "drizzle-orm";
import Stripe from "stripe";
import { methodNotAllowed } from "@/lib/http/methods";
import { notFoundRoute } from "@/lib/http/not-found";
import { completeCheckout } from "./complete";
import { releaseCheckout } from "./release";
import { checkoutSessions } from "@/lib/db/tables/checkout";
import { Problem, docsUrlFor, notFound, problemResponse } from "@/lib/http/problem";
import { requestIdFor } from "@/lib/http/request-id";
import type { AppGetter } from "@/lib/root/types";
import { config } from "@/lib/config/config";
import { checkoutProvider } from "./provider";
import { log as serviceLog } from "@/lib/observability/log";

export interface StripeWebhookDeps {
  /** STRIPE_WEBHOOK_SECRET; null: the route does not exist (404). */
  webhookSecret: string | null;
  /** Completes our session and writes its order (refunding a payment that came too late); null when there is no such session. */
  complete(sessionId: string, payment: { provider: "stripe"; ref: string | null }, now: Date): Promise<{ orderId: string; created: boolean } | null>;
  /** Expires our open session and frees what it holds; false when it was not open. */
  release(sessionId: string, now: Date): Promise<boolean>;
  /** What our session was opened with: its provider and Stripe session id (null: none stored yet), the seller's account, its money; null when there is no such session. */
  providerSessionOf(sessionId: string): Promise<OpenedSession | null>;
  /** Stripe's own copy of a Checkout Session, read on the seller's account; null when Stripe has none there. Throws when Stripe cannot be asked. */
  stripeSession(stripeSessionId: string, account: string): Promise<{ ourSessionId: string | null; amountTotal: number | null; currency: string | null } | null>;
  now(): Date;
}

export interface OpenedSession {
  provider: "sandbox" | "stripe" | "free";
  providerSessionId: string | null;
  paymentAccount: string | null;
  amountTotal: number;
  currency: string;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The events that move a session; every other verified event is acknowledged and ignored. */
const PAID = new Set(["checkout.session.completed", "checkout.session.async_payment_succeeded"]);
const EXPIRED = new Set(["checkout.session.expired", "checkout.session.async_payment_failed"]);

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json", "Cache-Control": "no-store" } });
}

function problem(request: Request, p: Problem): Response {
  const url = new URL(request.url);
  const requestId = requestIdFor(request.headers.get("x-request-id"));
  return problemResponse(p, { docsUrl: docsUrlFor(url), instance: url.pathname, requestId }, new Headers({ "X-Request-Id": requestId }));
}

const received = () => json({ received: true });

function log(level: "warn" | "error", msg: string, fields: Record<string, unknown>): void {
  serviceLog[level](msg, fields);
}

/** A reference that can be one of our session ids, in the form we store them; null otherwise. */
const asOurId = (ref: string | null | undefined): string | null => (ref && UUID.test(ref) ? ref.toLowerCase() : null);

/** Our session id on a Stripe session: the metadata we set, else the client reference. */
export function ourSessionId(session: Pick<Stripe.Checkout.Session, "metadata" | "client_reference_id">): string | null {
  return asOurId(session.metadata?.checkout_session_id ?? session.client_reference_id ?? null);
}

/** The webhook path for any method: POST is Stripe's call; others 405 when the webhook is on, else the 404 problem. */
export async function stripeWebhookRoute(request: Request, getApp: AppGetter): Promise<Response> {
  if (request.method === "POST") return handleStripeWebhook(request, stripeWebhookDeps(getApp));
  return config().stripe?.webhookSecret ? methodNotAllowed(request, ["POST"]) : notFoundRoute.GET(request);
}

export async function handleStripeWebhook(request: Request, deps: StripeWebhookDeps): Promise<Response> {
  if (!deps.webhookSecret) return problem(request, notFound());
  const payload = await request.text();
  const signature = request.headers.get("stripe-signature");
  let event: Stripe.Event;
  try {
    if (!signature) throw new Error("no Stripe-Signature header");
    event = await Stripe.webhooks.constructEventAsync(payload, signature, deps.webhookSecret, undefined, undefined, deps.now().getTime()); // receivedAt in ms
  } catch {
    return problem(request, new Problem("validation_error", "The Stripe-Signature header is missing or does not match the body.", { status: 400 }));
  }

  const paid = PAID.has(event.type);
  if (!paid && !EXPIRED.has(event.type)) return received();
  const session = event.data.object as Stripe.Checkout.Session;
  // A completed session whose payment is still on its way (bank debits) waits for async_payment_succeeded.
  if (event.type === "checkout.session.completed" && session.payment_status !== "paid" && session.payment_status !== "no_payment_required") return received();
  const id = ourSessionId(session);
  if (!id) return received();
  try {
    // Only the Stripe session we opened moves ours: a connected account cannot pay or expire one of
    // our sessions with another Stripe session that merely names it in its metadata.
    const mismatch = await openedByUs(deps, id, event, session);
    if (mismatch) {
      log("warn", "stripe event not about a session we opened: ignored", { event_id: event.id, type: event.type, session_id: id, stripe_session: session.id, account: event.account ?? null, why: mismatch });
      return received();
    }
    const now = deps.now();
    if (paid) {
      const ref = typeof session.payment_intent === "string" ? session.payment_intent : (session.payment_intent?.id ?? null);
      await deps.complete(id, { provider: "stripe", ref }, now);
    } else {
      await deps.release(id, now);
    }
  } catch (e) {
    log("error", "stripe event not applied; Stripe will send it again", { event_id: event.id, type: event.type, session_id: id, error: e instanceof Error ? (e.stack ?? e.message) : String(e) });
    return problem(request, new Problem("internal_error", "The event could not be applied; send it again."));
  }
  return received();
}

/**
 * Why the event is not about the Stripe session we opened for our session `id`, or null when it
 * is. Throws when Stripe cannot be asked (the event is then answered 500, so Stripe sends it again).
 */
async function openedByUs(deps: StripeWebhookDeps, id: string, event: Stripe.Event, session: Stripe.Checkout.Session): Promise<string | null> {
  const ours = await deps.providerSessionOf(id);
  if (!ours) return "no session of ours has this id";
  if (ours.provider !== "stripe") return `our session is paid through ${ours.provider}`;
  if (!ours.paymentAccount || event.account !== ours.paymentAccount) return "the event is from another account than the session's";
  if (ours.providerSessionId !== null) {
    if (ours.providerSessionId !== session.id) return "another Stripe session than the one stored on ours";
  } else {
    // Not stored yet: Stripe's own copy, read on the seller's account, must name our checkout.
    const copy = await deps.stripeSession(session.id, ours.paymentAccount);
    if (!copy) return "Stripe has no such session on the seller's account";
    if (asOurId(copy.ourSessionId) !== id) return "Stripe's session names another checkout";
    if (copy.amountTotal !== ours.amountTotal || copy.currency?.toLowerCase() !== ours.currency.toLowerCase()) return "Stripe's session charges another amount or currency";
  }
  if (session.amount_total !== ours.amountTotal) return `amount_total ${session.amount_total} is not the session's ${ours.amountTotal}`;
  if (session.currency?.toLowerCase() !== ours.currency.toLowerCase()) return `currency ${session.currency} is not the session's ${ours.currency}`;
  return null;
}

/** The route's dependencies: this process's settings and database (of the App the dispatcher hands over). */
export function stripeWebhookDeps(getApp: AppGetter): StripeWebhookDeps {
  const db = async () => (await getApp()).database.db;
  return {
    webhookSecret: config().stripe?.webhookSecret ?? null,
    complete: async (id, payment, now) => completeCheckout(await db(), id, payment, now),
    // Stripe ended the page itself: nothing to end there.
    release: async (id) => (await releaseCheckout(await db(), id, "expired", { atProvider: false })).outcome === "released",
    providerSessionOf: async (id) => {
      const [row] = await (await db())
        .select({ provider: checkoutSessions.provider, providerSessionId: checkoutSessions.providerSessionId, paymentAccount: checkoutSessions.paymentAccount, amountTotal: checkoutSessions.amountTotal, currency: checkoutSessions.currency })
        .from(checkoutSessions)
        .where(eq(checkoutSessions.id, id))
        .limit(1);
      return row ?? null;
    },
    stripeSession: async (stripeSessionId, account) => {
      const provider = checkoutProvider();
      if (provider?.name !== "stripe" || !provider.checkoutSession) throw new Error("Stripe is not this server's payment provider: a Stripe session cannot be checked");
      return provider.checkoutSession({ providerSessionId: stripeSessionId, paymentAccount: account });
    },
    now: () => new Date(),
  };
}
