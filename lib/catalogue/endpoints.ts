import type { Endpoint } from "@/lib/http/endpoint";
import { artistsEndpoints } from "./artists/endpoints";
import { eventsEndpoints } from "./events/endpoints";
import { exportEndpoints } from "./export/endpoints";
import { promotersEndpoints } from "./promoters/endpoints";
import { venuesEndpoints } from "./venues/endpoints";

/** Artists, promoters, events, venues and their exports: the routes each folder's endpoints.ts declares. */
export const catalogueEndpoints: Endpoint[] = [...artistsEndpoints, ...promotersEndpoints, ...eventsEndpoints, ...venuesEndpoints, ...exportEndpoints];
