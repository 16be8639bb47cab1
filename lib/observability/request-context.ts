/** What a request puts in its OpenTelemetry context besides its span: its id, for the log lines written within it. */
import { createContextKey } from "@opentelemetry/api";

export const REQUEST_ID = createContextKey("events-api.request_id");

/**
 * OpenTelemetry's own "suppress tracing" key (the SDK reads it by this very description), so that
 * work done for telemetry itself (a gauge's database read) makes no spans of its own.
 */
export const SUPPRESS_TRACING = createContextKey("OpenTelemetry SDK Context Key SUPPRESS_TRACING");
