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

/** The last list of names in the order they were set, and where each is in sorted order (see `order`); never changed after they are made. */
let lastKeys: string[] = [];
let lastOrder: number[] = [];

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
    return this.order().map((at): [string, string] => [this.keys[at]!, this.values[at]!])[Symbol.iterator]();
  }

  /**
   * Names and values in one flat list, in the same order (what Node's `writeHead` takes), then the
   * pairs of `tail` (the entry's own: Content-Length, Connection): one array of its final length,
   * not one grown by a push.
   */
  flat(tail?: readonly string[]): string[] {
    const order = this.order();
    const n = order.length;
    const extra = tail === undefined ? 0 : tail.length;
    const out: string[] = new Array(2 * n + extra);
    for (let i = 0; i < n; i++) {
      const at = order[i]!;
      out[2 * i] = this.keys[at]!;
      out[2 * i + 1] = this.values[at]!;
    }
    for (let i = 0; i < extra; i++) out[2 * n + i] = tail![i]!;
    return out;
  }

  /**
   * Where each name is in sorted order: lower-case names sort as plain strings (code unit order, as
   * `Headers` sorts them). Answers of one route set the same names in the same order, so the last
   * sort is reused when they match.
   */
  private order(): readonly number[] {
    const keys = this.keys;
    if (keys.length === lastKeys.length) {
      let same = true;
      for (let i = 0; i < keys.length; i++) {
        if (keys[i] !== lastKeys[i]) {
          same = false;
          break;
        }
      }
      if (same) return lastOrder;
    }
    lastKeys = keys.slice();
    lastOrder = keys.map((_, i) => i).sort((a, b) => (keys[a]! < keys[b]! ? -1 : keys[a]! > keys[b]! ? 1 : 0));
    return lastOrder;
  }

  entries(): IterableIterator<[string, string]> {
    return this[Symbol.iterator]();
  }
}
