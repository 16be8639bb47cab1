/**
 * Work after the answer (audit log, counters). Inside Next it runs through `after()`; elsewhere
 * (tests, scripts) it runs detached, and `settleBackground()` waits for it.
 */
import { after } from "next/server";

const pending = new Set<Promise<unknown>>();

export function runAfter(task: () => Promise<unknown>): void {
  const safe = () =>
    task().catch((e) => console.error(JSON.stringify({ level: "error", msg: "after-answer task failed", error: String(e) })));
  try {
    after(safe);
  } catch {
    const p = safe().finally(() => pending.delete(p));
    pending.add(p);
  }
}

export async function settleBackground(): Promise<void> {
  while (pending.size) await Promise.all([...pending]);
}
