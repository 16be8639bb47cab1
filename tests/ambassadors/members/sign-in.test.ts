/** Sign-in links, the exchange, member sessions on every route that reads them, and logout. */
import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { ambassadorEndpoints } from "@/lib/ambassadors/endpoints";
import { memberEndpoints } from "@/lib/ambassadors/members/endpoints";
import { SESSION_TOKEN_PATTERN, SIGN_IN_TOKEN_PATTERN, SIGN_IN_TTL_MS, hashMemberToken } from "@/lib/ambassadors/rules";
import { ambassadorLoginTokens, ambassadorSessions, sandboxEmails } from "@/lib/db/schema";
import { readWorld, startApp, type TestApp } from "../../support/app";
import { pinClock } from "../../traffic/clock";
import { AMB_KEYS, MEMBERS, STOREFRONT_ORIGIN } from "../world";
import { HARBOUR, getMe, mailsTo, post, sessionFor, tokenIn } from "./support";

let api: TestApp;
beforeAll(async () => {
  api = await startApp(readWorld("ambassadors"), { endpoints: [...ambassadorEndpoints, ...memberEndpoints] });
});
afterAll(() => api.close());
afterEach(() => vi.useRealTimers());
beforeEach(async () => {
  await api.store.clear();
  await api.database.db.delete(sandboxEmails);
  await api.database.db.delete(ambassadorLoginTokens);
});

const VOLT = { owner_type: "promoter", owner_id: 20 };
const login = (body: Record<string, unknown>, key: string = AMB_KEYS.storefront) => post(api, "/v1/ambassador-login", { ...VOLT, return_origin: STOREFRONT_ORIGIN, ...body }, { key });
const exchange = (token: string, key: string = AMB_KEYS.storefront, extra: Record<string, unknown> = {}) => post(api, "/v1/ambassador-login-exchange", { token, ...extra }, { key });

/** Asks for a link for Mia and reads it from the mailbox. */
async function linkFor(email: string, body: Record<string, unknown> = {}) {
  const res = await login({ email, ...body });
  expect(res.status, res.text).toBe(202);
  const [mail] = await mailsTo(api, email);
  expect(mail, `a mail to ${email}`).toBeDefined();
  return { mail: mail!, ...tokenIn(mail!.text) };
}

describe("POST /v1/ambassador-login", () => {
  it("answers 202 and mails a single-use link to return_origin + /ambassador with amb_token (15 minutes, stored hashed)", async () => {
    const started = Date.now();
    const { mail, link, token } = await linkFor(MEMBERS.mia.email);
    expect(mail.subject).toBe("Your sign-in link for Volt Crew");
    expect(mail.text).toContain("15 minutes");
    expect(link.origin).toBe(STOREFRONT_ORIGIN);
    expect(link.pathname).toBe("/ambassador");
    expect(token).toMatch(SIGN_IN_TOKEN_PATTERN);
    const [row] = await api.database.db.select().from(ambassadorLoginTokens);
    expect(row).toMatchObject({ tokenHash: hashMemberToken(token), memberId: MEMBERS.mia.id, usedAt: null, returnUrl: `${STOREFRONT_ORIGIN}/ambassador` });
    expect(row!.expiresAt.getTime() - row!.createdAt.getTime()).toBe(SIGN_IN_TTL_MS);
    expect(row!.createdAt.getTime()).toBeGreaterThanOrEqual(started - 1000);
  });

  it("keeps a return_path with its query and fragment, and adds the token to the query", async () => {
    const { link, token } = await linkFor(MEMBERS.noah.email, { return_path: "/members/area?tab=rewards#top" });
    expect(link.pathname).toBe("/members/area");
    expect(link.searchParams.get("tab")).toBe("rewards");
    expect(link.searchParams.get("amb_token")).toBe(token);
    expect(link.hash).toBe("#top");
    const res = await exchange(token);
    expect(res.body.return_url).toBe(`${STOREFRONT_ORIGIN}/members/area?tab=rewards#top`);
  });

  it("answers the same 202 and sends nothing for an unknown address, a suspended member, an owner out of reach and another crew's member", async () => {
    const real = await login({ email: MEMBERS.mia.email });
    const cases = [
      { email: "nobody@fans.test" },
      { email: MEMBERS.sam.email },
      { email: MEMBERS.otto.email, owner_id: 22 },
      { email: MEMBERS.hana.email, owner_id: 21 },
      { email: MEMBERS.tom.email, owner_id: 999999 },
    ];
    for (const c of cases) {
      const res = await login(c);
      expect(res.status, JSON.stringify(c)).toBe(202);
      expect(res.body).toEqual(real.body);
      expect(res.body).toEqual({ status: "accepted" });
      expect(await mailsTo(api, c.email)).toEqual([]);
    }
  });

  it("mails pending members and members of a programme whose sign-up is closed (signing in is not joining)", async () => {
    await linkFor(MEMBERS.lea.email);
    await linkFor(MEMBERS.tom.email, { owner_type: "venue", owner_id: 30 });
  });

  it("sends at most 5 mails an hour to one address, answering 202 every time", async () => {
    for (let i = 0; i < 7; i++) expect((await login({ email: MEMBERS.noah.email, client_ip: `192.0.2.${i}` })).status).toBe(202);
    expect(await mailsTo(api, MEMBERS.noah.email)).toHaveLength(5);
  });

  it("422 when return_origin is not exactly one of the key's storefront origins", async () => {
    for (const return_origin of ["https://evil.test", "https://nightshift.test/ambassador", "https://user@nightshift.test", "http://nightshift.test", "http://localhost:3000", "nightshift.test"]) {
      const res = await login({ email: MEMBERS.mia.email, return_origin });
      expect(res.status, return_origin).toBe(422);
      expect(res.body.errors.map((e: { param: string }) => e.param)).toEqual(["return_origin"]);
    }
    // The owner's key lists localhost.
    expect((await login({ email: MEMBERS.mia.email, return_origin: "http://localhost:3000" }, AMB_KEYS.owner)).status).toBe(202);
    expect((await login({ email: MEMBERS.mia.email, return_origin: "https://NIGHTSHIFT.test/" })).status).toBe(202);
  });

  it("422 when return_path is not a path on that site", async () => {
    for (const return_path of ["//evil.test", "https://evil.test/x", "ambassador", "/\\evil.test", "/a b", "/a\tb", "/ok//x", ""]) {
      const res = await login({ email: MEMBERS.mia.email, return_path });
      expect(res.status, return_path).toBe(422);
      expect(res.body.errors.map((e: { param: string }) => e.param)).toEqual(["return_path"]);
    }
    expect(await mailsTo(api, MEMBERS.mia.email)).toEqual([]);
  });

  it("422 for a bad body", async () => {
    expect((await post(api, "/v1/ambassador-login", { ...VOLT, return_origin: STOREFRONT_ORIGIN })).status).toBe(422);
    expect((await login({ email: "not-an-address" })).status).toBe(422);
  });

  it("422 return_origin for a key with an ambassador scope and no storefront origin: it can never sign a member back in", async () => {
    const { apiKeys } = await import("@/lib/db/schema");
    const { hashToken } = await import("@/lib/auth/token");
    const { forgetKeyCache } = await import("@/lib/auth/authenticate");
    const set = async (origins: string[]) => {
      await api.database.db.update(apiKeys).set({ storefrontOrigins: origins }).where(eq(apiKeys.tokenHash, hashToken(AMB_KEYS.storefront)));
      forgetKeyCache();
    };
    await set([]);
    try {
      const res = await login({ email: MEMBERS.mia.email });
      expect(res.status, res.text).toBe(422);
      expect(res.body.errors.map((e: { param: string }) => e.param)).toEqual(["return_origin"]);
      expect(await mailsTo(api, MEMBERS.mia.email)).toEqual([]);
    } finally {
      await set([STOREFRONT_ORIGIN]);
    }
  });

  it("8 a minute per visitor, then 429", async () => {
    pinClock();
    for (let i = 0; i < 8; i++) expect((await login({ email: "nobody@fans.test", client_ip: "192.0.2.99" })).status).toBe(202);
    const over = await login({ email: "nobody@fans.test", client_ip: "192.0.2.99" });
    expect(over.status).toBe(429);
    expect(over.body.code).toBe("rate_limited");
  });
});

describe("POST /v1/ambassador-login-exchange", () => {
  it("answers a session of 8 hours and the return URL, once", async () => {
    const { token } = await linkFor(MEMBERS.mia.email);
    const res = await exchange(token);
    expect(res.status, res.text).toBe(200);
    expect(res.body).toEqual({ session: { token: expect.stringMatching(SESSION_TOKEN_PATTERN), expires_at: expect.any(String) }, return_url: `${STOREFRONT_ORIGIN}/ambassador` });
    const me = await getMe(api, res.body.session.token);
    expect(me.status).toBe(200);
    expect(me.body.membership.member.id).toBe(MEMBERS.mia.id);
    expect(me.body.session.expires_at).toBe(res.body.session.expires_at);

    const again = await exchange(token);
    expect(again.status).toBe(401);
    expect(again.body.code).toBe("invalid_key");
  });

  it("answers the same 401 invalid_key for malformed, unknown, expired, used and another crew's tokens", async () => {
    const { token: expired } = await linkFor(MEMBERS.mia.email);
    await api.database.db.update(ambassadorLoginTokens).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(ambassadorLoginTokens.tokenHash, hashMemberToken(expired)));
    await api.database.db.delete(sandboxEmails);
    const { token: theirs } = await linkFor(MEMBERS.noah.email);
    const answers = [
      await exchange("amb_lt_short"),
      await exchange(""),
      await exchange(`amb_lt_${"x".repeat(43)}`),
      await exchange(expired),
      await exchange(theirs, AMB_KEYS.harbour),
    ];
    const strip = (b: Record<string, unknown>) => ({ ...b, request_id: null, instance: null });
    for (const a of answers) {
      expect(a.status, a.text).toBe(401);
      expect(strip(a.body)).toEqual(strip(answers[0]!.body));
    }
    // Another crew's attempt does not spend it.
    expect((await exchange(theirs)).status).toBe(200);
  });

  it("a link stops working once its member is suspended", async () => {
    const { token } = await linkFor(MEMBERS.ana.email);
    const { ambassadorMembers } = await import("@/lib/db/schema");
    await api.database.db.update(ambassadorMembers).set({ status: "suspended" }).where(eq(ambassadorMembers.id, MEMBERS.ana.id));
    try {
      expect((await exchange(token)).status).toBe(401);
    } finally {
      await api.database.db.update(ambassadorMembers).set({ status: "active" }).where(eq(ambassadorMembers.id, MEMBERS.ana.id));
    }
  });

  it("never keeps the answer for its Idempotency-Key: a retry with the same key finds the token used (401), no second session", async () => {
    const { token } = await linkFor(MEMBERS.mia.email);
    const miasSessions = async () => api.database.db.select().from(ambassadorSessions).where(eq(ambassadorSessions.memberId, MEMBERS.mia.id));
    const before = (await miasSessions()).length;
    const headers = { "Idempotency-Key": "exchange-retry-1" };
    const first = await post(api, "/v1/ambassador-login-exchange", { token }, { headers });
    expect(first.status, first.text).toBe(200);
    const retry = await post(api, "/v1/ambassador-login-exchange", { token }, { headers });
    expect(retry.status, retry.text).toBe(401);
    expect(retry.body.code).toBe("invalid_key");
    expect(retry.headers.get("idempotent-replayed")).toBeNull();
    expect(retry.text).not.toContain(first.body.session.token);
    const sessions = await miasSessions();
    expect(sessions).toHaveLength(before + 1);
    expect(sessions.filter((x) => x.tokenHash === hashMemberToken(first.body.session.token))).toHaveLength(1);
  });

  it("two exchanges of one token at once give one session", async () => {
    const { token } = await linkFor(MEMBERS.noah.email);
    const answers = await Promise.all(Array.from({ length: 6 }, (_, i) => exchange(token, AMB_KEYS.storefront, { client_ip: `198.51.100.${i}` })));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.status === 401)).toHaveLength(5);
  });

  it("20 attempts a minute per visitor, then 429", async () => {
    pinClock();
    try {
      for (let i = 0; i < 20; i++) expect((await exchange(`amb_lt_${"y".repeat(43)}`, AMB_KEYS.storefront, { client_ip: "192.0.2.77" })).status).toBe(401);
      expect((await exchange(`amb_lt_${"y".repeat(43)}`, AMB_KEYS.storefront, { client_ip: "192.0.2.77" })).status).toBe(429);
    } finally {
      vi.useRealTimers();
    }
  });

  // "Limits counted per visitor use the `client_ip` the caller sends in the body; without it only the whole key is counted. The whole key has twenty times the per-visitor room." (core 8)
  it("without client_ip only the whole key counts (400 a minute): 50 attempts go past one visitor's 20", async () => {
    pinClock();
    try {
      for (let i = 0; i < 50; i++) {
        const res = await exchange(`amb_lt_${"y".repeat(43)}`, AMB_KEYS.storefront);
        if (res.status !== 401) throw new Error(`attempt ${i + 1}: ${res.status} ${res.text}`);
      }
    } finally {
      vi.useRealTimers();
    }
  });
});

describe("member sessions", () => {
  const SESSION_ROUTES: [string, unknown][] = [
    ["/v1/ambassador-profile", { first_name: "Mia" }],
    ["/v1/ambassador-claim", { reward_id: "a5000000-0000-4000-8000-000000000006" }],
    ["/v1/ambassador-email-preference", { opt_out: false }],
  ];

  it("401 invalid_key when the header is missing, malformed, unknown, expired, or minted by another crew's key", async () => {
    const expired = await sessionFor(api, MEMBERS.mia.id, { expiresAt: new Date(Date.now() - 1000) });
    const harbours = await sessionFor(api, MEMBERS.mia.id, { crewId: HARBOUR });
    const sessions = [null, "", "amb_st_nope", `amb_st_${"z".repeat(43)}`, expired, harbours];
    const strip = (b: Record<string, unknown>) => ({ ...b, request_id: null, instance: null });
    const first: Record<string, Record<string, unknown>> = {};
    for (const s of sessions) {
      const me = await getMe(api, s);
      expect(me.status, String(s)).toBe(401);
      expect(me.body.code).toBe("invalid_key");
      first.me ??= strip(me.body);
      expect(strip(me.body), `me ${s}`).toEqual(first.me);
      for (const [path, body] of SESSION_ROUTES) {
        const res = await post(api, path, body, s === null ? {} : { session: s });
        expect(res.status, `${path} ${s}`).toBe(401);
        expect(res.body.code).toBe("invalid_key");
        // One answer for every way a session fails: nothing tells a malformed one from an expired one.
        first[path] ??= strip(res.body);
        expect(strip(res.body), `${path} ${s}`).toEqual(first[path]);
      }
    }
    // Through the other crew's own key, a session of a programme it does not manage is no better.
    expect((await getMe(api, harbours, { key: AMB_KEYS.harbour })).status).toBe(401);
  });

  it("403 origin_not_allowed for a session sent by a browser, on every route that reads it", async () => {
    const s = await sessionFor(api, MEMBERS.mia.id);
    const me = await getMe(api, s, { origin: STOREFRONT_ORIGIN });
    expect(me.status).toBe(403);
    expect(me.body.code).toBe("origin_not_allowed");
    for (const [path, body] of SESSION_ROUTES) {
      const res = await post(api, path, body, { session: s, origin: STOREFRONT_ORIGIN });
      expect(res.status, path).toBe(403);
      expect(res.body.code).toBe("origin_not_allowed");
    }
    // Nothing was changed or ended: the session still works from a server.
    expect((await getMe(api, s)).status).toBe(200);
    // Without a session, a browser gets the 401 of any missing session.
    expect((await getMe(api, null, { origin: STOREFRONT_ORIGIN })).status).toBe(401);
  });
});

describe("POST /v1/ambassador-logout", () => {
  it("ends the named session and always answers 200 { ok: true }", async () => {
    const s = await sessionFor(api, MEMBERS.mia.id);
    const out = await post(api, "/v1/ambassador-logout", undefined, { session: s });
    expect(out.status, out.text).toBe(200);
    expect(out.body).toEqual({ ok: true });
    expect(await api.database.db.select().from(ambassadorSessions).where(eq(ambassadorSessions.tokenHash, hashMemberToken(s)))).toEqual([]);
    expect((await getMe(api, s)).status).toBe(401);
    for (const session of [undefined, s, "amb_st_nope", `amb_st_${"q".repeat(43)}`]) {
      const res = await post(api, "/v1/ambassador-logout", undefined, session ? { session } : {});
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ ok: true });
    }
  });

  it("answers 200 and ends the session sent by a browser too (the one route that takes a session with an Origin)", async () => {
    const s = await sessionFor(api, MEMBERS.mia.id);
    const out = await post(api, "/v1/ambassador-logout", undefined, { session: s, origin: STOREFRONT_ORIGIN });
    expect(out.status, out.text).toBe(200);
    expect(out.body).toEqual({ ok: true });
    expect((await getMe(api, s)).status).toBe(401);
    const none = await post(api, "/v1/ambassador-logout", undefined, { origin: STOREFRONT_ORIGIN });
    expect(none.status).toBe(200);
    expect(none.body).toEqual({ ok: true });
  });

  it("does not end a session through another crew's key", async () => {
    const s = await sessionFor(api, MEMBERS.mia.id);
    expect((await post(api, "/v1/ambassador-logout", undefined, { session: s, key: AMB_KEYS.harbour })).body).toEqual({ ok: true });
    expect((await getMe(api, s)).status).toBe(200);
  });
});
