/** The crew admin API (`/api/admin/v1`): every route, in documentation order. */
import type { Endpoint } from "@/lib/http/endpoint";

export const adminEndpoints: Endpoint[] = [];
