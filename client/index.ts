/**
 * A small typed client for the Events partner API: openapi-fetch over the types generated from
 * the OpenAPI document (client/schema.d.ts, `npm run client`). Paths, parameters, bodies and
 * answers (success and problem) are all typed, and so are the bodies of webhook calls
 * (`WebhookPayload<"order.paid">`, `WebhookEvent`).
 *
 *   const api = createEventsClient({ baseUrl: "https://example.org/api", key: process.env.EVENTS_KEY! });
 *   const { data, error } = await api.GET("/v1/artists/{id}", { params: { path: { id: 10 } } });
 */
import createClient, { type Client, type ClientOptions } from "openapi-fetch";
import type { components, paths, webhooks } from "./schema";

export type { components, operations, paths, webhooks } from "./schema";
export type Problem = components["schemas"]["Problem"];

/** The event types the service sends to a webhook (the document's `webhooks` section). */
export type WebhookEventType = keyof webhooks;
/**
 * The body of a webhook call of one type, `{ type, timestamp, data }`; of any type by default, then
 * a union that `type` narrows. Verify the signature on the raw body before parsing it.
 *
 *   const event = JSON.parse(rawBody) as WebhookEvent;
 *   if (event.type === "order.paid") console.log(event.data.order.amount_total);
 */
export type WebhookPayload<T extends WebhookEventType = WebhookEventType> = { [K in T]: webhooks[K]["post"]["requestBody"]["content"]["application/json"] }[T];
export type WebhookEvent = WebhookPayload;
/** The `data` of one type. */
export type WebhookData<T extends WebhookEventType> = WebhookPayload<T>["data"];
export type EventsClient = Client<paths>;

export interface EventsClientOptions extends Omit<ClientOptions, "baseUrl"> {
  /** The API root, ending in /api (every path starts with /v1). */
  baseUrl: string;
  /** A secret key (server) or publishable key (browser); sent as a Bearer header. */
  key?: string;
}

export function createEventsClient({ baseUrl, key, headers, ...rest }: EventsClientOptions): EventsClient {
  return createClient<paths>({
    baseUrl: baseUrl.replace(/\/+$/, ""),
    headers: { ...(key ? { Authorization: `Bearer ${key}` } : {}), ...(headers as Record<string, string> | undefined) },
    ...rest,
  });
}
