/** POST /v1/ambassador-register: new, existing, refused, validation, reach, limits, seats under concurrency. */
import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { ambassadorEndpoints } from "@/lib/ambassadors/endpoints";
import { memberEndpoints } from "@/lib/ambassadors/members/endpoints";
import { SESSION_TOKEN_PATTERN, SESSION_TTL_MS, hashMemberToken } from "@/lib/ambassadors/rules";
import { ambassadorMembers, ambassadorPrograms, ambassadorSessions } from "@/lib/db/schema";
import { config, readConfig } from "@/lib/config/config";
import { readWorld, startApp, type TestApp } from "../../support/app";
import { pinClock } from "../../traffic/clock";
import { expectNotFound } from "../../support/expect";
import { AMB_KEYS, MEMBERS, PROGRAMMES } from "../world";
import { NIGHTSHIFT, getMe, post } from "./support";

let api: TestApp;
beforeAll(async () => {
  api = await startApp(readWorld("ambassadors"), { endpoints: [...ambassadorEndpoints, ...memberEndpoints] });
  // The service's own blocked addresses, as AMBASSADOR_BLOCKED_EMAILS gives them.
  config().ambassadorBlockedEmails.splice(0, Infinity, ...readConfig({ AMBASSADOR_BLOCKED_EMAILS: "blocked.test, nope@fans.test" }).ambassadorBlockedEmails);
});
afterAll(() => api.close());
afterEach(() => vi.useRealTimers());
beforeEach(() => api.store.clear());

const VOLT = { owner_type: "promoter", owner_id: 20 };
const TRESOR = { owner_type: "venue", owner_id: 30 };
let n = 0;
/** A new person each call (unique phone and address). */
const person = (extra: Record<string, unknown> = {}) => {
  n += 1;
  return { ...VOLT, first_name: "Tina", last_name: "Neu", email: `tina${n}@fans.test`, phone: `+43660${String(7000000 + n)}`, ...extra };
};
const register = (body: unknown, opts: { key?: string; headers?: Record<string, string> } = {}) => post(api, "/v1/ambassador-register", body, opts);
const db = () => api.database.db;
const seats = async (id: string) => (await db().select({ s: ambassadorPrograms.seatsLeft }).from(ambassadorPrograms).where(eq(ambassadorPrograms.id, id)))[0]!.s;
const setProgramme = (id: string, v: Partial<typeof ambassadorPrograms.$inferInsert>) => db().update(ambassadorPrograms).set(v).where(eq(ambassadorPrograms.id, id));
const mia = { ...VOLT, first_name: "Mia", last_name: "Keller", email: MEMBERS.mia.email, phone: MEMBERS.mia.phone };

describe("a new member", () => {
  it("is created (201) with a code, status active on an auto-approving programme, a session of 8 hours, and one seat taken", async () => {
    const before = await seats(PROGRAMMES.volt.id);
    const body = person({ locale: "de" });
    const started = Date.now();
    const res = await register(body);
    expect(res.status, res.text).toBe(201);
    expect(res.headers.get("cache-control")).toBe("private, no-store");
    expect(res.body).toEqual({ created: true, member_id: expect.any(String), code: expect.stringMatching(/^TN-[A-HJ-KMNP-Z2-9]{4}$/), status: "active", session: { token: expect.stringMatching(SESSION_TOKEN_PATTERN), expires_at: expect.any(String) } });
    const expires = Date.parse(res.body.session.expires_at);
    expect(expires).toBeGreaterThanOrEqual(started + SESSION_TTL_MS - 1000);
    expect(expires).toBeLessThanOrEqual(Date.now() + SESSION_TTL_MS);
    expect(await seats(PROGRAMMES.volt.id)).toBe(before - 1);

    const [row] = await db().select().from(ambassadorMembers).where(eq(ambassadorMembers.id, res.body.member_id));
    expect(row).toMatchObject({ programId: PROGRAMMES.volt.id, firstName: "Tina", email: body.email, phone: body.phone, locale: "de", status: "active", code: res.body.code, xp: 0, creditBalance: 0 });
    // Only the hash of the session is stored.
    const sessions = await db().select().from(ambassadorSessions).where(eq(ambassadorSessions.memberId, res.body.member_id));
    expect(sessions).toEqual([expect.objectContaining({ tokenHash: hashMemberToken(res.body.session.token), crewId: NIGHTSHIFT })]);
    expect(JSON.stringify(sessions)).not.toContain(res.body.session.token);
    // The phone is never answered.
    expect(res.text).not.toContain(body.phone.slice(1));

    const me = await getMe(api, res.body.session.token);
    expect(me.status, me.text).toBe(200);
    expect(me.body.membership.member).toEqual({ id: res.body.member_id, first_name: "Tina", last_name: "Neu", status: "active", code: res.body.code });
  });

  it("starts pending on a programme that does not approve automatically", async () => {
    await setProgramme(PROGRAMMES.tresor.id, { signupOpen: true });
    try {
      const res = await register(person(TRESOR));
      expect(res.status, res.text).toBe(201);
      expect(res.body.status).toBe("pending");
      expect(res.body.session).not.toBeNull();
    } finally {
      await setProgramme(PROGRAMMES.tresor.id, { signupOpen: false });
    }
  });

  it("normalises the phone: written with spaces or 00 it is the same number", async () => {
    const res = await register(person({ phone: "0043 660 765 4321" }));
    expect(res.status, res.text).toBe(201);
    const [row] = await db().select({ phone: ambassadorMembers.phone }).from(ambassadorMembers).where(eq(ambassadorMembers.id, res.body.member_id));
    expect(row!.phone).toBe("+436607654321");
    const again = await register({ ...VOLT, first_name: "Tina", last_name: "Neu", email: res.body.member_id && (await db().select({ e: ambassadorMembers.email }).from(ambassadorMembers).where(eq(ambassadorMembers.id, res.body.member_id)))[0]!.e, phone: "+43 660 7654321" });
    expect(again.status, again.text).toBe(200);
    expect(again.body.member_id).toBe(res.body.member_id);
  });
});

describe("an existing member", () => {
  it("with the same phone and e-mail is answered (200, created false) without a session, e-mail compared without case", async () => {
    const before = await seats(PROGRAMMES.volt.id);
    for (const email of [MEMBERS.mia.email, MEMBERS.mia.email.toUpperCase()]) {
      const res = await register({ ...mia, email });
      expect(res.status, res.text).toBe(200);
      expect(res.body).toEqual({ created: false, member_id: MEMBERS.mia.id, code: MEMBERS.mia.code, status: "active", session: null });
    }
    expect(await seats(PROGRAMMES.volt.id)).toBe(before);
  });

  it("is answered even while sign-up is closed", async () => {
    const res = await register({ ...TRESOR, first_name: "Tom", last_name: "Weber", email: MEMBERS.tom.email, phone: MEMBERS.tom.phone });
    expect(res.status, res.text).toBe(200);
    expect(res.body).toMatchObject({ created: false, member_id: MEMBERS.tom.id, code: MEMBERS.tom.code, session: null });
  });

  it("'s phone under another e-mail, or e-mail under another phone, is 409 already_registered", async () => {
    for (const body of [{ ...mia, email: "other@fans.test" }, { ...mia, phone: "+436601111111" }]) {
      const res = await register(body);
      expect(res.status, res.text).toBe(409);
      expect(res.body).toMatchObject({ code: "conflict", reason: "already_registered" });
      expect(res.text).not.toContain(MEMBERS.mia.id);
    }
  });
});

describe("sign-up closed", () => {
  it("answers 409 signup_closed while the organiser has sign-up off", async () => {
    const res = await register(person(TRESOR));
    expect(res.status, res.text).toBe(409);
    expect(res.body).toMatchObject({ code: "conflict", reason: "signup_closed" });
  });

  it("answers 409 signup_closed once no seat is left, and takes the last seats exactly once under concurrency", async () => {
    await setProgramme(PROGRAMMES.volt.id, { seatsLeft: 3 });
    try {
      const answers = await Promise.all(Array.from({ length: 8 }, (_, i) => register(person({ client_ip: `198.51.100.${i + 1}` }))));
      expect(answers.filter((a) => a.status === 201)).toHaveLength(3);
      for (const a of answers.filter((x) => x.status !== 201)) expect(a.body, a.text).toMatchObject({ code: "conflict", reason: "signup_closed" });
      expect(await seats(PROGRAMMES.volt.id)).toBe(0);
      const codes = answers.filter((a) => a.status === 201).map((a) => a.body.code);
      expect(new Set(codes).size).toBe(3);
    } finally {
      await setProgramme(PROGRAMMES.volt.id, { seatsLeft: 40 });
    }
  });
});

describe("refused bodies", () => {
  const errorsOf = async (body: unknown) => {
    const res = await register(body);
    expect(res.status, res.text).toBe(422);
    expect(res.body.code).toBe("validation_error");
    return res.body.errors.map((e: { param: string }) => e.param);
  };

  it("422 for missing or invalid fields", async () => {
    expect(await errorsOf({})).toEqual(expect.arrayContaining(["owner_type", "owner_id", "first_name", "last_name", "email", "phone"]));
    expect(await errorsOf(person({ owner_type: "artist" }))).toEqual(["owner_type"]);
    expect(await errorsOf(person({ owner_id: 0 }))).toEqual(["owner_id"]);
    expect(await errorsOf(person({ first_name: "x".repeat(121) }))).toEqual(["first_name"]);
    expect(await errorsOf(person({ last_name: "" }))).toEqual(["last_name"]);
    expect(await errorsOf(person({ email: "not-an-address" }))).toEqual(["email"]);
    expect(await errorsOf(person({ locale: "de-AT-xyz" }))).toEqual(["locale"]);
    expect(await errorsOf(person({ instagram: "x" }))).toEqual(["instagram"]);
  });

  it("422 for a phone that is not a real number in international form", async () => {
    for (const phone of ["12345", "0660 1234501", "+43 1", "+1 555 000 0000 000", "call me"]) expect(await errorsOf(person({ phone }))).toEqual(["phone"]);
  });

  it("reads the blocked addresses from AMBASSADOR_BLOCKED_EMAILS (a comma list; none by default)", () => {
    expect(readConfig({ AMBASSADOR_BLOCKED_EMAILS: " a.test ,b@c.test,," }).ambassadorBlockedEmails).toEqual(["a.test", "b@c.test"]);
    expect(readConfig({}).ambassadorBlockedEmails).toEqual([]);
  });

  it("422 for throw-away and blocked addresses, any case, subdomains included", async () => {
    for (const email of ["x@mailinator.com", "x@MAILINATOR.com", "x@eu.yopmail.com", "x@blocked.test", "x@sub.blocked.test", "NOPE@fans.test"]) {
      expect(await errorsOf(person({ email }))).toEqual(["email"]);
    }
    // A neighbour of a blocked address is fine.
    expect((await register(person({ email: `yes${n}@fans.test` }))).status).toBe(201);
  });
});

describe("reach", () => {
  it("answers the same 404 for an owner without a programme, one outside the crew's pages, and another crew's programme", async () => {
    const none = await register(person({ owner_id: 999999 }));
    const outside = await register(person({ owner_type: "promoter", owner_id: PROGRAMMES.outside.owner.id }));
    const harbours = await register(person({ owner_type: "promoter", owner_id: PROGRAMMES.harbour.owner.id }));
    const fromHarbour = await register(person(), { key: AMB_KEYS.harbour });
    for (const r of [none, outside, harbours, fromHarbour]) expectNotFound(r);
    const strip = (b: Record<string, unknown>) => ({ ...b, request_id: null, instance: null });
    expect(strip(outside.body)).toEqual(strip(none.body));
    expect(strip(harbours.body)).toEqual(strip(none.body));
  });
});

describe("retries and limits", () => {
  it("an answer with a session is never kept for its Idempotency-Key: the retry answers the member without one; a 200 is replayed", async () => {
    const body = person();
    const headers = { "Idempotency-Key": `reg-${n}` };
    const first = await register(body, { headers });
    expect(first.status, first.text).toBe(201);
    const second = await register(body, { headers });
    expect(second.status, second.text).toBe(200);
    expect(second.body).toMatchObject({ created: false, member_id: first.body.member_id, session: null });
    expect(second.headers.get("idempotent-replayed")).toBeNull();
    const third = await register(body, { headers });
    expect(third.headers.get("idempotent-replayed")).toBe("true");
    expect(third.body).toEqual(second.body);
  });

  it("30 a minute per visitor, then 429 with Retry-After; another visitor is not held back", async () => {
    pinClock();
    try {
      for (let i = 0; i < 30; i++) expect((await register({ ...mia, client_ip: "192.0.2.50" })).status).toBe(200);
      const over = await register({ ...mia, client_ip: "192.0.2.50" });
      expect(over.status).toBe(429);
      expect(over.body.code).toBe("rate_limited");
      expect(Number(over.headers.get("retry-after"))).toBeGreaterThan(0);
      expect((await register({ ...mia, client_ip: "192.0.2.51" })).status).toBe(200);
    } finally {
      vi.useRealTimers();
    }
  });

  it("300 a day per programme, whatever the visitor; another programme still answers", { timeout: 120_000 }, async () => {
    pinClock();
    // Two keys of the crew share the programme's day (and neither reaches its own write allowance).
    for (let i = 0; i < 300; i++) {
      const r = await register({ ...mia, client_ip: `10.0.${Math.floor(i / 25)}.${i % 25}` }, { key: i % 2 ? AMB_KEYS.owner : AMB_KEYS.storefront });
      expect(r.status, `call ${i + 1}`).toBe(200);
    }
    const over = await register({ ...mia, client_ip: "10.9.9.9" });
    expect(over.status).toBe(429);
    expect(over.body.code).toBe("rate_limited");
    const tom = await register({ ...TRESOR, first_name: "Tom", last_name: "Weber", email: MEMBERS.tom.email, phone: MEMBERS.tom.phone, client_ip: "10.9.9.9" });
    expect(tom.status, tom.text).toBe(200);
  });
});
