/**
 * Every endpoint, in documentation order, on three surfaces: the partner API (`endpoints`: the
 * OpenAPI document, GET /v1/scopes, the MCP tools and the portal reference read this list), the
 * crew admin API and the platform API. The one dispatcher (lib/server/dispatch.ts) serves all three
 * from its table (lib/server/routes.ts); nothing else declares routes.
 */
import { crewEndpoints } from "@/lib/crew/endpoints";
import type { Endpoint } from "@/lib/http/endpoint";
import { discoveryEndpoints } from "@/lib/discovery/endpoints";
import { keyEndpoints } from "@/lib/auth/endpoints";
import { artistsEndpoints } from "@/lib/catalogue/artists/endpoints";
import { eventsEndpoints } from "@/lib/catalogue/events/endpoints";
import { exportEndpoints } from "@/lib/catalogue/export/endpoints";
import { promotersEndpoints } from "@/lib/catalogue/promoters/endpoints";
import { venuesEndpoints } from "@/lib/catalogue/venues/endpoints";
import { artistContentEndpoints, pageContentEndpoints } from "@/lib/content/endpoints";
import { trafficEndpoints } from "@/lib/traffic/endpoints";
import { createBookingRequestEndpoint } from "@/lib/booking/endpoint";
import { shopEndpoints } from "@/lib/shop/endpoints";
import { checkoutEndpoints } from "@/lib/shop/checkout/endpoints";
import { ambassadorEndpoints } from "@/lib/ambassadors/endpoints";
import { memberEndpoints } from "@/lib/ambassadors/members/endpoints";
import { codeEndpoints } from "@/lib/tickets/codes/endpoints";
import { newsletterEndpoints } from "@/lib/newsletter/endpoints";
import { submitFormEndpoint } from "@/lib/content/forms/submit-endpoint";
import { ticketCheckoutEndpoints } from "@/lib/tickets/checkout/endpoints";
import { adminEndpoints } from "@/lib/admin/endpoints";
import { platformApiEndpoints } from "@/lib/platform-api/endpoints";

export const endpoints: Endpoint[] = [
  ...keyEndpoints,
  ...crewEndpoints,
  ...trafficEndpoints,
  createBookingRequestEndpoint,
  ...discoveryEndpoints(() => endpoints),
  // The catalogue: artists (with their press kits, declared by the content), promoters, events, venues, exports.
  ...artistsEndpoints,
  ...artistContentEndpoints,
  ...promotersEndpoints,
  ...eventsEndpoints,
  ...venuesEndpoints,
  ...exportEndpoints,
  ...pageContentEndpoints,
  ...shopEndpoints,
  ...checkoutEndpoints,
  ...ambassadorEndpoints,
  ...memberEndpoints,
  ...ticketCheckoutEndpoints,
  ...codeEndpoints,
  ...newsletterEndpoints,
  submitFormEndpoint,
];

export { adminEndpoints, platformApiEndpoints };

/** Every route served, whatever its surface. */
export const allEndpoints: Endpoint[] = [...endpoints, ...adminEndpoints, ...platformApiEndpoints];

const ids = new Set<string>();
for (const e of allEndpoints) {
  if (ids.has(e.id)) throw new Error(`Duplicate endpoint id ${e.id}`);
  ids.add(e.id);
}

export const endpointById = (id: string) => allEndpoints.find((e) => e.id === id);
