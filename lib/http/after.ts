/**
 * Work after the answer (audit log, counters, mail). Inside Next.js it runs through Next's
 * `after()`, which the route files install (./next-after.ts), so a serverless instance stays alive
 * until it is done. Elsewhere (the plain Node entry, tests, scripts) it runs detached, and
 * `settleBackground()` waits for it. This module does not load Next.js itself: the plain entry
 * runs without it.
 */
import { log } from "@/lib/observability/log";

type After = (task: () => Promise<unknown>) => void;

let hook: After | null = null;

/** Next's `after()`, called within a request (route files only). */
export function installAfter(after: After): void {
  hook = after;
}

const pending = new Set<Promise<unknown>>();

export function runAfter(task: () => Promise<unknown>): void {
  const safe = () =>
    task().catch((e) => log.error("after-answer task failed", { error: e }));
  if (hook) {
    try {
      hook(safe);
      return;
    } catch {
      // Outside a request scope (a test calling a route file directly): detached, as below.
    }
  }
  const p = safe().finally(() => pending.delete(p));
  pending.add(p);
}

export async function settleBackground(): Promise<void> {
  while (pending.size) await Promise.all([...pending]);
}
