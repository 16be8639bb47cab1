/**
 * POST /api/payments/{provider}/webhook (and /api/stripe/webhook, Stripe's URL as it has always
 * been): a payment provider tells us a hosted checkout was paid or expired. One receiver for every
 * provider: the provider's declaration (lib/payments/declare.ts) verifies the body against its
 * signing secret before anything is read from it, and says what the event means for one of our
 * checkouts; this file applies that. Once verified the answer is 200 `{ received: true }` (providers
 * retry anything else), except when applying it fails: then 500, so the provider sends it again.
 *
 * An event moves our session only when it is about the provider session we opened (`openedByUs`):
 * our session is paid through this provider; the event's account is the session's payment account;
 * the provider session is the one stored on ours, or, while none is stored yet (between the
 * provider call and its write, or after a crash), the provider's own copy read on that account
 * names our checkout; and the amount and currency are what our session was opened for. Anything
 * else moves nothing, is answered 200 (the provider stops sending a foreign event) and logged with
 * the event's id.
 */
import { eq } from "drizzle-orm";
import { methodNotAllowed } from "@/lib/http/methods";
import { notFoundRoute } from "@/lib/http/not-found";
import { completeCheckout } from "./complete";
import { releaseCheckout } from "./release";
import { checkoutSessions, type CheckoutProviderName } from "@/lib/db/tables/checkout";
import { Problem, docsUrlFor, notFound, problemResponse } from "@/lib/http/problem";
import { requestIdFor } from "@/lib/http/request-id";
import type { AppGetter } from "@/lib/root/types";
import { config } from "@/lib/config/config";
import { paymentProviderNamed, type PaymentProviderDeclaration, type ProviderCheckoutEvent } from "@/lib/payments";
import { checkoutProvider } from "./provider";
import { log as serviceLog } from "@/lib/observability/log";

export interface PaymentWebhookDeps {
  /** The provider's signing secret; null: the route does not exist (404). */
  webhookSecret: string | null;
  /** Completes our session and writes its order (refunding a payment that came too late); null when there is no such session. */
  complete(sessionId: string, payment: { provider: string; ref: string | null }, now: Date): Promise<{ orderId: string; created: boolean } | null>;
  /** Expires our open session and frees what it holds; false when it was not open. */
  release(sessionId: string, now: Date): Promise<boolean>;
  /** What our session was opened with: its provider and the provider's session id (null: none stored yet), the seller's account, its money; null when there is no such session. */
  providerSessionOf(sessionId: string): Promise<OpenedSession | null>;
  /** The provider's own copy of its session, read on the seller's account; null when it has none there. Throws when the provider cannot be asked. */
  providerSession(providerSessionId: string, account: string): Promise<{ ourSessionId: string | null; amountTotal: number | null; currency: string | null } | null>;
  now(): Date;
}

export interface OpenedSession {
  provider: CheckoutProviderName;
  providerSessionId: string | null;
  paymentAccount: string | null;
  amountTotal: number;
  currency: string;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json", "Cache-Control": "no-store" } });
}

function problem(request: Request, p: Problem): Response {
  const url = new URL(request.url);
  const requestId = requestIdFor(request.headers.get("x-request-id"));
  return problemResponse(p, { docsUrl: docsUrlFor(url), instance: url.pathname, requestId }, new Headers({ "X-Request-Id": requestId }));
}

const received = () => json({ received: true });

/**
 * The receiver path for any method: POST is the provider's call; others 405 when the receiver is
 * on, else the 404 problem, as for a provider no declaration has.
 */
export async function paymentWebhookRoute(request: Request, getApp: AppGetter, providerName: string): Promise<Response> {
  const declared = paymentProviderNamed(providerName);
  if (!declared?.inbound) return notFoundRoute.GET(request);
  if (request.method === "POST") return handlePaymentWebhook(declared, request, paymentWebhookDeps(declared, getApp));
  return declared.inbound.secret(config()) ? methodNotAllowed(request, ["POST"]) : notFoundRoute.GET(request);
}

export async function handlePaymentWebhook(provider: PaymentProviderDeclaration<unknown>, request: Request, deps: PaymentWebhookDeps): Promise<Response> {
  const inbound = provider.inbound;
  if (!inbound || !deps.webhookSecret) return problem(request, notFound());
  const rawBody = await request.text();
  let verified;
  try {
    verified = await inbound.verify({ rawBody, headers: request.headers, secret: deps.webhookSecret, now: deps.now() });
  } catch {
    return problem(request, new Problem("validation_error", inbound.refusal, { status: 400 }));
  }
  const said = inbound.toCheckoutEvent(verified);
  // Not about a checkout, or naming none in the form our ids take: nothing of ours to move.
  if (!said || !UUID.test(said.checkoutId)) return received();
  const event = { ...said, checkoutId: said.checkoutId.toLowerCase() };
  const id = event.checkoutId;
  const name = provider.name;
  try {
    // Only the provider session we opened moves ours: a seller's account cannot pay or expire one
    // of our sessions with another provider session that merely names it.
    const mismatch = await openedByUs(deps, name, event);
    if (mismatch) {
      serviceLog.warn(`${name} event not about a session we opened: ignored`, { event_id: verified.id, type: verified.type, session_id: id, provider_session: event.providerSessionId, account: event.account, why: mismatch });
      return received();
    }
    const now = deps.now();
    if (event.outcome === "paid") await deps.complete(id, { provider: name, ref: event.paymentRef }, now);
    else await deps.release(id, now);
  } catch (e) {
    serviceLog.error(`${name} event not applied; ${name} will send it again`, { event_id: verified.id, type: verified.type, session_id: id, error: e instanceof Error ? (e.stack ?? e.message) : String(e) });
    return problem(request, new Problem("internal_error", "The event could not be applied; send it again."));
  }
  return received();
}

const sameCurrency = (a: string | null, b: string) => a?.toLowerCase() === b.toLowerCase();

/**
 * Why the event is not about the provider session we opened for our session, or null when it
 * is. Throws when the provider cannot be asked (the event is then answered 500 and sent again).
 */
async function openedByUs(deps: PaymentWebhookDeps, provider: string, event: ProviderCheckoutEvent): Promise<string | null> {
  const ours = await deps.providerSessionOf(event.checkoutId);
  if (!ours) return "no session of ours has this id";
  if (ours.provider !== provider) return `our session is paid through ${ours.provider}`;
  if (!ours.paymentAccount || event.account !== ours.paymentAccount) return "the event is from another account than the session's";
  if (ours.providerSessionId !== null) {
    if (ours.providerSessionId !== event.providerSessionId) return `another ${provider} session than the one stored on ours`;
  } else {
    // Not stored yet: the provider's own copy, read on the seller's account, must name our checkout.
    const copy = await deps.providerSession(event.providerSessionId, ours.paymentAccount);
    if (!copy) return `${provider} has no such session on the seller's account`;
    if (copy.ourSessionId?.toLowerCase() !== event.checkoutId) return `${provider}'s session names another checkout`;
    if (copy.amountTotal !== ours.amountTotal || !sameCurrency(copy.currency, ours.currency)) return `${provider}'s session charges another amount or currency`;
  }
  if (event.amountTotal !== ours.amountTotal) return `amount ${event.amountTotal} is not the session's ${ours.amountTotal}`;
  if (!sameCurrency(event.currency, ours.currency)) return `currency ${event.currency} is not the session's ${ours.currency}`;
  return null;
}

/** The receiver's dependencies for one provider: this process's settings and database (of the App the dispatcher hands over). */
export function paymentWebhookDeps(declared: PaymentProviderDeclaration<unknown>, getApp: AppGetter): PaymentWebhookDeps {
  const db = async () => (await getApp()).database.db;
  return {
    webhookSecret: declared.inbound?.secret(config()) ?? null,
    complete: async (id, payment, now) => completeCheckout(await db(), id, payment, now),
    // The provider ended the page itself: nothing to end there.
    release: async (id) => (await releaseCheckout(await db(), id, "expired", { atProvider: false })).outcome === "released",
    providerSessionOf: async (id) => {
      const [row] = await (await db())
        .select({ provider: checkoutSessions.provider, providerSessionId: checkoutSessions.providerSessionId, paymentAccount: checkoutSessions.paymentAccount, amountTotal: checkoutSessions.amountTotal, currency: checkoutSessions.currency })
        .from(checkoutSessions)
        .where(eq(checkoutSessions.id, id))
        .limit(1);
      return row ?? null;
    },
    providerSession: async (providerSessionId, account) => {
      const provider = checkoutProvider();
      if (provider?.name !== declared.name || !provider.checkoutSession) throw new Error(`${declared.name} is not this server's payment provider: its session cannot be checked`);
      return provider.checkoutSession({ providerSessionId, paymentAccount: account });
    },
    now: () => new Date(),
  };
}
