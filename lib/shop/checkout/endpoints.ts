/** POST /v1/shop/checkout-sessions: a hosted merch checkout on the selling page's payment account. */
import type { Endpoint } from "@/lib/http/endpoint";

export const checkoutEndpoints: Endpoint[] = [];
