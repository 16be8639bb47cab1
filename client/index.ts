/**
 * A small typed client for the Events partner API: openapi-fetch over the types generated from
 * the OpenAPI document (client/schema.d.ts, `npm run client`). Paths, parameters, bodies and
 * answers (success and problem) are all typed.
 *
 *   const api = createEventsClient({ baseUrl: "https://example.org/api", key: process.env.EVENTS_KEY! });
 *   const { data, error } = await api.GET("/v1/artists/{id}", { params: { path: { id: 10 } } });
 */
import createClient, { type Client, type ClientOptions } from "openapi-fetch";
import type { components, paths } from "./schema";

export type { components, operations, paths } from "./schema";
export type Problem = components["schemas"]["Problem"];
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
