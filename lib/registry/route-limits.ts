/** The limits the registry's routes declare for themselves, by endpoint id. */
import type { Auth } from "@/lib/auth/authenticate";
import type { Window } from "@/lib/kv/store";
import { routeLimitWindows } from "@/lib/traffic/route-limits";
import { endpointById } from "./registry";

/** The windows a call of the route spends on its own limits (none for an unknown id or a route without limits). */
export function routeWindows(endpointId: string, auth: Auth, body: unknown): Window[] {
  const endpoint = endpointById(endpointId);
  return endpoint ? routeLimitWindows(endpoint, auth, body) : [];
}
