import type { Endpoint } from "@/lib/http/endpoint";

/** Artists, promoters, events, venues (spec 4.3-4.6). */
export const catalogueEndpoints: Endpoint[] = [];
