/** The merch shop's read routes and the quote (section 4.11). */
import type { Endpoint } from "@/lib/http/endpoint";

export const shopEndpoints: Endpoint[] = [];
