/**
 * One key's audit rows in a batch, kept column by column instead of as one object per call.
 *
 * A busy key's batch sees thousands of calls a second and keeps the newest AUDIT_MAX. Kept as
 * objects, each call's row (and its path string) lived until a thousand newer calls had pushed it
 * out: long enough to be copied twice by the young-generation collector and promoted to the old
 * generation, about 200 bytes a call. At 16,000 calls a second that grew the old generation by
 * 3.5 MB a second and doubled each scavenge's copying. Here a call's numbers go into typed arrays
 * and its strings are interned (the same path is one string), so the row object the call made dies
 * young. A request id this server made is kept as its 16 bytes: the id string is a slice of a pool
 * of 256 ids (../http/request-id.ts), and keeping the slice kept the whole 9 KB pool alive, about
 * 1 MB a second reaching the old generation at 16,000 calls a second. A client's own id
 * (X-Request-Id) is kept as it came.
 */
import { REQUEST_ID_BYTES as ID_BYTES, packRequestId, unpackRequestId } from "@/lib/http/request-id";
import { AUDIT_MAX, type AuditEntry } from "./audit";

const CAPACITY = 2 * AUDIT_MAX;
const CACHE: AuditEntry["cache"][] = [null, "hit", "miss", "stale"];
const cacheCode = (c: AuditEntry["cache"]): number => (c === "hit" ? 1 : c === "miss" ? 2 : c === "stale" ? 3 : 0);

/** Interned strings, bounded: a sweep of a million paths clears the table now and then, no more. */
const INTERN_MAX = 4096;
const interned = new Map<string, string>();
function intern(s: string): string {
  const known = interned.get(s);
  if (known !== undefined) return known;
  if (interned.size >= INTERN_MAX) interned.clear();
  interned.set(s, s);
  return s;
}

export class AuditColumns {
  /** Rows held; at CAPACITY the oldest are dropped down to the newest AUDIT_MAX. */
  length = 0;
  // Grown by doubling up to CAPACITY: a key with one call in a batch costs a few bytes, not 2000 slots.
  private atMs = new Float64Array(8);
  private ms = new Float64Array(8);
  private status = new Uint16Array(8);
  private cache = new Uint8Array(8);
  private idBytes = new Uint8Array(8 * ID_BYTES);
  private readonly method: string[] = [];
  private readonly path: string[] = [];
  private readonly ip: string[] = [];
  /** A client's own request id; null where the id is in idBytes. */
  private readonly otherId: (string | null)[] = [];
  /** Whether the rows so far ended in time order (the usual case: then the newest are the last). */
  private ordered = true;

  constructor(readonly keyId: string) {}

  add(row: AuditEntry): void {
    if (this.length === CAPACITY) this.keep(this.newest());
    else if (this.length === this.atMs.length) this.grow();
    const i = this.length++;
    if (i > 0 && this.atMs[i - 1]! > row.atMs) this.ordered = false;
    this.atMs[i] = row.atMs;
    this.ms[i] = row.ms;
    this.status[i] = row.status;
    this.cache[i] = cacheCode(row.cache);
    this.method[i] = intern(row.method);
    this.path[i] = intern(row.path);
    this.ip[i] = intern(row.ip);
    this.otherId[i] = packRequestId(row.requestId, this.idBytes, i * ID_BYTES) ? null : row.requestId;
  }

  /** The newest AUDIT_MAX rows (by time, then the later call), in the order the calls ended. */
  rows(): AuditEntry[] {
    const out: AuditEntry[] = [];
    for (const i of this.newest()) {
      out.push({
        keyId: this.keyId,
        atMs: this.atMs[i]!,
        method: this.method[i]!,
        path: this.path[i]!,
        status: this.status[i]!,
        ip: this.ip[i]!,
        requestId: this.otherId[i] ?? unpackRequestId(this.idBytes, i * ID_BYTES),
        cache: CACHE[this.cache[i]!]!,
        ms: this.ms[i]!,
      });
    }
    return out;
  }

  /** Positions of the rows to keep, ascending. */
  private newest(): number[] {
    const n = this.length;
    const from = Math.max(0, n - AUDIT_MAX);
    if (this.ordered || n <= AUDIT_MAX) return Array.from({ length: n - from }, (_, k) => from + k);
    const byAge = Array.from({ length: n }, (_, k) => k).sort((a, b) => this.atMs[b]! - this.atMs[a]! || b - a);
    return byAge.slice(0, AUDIT_MAX).sort((a, b) => a - b);
  }

  private grow(): void {
    const size = Math.min(CAPACITY, 2 * this.atMs.length);
    const more = <T extends Float64Array | Uint16Array | Uint8Array>(a: T, make: (n: number) => T): T => {
      const b = make(size);
      b.set(a);
      return b;
    };
    this.atMs = more(this.atMs, (n) => new Float64Array(n));
    this.ms = more(this.ms, (n) => new Float64Array(n));
    this.status = more(this.status, (n) => new Uint16Array(n));
    this.cache = more(this.cache, (n) => new Uint8Array(n));
    const ids = new Uint8Array(size * ID_BYTES);
    ids.set(this.idBytes);
    this.idBytes = ids;
  }

  /** Moves the rows at `keep` (ascending) to the front and forgets the rest. */
  private keep(keep: number[]): void {
    keep.forEach((from, to) => {
      this.atMs[to] = this.atMs[from]!;
      this.ms[to] = this.ms[from]!;
      this.status[to] = this.status[from]!;
      this.cache[to] = this.cache[from]!;
      this.method[to] = this.method[from]!;
      this.path[to] = this.path[from]!;
      this.ip[to] = this.ip[from]!;
      this.otherId[to] = this.otherId[from] ?? null;
      if (from !== to) this.idBytes.copyWithin(to * ID_BYTES, from * ID_BYTES, (from + 1) * ID_BYTES);
    });
    this.length = keep.length;
    this.method.length = this.path.length = this.ip.length = this.otherId.length = keep.length;
    let ordered = true;
    for (let i = 1; i < this.length && ordered; i++) if (this.atMs[i - 1]! > this.atMs[i]!) ordered = false;
    this.ordered = ordered;
  }
}
