/**
 * One answer for every bad member credential, whatever its length or characters: the sign-in token
 * of the exchange, the session header of every route that reads it, and logout, which never fails.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { ambassadorEndpoints } from "@/lib/ambassadors/endpoints";
import { memberEndpoints } from "@/lib/ambassadors/members/endpoints";
import { SESSION_HEADER, hashMemberToken } from "@/lib/ambassadors/rules";
import { ambassadorLoginTokens, ambassadorSessions, sandboxEmails } from "@/lib/db/schema";
import { readWorld, startApp, type ApiResponse, type TestApp } from "../../support/app";
import { AMB_KEYS, MEMBERS, REWARDS, STOREFRONT_ORIGIN } from "../world";
import { getMe, mailsTo, post, sessionFor, tokenIn } from "./support";

let api: TestApp;
beforeAll(async () => {
  api = await startApp(readWorld("ambassadors"), { endpoints: [...ambassadorEndpoints, ...memberEndpoints] });
});
afterAll(() => api.close());
beforeEach(async () => {
  await api.store.clear();
  await api.database.db.delete(sandboxEmails);
  await api.database.db.delete(ambassadorLoginTokens);
});

/** A fresh visitor per call, so the per-visitor limits never stand between the answers compared. */
let visitor = 0;
const clientIp = () => `198.51.100.${(visitor++ % 250) + 1}`;

/** Headers whose values change from call to call by design (request id, the key's rate-limit counters). */
const VARYING = new Set(["x-request-id", "ratelimit", "x-ratelimit-remaining", "x-ratelimit-reset", "date"]);
const strip = (b: Record<string, unknown>) => ({ ...b, request_id: null, instance: null });

/** Identical answers: status, body (but request_id and instance), and every header name and stable value. */
function expectSameAnswer(a: ApiResponse, b: ApiResponse, what: string) {
  expect(a.status, `${what}: ${a.text}`).toBe(b.status);
  expect(strip(a.body), what).toEqual(strip(b.body));
  const names = (r: ApiResponse) => [...r.headers.keys()].sort();
  expect(names(a), what).toEqual(names(b));
  for (const name of names(b)) if (!VARYING.has(name)) expect(a.headers.get(name), `${what}: ${name}`).toBe(b.headers.get(name));
}

const exchange = (body: unknown) => api.post("/v1/ambassador-login-exchange", body, { key: AMB_KEYS.storefront });
const UNKNOWN_TOKEN = `amb_lt_${"k".repeat(43)}`;

describe("POST /v1/ambassador-login-exchange: any bad token is the one 401", () => {
  // Spec 4.12: "401 invalid_key for malformed, unknown, expired or used token (identical)".
  it("a token of 201, 1000 or 10 000 characters answers exactly as an unknown token", async () => {
    const unknown = await exchange({ token: UNKNOWN_TOKEN, client_ip: clientIp() });
    expect(unknown.status, unknown.text).toBe(401);
    expect(unknown.body).toMatchObject({ code: "invalid_key", status: 401 });
    for (const token of ["x".repeat(201), "x".repeat(1000), "x".repeat(10_000), `amb_lt_${"a".repeat(194)}`, `amb_lt_${"a".repeat(10_000)}`]) {
      expectSameAnswer(await exchange({ token, client_ip: clientIp() }), unknown, `${token.length} characters`);
    }
  });

  // Spec 4.12: "401 invalid_key for malformed, unknown, expired or used token (identical)".
  it("odd characters, a wrong prefix and the empty string answer exactly as an unknown token", async () => {
    const unknown = await exchange({ token: UNKNOWN_TOKEN, client_ip: clientIp() });
    const odd = [
      "",
      " ",
      "amb_lt_",
      `amb_lt_${"ü".repeat(43)}`,
      "🙂".repeat(300),
      `amb_lt_ ${"k".repeat(42)}`,
      ` ${UNKNOWN_TOKEN} `,
      `amb_lt_$%^&*(){}[]<>'"\\;--`,
      `amb_lt_${"k".repeat(43)}\u0000`,
      `amb_lt_\n${"k".repeat(42)}`,
      `amb_st_${"k".repeat(43)}`,
      `AMB_LT_${"k".repeat(43)}`,
      "' OR 1=1 --",
    ];
    for (const token of odd) expectSameAnswer(await exchange({ token, client_ip: clientIp() }), unknown, JSON.stringify(token));
  });

  // Spec 4.12: "Single use. 401 invalid_key for malformed ... token (identical)": a near miss spends nothing.
  it("a real token with a space or a character too many is refused like any other, and the real token still works once", async () => {
    expect((await post(api, "/v1/ambassador-login", { owner_type: "promoter", owner_id: 20, email: MEMBERS.mia.email, return_origin: STOREFRONT_ORIGIN })).status).toBe(202);
    const [mail] = await mailsTo(api, MEMBERS.mia.email);
    const { token } = tokenIn(mail!.text);
    const unknown = await exchange({ token: UNKNOWN_TOKEN, client_ip: clientIp() });
    for (const near of [`${token} `, `${token}x`, token.slice(0, -1), token.toUpperCase()]) {
      expectSameAnswer(await exchange({ token: near, client_ip: clientIp() }), unknown, JSON.stringify(near));
    }
    const ok = await exchange({ token, client_ip: clientIp() });
    expect(ok.status, ok.text).toBe(200);
    expectSameAnswer(await exchange({ token, client_ip: clientIp() }), unknown, "used");
  });

  // Spec 4.12: "token (required ...)": its absence is a malformed body (422), not a bad credential.
  it("a missing token, or one that is not a string, is 422 validation_error naming token", async () => {
    for (const body of [{}, { client_ip: clientIp() }, { token: null }, { token: 123 }, { token: ["amb_lt_x"] }, { token: { v: UNKNOWN_TOKEN } }]) {
      const res = await exchange(body);
      expect(res.status, JSON.stringify(body)).toBe(422);
      expect(res.body.code).toBe("validation_error");
      expect(res.body.errors).toEqual([{ param: "token", message: expect.any(String) }]);
    }
  });
});

describe("X-Ambassador-Session: any bad session is the one 401", () => {
  const UNKNOWN_SESSION = `amb_st_${"u".repeat(43)}`;
  const BAD = [
    "s".repeat(201),
    "s".repeat(1000),
    "s".repeat(10_000),
    `amb_st_${"u".repeat(194)}`,
    `amb_st_${"u".repeat(10_000)}`,
    "amb_st_ÿÿÿéé",
    `amb_st_ ${"u".repeat(42)}`,
    "amb_st_$%^&*(){}[]<>'\";--",
    `amb_lt_${"u".repeat(43)}`,
  ];
  const ROUTES: [string, Record<string, unknown>][] = [
    ["/v1/ambassador-profile", { first_name: "Mia" }],
    ["/v1/ambassador-claim", { reward_id: REWARDS.lastPoster }],
    ["/v1/ambassador-email-preference", { opt_out: true }],
  ];

  // Spec 4.12 (ambassador-me): "401 invalid_key when the header is missing, malformed, expired or invalid".
  it("on GET /v1/ambassador-me, a header of 201 to 10 000 characters or odd characters answers exactly as an unknown session", async () => {
    const unknown = await getMe(api, UNKNOWN_SESSION);
    expect(unknown.status, unknown.text).toBe(401);
    expect(unknown.body.code).toBe("invalid_key");
    for (const s of BAD) expectSameAnswer(await getMe(api, s), unknown, `me ${s.slice(0, 20)}… (${s.length})`);
  });

  // Spec 4.12 (profile, claim, email-preference): "401 invalid_key" (one answer for every bad session).
  it("on profile, claim and e-mail preference, any bad header answers exactly as an unknown session, and changes nothing", async () => {
    const before = await getMe(api, await sessionFor(api, MEMBERS.mia.id));
    for (const [path, body] of ROUTES) {
      const unknown = await post(api, path, { ...body, client_ip: clientIp() }, { session: UNKNOWN_SESSION });
      expect(unknown.status, unknown.text).toBe(401);
      expect(unknown.body.code).toBe("invalid_key");
      for (const s of BAD) expectSameAnswer(await post(api, path, { ...body, client_ip: clientIp() }, { session: s }), unknown, `${path} ${s.slice(0, 20)}… (${s.length})`);
    }
    const after = await getMe(api, await sessionFor(api, MEMBERS.mia.id));
    expect(after.body.membership).toEqual(before.body.membership);
  });

  // Spec 4.12 (logout): "always 200 `{ ok: true }`, even with no session or no header".
  it("logout answers 200 { ok: true } to every one of them", async () => {
    for (const s of BAD) {
      const res = await post(api, "/v1/ambassador-logout", undefined, { session: s });
      expect(res.status, res.text).toBe(200);
      expect(res.body).toEqual({ ok: true });
    }
  });
});

describe("POST /v1/ambassador-logout never fails on what it is sent", () => {
  const logout = (body: unknown, headers: Record<string, string> = {}) => api.post("/v1/ambassador-logout", body, { key: AMB_KEYS.storefront, headers });
  const JUNK: [unknown, Record<string, string>][] = [
    [{ token: "x", anything: [1, 2] }, {}],
    [[1, 2, 3], {}],
    ["null", {}],
    ["{not json", {}],
    ["{not json", { "Content-Type": "text/plain" }],
    ["hello=world", { "Content-Type": "application/x-www-form-urlencoded" }],
    ["<logout/>", { "Content-Type": "application/xml" }],
    ["x".repeat(60_000), { "Content-Type": "application/octet-stream" }],
  ];

  // Spec 4.12: "always 200 `{ ok: true }`, even with no session or no header".
  it("answers 200 { ok: true } with a junk body, with or without a header, of any length", async () => {
    for (const [body, headers] of JUNK) {
      for (const session of [null, `amb_st_${"q".repeat(43)}`, "q".repeat(10_000)]) {
        const res = await logout(body, { ...headers, ...(session ? { [SESSION_HEADER]: session } : {}) });
        expect(res.status, `${JSON.stringify(body).slice(0, 40)} ${JSON.stringify(headers)}: ${res.text}`).toBe(200);
        expect(res.body).toEqual({ ok: true });
      }
    }
  });

  // Spec 4.12: "`POST /v1/ambassador-logout` | none; header names the session": the body is ignored, the session ends.
  it("ends the named session whatever body comes with it", async () => {
    for (const [body, headers] of JUNK) {
      const s = await sessionFor(api, MEMBERS.mia.id);
      const res = await logout(body, { ...headers, [SESSION_HEADER]: s });
      expect(res.status, res.text).toBe(200);
      expect(await api.database.db.select().from(ambassadorSessions).where(eq(ambassadorSessions.tokenHash, hashMemberToken(s)))).toEqual([]);
    }
  });

  // Not a 4.12 rule but the pipeline's for every request (docs/guides/ambassadors-members-area.md, step 7):
  // a body over 64 KB is 413 payload_too_large before any route reads it.
  it("is 413 only for a body over the 64 KB limit of every request", async () => {
    const res = await logout("x".repeat(64 * 1024 + 1), { "Content-Type": "text/plain" });
    expect(res.status).toBe(413);
    expect(res.body.code).toBe("payload_too_large");
  });
});
