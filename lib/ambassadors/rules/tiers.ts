/**
 * Tiers: a member's tier is the one with the highest `min_xp` at or under their XP (none below
 * every tier). Tiers are on only while the programme's gamification is on; callers pass that flag
 * so a switched-off programme shows no tier anywhere (leaderboard, member page).
 */
import type { Programme, Tier } from "./types";

export function tierFor(tiers: readonly Tier[], xp: number): Tier | null {
  let best: Tier | null = null;
  for (const t of tiers) {
    // Strictly greater: of two tiers with the same min_xp, the first listed wins.
    if (t.min_xp <= xp && (best === null || t.min_xp > best.min_xp)) best = t;
  }
  return best;
}

/** XP left to reach the next tier up (the lowest tier above `xp`); null at the top. */
export function nextTierXp(tiers: readonly Tier[], xp: number): number | null {
  let next: number | null = null;
  for (const t of tiers) {
    if (t.min_xp > xp && (next === null || t.min_xp < next)) next = t.min_xp;
  }
  return next === null ? null : next - xp;
}

export const tiersOn = (programme: Pick<Programme, "gamification">): boolean => programme.gamification;

/** The tier to show for `xp`: null while tiers are off. */
export const shownTier = (programme: Pick<Programme, "gamification">, tiers: readonly Tier[], xp: number): Tier | null =>
  tiersOn(programme) ? tierFor(tiers, xp) : null;

/** Tiers lowest first (ties keep their order), as the member page lists them. */
export const tiersAscending = (tiers: readonly Tier[]): Tier[] => [...tiers].sort((a, b) => a.min_xp - b.min_xp);
