/**
 * The catalogue's routes as one list for tests that serve them: artists (with their press kits,
 * which the content declares), promoters, events, venues and the exports, as the registry lists them.
 */
import type { Endpoint } from "@/lib/http/endpoint";
import { artistsEndpoints } from "@/lib/catalogue/artists/endpoints";
import { eventsEndpoints } from "@/lib/catalogue/events/endpoints";
import { exportEndpoints } from "@/lib/catalogue/export/endpoints";
import { promotersEndpoints } from "@/lib/catalogue/promoters/endpoints";
import { venuesEndpoints } from "@/lib/catalogue/venues/endpoints";
import { artistContentEndpoints } from "@/lib/content/endpoints";

export const catalogueEndpoints: Endpoint[] = [...artistsEndpoints, ...artistContentEndpoints, ...promotersEndpoints, ...eventsEndpoints, ...venuesEndpoints, ...exportEndpoints];
