/**
 * How many traces an instance starts a second: a token bucket refilled at `perSecond`, holding at
 * most one second's worth. At low traffic every request is traced; at volume the traces stay at
 * `perSecond` while the metrics still count every request, so the cost of tracing stays bounded
 * whatever the traffic (a span and its export cost tens of microseconds; a cached read costs less).
 * Plain arithmetic over a clock in milliseconds, so a test pins the clock.
 */
export class TraceBudget {
  private tokens: number;
  private at: number;

  constructor(
    readonly perSecond: number,
    nowMs: number,
  ) {
    this.tokens = perSecond;
    this.at = nowMs;
  }

  /** Whether a trace could start now (nothing is taken: the sampler takes it). */
  available(nowMs: number): boolean {
    this.refill(nowMs);
    return this.tokens >= 1;
  }

  /** Takes one trace from the budget; false when this second's traces are spent. */
  take(nowMs: number): boolean {
    this.refill(nowMs);
    if (this.tokens < 1) return false;
    this.tokens -= 1;
    return true;
  }

  private refill(nowMs: number): void {
    // A clock that went back (or the same instant) adds nothing.
    if (nowMs <= this.at) return;
    this.tokens = Math.min(this.perSecond, this.tokens + ((nowMs - this.at) * this.perSecond) / 1000);
    this.at = nowMs;
  }
}
