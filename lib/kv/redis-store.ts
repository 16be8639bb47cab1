/**
 * The Redis adapter, for Upstash (REST) and for a self-hosted Redis (through ioredis): both speak
 * through one `@upstash/redis` client, so there is one code path. Budgets are one Lua script per
 * request (check and spend in one round trip, atomic across instances).
 *
 * Keys carry the store prefix. Values are strings, read back as written: the client's automatic
 * JSON decoding is off (see `rawReplies`).
 *
 * Spends are the one store call of a cached read, so the spends that requests make in one turn of
 * the event loop (the connections that had data together) go to Redis as one script call per
 * hash tag (SPEND_MANY): one round trip for all of them instead of one each. The script runs them
 * one after the other exactly as separate calls would, so nothing can be overspent; each request
 * waits at most for the rest of its loop turn. Spends that follow each other with the same
 * windows (one key's cached reads, mostly) are one shape with a count: built, sent and answered
 * once, each request's counters worked out from the reply. Instances of an older version keep
 * their own script (it is named by its hash), so both can share one Redis during a rolling deploy.
 */
import { Redis } from "@upstash/redis";
import { ioredisRequester } from "./ioredis-requester";
import { ADD, RELEASE, SPEND_MANY } from "./scripts";
import { judge, slotKey, windowState, type KnownValue, type SpendRequest, type SpendResult, type Store, type Window, type WindowRef, type WindowState } from "./store";
import { log } from "@/lib/observability/log";

type Script = ReturnType<Redis["createScript"]>;

/** SPEND_MANY's reply for a read whose value the caller holds already. */
const UNCHANGED = "=";

/**
 * Spends of one loop turn that follow each other with the same windows, watch, holds, read and
 * time: one shape of SPEND_MANY, its keys and arguments built and sent once, whatever its reps.
 */
interface QueuedShape {
  request: SpendRequest;
  nowMs: number;
  /** Window slot keys, watched slot keys, hold keys, then the read key (prefixed). */
  keys: string[];
  known: KnownValue | undefined;
  /** Whether its reps may share one reply: no watched key is also one it spends. */
  mergeable: boolean;
  waiters: { resolve: (r: SpendResult) => void; reject: (e: unknown) => void }[];
}

/** The Redis Cluster hash tag of a key (the text in its first non-empty braces), else the key. */
export function hashTag(key: string): string {
  const open = key.indexOf("{");
  if (open >= 0) {
    const close = key.indexOf("}", open + 1);
    if (close > open + 1) return key.slice(open + 1, close);
  }
  return key;
}

/**
 * Splits a SPEND_MANY reply (per request: its length, then its reply) into the requests' replies.
 * A reply shorter than announced is an error of the script, not a refusal.
 */
export function splitReplies(raw: unknown[], count: number): unknown[][] {
  const out: unknown[][] = [];
  let at = 0;
  for (let q = 0; q < count; q++) {
    const len = Number(raw[at]);
    if (!Number.isInteger(len) || len < 1 || at + 1 + len > raw.length) throw new Error(`SPEND_MANY: malformed reply for request ${q + 1} of ${count}`);
    out.push(raw.slice(at + 1, at + 1 + len));
    at += 1 + len;
  }
  return out;
}

export class RedisStore implements Store {
  private readonly spendScript: Script;
  private readonly addScript: Script;
  /** Spends of this loop turn, by hash tag (one cluster slot per script call), as shapes in arrival order. */
  private queued = new Map<string, QueuedShape[]>();
  /** The shape this turn queued or added a rep to last. */
  private latest: QueuedShape | null = null;

  constructor(
    readonly kind: "redis" | "upstash",
    private readonly redis: Redis,
    readonly prefix: string,
    private readonly onClose: () => Promise<void> = async () => undefined,
  ) {
    rawReplies(redis);
    this.spendScript = redis.createScript(SPEND_MANY);
    this.addScript = redis.createScript(ADD);
  }

  private k(key: string) {
    return this.prefix + key;
  }

  async get(key: string) {
    const v = await this.redis.get<unknown>(this.k(key));
    return asText(v);
  }

  async set(key: string, value: string, ttlSeconds: number) {
    await this.redis.set(this.k(key), value, { ex: Math.max(1, Math.ceil(ttlSeconds)) });
  }

  async setIfAbsent(key: string, value: string, ttlSeconds: number) {
    const r = await this.redis.set(this.k(key), value, { ex: Math.max(1, Math.ceil(ttlSeconds)), nx: true });
    return r !== null;
  }

  async del(key: string) {
    await this.redis.del(this.k(key));
  }

  async releaseLock(key: string, value: string) {
    // EVAL, not EVALSHA: one command, so it runs right after the commands sent before it.
    return Number(await this.redis.eval(RELEASE, [this.k(key)], [value])) === 1;
  }

  spend(request: SpendRequest): Promise<SpendResult> {
    const nowMs = request.nowMs ?? Date.now();
    const known = request.read !== undefined ? request.known : undefined;
    return new Promise<SpendResult>((resolve, reject) => {
      if (this.queued.size === 0) setImmediate(() => this.sendSpends());
      // The same as the spend queued just before it (the usual case: one key's cached reads): one
      // more rep. The last shape of the turn is also the last of its tag, so its tag need not be found.
      const latest = this.latest;
      if (latest && sameShape(latest, request, nowMs, known)) {
        latest.waiters.push({ resolve, reject });
        return;
      }
      const tag = this.tagOf(request, nowMs);
      let list = this.queued.get(tag);
      const last = list?.[list.length - 1];
      if (last && sameShape(last, request, nowMs, known)) {
        last.waiters.push({ resolve, reject });
        this.latest = last;
        return;
      }
      const keys = this.keysOf(request, nowMs);
      const shape: QueuedShape = { request, nowMs, keys, known, mergeable: !watchesWhatItSpends(request), waiters: [{ resolve, reject }] };
      if (list) list.push(shape);
      else this.queued.set(tag, (list = [shape]));
      this.latest = shape;
    });
  }

  /** The hash tag of a spend: its first key's (windows, then watched, holds, read). */
  private tagOf(request: SpendRequest, nowMs: number): string {
    const first = request.windows[0] ?? request.watch?.[0];
    const key = first ? slotKey(first, nowMs) : (request.holds?.[0] ?? request.read ?? "");
    // A prefix without braces cannot hold the tag: the key's own is found without building the full key.
    return hashTag(this.prefix.includes("{") ? this.k(key) : key);
  }

  private keysOf(request: SpendRequest, nowMs: number): string[] {
    const keys: string[] = [];
    for (const w of request.windows) keys.push(this.k(slotKey(w, nowMs)));
    for (const w of request.watch ?? []) keys.push(this.k(slotKey(w, nowMs)));
    for (const h of request.holds ?? []) keys.push(this.k(h));
    if (request.read !== undefined) keys.push(this.k(request.read));
    return keys;
  }

  private sendSpends() {
    const groups = this.queued;
    this.queued = new Map();
    this.latest = null;
    for (const shapes of groups.values()) {
      // Each key once; shapes name them by index (1-based, as Lua counts).
      const keys: string[] = [];
      const index = new Map<string, number>();
      const at = (key: string) => {
        let i = index.get(key);
        if (i === undefined) index.set(key, (i = keys.push(key)));
        return String(i);
      };
      const args: string[] = [String(shapes.length)];
      for (const shape of shapes) {
        const { request, known } = shape;
        const n = request.windows.length;
        const m = request.watch?.length ?? 0;
        const h = request.holds?.length ?? 0;
        args.push(String(shape.waiters.length), String(n), String(m), String(h), String(shape.nowMs));
        request.windows.forEach((w, i) => args.push(at(shape.keys[i]!), String(w.limit), String(w.cost), String(w.seconds + 5)));
        for (let i = n; i < n + m + h; i++) args.push(at(shape.keys[i]!));
        if (request.read === undefined) args.push("0");
        // Held already: Redis sends the value only if it changed (a copy is a few kilobytes, a
        // request's whole reply a few dozen bytes).
        else if (known) args.push("2", at(shape.keys[n + m + h]!), known.head, String(known.bytes));
        else args.push("1", at(shape.keys[n + m + h]!));
      }
      this.spendScript.exec(keys, args).then(
        (raw) => {
          let replies: unknown[][];
          try {
            replies = splitReplies(raw as unknown[], shapes.length);
          } catch (e) {
            for (const shape of shapes) for (const w of shape.waiters) w.reject(e);
            return;
          }
          shapes.forEach((shape, i) => settleShape(shape, replies[i]!));
        },
        (e) => {
          for (const shape of shapes) for (const w of shape.waiters) w.reject(e);
        },
      );
    }
  }

  async add(windows: Window[], nowMs = Date.now()): Promise<WindowState[]> {
    if (windows.length === 0) return [];
    const keys = windows.map((w) => this.k(slotKey(w, nowMs)));
    const args = windows.flatMap((w) => [String(w.cost), String(w.seconds + 5)]);
    const out = ((await this.addScript.exec(keys, args)) as unknown[]).map(Number);
    return windows.map((w, i) => windowState(w, out[i] ?? 0, nowMs));
  }

  async peek(windows: WindowRef[], nowMs = Date.now()) {
    if (windows.length === 0) return [];
    const values = await this.redis.mget<unknown[]>(...windows.map((w) => this.k(slotKey(w, nowMs))));
    return windows.map((w, i) => windowState(w, Number(values[i] ?? 0), nowMs));
  }

  async hold(key: string, untilMs: number, nowMs = Date.now()) {
    // Decided on the app's clock (the value); the TTL only collects the garbage.
    await this.set(key, String(untilMs), Math.ceil((untilMs - nowMs) / 1000) + 60);
  }

  async heldUntil(key: string, nowMs = Date.now()) {
    const v = await this.get(key);
    const until = v === null ? null : Number(v);
    return until !== null && until > nowMs ? until : null;
  }

  async clear() {
    let cursor: string | number = "0";
    do {
      const [next, keys] = (await this.redis.scan(cursor, { match: `${escapeGlob(this.prefix)}*`, count: 500 })) as [string | number, string[]];
      if (keys.length) await this.redis.unlink(...keys);
      cursor = next;
    } while (String(cursor) !== "0");
  }

  async close() {
    await this.onClose();
  }
}

/**
 * Turns off the client's automatic JSON decoding of replies. The REST config takes this as an
 * option, but a client built on a custom requester takes no options, so it is set on the
 * client's command options (read on every command). Both adapters then see raw replies alike.
 */
function rawReplies(redis: Redis) {
  (redis as unknown as { opts?: Record<string, unknown> }).opts = { ...((redis as unknown as { opts?: Record<string, unknown> }).opts ?? {}), automaticDeserialization: false };
}

/** Whether a spend is one more rep of `shape`: the same windows, watch, holds and read, at the same time. */
function sameShape(shape: QueuedShape, request: SpendRequest, nowMs: number, known: KnownValue | undefined): boolean {
  const r = shape.request;
  return (
    shape.mergeable &&
    shape.nowMs === nowMs &&
    sameEach(r.windows, request.windows, (x, y) => sameRef(x, y) && x.cost === y.cost) &&
    sameEach(r.watch, request.watch, sameRef) &&
    sameEach(r.holds, request.holds, (x, y) => x === y) &&
    r.read === request.read &&
    shape.known?.head === known?.head &&
    shape.known?.bytes === known?.bytes
  );
}

const sameRef = (x: WindowRef, y: WindowRef) => x === y || (x.key === y.key && x.limit === y.limit && x.seconds === y.seconds);

/** Two lists (absent counts as empty) whose items match pairwise. */
function sameEach<T>(a: readonly T[] | undefined, b: readonly T[] | undefined, same: (x: T, y: T) => boolean): boolean {
  if (a === b) return true;
  const n = a?.length ?? 0;
  if (n !== (b?.length ?? 0)) return false;
  for (let i = 0; i < n; i++) if (!same(a![i]!, b![i]!)) return false;
  return true;
}

/** A spend that watches a window it also spends sees it change between reps: never merged. */
function watchesWhatItSpends(request: SpendRequest): boolean {
  if (!request.watch?.length) return false;
  return request.watch.some((w) => request.windows.some((x) => x.key === w.key && x.seconds === w.seconds));
}

/** Each rep's result from its shape's reply (see SPEND_MANY: rep j saw used + cost × j, or × ok once refused). */
function settleShape(shape: QueuedShape, reply: unknown[]) {
  const { request, nowMs, known } = shape;
  const n = request.windows.length;
  const m = request.watch?.length ?? 0;
  const h = request.holds?.length ?? 0;
  const spent = Number(reply[0]);
  const base: number[] = [];
  for (let i = 0; i < n; i++) base.push(Number(reply[1 + i]));
  // Read after every rep, the same for each: one array they share.
  const watched = (request.watch ?? []).map((w, k) => windowState(w, Number(reply[1 + n + k]), nowMs));
  const held: (number | null)[] = [];
  for (let j = 0; j < h; j++) {
    const v = Number(reply[1 + n + m + j]);
    held.push(v > 0 ? v : null);
  }
  let read: string | null | undefined;
  if (request.read !== undefined) {
    const v = reply[1 + n + m + h];
    read = known && v === UNCHANGED ? known.text : asText(v);
  }
  shape.waiters.forEach((waiter, j) => {
    const ok = j < spent;
    const used = base.map((u, i) => u + request.windows[i]!.cost * (ok ? j + 1 : spent));
    // The script decided; judge() only names what refused and for how long, by the same rule.
    const verdict = ok ? { ok: true, refused: [], retryAfter: 0 } : judge(request, used, held, nowMs);
    const result: SpendResult = {
      ...verdict,
      ok,
      windows: request.windows.map((w, i) => windowState(w, used[i]!, nowMs)),
      watched,
    };
    if (read !== undefined) result.read = read;
    waiter.resolve(result);
  });
}

function asText(v: unknown): string | null {
  if (v === null || v === undefined) return null;
  return typeof v === "string" ? v : JSON.stringify(v);
}

function escapeGlob(s: string) {
  return s.replace(/[*?[\]\\]/g, (c) => `\\${c}`);
}

/**
 * A self-hosted Redis through ioredis. A command never waits for a connection: with Redis away it
 * fails at once (no offline queue), and one in flight when the connection drops fails rather than
 * being sent again on reconnect (it may have run already). The deadline of a command that gets no
 * answer (a paused server keeps the connection open) is the guard's (./guard.ts). Reconnects keep
 * trying, every half second at most, so a restarted Redis is used again without an app restart.
 */
export async function openRedisStore(url: string, prefix: string, timeoutMs = 250): Promise<RedisStore> {
  const { default: IORedis } = await import("ioredis");
  const client = new IORedis(url, {
    maxRetriesPerRequest: 0,
    enableOfflineQueue: false,
    autoResendUnfulfilledCommands: false,
    retryStrategy: (times) => Math.min(50 * times, 500),
    connectTimeout: Math.max(1000, 4 * timeoutMs),
    lazyConnect: false,
  });
  let lastError = "";
  client.on("error", (e) => {
    // One line per kind of failure, not one per reconnect attempt.
    if (String(e) === lastError) return;
    lastError = String(e);
    log.error("redis connection error", { error: lastError });
  });
  client.on("ready", () => (lastError = ""));
  // Without an offline queue, commands sent before the first connection fail: wait for it a little.
  await new Promise<void>((resolve) => {
    const done = () => (clearTimeout(timer), client.off("ready", done), resolve());
    const timer = setTimeout(done, Math.max(2000, 8 * timeoutMs));
    client.once("ready", done);
  });
  return new RedisStore("redis", new Redis(ioredisRequester(client)), prefix, async () => {
    await client.quit().catch(() => client.disconnect());
  });
}

/**
 * Upstash over HTTP: each request is aborted past the deadline (a function, so each gets its own
 * signal and an abort is an error, not an "Aborted" result), and not retried with back-off (the
 * client's default waits seconds between five attempts).
 */
export function openUpstashStore(url: string, token: string, prefix: string, timeoutMs = 250): RedisStore {
  return new RedisStore(
    "upstash",
    new Redis({ url, token, enableTelemetry: false, automaticDeserialization: false, retry: false, signal: () => AbortSignal.timeout(timeoutMs) }),
    prefix,
  );
}
