/**
 * Fuzz of the partner API's other reads (key and crew, usage, discovery, content, shop,
 * ambassadors, ticket sessions): random and hostile path ids, queries and headers with crew
 * Alpha's keys (none on discovery routes); see ./support/harness.ts for the properties.
 */
import { fuzzPartnerRoutes, isCatalogueRead } from "./support/partner";

fuzzPartnerRoutes("partner reads", (e) => e.method === "GET" && !isCatalogueRead(e));
