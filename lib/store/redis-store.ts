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
 * waits at most for the rest of its loop turn.
 */
import { Redis } from "@upstash/redis";
import { ioredisRequester } from "./ioredis-requester";
import { ADD, RELEASE, SPEND_MANY } from "./scripts";
import { judge, slotKey, windowState, type SpendRequest, type SpendResult, type Store, type Window, type WindowRef, type WindowState } from "./store";

type Script = ReturnType<Redis["createScript"]>;

/** SPEND_MANY's reply for a read whose value the caller holds already. */
const UNCHANGED = "=";

/** A spend waiting for its loop turn's script call: its keys and arguments as SPEND_MANY reads them. */
interface QueuedSpend {
  keys: string[];
  args: string[];
  resolve: (reply: unknown[]) => void;
  reject: (e: unknown) => void;
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
  /** Spends of this loop turn, by hash tag (one cluster slot per script call). */
  private queued = new Map<string, QueuedSpend[]>();

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

  async spend(request: SpendRequest): Promise<SpendResult> {
    const nowMs = request.nowMs ?? Date.now();
    const watch = request.watch ?? [];
    const holds = request.holds ?? [];
    const keys = [
      ...request.windows.map((w) => this.k(slotKey(w, nowMs))),
      ...watch.map((w) => this.k(slotKey(w, nowMs))),
      ...holds.map((h) => this.k(h)),
    ];
    const args: string[] = [String(request.windows.length), String(watch.length), String(holds.length), String(nowMs)];
    for (const w of request.windows) args.push(String(w.limit), String(w.cost), String(w.seconds + 5));
    const reads = request.read !== undefined;
    if (reads) keys.push(this.k(request.read!));
    // Held already: Redis sends the value only if it changed (a copy is a few kilobytes, a request's
    // whole reply a few dozen bytes).
    const known = reads ? request.known : undefined;
    if (known) args.push("2", known.head, String(known.bytes));
    else args.push(reads ? "1" : "0");
    const raw = await this.queueSpend(keys, args);
    const n = request.windows.length;
    const counted = 1 + n + watch.length + holds.length;
    const out = raw.slice(0, counted).map(Number);
    const used = out.slice(1, 1 + n);
    const watched = out.slice(1 + n, 1 + n + watch.length);
    const held = out.slice(1 + n + watch.length).map((v) => (v > 0 ? v : null));
    // The script decided; judge() only names what refused and for how long, by the same rule.
    const verdict = out[0] === 1 ? { ok: true, refused: [], retryAfter: 0 } : judge(request, used, held, nowMs);
    const result: SpendResult = {
      ...verdict,
      ok: out[0] === 1,
      windows: request.windows.map((w, i) => windowState(w, used[i] ?? 0, nowMs)),
      watched: watch.map((w, i) => windowState(w, watched[i] ?? 0, nowMs)),
    };
    if (reads) result.read = known && raw[counted] === UNCHANGED ? known.text : asText(raw[counted]);
    return result;
  }

  /** Queues one request's spend for this loop turn's script call of its hash tag; its reply. */
  private queueSpend(keys: string[], args: string[]): Promise<unknown[]> {
    return new Promise((resolve, reject) => {
      const tag = hashTag(keys[0] ?? "");
      if (this.queued.size === 0) setImmediate(() => this.sendSpends());
      const list = this.queued.get(tag);
      if (list) list.push({ keys, args, resolve, reject });
      else this.queued.set(tag, [{ keys, args, resolve, reject }]);
    });
  }

  private sendSpends() {
    const groups = this.queued;
    this.queued = new Map();
    for (const group of groups.values()) {
      const keys = group.flatMap((q) => q.keys);
      const args = [String(group.length), ...group.flatMap((q) => q.args)];
      this.spendScript.exec(keys, args).then(
        (raw) => {
          let replies: unknown[][];
          try {
            replies = splitReplies(raw as unknown[], group.length);
          } catch (e) {
            for (const q of group) q.reject(e);
            return;
          }
          group.forEach((q, i) => q.resolve(replies[i]!));
        },
        (e) => {
          for (const q of group) q.reject(e);
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
    console.error(JSON.stringify({ level: "error", msg: "redis connection error", error: lastError }));
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
