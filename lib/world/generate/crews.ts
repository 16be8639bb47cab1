/** Generated crews, and which crews manage which pages. */
import { hexUuid, type Rand } from "./random";
import type { Json } from "./spellings";
import { PROMO_A, PROMO_B } from "./vocabulary";

/** Managing crews for the page at `index` of its kind (crew slugs, sorted). */
export type ManagerPicker = (index: number, benchCount: number, managedShare: number) => string[];

/** The three bench crews (roster, studio, lapsed), then `count - 3` more of mixed plans. */
export function generateCrews(r: Rand, count: number): { crews: Json[]; slugs: string[] } {
  const crews: Json[] = [];
  const slugs: string[] = [];
  for (let i = 0; i < count; i++) {
    const slug = i === 0 ? "bench" : i === 1 ? "bench-studio" : i === 2 ? "bench-lapsed" : `crew-${String(i).padStart(4, "0")}`;
    const plan = i === 0 ? "roster" : i === 1 ? "studio" : i === 2 ? "lapsed" : r.chance(0.6) ? "roster" : r.chance(0.8) ? "studio" : "lapsed";
    const name = i < 3 ? ["Bench Roster", "Bench Studio", "Bench Lapsed"][i]! : `${r.pick(PROMO_A)} ${r.pick(PROMO_B)} ${i}`;
    crews.push({ id: hexUuid(r), name, slug, plan, owner_email: `owner@${slug}.test` });
    slugs.push(slug);
  }
  return { crews, slugs };
}

/**
 * The first `benchCount` pages of a kind go to the bench crews (alternating roster and studio);
 * of the rest, `managedShare` is managed, a few by two crews.
 */
export function managerPicker(r: Rand, slugs: string[]): ManagerPicker {
  return (index, benchCount, managedShare) => {
    if (index < benchCount) return [slugs[index % 2 === 0 || slugs.length < 2 ? 0 : 1]!];
    if (!r.chance(managedShare)) return [];
    const first = r.pick(slugs);
    if (r.chance(0.05)) {
      const second = r.pick(slugs);
      return second === first ? [first] : [first, second].sort();
    }
    return [first];
  };
}
