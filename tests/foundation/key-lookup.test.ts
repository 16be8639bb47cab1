import { afterEach, describe, expect, it, vi } from "vitest";
import { authenticate, forgetKeyCache } from "@/lib/auth/authenticate";
import type { Db } from "@/lib/db/client";

const TOKEN = "svc_sk_test_lookupFallbackKey000000001";
const row = {
  key: { id: "k1", crewId: "c1", name: "Server", type: "secret", prefix: "svc_sk_test_", last4: "0001", scopes: [], websites: [], storefrontOrigins: [], state: "active", expiresAt: null, createdAt: new Date(), ratePerMinute: null, ratePerDay: null, rotatedFromId: null, rotatedAt: null },
  crew: { id: "c1", name: "Crew", slug: "crew", plan: "roster", ownerEmail: "o@x.test" },
};

/** A database whose key query answers `row` until `down` is set. */
function fakeDb(state: { down: boolean; calls: number }): Db {
  const chain = { from: () => chain, innerJoin: () => chain, where: () => chain, limit: async () => {
    state.calls++;
    if (state.down) throw new Error("connection refused");
    return [row];
  } };
  return { select: () => chain } as unknown as Db;
}

const request = () => new Request("http://localhost/api/v1/me", { headers: { Authorization: `Bearer ${TOKEN}` } });

afterEach(() => {
  vi.useRealTimers();
  forgetKeyCache();
});

describe("key lookup", () => {
  it("caches a lookup for a few seconds, then asks the database again", async () => {
    vi.useFakeTimers();
    const state = { down: false, calls: 0 };
    const db = fakeDb(state);
    await authenticate(request(), new URL(request().url), db, new Date());
    await authenticate(request(), new URL(request().url), db, new Date());
    expect(state.calls).toBe(1);
    vi.advanceTimersByTime(6000);
    await authenticate(request(), new URL(request().url), db, new Date());
    expect(state.calls).toBe(2);
  });

  it("keeps a recently seen key working while the database is down", async () => {
    vi.useFakeTimers();
    const state = { down: false, calls: 0 };
    const db = fakeDb(state);
    await authenticate(request(), new URL(request().url), db, new Date());
    state.down = true;
    vi.advanceTimersByTime(6000);
    const auth = await authenticate(request(), new URL(request().url), db, new Date());
    expect(auth.key.id).toBe("k1");
  });

  it("fails for a key never seen while the database is down", async () => {
    const state = { down: true, calls: 0 };
    await expect(authenticate(request(), new URL(request().url), fakeDb(state), new Date())).rejects.toThrow("connection refused");
  });
});
