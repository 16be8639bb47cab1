/** A 404 or 405 answered outside any endpoint's walk is counted under telemetry like any other answer. */
import { unroutedRequest } from "@/lib/observability/request";
import { telemetry } from "@/lib/observability/state";
import type { Answer, HeaderReader } from "./exchange";

/** A 404 or 405 answered outside any endpoint's walk, counted like any other answer. */
export function observeUnrouted(request: { method: string; headers: HeaderReader }, requestId: string, a: Answer, problem: string): Answer {
  const t = telemetry();
  if (t !== undefined) unroutedRequest(t, request.method, requestId, request.headers, a.status, problem);
  return a;
}
