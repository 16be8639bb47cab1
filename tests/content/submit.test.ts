/** POST /v1/forms/{slug}/submit on the ticket-sales world. */
import { eq, sql } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { contentEndpoints } from "@/lib/content/endpoints";
import { submitFormEndpoint } from "@/lib/content/forms/submit-endpoint";
import { eventOutbox, formResponses, forms } from "@/lib/db/schema";
import { readWorld, startApp, type ApiResponse, type TestApp } from "../support/app";
import { expectNotFound } from "../support/expect";
import { FORMS, TICKET_KEYS } from "../tickets/world";
import { pinClock } from "../traffic/clock";

let api: TestApp;
beforeAll(async () => {
  api = await startApp(readWorld("tickets"), { endpoints: [...contentEndpoints, submitFormEndpoint] });
});
afterAll(() => api.close());
afterEach(() => vi.useRealTimers());
beforeEach(async () => {
  await api.store.clear();
  // Give back the places earlier tests took.
  await api.database.db.delete(formResponses);
  await api.database.db.update(forms).set({ responses: 4 }).where(eq(forms.slug, FORMS.lastPlace));
  await api.database.db.update(forms).set({ responses: 3 }).where(eq(forms.slug, FORMS.volunteers));
});

/** Per-minute windows are aligned to the clock: start a limit test well inside a minute. */
const awayFromMinuteEdge = async () => {
  const into = Date.now() % 60_000;
  if (into > 45_000) await new Promise((r) => setTimeout(r, 60_500 - into));
};

const submit = (slug: string, body: unknown, key: string = TICKET_KEYS.writes, headers?: Record<string, string>) => api.post(`/v1/forms/${slug}/submit`, body, { key, headers });
const count = async (slug: string) => (await api.database.db.select({ n: forms.responses }).from(forms).where(eq(forms.slug, slug)))[0]!.n;
const CONTACT = { email: "kim@example.com", first_name: "Kim", last_name: "Ode", marketing_opt_in: false };
const GOOD = { answers: { email: "kim@example.com", age: 31, size: "M" } };
const params = (r: ApiResponse) => r.body.errors.map((e: { param: string }) => e.param).sort();

describe("POST /v1/forms/{slug}/submit", () => {
  it("records a response, counts it once and emits form.submitted", async () => {
    const r = await submit(FORMS.volunteers, { answers: { name: "  Kim Ode ", shifts: "Sat" }, contact: { ...CONTACT, phone: "+43 660 1234501" }, locale: "de" });
    expect(r.status).toBe(201);
    expect(r.body).toEqual({ id: expect.stringMatching(/^[0-9a-f-]{36}$/), completed_at: expect.any(String) });
    expect(Math.abs(Date.parse(r.body.completed_at) - Date.now())).toBeLessThan(60_000);
    expect(await count(FORMS.volunteers)).toBe(4);
    const [row] = await api.database.db.select().from(formResponses).where(eq(formResponses.id, r.body.id));
    expect(row).toMatchObject({ locale: "de", answers: { name: "Kim Ode", shifts: "Sat" }, contact: { ...CONTACT, phone: "+43 660 1234501" } });
    const events = await api.database.db.select().from(eventOutbox).where(sql`${eventOutbox.subject}->>'response_id' = ${r.body.id}`);
    expect(events.map((e) => e.type)).toEqual(["form.submitted"]);
  });

  it("takes an optional question left out, with the request's locale by default", async () => {
    const r = await submit(FORMS.lastPlace, GOOD);
    expect(r.status).toBe(201);
    const [row] = await api.database.db.select().from(formResponses).where(eq(formResponses.id, r.body.id));
    expect(row).toMatchObject({ locale: "en", answers: GOOD.answers, contact: null });
  });

  it("gives 20 concurrent submissions (20 visitors) for the last place exactly one 201; the others 409 full", async () => {
    const all = await Promise.all(Array.from({ length: 20 }, (_, i) => submit(FORMS.lastPlace, { answers: { email: `p${i}@example.com`, age: 20 + i, size: "S" }, client_ip: `198.51.100.${i + 1}` })));
    expect(all.filter((r) => r.status === 201)).toHaveLength(1);
    const refused = all.filter((r) => r.status !== 201);
    expect(refused).toHaveLength(19);
    for (const r of refused) expect(r.body).toMatchObject({ status: 409, code: "conflict", reason: "full" });
    expect(await count(FORMS.lastPlace)).toBe(5);
    const rows = await api.database.db.select().from(formResponses).innerJoin(forms, eq(forms.id, formResponses.formId)).where(eq(forms.slug, FORMS.lastPlace));
    expect(rows).toHaveLength(1);
  });

  it("refuses wrong answers with one error per question, and unknown keys", async () => {
    const r = await submit(FORMS.lastPlace, { answers: { email: "not-an-address", age: "31", size: "XL", note: 5, colour: "red" } });
    expect(r.status).toBe(422);
    expect(r.body.code).toBe("validation_error");
    expect(params(r)).toEqual(["answers.age", "answers.colour", "answers.email", "answers.note", "answers.size"]);
    const missing = await submit(FORMS.lastPlace, { answers: { email: "  ", size: null } });
    expect(params(missing)).toEqual(["answers.age", "answers.email", "answers.size"]);
    expect(missing.body.errors[0].message).toBe("Is required.");
    expect(await count(FORMS.lastPlace)).toBe(4);
  });

  it("requires contact on a form that captures it, and refuses it on one that does not", async () => {
    const without = await submit(FORMS.volunteers, { answers: { name: "Kim" } });
    expect(without.status).toBe(422);
    expect(params(without)).toEqual(["contact"]);
    const unwanted = await submit(FORMS.lastPlace, { ...GOOD, contact: CONTACT });
    expect(params(unwanted)).toEqual(["contact"]);
    const partial = await submit(FORMS.volunteers, { answers: { name: "Kim" }, contact: { email: "kim@example.com", first_name: "Kim", last_name: "Ode" } });
    expect(partial.status).toBe(422);
    expect(params(partial)).toEqual(["contact.marketing_opt_in"]);
    expect(await count(FORMS.volunteers)).toBe(3);
  });

  it("answers 409 with the reason for closed, scheduled, full and empty forms, before checking answers", async () => {
    for (const [slug, reason] of [
      [FORMS.closed, "closed"],
      [FORMS.scheduled, "scheduled"],
      [FORMS.full, "full"],
      [FORMS.empty, "empty"],
    ] as const) {
      const r = await submit(slug, { answers: { nope: 1 } });
      expect(r.status, slug).toBe(409);
      expect(r.body).toMatchObject({ code: "conflict", reason });
    }
  });

  it("answers one 404 for a draft, an unknown slug, a malformed slug and another crew's form", async () => {
    for (const r of [
      await submit(FORMS.draft, { answers: {} }),
      await submit("no-such-form", { answers: {} }),
      await submit("Bad_Slug", { answers: {} }),
      await submit(FORMS.harbour, { answers: { name: "Kim" } }),
    ]) expectNotFound(r);
    expect((await submit(FORMS.harbour, { answers: { name: "Kim" } }, TICKET_KEYS.harbour)).status).toBe(201);
  });

  it("needs write:forms", async () => {
    const r = await submit(FORMS.lastPlace, GOOD, TICKET_KEYS.checkout);
    expect(r.status).toBe(403);
    expect(r.body.code).toBe("missing_scope");
  });

  it("replays an Idempotency-Key without a second response", async () => {
    const headers = { "Idempotency-Key": "form-1" };
    const first = await submit(FORMS.lastPlace, GOOD, TICKET_KEYS.writes, headers);
    const again = await submit(FORMS.lastPlace, GOOD, TICKET_KEYS.writes, headers);
    expect(first.status).toBe(201);
    expect(again.status).toBe(201);
    expect(again.body).toEqual(first.body);
    expect(again.headers.get("idempotent-replayed")).toBe("true");
    expect(await count(FORMS.lastPlace)).toBe(5);
    expect((await submit(FORMS.lastPlace, { answers: { ...GOOD.answers, age: 40 } }, TICKET_KEYS.writes, headers)).body.code).toBe("idempotency_mismatch");
  });

  it("never replays one form's answer for another: the same key and body sent to another form is 422 idempotency_mismatch", async () => {
    const headers = { "Idempotency-Key": "form-2" };
    expect((await submit(FORMS.lastPlace, GOOD, TICKET_KEYS.writes, headers)).status).toBe(201);
    const other = await submit(FORMS.volunteers, GOOD, TICKET_KEYS.writes, headers);
    expect(other.status).toBe(422);
    expect(other.body.code).toBe("idempotency_mismatch");
    expect(other.headers.get("idempotent-replayed")).toBeNull();
  });

  it("allows 10 submissions a minute per visitor", async () => {
    pinClock();
    await awayFromMinuteEdge();
    await api.database.db.update(forms).set({ maxResponses: null }).where(eq(forms.slug, FORMS.lastPlace));
    try {
      for (let i = 0; i < 10; i++) expect((await submit(FORMS.lastPlace, { ...GOOD, client_ip: "192.0.2.1" })).status).toBe(201);
      const over = await submit(FORMS.lastPlace, { ...GOOD, client_ip: "192.0.2.1" });
      expect(over.status).toBe(429);
      expect(over.body.code).toBe("rate_limited");
      expect((await submit(FORMS.lastPlace, { ...GOOD, client_ip: "192.0.2.2" })).status).toBe(201);
    } finally {
      await api.database.db.update(forms).set({ maxResponses: 5 }).where(eq(forms.slug, FORMS.lastPlace));
    }
  });

  // "Limits counted per visitor use the `client_ip` the caller sends in the body; without it only the whole key is counted. The whole key has twenty times the per-visitor room." (core 8)
  it("without client_ip counts only the whole key: more than one visitor's 10 a minute are accepted", async () => {
    pinClock();
    await awayFromMinuteEdge();
    await api.database.db.update(forms).set({ maxResponses: null }).where(eq(forms.slug, FORMS.lastPlace));
    try {
      for (let i = 0; i < 25; i++) expect((await submit(FORMS.lastPlace, GOOD)).status).toBe(201);
    } finally {
      await api.database.db.update(forms).set({ maxResponses: 5 }).where(eq(forms.slug, FORMS.lastPlace));
    }
  });
});
