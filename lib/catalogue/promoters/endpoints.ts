import type { Endpoint } from "@/lib/http/endpoint";

export const promotersEndpoints: Endpoint[] = [];
