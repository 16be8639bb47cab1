/**
 * The personal-data rule of the ambassador programme, across every route at once: a member's phone,
 * an access token other than the one a join or an exchange hands out, and an account never appear
 * in an answer, and no answer schema has a field that could carry them.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { memberEndpoints } from "@/lib/ambassadors/members/endpoints";
import { ambassadorEndpoints } from "@/lib/ambassadors/endpoints";
import { readWorld, startApp, type ApiResponse, type TestApp } from "../support/app";
import { HARBOUR, TRESOR, VOLT } from "./reads";
import { AMB_KEYS, MEMBERS, REWARDS, STOREFRONT_ORIGIN } from "./world";
import { post, sessionFor } from "./members/support";

let api: TestApp;
beforeAll(async () => {
  api = await startApp(readWorld("ambassadors"), { endpoints: [...ambassadorEndpoints, ...memberEndpoints] });
});
afterAll(() => api.close());
beforeEach(() => api.store.clear());

/** Every phone of the world in the forms an answer could hold it: E.164, without +, national. */
const PHONE_FORMS = Object.values(MEMBERS).flatMap((m) => [m.phone, m.phone.slice(1), `0${m.phone.slice(3)}`]);
const FORBIDDEN_KEYS = /^(phone|phone_number|account|account_id|user_id|access_token|token_hash|password)$/;

/** Every key name in a JSON value. */
function keysOf(v: unknown, out = new Set<string>()): Set<string> {
  if (Array.isArray(v)) for (const x of v) keysOf(x, out);
  else if (v && typeof v === "object") {
    for (const [k, x] of Object.entries(v)) {
      out.add(k);
      keysOf(x, out);
    }
  }
  return out;
}

function expectClean(r: ApiResponse, label: string, ownSession: string | null = null) {
  for (const p of PHONE_FORMS) expect(r.text, `${label}: phone ${p}`).not.toContain(p);
  for (const k of keysOf(r.body)) expect(k, `${label}: key ${k}`).not.toMatch(FORBIDDEN_KEYS);
  expect(r.text, `${label}: a sign-in token`).not.toMatch(/amb_lt_/);
  const sessions = r.text.match(/amb_st_[A-Za-z0-9_-]+/g) ?? [];
  expect(sessions, `${label}: a session other than the one it hands out`).toEqual(ownSession ? [ownSession] : []);
}

describe("no phone, token or account in any ambassador answer", () => {
  it("the reads, with the owner's key, for every programme and every member", async () => {
    const reads = [VOLT, TRESOR, HARBOUR].flatMap((o) => [`/v1/ambassador-program?${o}`, `/v1/ambassador-leaderboard?${o}`, `/v1/ambassador-rewards?${o}`, `/v1/ambassador-quests?${o}`, `/v1/ambassadors?${o}`, `/v1/ambassador-stats?${o}&from=2020-01-01&to=2020-12-31`, `/v1/ambassador-stats?${o}`]);
    for (const m of Object.values(MEMBERS)) reads.push(`/v1/ambassadors/${m.id}/ledger`, `/v1/ambassador-code?event_id=100&code=${m.code}`, `/v1/ambassadors?${VOLT}&q=${encodeURIComponent(m.email)}`);
    let answered = 0;
    for (const path of reads) {
      const r = await api.get(path, { key: AMB_KEYS.owner });
      expect([200, 404], path).toContain(r.status);
      if (r.status === 200) answered += 1;
      expectClean(r, path);
    }
    expect(answered).toBeGreaterThan(20);
  });

  it("the member page of every member, and the members-area writes", async () => {
    for (const m of Object.values(MEMBERS)) {
      const s = await sessionFor(api, m.id);
      const me = await api.get("/v1/ambassador-me", { key: AMB_KEYS.storefront, headers: { "X-Ambassador-Session": s } });
      expectClean(me, `me ${m.code}`);
    }
    const noah = await sessionFor(api, MEMBERS.noah.id);
    const writes: [string, unknown][] = [
      ["/v1/ambassador-profile", { locale: "de" }],
      ["/v1/ambassador-email-preference", { opt_out: false }],
      ["/v1/ambassador-claim", { reward_id: REWARDS.tshirt, answer: "M" }],
      ["/v1/ambassador-claim", { reward_id: REWARDS.backstage }],
      ["/v1/ambassador-login", { owner_type: "promoter", owner_id: 20, email: MEMBERS.noah.email, return_origin: STOREFRONT_ORIGIN }],
      ["/v1/ambassador-logout", undefined],
    ];
    for (const [path, body] of writes) expectClean(await post(api, path, body, { session: noah }), path);

    const existing = await post(api, "/v1/ambassador-register", { owner_type: "promoter", owner_id: 20, first_name: "Mia", last_name: "Keller", email: MEMBERS.mia.email, phone: MEMBERS.mia.phone });
    expect(existing.status).toBe(200);
    expectClean(existing, "register, existing");
    const taken = await post(api, "/v1/ambassador-register", { owner_type: "promoter", owner_id: 20, first_name: "X", last_name: "Y", email: "x.y@fans.test", phone: MEMBERS.mia.phone });
    expect(taken.status).toBe(409);
    expectClean(taken, "register, phone taken");
    const joined = await post(api, "/v1/ambassador-register", { owner_type: "promoter", owner_id: 20, first_name: "Pia", last_name: "Neu", email: "pia.neu@fans.test", phone: "+436607770001" });
    expect(joined.status, joined.text).toBe(201);
    expectClean(joined, "register, new", joined.body.session.token);
    expect(joined.text).not.toContain("6607770001");
  });

  it("no answer schema of the sixteen routes has a phone, account or token field beyond the session handed out", () => {
    const routes = [...ambassadorEndpoints, ...memberEndpoints];
    expect(routes).toHaveLength(16);
    for (const e of routes) {
      const schema = JSON.stringify(e.response.toJSONSchema?.() ?? {});
      const props = [...schema.matchAll(/"([a-z_]+)":\{/g)].map((x) => x[1]!);
      for (const p of props) expect(p, `${e.id}: ${p}`).not.toMatch(FORBIDDEN_KEYS);
      const tokens = props.filter((p) => p === "token");
      expect(tokens.length, e.id).toBe(["ambassador_register", "ambassador_login_exchange"].includes(e.id) ? 1 : 0);
    }
  });
});
