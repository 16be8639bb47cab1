/** The platform API (`/api/platform/v1`): every route, in documentation order. */
import type { Endpoint } from "@/lib/http/endpoint";
import { platformEventEndpoints } from "./api/events/endpoints";
import { platformFormEndpoints } from "./api/forms/endpoints";
import { platformOrderEndpoints } from "./api/orders/endpoints";
import { platformPayoutEndpoints } from "./api/payouts/endpoints";
import { mailEndpoints } from "@/lib/mail/endpoints";

export const platformApiEndpoints: Endpoint[] = [...platformEventEndpoints, ...platformOrderEndpoints, ...platformPayoutEndpoints, ...platformFormEndpoints, ...mailEndpoints];
