/**
 * Calls through the in-process pipeline, timed from the request to the last byte of the answer
 * (the bookkeeping after the answer and the contract check are not part of the wait a client
 * sees, so they run after the clock stops). Plus the one-line tally each fault file prints.
 */
import { settleBackground } from "@/lib/http/after";
import { buildRequest, checkContract, dispatch, toApiResponse, type ApiResponse, type CallOptions } from "../../support/app";

/** The contract: every answer within a second, whatever the store does. */
export const DEADLINE_MS = 1000;

export interface Timed extends ApiResponse {
  ms: number;
}

export async function timed(method: string, path: string, options: CallOptions = {}): Promise<Timed> {
  const req = buildRequest(method, path, options);
  const started = performance.now();
  const res = await toApiResponse(await dispatch(req));
  const ms = performance.now() - started;
  await settleBackground();
  await checkContract(req, res);
  return { ...res, ms };
}

/**
 * Reads until the budget headers come back (the store answers again and the app noticed it),
 * within 15 s; every answer on the way is tallied.
 */
export async function untilStoreAnswers(tally: Tally, path: string, options: CallOptions, what: string): Promise<Timed> {
  const until = Date.now() + 15_000;
  for (;;) {
    const r = await timed("GET", path, options);
    tally.saw(r);
    if (r.headers.get("x-ratelimit-remaining") !== null) return r;
    if (Date.now() > until) throw new Error(`the app did not use ${what} within 15 s`);
    await new Promise((res) => setTimeout(res, 100));
  }
}

/** Counts what a fault file did, for its summary line. */
export class Tally {
  faults = 0;
  requests = 0;
  private readonly statuses = new Map<number, number>();
  slowest = 0;

  constructor(private readonly label: string) {}

  fault(n = 1) {
    this.faults += n;
  }

  saw(r: { status: number; ms?: number }) {
    this.requests++;
    this.statuses.set(r.status, (this.statuses.get(r.status) ?? 0) + 1);
    if (r.ms !== undefined) this.slowest = Math.max(this.slowest, r.ms);
  }

  line(): string {
    const answers = [...this.statuses].sort(([a], [b]) => a - b).map(([s, n]) => `${s} ${n}`).join(", ");
    return `faults ${this.label}: ${this.faults} faults injected, ${this.requests} requests (${answers || "none"})${this.slowest ? `, slowest ${Math.round(this.slowest)} ms` : ""}`;
  }
}
