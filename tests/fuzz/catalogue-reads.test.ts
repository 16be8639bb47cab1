/**
 * Fuzz of the catalogue's reads (artists, promoters, venues, events, exports): random and hostile
 * path ids, queries and headers with crew Alpha's keys; see ./support/harness.ts for the
 * properties every answer must keep.
 */
import { fuzzPartnerRoutes, isCatalogueRead } from "./support/partner";

fuzzPartnerRoutes("catalogue reads", isCatalogueRead);
