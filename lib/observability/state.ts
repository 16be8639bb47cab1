/**
 * Whether this process exports telemetry, and the tracer and instruments it records with. Set once
 * by the entry that started an SDK (./node-sdk.ts for `npm run serve:api`, ./next-sdk.ts from
 * instrumentation.ts for Next.js); until then `telemetry()` is undefined and every helper of this
 * folder returns at once, without a call into OpenTelemetry. Kept on globalThis: Next.js bundles
 * instrumentation.ts and the route files apart, with a copy of this module each.
 */
import type { Tracer } from "@opentelemetry/api";
import type { Instruments } from "./metrics";
import type { TraceBudget } from "./trace-budget";

export interface Telemetry {
  tracer: Tracer;
  instruments: Instruments;
  /**
   * The sampler's trace budget (./sampler.ts): a request that arrives when it is spent makes no
   * span at all, without a call into the SDK. Absent: every request goes to the sampler.
   */
  budget?: TraceBudget | null;
  /**
   * Traced work begins (a sampled request's walk, an operation's span); the returned function ends
   * it. Set where the trace context is switched on only meanwhile (./traced-context.ts); absent
   * where it is always on (Next.js, whose own context is).
   */
  beginTracedWork?: () => () => void;
  /** Sends what is batched (spans, metrics) and stops: a process about to exit calls it. */
  shutdown(): Promise<void>;
}

const KEY = Symbol.for("events-api.telemetry");

/** The instrumentation scope of the service's own spans and metrics (whatever OTEL_SERVICE_NAME says). */
export const SCOPE = "events-api";
const holder = globalThis as unknown as { [KEY]?: Telemetry; __eventsStopTelemetry?: () => Promise<void> };

/** The process's telemetry, or undefined when nothing is exported (the common, free case). */
export function telemetry(): Telemetry | undefined {
  return holder[KEY];
}

export function installTelemetry(t: Telemetry | undefined): void {
  holder[KEY] = t;
  // For `npm start` (scripts/start.mjs), which cannot import this module: on SIGTERM it calls this.
  if (t) holder.__eventsStopTelemetry = () => t.shutdown();
}

/** Sends what is batched and stops exporting; nothing when telemetry is off. */
export async function stopTelemetry(): Promise<void> {
  await telemetry()?.shutdown();
}
