/**
 * The request walk under telemetry (lib/observability/): the walk runs inside its request's span,
 * so the statements, store calls and provider calls it makes are that span's children, and the
 * span ends with the answer's status, the crew, the work spent and the cache outcome, which are
 * recorded as metrics too. With telemetry off the pipeline never calls this.
 */
import { endRequestSpan, startRequestSpan, type RequestTrace } from "@/lib/observability/request";
import type { Telemetry } from "@/lib/observability/state";
import { holdContextUntil, inContext } from "@/lib/observability/spans";
import type { Answer } from "@/lib/http/exchange";
import type { Call } from "./call";

export function observedWalk(t: Telemetry, call: Call, walk: (call: Call) => Answer | Promise<Answer>): Answer | Promise<Answer> {
  const r = startRequestSpan(t, call.request.method, call.endpoint.path, call.requestId, call.request.headers);
  // The walk answers its own failures (a problem): a throw here is the walk itself failing. A
  // request the sampler left out makes no child span: it needs no context of its own either. A
  // traced one holds the context on until it has answered, a streamed body until it has ended
  // (its statements are the request's too).
  const answered = r.context ? inContext(t, r.context, () => streamedToo(t, call, walk(call))) : walk(call);
  if (answered instanceof Promise) {
    return answered.then(
      (a) => {
        ended(t, r, call, a);
        return a;
      },
      (e: unknown) => {
        endRequestSpan(t, r, { status: 500, endpoint: call.endpoint.id, problem: "internal_error" });
        throw e;
      },
    );
  }
  ended(t, r, call, answered);
  return answered;
}

function ended(t: Telemetry, r: RequestTrace, call: Call, a: Answer): void {
  endRequestSpan(t, r, {
    status: a.status,
    endpoint: call.endpoint.id,
    crewId: call.crew?.id ?? null,
    keyType: call.auth?.key.type,
    work: call.traffic?.trace?.work ?? 0,
    cache: call.cacheOutcome,
    problem: call.problemCode,
    limit: call.limitKind,
  });
}

/** A streamed answer's walk, held as traced work until its body has ended. */
function streamedToo(t: Telemetry, call: Call, answered: Answer | Promise<Answer>): Answer | Promise<Answer> {
  if (t.beginTracedWork === undefined) return answered; // the context is always on (Next.js)
  const hold = (a: Answer): Answer => {
    if (call.streamed) holdContextUntil(t, call.streamed);
    return a;
  };
  return answered instanceof Promise ? answered.then(hold) : hold(answered);
}
