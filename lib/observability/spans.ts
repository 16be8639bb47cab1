/**
 * Spans around the service's own calls: database statements and store calls (children of the
 * request or delivery they serve), provider calls (Stripe, SMTP, webhook receivers) and a delivery
 * attempt (a trace of its own). With telemetry off each helper only calls `run`. A span's
 * attributes are chosen by its caller from what is safe to export (a statement's kind, never its
 * text or values); a failure adds its type (`error.type`: a SQLSTATE, a socket code, a class
 * name), never its message.
 */
import { ROOT_CONTEXT, SpanKind, SpanStatusCode, context, trace, type Attributes, type Context, type Span } from "@opentelemetry/api";
import { SUPPRESS_TRACING } from "./request-context";
import { telemetry, type Telemetry } from "./state";

export { SpanKind };

/** The error's type for `error.type`: its code (SQLSTATE, ECONNREFUSED), else its class name. */
export function errorType(e: unknown): string {
  const code = (e as { code?: unknown } | null)?.code;
  if (typeof code === "string" && /^[A-Za-z0-9_.-]{1,40}$/.test(code)) return code;
  if (e instanceof Error) return e.name;
  return "error";
}

export function failSpan(span: Span, e: unknown): void {
  markFailed(span, errorType(e));
}

/** The span's operation failed, for the reason `type` names (a code, a status, a class name: never a message). */
export function markFailed(span: Span | undefined, type: string): void {
  span?.setAttribute("error.type", type);
  span?.setStatus({ code: SpanStatusCode.ERROR, message: type });
}

/** Ends `span` when `run`'s result settles; a synchronous result stays synchronous. */
function settle<T>(span: Span, run: () => T): T {
  let out: T;
  try {
    out = run();
  } catch (e) {
    failSpan(span, e);
    span.end();
    throw e;
  }
  if (out instanceof Promise) {
    return out.then(
      (v: unknown) => {
        span.end();
        return v;
      },
      (e: unknown) => {
        failSpan(span, e);
        span.end();
        throw e;
      },
    ) as T;
  }
  span.end();
  return out;
}

/**
 * A child span around `run` (a database statement, a store call), made only when telemetry is on
 * and a recording span is active: a request's or a delivery's. Statements that outlive their
 * request (the audit batch, written after the answer) and a worker's polling make none.
 */
export function childSpan<T>(name: string, attributes: Attributes, run: () => T): T {
  const t = telemetry();
  if (t === undefined) return run();
  const parent = trace.getActiveSpan();
  if (parent === undefined || !parent.isRecording()) return run();
  return settle(t.tracer.startSpan(name, { kind: SpanKind.CLIENT, attributes }), run);
}

export interface OperationOptions {
  kind?: SpanKind;
  attributes?: Attributes;
  /** Starts a trace of its own (a delivery attempt), whatever span is active. */
  root?: boolean;
}

/**
 * A span around a call to something outside (a provider, a receiver) or a unit of background work,
 * made whenever telemetry is on (under the active span, or as a trace of its own), with `run`
 * inside it so its statements are its children. `run` may add attributes once it knows them.
 */
export function operationSpan<T>(name: string, options: OperationOptions, run: (span: Span | undefined) => T): T {
  const t = telemetry();
  if (t === undefined) return run(undefined);
  const parent = options.root ? ROOT_CONTEXT : context.active();
  const span = t.tracer.startSpan(name, { kind: options.kind ?? SpanKind.INTERNAL, attributes: options.attributes, root: options.root }, parent);
  return inContext(t, trace.setSpan(parent, span), () => settle(span, () => run(span)));
}

/**
 * Runs `run` inside `ctx` as traced work (./state.ts `beginTracedWork`): where the context is on
 * only while such work runs (the plain Node entry), it stays on until `run`'s result settles.
 */
export function inContext<T>(t: Telemetry, ctx: Context, run: () => T): T {
  const end = t.beginTracedWork?.();
  if (end === undefined) return context.with(ctx, run);
  let out: T;
  try {
    out = context.with(ctx, run);
  } catch (e) {
    end();
    throw e;
  }
  if (out instanceof Promise) out.then(end, end);
  else end();
  return out;
}

/** Holds the context on as traced work (./state.ts `beginTracedWork`) until `p` settles: a streamed body's statements. */
export function holdContextUntil(t: Telemetry, p: Promise<unknown>): void {
  const end = t.beginTracedWork?.();
  if (end !== undefined) p.then(end, end);
}

/** Runs `run` with no span made under it (work done for telemetry itself, such as a gauge's reads). */
export function untraced<T>(run: () => T): T {
  const t = telemetry();
  if (t === undefined) return run();
  return inContext(t, ROOT_CONTEXT.setValue(SUPPRESS_TRACING, true), run);
}
