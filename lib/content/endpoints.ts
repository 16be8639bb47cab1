import type { Endpoint } from "@/lib/http/endpoint";

/** News, partners, press kits, forms (spec 4.7). */
export const contentEndpoints: Endpoint[] = [];
