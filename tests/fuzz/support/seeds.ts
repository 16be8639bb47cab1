/**
 * The seeds `npm test` and CI fuzz from, so the suite sends the same requests every run and a red
 * run is a change of ours. Random seeds have their own command, `npm run fuzz`.
 */

/** Every route is fuzzed from this seed (within its time budget). */
export const MAIN_SEED = 20261123;

/** A failure `npm run fuzz` found: its route id, seed and path, as the failure report prints them. */
export interface FoundSeed {
  route: string;
  seed: number;
  path: string;
}

/**
 * Failures found with random seeds, replayed by every run (one request each) once fixed: paste the
 * line a failure report prints. A change to the generators makes an entry replay another request;
 * the fix's own regression test beside the route stays the lasting guard.
 */
export const FOUND_SEEDS: readonly FoundSeed[] = [];
