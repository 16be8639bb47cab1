import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import {
  hashMemberToken, isSessionToken, isSignInToken, newSessionToken, newSignInToken, returnUrl, sessionExpired,
  sessionExpiresAt, SESSION_TTL_MS, signInExpiresAt, signInLink, signInUsable, SIGN_IN_TTL_MS,
} from "@/lib/ambassadors/rules";
import { NOW, plus } from "./fixtures";

describe("member tokens", () => {
  it("mints 32 random bytes in base64url after the prefix", () => {
    const st = newSessionToken();
    const lt = newSignInToken();
    expect(st).toMatch(/^amb_st_[A-Za-z0-9_-]{43}$/);
    expect(lt).toMatch(/^amb_lt_[A-Za-z0-9_-]{43}$/);
    expect(Buffer.from(st.slice(7), "base64url")).toHaveLength(32);
    expect(new Set(Array.from({ length: 50 }, newSessionToken)).size).toBe(50);
  });

  const body = "A".repeat(43);
  it.each([
    [`amb_st_${body}`, true, false],
    [`amb_lt_${body}`, false, true],
    [`amb_st_${body}A`, false, false],
    [`amb_st_${"A".repeat(42)}`, false, false],
    [`amb_st_${"A".repeat(42)}=`, false, false],
    [`AMB_ST_${body}`, false, false],
    [`svc_sk_${body}`, false, false],
    ["", false, false],
    [null, false, false],
  ])("%j: session %s, sign-in %s", (token, session, signIn) => {
    expect(isSessionToken(token)).toBe(session);
    expect(isSignInToken(token)).toBe(signIn);
  });

  it("hashes with SHA-256 in lower-case hex", () => {
    const t = `amb_st_${body}`;
    expect(hashMemberToken(t)).toBe(createHash("sha256").update(t).digest("hex"));
    expect(hashMemberToken(t)).toMatch(/^[0-9a-f]{64}$/);
    expect(hashMemberToken(t)).not.toBe(hashMemberToken(`amb_lt_${body}`));
  });
});

describe("lifetimes", () => {
  it("sessions live 8 hours, sign-in tokens 15 minutes", () => {
    expect(SESSION_TTL_MS).toBe(8 * 3600 * 1000);
    expect(SIGN_IN_TTL_MS).toBe(15 * 60 * 1000);
    expect(sessionExpiresAt(NOW).toISOString()).toBe("2026-03-01T20:00:00.000Z");
    expect(signInExpiresAt(NOW).toISOString()).toBe("2026-03-01T12:15:00.000Z");
  });

  const expires = sessionExpiresAt(NOW);
  it.each([
    [plus(expires, -1), false],
    [expires, true],
    [plus(expires, 1), true],
    [NOW, false],
  ])("sessionExpired at %s -> %s", (now, expired) => {
    expect(sessionExpired(expires, now)).toBe(expired);
  });

  it.each([
    ["fresh", { expires_at: signInExpiresAt(NOW), used_at: null }, NOW, true],
    ["used", { expires_at: signInExpiresAt(NOW), used_at: NOW }, NOW, false],
    ["expired", { expires_at: signInExpiresAt(NOW), used_at: null }, plus(NOW, SIGN_IN_TTL_MS), false],
  ])("signInUsable: %s", (_, token, now, usable) => {
    expect(signInUsable(token, now)).toBe(usable);
  });
});

describe("links", () => {
  const token = `amb_lt_${"b".repeat(43)}`;
  it.each([
    ["https://shop.partner.test", "/ambassador", `https://shop.partner.test/ambassador?amb_token=${token}`],
    ["https://shop.partner.test", "/ok?x=1", `https://shop.partner.test/ok?x=1&amb_token=${token}`],
    ["http://localhost:3000", "/", `http://localhost:3000/?amb_token=${token}`],
    ["https://shop.partner.test", "/ok?amb_token=old", `https://shop.partner.test/ok?amb_token=${token}`],
  ])("signInLink(%s, %s)", (origin, path, link) => {
    expect(signInLink(origin, path, token)).toBe(link);
  });

  it("returnUrl is the origin and path without a token", () => {
    expect(returnUrl("https://shop.partner.test", "/ok?x=1")).toBe("https://shop.partner.test/ok?x=1");
  });
});
