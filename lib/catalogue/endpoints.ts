import type { Endpoint } from "@/lib/http/endpoint";
import { artistsEndpoints } from "./artists/endpoints";
import { eventsEndpoints } from "./events/endpoints";
import { promotersEndpoints } from "./promoters/endpoints";
import { venuesEndpoints } from "./venues/endpoints";

/** Artists, promoters, events, venues (spec 4.3-4.6). */
export const catalogueEndpoints: Endpoint[] = [...artistsEndpoints, ...promotersEndpoints, ...eventsEndpoints, ...venuesEndpoints];
