/**
 * The two behaviour rules of the rate limits (a key that keeps hitting limits gets longer waits; a
 * key sweeping ids in an unusual pattern is limited to cached answers for a while), as pure
 * functions. The traffic layer keeps the counters; these decide. docs/guides/rate-limits.md
 * explains them to partners ("Longer waits for keys that keep hitting limits", "Frozen keys").
 */

/** Escalating waits. A "strike" is a clock minute in which the key got at least one 429. */
export const ESCALATION = {
  /** Strikes are remembered for an hour after the last one. */
  memorySeconds: 3600,
  /** From this many strikes within the hour, refusals add a hold... */
  firstStrike: 3,
  /** ...of 2 minutes, doubling with each further strike... */
  baseSeconds: 120,
  /** ...up to 15 minutes. */
  maxSeconds: 900,
} as const;

/**
 * Seconds the key is held after its latest strike: 0 for the first two strikes of an hour (the
 * window's own reset is the wait), then 120, 240, 480, then 900 s.
 */
export function holdAfterStrikes(strikes: number): number {
  if (strikes < ESCALATION.firstStrike) return 0;
  return Math.min(ESCALATION.maxSeconds, ESCALATION.baseSeconds * 2 ** (strikes - ESCALATION.firstStrike));
}

/** The strike minutes still remembered at `nowMs`, with the current minute added once. */
export function addStrike(minutes: readonly number[], nowMs: number): number[] {
  const minute = Math.floor(nowMs / 60_000) * 60_000;
  const kept = minutes.filter((m) => m > nowMs - ESCALATION.memorySeconds * 1000 && m <= nowMs);
  return kept.includes(minute) ? kept : [...kept, minute];
}

/**
 * Id sweeps. Within a 10-minute window, reads of a single resource by id (routes with a path
 * parameter) are counted, and so are those that answered 404. A key with at least 30 misses that
 * make up at least half of its id reads is probing ids it was never given: it is frozen for 15
 * minutes (held to cached answers). A partner that reads ids it got from a list never comes near.
 */
export const SWEEP = {
  windowSeconds: 600,
  minMisses: 30,
  minMissRatio: 0.5,
  freezeSeconds: 900,
} as const;

export function isSweep(idReads: number, misses: number): boolean {
  return misses >= SWEEP.minMisses && misses >= idReads * SWEEP.minMissRatio;
}
