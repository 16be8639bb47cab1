/**
 * The Idempotency-Key paragraph of a route's description (core 8.6), written once so every route
 * that takes the header says the same thing.
 */
export const IDEMPOTENCY_TEXT =
  "**Idempotency.** Send an `Idempotency-Key` (1 to 255 visible ASCII characters) to retry safely: the same key with the same body within 24 hours answers the first answer again (status, body and headers, plus `Idempotent-Replayed: true`) without redoing the work; another body with that key is 422 `idempotency_mismatch`; a retry while the first still runs is 409 `conflict`. Only successful answers are kept, so a refused request can be corrected and retried with the same key.";
