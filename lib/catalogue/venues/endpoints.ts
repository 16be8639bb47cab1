import type { Endpoint } from "@/lib/http/endpoint";

export const venuesEndpoints: Endpoint[] = [];
