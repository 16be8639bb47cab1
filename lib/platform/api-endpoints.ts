/** The platform API (`/api/platform/v1`): every route, in documentation order. */
import type { Endpoint } from "@/lib/http/endpoint";

export const platformApiEndpoints: Endpoint[] = [];
