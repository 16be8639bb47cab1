/**
 * What the layers below take the App for, bound to this process's App (the composition root's
 * `appNow`), for callers inside the process that are not requests of the dispatcher: tests,
 * scripts and benchmarks walk one declared endpoint, talk to the MCP server, or feed a payment
 * provider's receiver an event. An entry, like the rest of lib/server: nothing in lib/ below imports it.
 */
import { appNow } from "@/lib/root/app";
import { paymentWebhookDeps as depsOf, type PaymentWebhookDeps } from "@/lib/checkout/payment-webhook";
import type { Endpoint } from "@/lib/http/endpoint";
import { handleMcp as mcpOn, type McpOptions } from "@/lib/mcp/http";
import { runEndpoint as walkOn } from "@/lib/pipeline/walk";

import type { PaymentProviderDeclaration } from "@/lib/payments";

export { handlePaymentWebhook } from "@/lib/checkout/payment-webhook";
export type { McpOptions } from "@/lib/mcp/http";

/** The walk of one declared endpoint for a Fetch Request, without the dispatcher's routing. */
export function runEndpoint(endpoint: Endpoint, request: Request, rawParams: Record<string, string>): Promise<Response> {
  return walkOn(endpoint, request, rawParams, appNow);
}

/** The MCP server for one Fetch Request (what POST /api/v1/mcp runs). */
export function handleMcp(request: Request, options: McpOptions = {}): Promise<Response> {
  return mcpOn(request, appNow, options);
}

/** A provider's receiver's dependencies: this process's settings and database. */
export function paymentWebhookDeps(provider: PaymentProviderDeclaration<unknown>): PaymentWebhookDeps {
  return depsOf(provider, appNow);
}
