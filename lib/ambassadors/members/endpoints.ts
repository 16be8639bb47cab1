/** The members area (section 4.12): register, sign-in link and exchange, the member page, profile, claims, e-mail preference, logout. */
import type { Endpoint } from "@/lib/http/endpoint";

export const memberEndpoints: Endpoint[] = [];
