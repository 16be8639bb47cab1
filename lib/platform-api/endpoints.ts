/** The platform API (`/api/platform/v1`): every route, in documentation order. */
import type { Endpoint } from "@/lib/http/endpoint";
import { platformEventEndpoints } from "./events/endpoints";
import { platformFormEndpoints } from "./forms/endpoints";
import { platformOrderEndpoints } from "./orders/endpoints";
import { platformPayoutEndpoints } from "./payouts/endpoints";
import { mailEndpoints } from "@/lib/platform-api/mail/endpoints";

export const platformApiEndpoints: Endpoint[] = [...platformEventEndpoints, ...platformOrderEndpoints, ...platformPayoutEndpoints, ...platformFormEndpoints, ...mailEndpoints];
