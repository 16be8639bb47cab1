/**
 * The headers of an answer while the walk builds it. A Fetch `Headers` validates and re-sorts on
 * every `set`, a visible share of a cached read; this map only lower-cases names. It iterates as
 * a `Headers` does (lower-case names in sorted order), so both entries write the same header block.
 * Values are checked once, by whichever server writes them (Node refuses CR and LF in a header).
 */
/** Names come from a small set: each is lower-cased once. */
const lowered = new Map<string, string>();
function lower(name: string): string {
  let l = lowered.get(name);
  if (l === undefined) {
    l = name.toLowerCase();
    if (lowered.size < 1000) lowered.set(name, l);
  }
  return l;
}

/** The last list of names sorted, and its order (see `names`); never changed after they are made. */
let lastNames: string[] = [];
let lastSorted: string[] = [];

export class AnswerHeaders implements Iterable<[string, string]> {
  private readonly map = new Map<string, string>();

  constructor(init?: Record<string, string> | Iterable<[string, string]>) {
    if (!init) return;
    const pairs = Symbol.iterator in init ? (init as Iterable<[string, string]>) : Object.entries(init);
    for (const [k, v] of pairs) this.set(k, v);
  }

  set(name: string, value: string): void {
    this.map.set(lower(name), value);
  }

  /** Like `Headers.append`: a second value joins the first with ", ". */
  append(name: string, value: string): void {
    const k = lower(name);
    const old = this.map.get(k);
    this.map.set(k, old === undefined ? value : `${old}, ${value}`);
  }

  get(name: string): string | null {
    return this.map.get(lower(name)) ?? null;
  }

  has(name: string): boolean {
    return this.map.has(lower(name));
  }

  delete(name: string): void {
    this.map.delete(lower(name));
  }

  [Symbol.iterator](): IterableIterator<[string, string]> {
    return this.names().map((k): [string, string] => [k, this.map.get(k)!])[Symbol.iterator]();
  }

  /** Names and values in one flat list, in the same order (what Node's `writeHead` takes). */
  flat(): string[] {
    const names = this.names();
    const out: string[] = new Array(names.length * 2);
    for (let i = 0; i < names.length; i++) {
      out[2 * i] = names[i]!;
      out[2 * i + 1] = this.map.get(names[i]!)!;
    }
    return out;
  }

  /**
   * Lower-case names sort as plain strings (code unit order, as `Headers` sorts them). Answers of
   * one route set the same names in the same order, so the last sort is reused when they match.
   */
  private names(): string[] {
    const names = [...this.map.keys()];
    if (names.length === lastNames.length && names.every((n, i) => n === lastNames[i])) return lastSorted;
    lastNames = names;
    lastSorted = [...names].sort();
    return lastSorted;
  }

  entries(): IterableIterator<[string, string]> {
    return this[Symbol.iterator]();
  }
}
