/**
 * The keys every generated world carries, with their plaintext tokens, so benchmarks can call the
 * API without reading the database. They belong to the crews `bench` (roster), `bench-studio`
 * (studio) and `bench-lapsed` (lapsed), which always exist.
 */
import { SCOPE_LIST, SCOPES } from "../../auth/scopes";
import type { Json } from "./spellings";

/** Read scopes plus write:bookings and mcp:access (no write:keys: a benchmark must not rotate). Owner-only reads among them: the keys holding them are the owner's. */
const BENCH_SCOPES = [...SCOPE_LIST.filter((s) => !s.startsWith("write:")), "write:bookings"];

export const BENCH_TOKENS = {
  secret: "svc_sk_test_bench_secret_0000000001",
  publishable: "svc_pk_test_bench_publishable_00001",
  defaultScopes: "svc_sk_test_bench_default_000000001",
  studio: "svc_sk_test_bench_studio_0000000001",
  lapsed: "svc_sk_test_bench_lapsed_0000000001",
} as const;
export const BENCH_ORIGIN = "https://bench.test";

export function benchKeys(): Json[] {
  return [
    { crew: "bench", name: "Bench server", type: "secret", token: BENCH_TOKENS.secret, created_by_owner: true, scopes: BENCH_SCOPES, state: "active", created_at: "now-30d" },
    { crew: "bench", name: "Bench website", type: "publishable", token: BENCH_TOKENS.publishable, scopes: SCOPE_LIST.filter((s) => SCOPES[s].publishable), websites: [BENCH_ORIGIN, "http://localhost:3000"], state: "active", created_at: "now-30d" },
    { crew: "bench", name: "Bench default scopes", type: "secret", token: BENCH_TOKENS.defaultScopes, state: "active", created_at: "now-30d" },
    { crew: "bench-studio", name: "Studio server", type: "secret", token: BENCH_TOKENS.studio, created_by_owner: true, scopes: BENCH_SCOPES, state: "active", created_at: "now-30d" },
    { crew: "bench-lapsed", name: "Lapsed server", type: "secret", token: BENCH_TOKENS.lapsed, state: "active", created_at: "now-30d" },
  ];
}
