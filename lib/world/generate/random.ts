/**
 * The generator's seeded randomness. Every generated value comes from one Rand, drawn in a fixed
 * order: the same seed gives the same world, byte for byte, as long as the draws stay in order.
 */

/** mulberry32 over a 32-bit hash of the seed. */
export function prng(seed: number | string): () => number {
  let h = 2166136261;
  for (const ch of String(seed)) {
    h ^= ch.charCodeAt(0);
    h = Math.imul(h, 16777619);
  }
  let a = h >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export class Rand {
  constructor(private readonly next: () => number) {}
  float(): number {
    return this.next();
  }
  /** Integer in [min, max]. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }
  chance(p: number): boolean {
    return this.next() < p;
  }
  pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.next() * items.length)]!;
  }
  /** `n` distinct items (fewer when the list is shorter). */
  sample<T>(items: readonly T[], n: number): T[] {
    const out = new Set<T>();
    const want = Math.min(n, items.length);
    while (out.size < want) out.add(this.pick(items));
    return [...out];
  }
}

/** A random (version-4 layout) uuid from the seeded stream. */
export function hexUuid(r: Rand): string {
  let h = "";
  for (let i = 0; i < 32; i++) h += Math.floor(r.float() * 16).toString(16);
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-${"89ab"[Math.floor(r.float() * 4)]}${h.slice(17, 20)}-${h.slice(20, 32)}`;
}
