/**
 * The sampler of both entries' tracer providers (./node-sdk.ts, and @vercel/otel's through
 * ./next-sdk.ts): the standard one OTEL_TRACES_SAMPLER names, with the trace budget
 * (./trace-budget.ts) on every trace this instance would start. A span under a local parent
 * follows its parent and spends nothing; a caller's sampled `traceparent` is followed within the
 * budget too, so a client cannot make every request it sends a traced one. The SDK's classes are
 * handed in by the entry that loaded it: the plain entry loads no SDK without an endpoint.
 */
import { trace, type Attributes, type Context, type Link, type SpanKind } from "@opentelemetry/api";
import type { Sampler, SamplingResult } from "@opentelemetry/sdk-trace-base";
import type { TelemetryConfig } from "@/lib/config/telemetry";
import { TraceBudget } from "./trace-budget";

/** The clock of the budget: the walk checks the same one (./request.ts) before it makes a span. */
export const budgetClock = (): number => performance.now();

/** The instance's trace budget: null when nothing is traced here, or TRACES_PER_SECOND=all. */
export function traceBudgetFor(settings: Pick<TelemetryConfig, "traces" | "vercel" | "tracesPerSecond">): TraceBudget | null {
  if ((!settings.traces && !settings.vercel) || settings.tracesPerSecond === null) return null;
  return new TraceBudget(settings.tracesPerSecond, budgetClock());
}

/** What of @opentelemetry/sdk-trace-base the sampler is made of. */
export type SamplerKit = Pick<typeof import("@opentelemetry/sdk-trace-base"), "AlwaysOffSampler" | "AlwaysOnSampler" | "ParentBasedSampler" | "SamplingDecision" | "TraceIdRatioBasedSampler">;

/** `inner`'s decision, kept only while the budget lasts when the span would start a trace here. */
class BudgetedSampler implements Sampler {
  private readonly dropped: SamplingResult;
  private readonly sampled: number;

  constructor(
    kit: SamplerKit,
    private readonly inner: Sampler,
    private readonly budget: TraceBudget,
    private readonly clock: () => number,
  ) {
    this.dropped = { decision: kit.SamplingDecision.NOT_RECORD };
    this.sampled = kit.SamplingDecision.RECORD_AND_SAMPLED;
  }

  shouldSample(ctx: Context, traceId: string, name: string, kind: SpanKind, attributes: Attributes, links: Link[]): SamplingResult {
    const decided = this.inner.shouldSample(ctx, traceId, name, kind, attributes, links);
    if (decided.decision !== this.sampled) return decided;
    const parent = trace.getSpanContext(ctx);
    // A child of a trace this process already keeps is part of it: no new trace starts.
    if (parent !== undefined && !parent.isRemote) return decided;
    return this.budget.take(this.clock()) ? decided : this.dropped;
  }

  toString(): string {
    return `Budgeted{${this.budget.perSecond}/s, ${this.inner.toString()}}`;
  }
}

/** The configured sampler, capped by `budget` (null: TRACES_PER_SECOND=all). */
export function makeSampler(kit: SamplerKit, settings: Pick<TelemetryConfig, "sampler">, budget: TraceBudget | null, clock: () => number = budgetClock): Sampler {
  const { AlwaysOffSampler, AlwaysOnSampler, ParentBasedSampler, TraceIdRatioBasedSampler } = kit;
  const capped = (s: Sampler): Sampler => (budget ? new BudgetedSampler(kit, s, budget, clock) : s);
  const { name, ratio } = settings.sampler;
  const root = name.endsWith("always_on") ? new AlwaysOnSampler() : name.endsWith("always_off") ? new AlwaysOffSampler() : new TraceIdRatioBasedSampler(ratio);
  if (!name.startsWith("parentbased_")) return capped(root);
  return new ParentBasedSampler({ root: capped(root), remoteParentSampled: capped(new AlwaysOnSampler()) });
}
