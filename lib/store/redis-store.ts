/**
 * The Redis adapter, for Upstash (REST) and for a self-hosted Redis (through ioredis): both speak
 * through one `@upstash/redis` client, so there is one code path. Budgets are one Lua script per
 * request (check and spend in one round trip, atomic across instances).
 *
 * Keys carry the store prefix. Values are strings, read back as written: the client's automatic
 * JSON decoding is off (see `rawReplies`).
 */
import { Redis } from "@upstash/redis";
import { ioredisRequester } from "./ioredis-requester";
import { ADD, SPEND } from "./scripts";
import { judge, slotKey, windowState, type SpendRequest, type SpendResult, type Store, type Window, type WindowRef, type WindowState } from "./store";

type Script = ReturnType<Redis["createScript"]>;

export class RedisStore implements Store {
  private readonly spendScript: Script;
  private readonly addScript: Script;

  constructor(
    readonly kind: "redis" | "upstash",
    private readonly redis: Redis,
    readonly prefix: string,
    private readonly onClose: () => Promise<void> = async () => undefined,
  ) {
    rawReplies(redis);
    this.spendScript = redis.createScript(SPEND);
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

  async spend(request: SpendRequest): Promise<SpendResult> {
    const nowMs = request.nowMs ?? Date.now();
    const watch = request.watch ?? [];
    const holds = request.holds ?? [];
    const keys = [
      ...request.windows.map((w) => this.k(slotKey(w, nowMs))),
      ...watch.map((w) => this.k(slotKey(w, nowMs))),
      ...holds.map((h) => this.k(h)),
    ];
    const args: (string | number)[] = [request.windows.length, watch.length, holds.length, nowMs];
    for (const w of request.windows) args.push(w.limit, w.cost, w.seconds + 5);
    const out = ((await this.spendScript.exec(keys, args.map(String))) as unknown[]).map(Number);
    const n = request.windows.length;
    const used = out.slice(1, 1 + n);
    const watched = out.slice(1 + n, 1 + n + watch.length);
    const held = out.slice(1 + n + watch.length).map((v) => (v > 0 ? v : null));
    // The script decided; judge() only names what refused and for how long, by the same rule.
    const verdict = out[0] === 1 ? { ok: true, refused: [], retryAfter: 0 } : judge(request, used, held, nowMs);
    return {
      ...verdict,
      ok: out[0] === 1,
      windows: request.windows.map((w, i) => windowState(w, used[i] ?? 0, nowMs)),
      watched: watch.map((w, i) => windowState(w, watched[i] ?? 0, nowMs)),
    };
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

export async function openRedisStore(url: string, prefix: string): Promise<RedisStore> {
  const { default: IORedis } = await import("ioredis");
  const client = new IORedis(url, {
    // Fail a command fast rather than queue it while Redis is away: the pipeline decides what to do.
    maxRetriesPerRequest: 1,
    enableOfflineQueue: true,
    lazyConnect: false,
  });
  client.on("error", (e) => console.error(JSON.stringify({ level: "error", msg: "redis connection error", error: String(e) })));
  return new RedisStore("redis", new Redis(ioredisRequester(client)), prefix, async () => {
    await client.quit().catch(() => client.disconnect());
  });
}

export function openUpstashStore(url: string, token: string, prefix: string): RedisStore {
  return new RedisStore("upstash", new Redis({ url, token, enableTelemetry: false, automaticDeserialization: false }), prefix);
}
