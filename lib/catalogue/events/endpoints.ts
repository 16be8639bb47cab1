import type { Endpoint } from "@/lib/http/endpoint";

export const eventsEndpoints: Endpoint[] = [];
