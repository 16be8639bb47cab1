/**
 * Write limits of the crew admin API (docs/guides/admin-api.md, "Limits"): every write (POST,
 * PATCH, DELETE) counts against the crew's minute, and a test event also against its webhook's
 * (each one is an outbox row and a call to the receiver). Refused: 429 rate_limited with
 * Retry-After; every admin write answer carries the rate-limit headers of the windows it spent.
 * Like the partner limits, a store failure lets the write through (logged).
 */
import { rateLimited } from "@/lib/http/problem";
import { log } from "@/lib/observability/log";
import type { Store, Window, WindowState } from "@/lib/kv/store";

export const ADMIN_LIMITS = {
  writesPerCrewPerMinute: 60,
  testsPerWebhookPerMinute: 10,
} as const;

const MINUTE = 60;

/** The windows an admin write spends, with the policy name each shows in the headers. */
function adminWindows(endpointId: string, crewId: string, params: Record<string, string>): { name: string; window: Window }[] {
  const c = `{${crewId}}:admin`;
  const out: { name: string; window: Window }[] = [{ name: "admin-writes", window: { key: `${c}:write:m`, limit: ADMIN_LIMITS.writesPerCrewPerMinute, seconds: MINUTE, cost: 1 } }];
  if (endpointId === "admin_test_webhook" && params.id) {
    out.push({ name: "webhook-tests", window: { key: `${c}:test:${params.id}:m`, limit: ADMIN_LIMITS.testsPerWebhookPerMinute, seconds: MINUTE, cost: 1 } });
  }
  return out;
}

/** RateLimit-Policy / RateLimit for every window, X-RateLimit-* for the one with least room. */
export function adminRateHeaders(names: string[], states: WindowState[], nowMs: number): Record<string, string> {
  if (states.length === 0) return {};
  let tight = 0;
  states.forEach((s, i) => {
    if (s.remaining < states[tight]!.remaining) tight = i;
  });
  const t = states[tight]!;
  return {
    "RateLimit-Policy": states.map((s, i) => `"${names[i]}";q=${s.limit};w=${MINUTE}`).join(", "),
    RateLimit: states.map((s, i) => `"${names[i]}";r=${Math.max(0, s.remaining)};t=${s.resetSeconds}`).join(", "),
    "X-RateLimit-Limit": String(t.limit),
    "X-RateLimit-Remaining": String(Math.max(0, t.remaining)),
    "X-RateLimit-Reset": String(Math.floor(nowMs / 1000) + t.resetSeconds),
  };
}

/**
 * Spends an admin write; `setHeaders` receives the rate-limit headers (on a refusal too, before
 * the 429 is thrown). Throws rate_limited.
 */
export async function admitAdminWrite(
  store: Store,
  w: { endpointId: string; crewId: string; params: Record<string, string>; nowMs: number },
  setHeaders: (h: Record<string, string>) => void,
): Promise<void> {
  const named = adminWindows(w.endpointId, w.crewId, w.params);
  let r;
  try {
    r = await store.spend({ windows: named.map((n) => n.window), nowMs: w.nowMs });
  } catch (e) {
    log.error("store unavailable: admin write limit skipped", { error: String(e) });
    return;
  }
  // A refused spend reports what was used; what remains is then what is left of each limit.
  const states = r.ok ? r.windows : r.windows.map((s) => ({ ...s, remaining: Math.max(0, s.limit - s.used) }));
  setHeaders(adminRateHeaders(named.map((n) => n.name), states, w.nowMs));
  if (!r.ok) {
    const test = named.find((n) => n.name === "webhook-tests" && r.refused.includes(n.window.key));
    throw rateLimited(
      r.retryAfter,
      test
        ? `This webhook has had its ${ADMIN_LIMITS.testsPerWebhookPerMinute} test events for this minute; wait Retry-After seconds.`
        : `The crew has made its ${ADMIN_LIMITS.writesPerCrewPerMinute} admin writes for this minute; wait Retry-After seconds.`,
      "admin_writes",
    );
  }
}
