/**
 * A batch of answered calls, folded as each call ends into what the batch will write: counter
 * increments per crew, the keys that may be sweeping ids or earning a strike, each key's newest
 * audit rows, and the usage figures. A busy instance collects for a second; keeping every call
 * that long cost a burst of work per batch (sorting and folding tens of thousands of calls in one
 * turn of the event loop) and kept them alive long enough to be copied to the old generation.
 * Folded, a batch holds a few rows per key whatever the traffic, and the audit rows column by
 * column (./audit-columns.ts), so a call's row object dies young.
 */
import type { Window, WindowRef } from "@/lib/kv/store";
import type { AuditEntry } from "./audit";
import { AuditColumns } from "./audit-columns";
import { UsageFold } from "./usage-rules";
import type { KeyWindows } from "./windows";

export interface QueuedCall {
  row: AuditEntry;
  /** For the usage series: work spent, the problem's code (error answers), `GET /v1/events/{id}`. */
  work: number;
  code: string | null;
  route: string;
  windows: KeyWindows;
  crewId: string;
  bytes: number;
  /** A GET of one resource by id (a path parameter), and whether it answered 404. */
  idRead: boolean;
  /** A 429 that counts against the key: one of its own limits refused it, not only a visitor's. */
  strike: boolean;
  now: number;
}

/** What a behaviour rule needs of a call: its key's windows and its time. */
export interface RuleCall {
  keyId: string;
  windows: KeyWindows;
  now: number;
}

export class CallBatch {
  /** Calls folded so far. */
  size = 0;
  /** The time of the last call folded (the counters' clock). */
  lastNow = 0;
  /** Per crew (one Redis slot), per window key: the window and what the batch adds to it. */
  readonly counters = new Map<string, Map<string, Window>>();
  /** Per key, its last 404 on a read by id: whether the key sweeps ids is judged once per batch. */
  readonly swept = new Map<string, RuleCall>();
  /** Per key, its first 429 of the batch that was a strike (a strike counts once a minute; a visitor's 429 is none). */
  readonly strikes = new Map<string, RuleCall>();
  readonly usage = new UsageFold();
  /** Per key, audit rows in the order the calls ended; trimmed to the newest AUDIT_MAX when twice that. */
  private readonly rows = new Map<string, AuditColumns>();

  add(c: QueuedCall): void {
    this.size++;
    this.lastNow = c.now;
    const { row } = c;
    if (c.bytes > 0) this.count(c.crewId, c.windows.bytes, c.bytes);
    if (c.idRead) {
      this.count(c.crewId, c.windows.idReads, 1);
      if (row.status === 404) {
        this.count(c.crewId, c.windows.idMisses, 1);
        this.swept.set(row.keyId, { keyId: row.keyId, windows: c.windows, now: c.now });
      }
    }
    if (c.strike && !this.strikes.has(row.keyId)) this.strikes.set(row.keyId, { keyId: row.keyId, windows: c.windows, now: c.now });
    this.usage.addCall(row, c.work, c.code, c.route);
    let kept = this.rows.get(row.keyId);
    if (!kept) this.rows.set(row.keyId, (kept = new AuditColumns(row.keyId)));
    // The log keeps a key's newest AUDIT_MAX calls: older ones would be pruned right after the write.
    kept.add(row);
  }

  /** Each key's newest AUDIT_MAX rows, each key's in the order its calls ended. */
  auditRows(): AuditEntry[] {
    const out: AuditEntry[] = [];
    for (const kept of this.rows.values()) for (const r of kept.rows()) out.push(r);
    return out;
  }

  private count(crewId: string, w: WindowRef, cost: number): void {
    let windows = this.counters.get(crewId);
    if (!windows) this.counters.set(crewId, (windows = new Map()));
    const found = windows.get(w.key);
    if (found) found.cost += cost;
    else windows.set(w.key, { key: w.key, limit: w.limit, seconds: w.seconds, cost });
  }
}
