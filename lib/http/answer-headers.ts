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
  // An answer has a dozen headers or so: two parallel lists searched by identity (names are
  // lower-cased through one table, so the same name is the same string) cost less than a Map that
  // grows its table three times per answer.
  private readonly keys: string[] = [];
  private readonly values: string[] = [];

  constructor(init?: Record<string, string> | Iterable<[string, string]>) {
    if (!init) return;
    if (Symbol.iterator in init) {
      for (const [k, v] of init as Iterable<[string, string]>) this.set(k, v);
      return;
    }
    for (const k in init) this.set(k, (init as Record<string, string>)[k]!);
  }

  private indexOf(key: string): number {
    const keys = this.keys;
    for (let i = 0; i < keys.length; i++) if (keys[i] === key) return i;
    return -1;
  }

  set(name: string, value: string): void {
    const k = lower(name);
    const i = this.indexOf(k);
    if (i >= 0) this.values[i] = value;
    else {
      this.keys.push(k);
      this.values.push(value);
    }
  }

  /** Like `Headers.append`: a second value joins the first with ", ". */
  append(name: string, value: string): void {
    const k = lower(name);
    const i = this.indexOf(k);
    if (i >= 0) this.values[i] = `${this.values[i]}, ${value}`;
    else {
      this.keys.push(k);
      this.values.push(value);
    }
  }

  get(name: string): string | null {
    const i = this.indexOf(lower(name));
    return i >= 0 ? this.values[i]! : null;
  }

  has(name: string): boolean {
    return this.indexOf(lower(name)) >= 0;
  }

  delete(name: string): void {
    const i = this.indexOf(lower(name));
    if (i < 0) return;
    this.keys.splice(i, 1);
    this.values.splice(i, 1);
  }

  [Symbol.iterator](): IterableIterator<[string, string]> {
    return this.names().map((k): [string, string] => [k, this.get(k)!])[Symbol.iterator]();
  }

  /** Names and values in one flat list, in the same order (what Node's `writeHead` takes). */
  flat(): string[] {
    const names = this.names();
    const out: string[] = new Array(names.length * 2);
    for (let i = 0; i < names.length; i++) {
      out[2 * i] = names[i]!;
      out[2 * i + 1] = this.values[this.indexOf(names[i]!)]!;
    }
    return out;
  }

  /**
   * Lower-case names sort as plain strings (code unit order, as `Headers` sorts them). Answers of
   * one route set the same names in the same order, so the last sort is reused when they match.
   */
  private names(): string[] {
    const names = this.keys;
    if (names.length === lastNames.length && names.every((n, i) => n === lastNames[i])) return lastSorted;
    lastNames = names.slice();
    lastSorted = names.slice().sort();
    return lastSorted;
  }

  entries(): IterableIterator<[string, string]> {
    return this[Symbol.iterator]();
  }
}
