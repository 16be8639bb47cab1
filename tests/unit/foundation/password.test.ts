import { randomBytes, scryptSync } from "node:crypto";
import { describe, expect, it } from "vitest";
import { CURRENT_COST, createPasswordHash, hashPassword, parseHash, verifyPassword } from "@/lib/auth/password";

const CURRENT = `scrypt$N=${CURRENT_COST.N},r=${CURRENT_COST.r},p=${CURRENT_COST.p}$`;

describe("password hashes", () => {
  it("carry their cost, a 16-byte salt and a 32-byte hash", async () => {
    const stored = await createPasswordHash("open sesame");
    expect(stored).toMatch(/^scrypt\$N=\d+,r=\d+,p=\d+\$[0-9a-f]{32}\$[0-9a-f]{64}$/);
    expect(stored.startsWith(CURRENT)).toBe(true);
    // One of the scrypt settings OWASP's password storage cheat sheet lists as equivalent.
    const owasp = [17, 16, 15, 14, 13].map((log, i) => ({ N: 2 ** log, r: 8, p: [1, 2, 3, 5, 10][i] }));
    expect(owasp).toContainEqual(CURRENT_COST);
    const parsed = parseHash(stored)!;
    expect(parsed.cost).toEqual(CURRENT_COST);
    expect(scryptSync("open sesame", parsed.salt, 32, { ...CURRENT_COST, maxmem: 256 * CURRENT_COST.N * CURRENT_COST.r })).toEqual(parsed.hash);
    // A fresh salt every time.
    expect(await createPasswordHash("open sesame")).not.toBe(stored);
  });

  it("a current hash verifies without a rehash", async () => {
    const stored = await createPasswordHash("open sesame");
    expect(await verifyPassword("open sesame", stored)).toEqual({ ok: true, rehash: null });
    expect(await verifyPassword("Open sesame", stored)).toEqual({ ok: false, rehash: null });
    expect(await verifyPassword("", stored)).toEqual({ ok: false, rehash: null });
  });

  it("reads hashes of the old format (Node's default cost) and offers a rehash at the current cost", async () => {
    // Made the way the old code made them: scryptSync with Node's defaults, no parameters stored.
    const salt = randomBytes(16);
    const old = `scrypt$${salt.toString("hex")}$${scryptSync("letmein", salt, 32).toString("hex")}`;
    expect(parseHash(old)!.cost).toEqual({ N: 16384, r: 8, p: 1 });
    expect(hashPassword("letmein")).toMatch(/^scrypt\$[0-9a-f]{32}\$[0-9a-f]{64}$/);

    const wrong = await verifyPassword("letme1n", old);
    expect(wrong).toEqual({ ok: false, rehash: null });
    const right = await verifyPassword("letmein", old);
    expect(right.ok).toBe(true);
    expect(right.rehash!.startsWith(CURRENT)).toBe(true);
    expect(await verifyPassword("letmein", right.rehash!)).toEqual({ ok: true, rehash: null });
    expect((await verifyPassword("letmein", hashPassword("letmein"))).ok).toBe(true);
  });

  it("rehashes a hash of another stored cost", async () => {
    const salt = randomBytes(16);
    const cost = { N: 2 ** 12, r: 8, p: 1 };
    const stored = `scrypt$N=${cost.N},r=8,p=1$${salt.toString("hex")}$${scryptSync("pw", salt, 32, cost).toString("hex")}`;
    const result = await verifyPassword("pw", stored);
    expect(result.ok).toBe(true);
    expect(result.rehash!.startsWith(CURRENT)).toBe(true);
  });

  it("refuses malformed hashes and costs out of bounds without hashing", async () => {
    const salt = "00".repeat(16);
    const hash = "11".repeat(32);
    for (const stored of [
      "",
      "plain",
      `bcrypt$${salt}$${hash}`,
      `scrypt$${salt}`,
      `scrypt$${salt}$${hash}$extra$parts`,
      `scrypt$${salt}$zz`,
      `scrypt$N=1000,r=8,p=1$${salt}$${hash}`, // N not a power of two
      `scrypt$N=${2 ** 24},r=8,p=1$${salt}$${hash}`, // gigabytes
      `scrypt$N=16384,r=0,p=1$${salt}$${hash}`,
      `scrypt$N=16384,r=8,p=1000$${salt}$${hash}`,
      `scrypt$N=16384,r=8$${salt}$${hash}`,
    ]) {
      expect(parseHash(stored), stored).toBeNull();
      expect(await verifyPassword("pw", stored), stored).toEqual({ ok: false, rehash: null });
    }
  });
});
