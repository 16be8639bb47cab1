/**
 * Fuzz of the partner API's writes (every POST of /api/v1): random and hostile bodies (wrong
 * types per field, missing and extra fields, deep nesting, huge strings, arrays over limits, not
 * JSON, wrong content types), queries, path ids and headers (Idempotency-Key and
 * X-Ambassador-Session garbage among them) with crew Alpha's keys; see ./support/harness.ts for
 * the properties every answer must keep.
 */
import { fuzzPartnerRoutes } from "./support/partner";

fuzzPartnerRoutes("partner writes", (e) => e.method !== "GET");
