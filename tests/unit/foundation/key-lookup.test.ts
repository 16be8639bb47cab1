import { afterEach, describe, expect, it, vi } from "vitest";
import { authenticate, forgetKeyCache } from "@/lib/auth/authenticate";
import { FAILED_LOOKUPS } from "@/lib/auth/failed-lookups";
import { KNOWN_MAX, UNKNOWN_MAX, hashOfKnownToken, keyCacheSize } from "@/lib/auth/key-cache";
import { hashToken } from "@/lib/auth/token";
import type { Db } from "@/lib/db/client";
import { isProblem } from "@/lib/http/problem";
import { MemoryStore } from "@/lib/kv/memory-store";

const TOKEN = "svc_sk_test_lookupFallbackKey000000001";
const row = {
  key: { id: "k1", crewId: "c1", name: "Server", type: "secret", prefix: "svc_sk_test_", last4: "0001", scopes: [], websites: [], storefrontOrigins: [], createdByOwner: false, state: "active", expiresAt: null, createdAt: new Date(), ratePerMinute: null, ratePerDay: null, rotatedFromId: null, rotatedAt: null },
  crew: { id: "c1", name: "Crew", slug: "crew", plan: "roster", ownerEmail: "o@x.test" },
};

/** A database whose key query answers `row` (or nothing when `unknown`) until `down` is set. */
function fakeDb(state: { down: boolean; calls: number; unknown?: boolean }): Db {
  const chain = { from: () => chain, innerJoin: () => chain, where: () => chain, limit: async () => {
    state.calls++;
    if (state.down) throw new Error("connection refused");
    return state.unknown ? [] : [row];
  } };
  return { select: () => chain } as unknown as Db;
}

const request = (token = TOKEN) => new Request("http://localhost/api/v1/me", { headers: { Authorization: `Bearer ${token}` } });
const store = new MemoryStore({ prefix: "test:" });
const deps = (db: Db, clientIp = "198.51.100.1") => ({ db, store, clientIp, now: new Date() });
// A promise either way: a key found in the cache is answered at once, a refusal then thrown at once.
const auth = async (db: Db, token = TOKEN, clientIp?: string) => authenticate(request(token), new URL(request(token).url), deps(db, clientIp));
/** A well-formed token nobody holds. */
const randomToken = (i: number) => `svc_sk_test_random${String(i).padStart(22, "0")}`;

afterEach(() => {
  vi.useRealTimers();
  forgetKeyCache();
});

describe("key lookup", () => {
  it("caches a lookup for a few seconds, then asks the database again", async () => {
    vi.useFakeTimers();
    const state: { down: boolean; calls: number; unknown?: boolean } = { down: false, calls: 0 };
    const db = fakeDb(state);
    await auth(db);
    await auth(db);
    expect(state.calls).toBe(1);
    vi.advanceTimersByTime(6000);
    await auth(db);
    expect(state.calls).toBe(2);
  });

  it("requests that miss the cache together share one database read", async () => {
    const state: { down: boolean; calls: number; unknown?: boolean } = { down: false, calls: 0 };
    const db = fakeDb(state);
    const found = await Promise.all(Array.from({ length: 20 }, () => auth(db)));
    expect(state.calls).toBe(1);
    expect(new Set(found.map((f) => f.key.id))).toEqual(new Set(["k1"]));
    // Once it has answered, the next miss reads again (nothing is held past the read).
    forgetKeyCache();
    await auth(db);
    expect(state.calls).toBe(2);
  });

  it("a shared read that fails fails each request that waited on it, and the next one reads again", async () => {
    const state: { down: boolean; calls: number; unknown?: boolean } = { down: true, calls: 0 };
    const db = fakeDb(state);
    const settled = await Promise.allSettled(Array.from({ length: 5 }, () => auth(db)));
    expect(settled.map((r) => r.status)).toEqual(Array(5).fill("rejected"));
    expect(state.calls).toBe(1);
    state.down = false;
    expect((await auth(db)).key.id).toBe("k1");
    expect(state.calls).toBe(2);
  });

  it("an unknown token missed together is one read, and each request is its own 401", async () => {
    const state: { down: boolean; calls: number; unknown?: boolean } = { down: false, calls: 0, unknown: true };
    const db = fakeDb(state);
    const settled = await Promise.allSettled(Array.from({ length: 5 }, () => auth(db, randomToken(7))));
    expect(state.calls).toBe(1);
    for (const r of settled) {
      expect(r.status).toBe("rejected");
      const e = (r as PromiseRejectedResult).reason;
      expect(isProblem(e) && e.code).toBe("invalid_key");
    }
  });

  it("keeps a recently seen key working while the database is down", async () => {
    vi.useFakeTimers();
    const state: { down: boolean; calls: number; unknown?: boolean } = { down: false, calls: 0 };
    const db = fakeDb(state);
    await auth(db);
    state.down = true;
    vi.advanceTimersByTime(6000);
    const found = await auth(db);
    expect(found.key.id).toBe("k1");
  });

  it("fails for a key never seen while the database is down", async () => {
    const state = { down: true, calls: 0 };
    await expect(auth(fakeDb(state))).rejects.toThrow("connection refused");
  });

  it("meters failed lookups per address: past the limit, 429 before the database", async () => {
    const state = { down: false, calls: 0, unknown: true };
    const db = fakeDb(state);
    for (let i = 0; i < FAILED_LOOKUPS.limit; i++) {
      const e = await auth(db, randomToken(i), "198.51.100.20").catch((x: unknown) => x);
      expect(isProblem(e) && e.code).toBe("invalid_key");
    }
    expect(state.calls).toBe(FAILED_LOOKUPS.limit);
    const refused = await auth(db, randomToken(999), "198.51.100.20").catch((x: unknown) => x);
    expect(isProblem(refused) && refused.code).toBe("rate_limited");
    expect(isProblem(refused) && Number(refused.options.headers?.["Retry-After"])).toBeGreaterThan(0);
    expect(state.calls).toBe(FAILED_LOOKUPS.limit);
    // Another address is not affected, and neither is a key already known to this instance.
    const other = await auth(db, randomToken(1000), "198.51.100.21").catch((x: unknown) => x);
    expect(isProblem(other) && other.code).toBe("invalid_key");
  });

  it("a known key served from the in-process cache is never refused by the failed-lookup limit", async () => {
    const state: { down: boolean; calls: number; unknown?: boolean } = { down: false, calls: 0 };
    const db = fakeDb(state);
    await auth(db, TOKEN, "198.51.100.30");
    state.unknown = true;
    for (let i = 0; i < FAILED_LOOKUPS.limit; i++) await auth(db, randomToken(2000 + i), "198.51.100.30").catch(() => undefined);
    const found = await auth(db, TOKEN, "198.51.100.30");
    expect(found.key.id).toBe("k1");
  });

  it("random tokens churn only the unknown side of the key cache, one entry at a time", async () => {
    const state: { down: boolean; calls: number; unknown?: boolean } = { down: false, calls: 0 };
    const db = fakeDb(state);
    await auth(db);
    state.unknown = true;
    for (let i = 0; i < UNKNOWN_MAX + 50; i++) await auth(db, randomToken(10_000 + i), `198.51.${Math.floor(i / 25) % 250}.${i % 25}`).catch(() => undefined);
    // No random token gets into the token memo.
    expect(keyCacheSize()).toEqual({ known: 1, unknown: UNKNOWN_MAX, tokens: 0 });
    const calls = state.calls;
    await auth(db);
    expect(state.calls).toBe(calls);
    expect(keyCacheSize().tokens).toBe(1); // the found key's, once served from the cache
    expect(KNOWN_MAX).toBeGreaterThan(UNKNOWN_MAX);
  });

  it("a found key's token is hashed once; its state still comes from the cache's record, so a revoked key stops when the cache says so", async () => {
    vi.useFakeTimers();
    const state = { down: false, calls: 0 };
    const db = fakeDb(state);
    await auth(db); // read from the database
    expect(hashOfKnownToken(TOKEN)).toBeUndefined();
    await auth(db); // from the cache: the token's hash is remembered
    expect(hashOfKnownToken(TOKEN)).toBe(hashToken(TOKEN));
    for (let i = 0; i < 5; i++) expect((await auth(db)).key.id).toBe("k1");
    expect(state.calls).toBe(1);
    // The cache entry ends; the database now says revoked: the remembered hash finds the new record.
    row.key.state = "revoked";
    try {
      vi.advanceTimersByTime(60_000);
      const refused = await auth(db).catch((e: unknown) => e);
      expect(isProblem(refused) && refused.code).toBe("invalid_key");
      expect(state.calls).toBe(2);
    } finally {
      row.key.state = "active";
    }
  });
});
