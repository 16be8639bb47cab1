/**
 * Pricing a cart for a crew: the event check, the facts, the pure rules, and a refusal turned into
 * its problem. POST /v1/shop/quote answers the quote; checkout calls `priceCart` too, then checks
 * stock again under its own lock.
 */
import type { CrewScope } from "@/lib/crew/scope";
import { bodyInvalid, conflict, notFound } from "@/lib/http/problem";
import { cartFacts } from "./cart-query";
import { quoteCart } from "./rules/quote";
import type { CartInput, Quote, QuoteRefusal } from "./rules/types";

/** The problem a refusal answers: 422 validation_error with `reason` (and its members), or 409 not_ready. */
export function refusalProblem(refusal: QuoteRefusal) {
  if (refusal.status === 409) return conflict(refusal.message, { reason: refusal.reason });
  return bodyInvalid([{ param: refusal.param, message: refusal.message }], { reason: refusal.reason, ...(refusal.extra ?? {}) });
}

/**
 * Prices `body` as this crew may sell it. Throws 404 for an `event_id` outside the crew graph,
 * and the refusal's problem when the cart cannot be sold.
 */
export async function priceCart(crew: CrewScope, body: CartInput, now: Date): Promise<Quote> {
  if (body.event_id !== undefined && !(await crew.seesEvent(body.event_id))) throw notFound();
  const result = quoteCart(body, await cartFacts(crew, body, now));
  if (!result.ok) throw refusalProblem(result.refusal);
  return result.quote;
}

/** The quote as POST /v1/shop/quote answers it (without what only checkout needs). */
export function quoteOut(quote: Quote) {
  const { seller: _seller, productIds: _productIds, ...out } = quote;
  return out;
}
