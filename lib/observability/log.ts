/**
 * The service's log lines, for machines: one JSON object per line with `time`, `level` and `msg`,
 * the request id and trace id when the line is written within a request, the fields of the event,
 * and for an error its message and stack. Texts pass through ./redact.ts, so a key, token, secret,
 * e-mail address or phone number in an error's message never reaches the log. Errors and warnings
 * go to stderr, the rest to stdout.
 *
 * The request id comes from the fields (the request walk names it) or, while telemetry is on, from
 * the request's context (./request.ts), as does the trace id; with telemetry off there is no
 * context to read, and lines written deep within a request carry what their caller passed.
 */
import { context, trace } from "@opentelemetry/api";
import { REQUEST_ID } from "./request-context";
import { redact } from "./redact";
import { telemetry } from "./state";

export type Level = "info" | "warn" | "error";

/** Fields of a line; an Error under any name is written as its message, with its stack as `stack`. */
export type Fields = Record<string, unknown>;

function valueOf(name: string, v: unknown, line: Record<string, unknown>): unknown {
  if (v instanceof Error) {
    if (line.stack === undefined && v.stack) line.stack = redact(v.stack);
    return redact(String(v));
  }
  if (typeof v === "string") return redact(v);
  // Whatever was thrown, as text: a thrown object's fields are not the log's to copy.
  if (name === "error") return redact(String(v));
  return v;
}

/** The line as written (exported for tests and for callers that must hand a line elsewhere). */
export function logLine(level: Level, msg: string, fields?: Fields): string {
  const line: Record<string, unknown> = { time: new Date().toISOString(), level, msg: redact(msg) };
  if (telemetry()) {
    const active = context.active();
    const requestId = active.getValue(REQUEST_ID);
    if (typeof requestId === "string") line.request_id = requestId;
    const span = trace.getSpan(active)?.spanContext();
    if (span && span.traceId !== "00000000000000000000000000000000") {
      line.trace_id = span.traceId;
      line.span_id = span.spanId;
    }
  }
  if (fields) for (const k in fields) if (fields[k] !== undefined) line[k] = valueOf(k, fields[k], line);
  try {
    return JSON.stringify(line);
  } catch {
    // A field that cannot be written as JSON (a cycle, a BigInt) must not lose the line.
    return JSON.stringify({ time: line.time, level, msg: line.msg, request_id: line.request_id, trace_id: line.trace_id, note: "fields not serialisable" });
  }
}

function write(level: Level, msg: string, fields?: Fields): void {
  const text = logLine(level, msg, fields);
  if (level === "error" || level === "warn") console.error(text);
  else console.log(text);
}

export const log = {
  info: (msg: string, fields?: Fields) => write("info", msg, fields),
  warn: (msg: string, fields?: Fields) => write("warn", msg, fields),
  error: (msg: string, fields?: Fields) => write("error", msg, fields),
};
