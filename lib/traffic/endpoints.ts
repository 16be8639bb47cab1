import type { Endpoint } from "@/lib/http/endpoint";

/** Usage, audit log, booking requests (spec 4.1, 4.8). */
export const trafficEndpoints: Endpoint[] = [];
