/** POST /v1/newsletter-signup and /v1/newsletter-unsubscribe, and the confirmation link, on the ticket-sales world. */
import { createHash } from "node:crypto";
import { and, asc, eq, sql } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { newsletterEndpoints } from "@/lib/newsletter/endpoints";
import { newsletterSubscriptions, sandboxEmails } from "@/lib/db/schema";
import { confirmSubscription } from "@/lib/newsletter/confirm";
import { readWorld, startApp, type ApiResponse, type TestApp } from "../support/app";
import { expectNotFound } from "../support/expect";
import { TICKET_KEYS } from "../tickets/world";
import { pinClock } from "../traffic/clock";

let api: TestApp;
beforeAll(async () => {
  api = await startApp(readWorld("tickets"), { endpoints: newsletterEndpoints });
});
afterAll(() => api.close());
afterEach(() => vi.useRealTimers());
beforeEach(async () => {
  await api.store.clear();
  await api.database.db.delete(newsletterSubscriptions);
  await api.database.db.delete(sandboxEmails);
});

/** Promoter 20 (Volt Collective) and artist 10 are nightshift's; promoter 21 is harbour's. */
/** Per-minute windows are aligned to the clock: start a limit test well inside a minute. */
const awayFromMinuteEdge = async () => {
  const into = Date.now() % 60_000;
  if (into > 45_000) await new Promise((r) => setTimeout(r, 60_500 - into));
};

const VOLT = { type: "promoter", id: 20 };
const ADA = { type: "artist", id: 10 };

const signup = (body: Record<string, unknown>, key: string = TICKET_KEYS.writes, headers?: Record<string, string>) => api.post("/v1/newsletter-signup", body, { key, headers });
const unsub = (body: Record<string, unknown>, key: string = TICKET_KEYS.writes) => api.post("/v1/newsletter-unsubscribe", body, { key });

const mails = (to: string) => api.database.db.select().from(sandboxEmails).where(eq(sandboxEmails.to, to)).orderBy(asc(sandboxEmails.sentAt));
const linkIn = (text: string) => {
  const m = /(http\S+\/newsletter\/confirm\?t=(\S+))/.exec(text);
  expect(m).not.toBeNull();
  return { url: m![1]!, token: decodeURIComponent(m![2]!) };
};
const row = async (owner: { type: string; id: number }, email: string) => {
  const [r] = await api.database.db
    .select()
    .from(newsletterSubscriptions)
    .where(and(eq(newsletterSubscriptions.ownerType, owner.type as "promoter"), eq(newsletterSubscriptions.ownerId, owner.id), sql`lower(${newsletterSubscriptions.email}) = ${email.toLowerCase()}`));
  return r;
};
const hash = (token: string) => createHash("sha256").update(token).digest("hex");
const accepted = (r: ApiResponse) => {
  expect(r.status).toBe(202);
  expect(r.body).toEqual({ status: "accepted" });
};

describe("POST /v1/newsletter-signup", () => {
  it("answers 202, keeps a pending subscription with a hashed token and mails a link that confirms it", async () => {
    accepted(await signup({ owner: VOLT, email: "fan@example.com", first_name: "Kim", locale: "de" }));
    const sent = await mails("fan@example.com");
    expect(sent).toHaveLength(1);
    expect(sent[0]!.subject).toBe("Confirm your subscription to Volt Collective");
    expect(sent[0]!.text).toContain("Hi Kim,");
    const { url, token } = linkIn(sent[0]!.text);
    expect(url.startsWith("http://localhost:3000/newsletter/confirm?t=")).toBe(true);

    const pending = await row(VOLT, "fan@example.com");
    expect(pending).toMatchObject({ status: "pending", firstName: "Kim", locale: "de", confirmedAt: null });
    expect(pending!.confirmTokenHash).toBe(hash(token));
    const days = (pending!.confirmExpiresAt!.getTime() - pending!.createdAt.getTime()) / 86_400_000;
    expect(days).toBe(7);

    expect(await confirmSubscription(api.database.db, token, new Date())).toEqual({ state: "confirmed", page: "Volt Collective" });
    expect(await row(VOLT, "fan@example.com")).toMatchObject({ status: "confirmed" });
    expect(await confirmSubscription(api.database.db, token, new Date())).toEqual({ state: "already_confirmed", page: "Volt Collective" });
  });

  it("answers alike for a confirmed address and sends nothing more", async () => {
    await signup({ owner: VOLT, email: "fan@example.com" });
    await confirmSubscription(api.database.db, linkIn((await mails("fan@example.com"))[0]!.text).token, new Date());
    accepted(await signup({ owner: VOLT, email: "FAN@example.com" }));
    expect(await mails("fan@example.com")).toHaveLength(1);
    expect(await mails("FAN@example.com")).toHaveLength(0);
    expect(await row(VOLT, "fan@example.com")).toMatchObject({ status: "confirmed" });
  });

  it("mails a new link to a pending address and retires the earlier one", async () => {
    await signup({ owner: VOLT, email: "fan@example.com" });
    await signup({ owner: VOLT, email: "fan@example.com" });
    const sent = await mails("fan@example.com");
    expect(sent).toHaveLength(2);
    // Mails sent in the same millisecond have no order: the row's hash tells the newer link.
    const tokens = sent.map((m) => linkIn(m.text).token);
    expect(tokens[0]).not.toBe(tokens[1]);
    const current = (await row(VOLT, "fan@example.com"))!.confirmTokenHash;
    const newer = tokens.find((t) => hash(t) === current)!;
    const older = tokens.find((t) => t !== newer)!;
    expect(await confirmSubscription(api.database.db, older, new Date())).toEqual({ state: "invalid" });
    expect((await confirmSubscription(api.database.db, newer, new Date())).state).toBe("confirmed");
  });

  it("keeps one subscription per page and address in any case, and one per page", async () => {
    await signup({ owner: VOLT, email: "Fan@Example.com" });
    await signup({ owner: VOLT, email: "fan@example.com" });
    await signup({ owner: ADA, email: "fan@example.com" });
    const rows = await api.database.db.select().from(newsletterSubscriptions);
    expect(rows.map((r) => `${r.ownerType}:${r.ownerId}`).sort()).toEqual(["artist:10", "promoter:20"]);
  });

  it("does not confirm with an expired, unknown or malformed link", async () => {
    await signup({ owner: VOLT, email: "fan@example.com" });
    const { token } = linkIn((await mails("fan@example.com"))[0]!.text);
    const eightDays = new Date(Date.now() + 8 * 86_400_000);
    expect(await confirmSubscription(api.database.db, token, eightDays)).toEqual({ state: "invalid" });
    expect(await confirmSubscription(api.database.db, `nlc_${"A".repeat(43)}`, new Date())).toEqual({ state: "invalid" });
    expect(await confirmSubscription(api.database.db, "nope", new Date())).toEqual({ state: "invalid" });
    expect(await row(VOLT, "fan@example.com")).toMatchObject({ status: "pending" });
  });

  it("answers one 404 for a page the crew does not manage", async () => {
    const misses = await Promise.all([
      signup({ owner: { type: "promoter", id: 21 }, email: "fan@example.com" }), // harbour's
      signup({ owner: { type: "promoter", id: 22 }, email: "fan@example.com" }), // nobody's
      signup({ owner: { type: "venue", id: 999999 }, email: "fan@example.com" }),
      unsub({ owner: { type: "artist", id: 13 }, email: "fan@example.com" }),
    ]);
    for (const r of misses) expectNotFound(r);
    expect(await mails("fan@example.com")).toHaveLength(0);
    accepted(await signup({ owner: { type: "promoter", id: 21 }, email: "fan@example.com" }, TICKET_KEYS.harbour));
  });

  it("refuses a bad body with 422 naming the fields", async () => {
    const r = await signup({ owner: { type: "event", id: 0 }, email: "not-an-address", locale: "pt", shoe_size: 42 });
    expect(r.status).toBe(422);
    expect(r.body.code).toBe("validation_error");
    const params = r.body.errors.map((e: { param: string }) => e.param);
    expect(params).toEqual(expect.arrayContaining(["owner.type", "owner.id", "email", "locale"]));
    expect((await signup({ email: "fan@example.com" })).status).toBe(422);
  });

  it("needs write:newsletter", async () => {
    const r = await signup({ owner: VOLT, email: "fan@example.com" }, TICKET_KEYS.checkout);
    expect(r.status).toBe(403);
    expect(r.body.code).toBe("missing_scope");
  });

  it("replays an Idempotency-Key without a second mail", async () => {
    const headers = { "Idempotency-Key": "signup-1" };
    accepted(await signup({ owner: VOLT, email: "fan@example.com" }, TICKET_KEYS.writes, headers));
    const again = await signup({ owner: VOLT, email: "fan@example.com" }, TICKET_KEYS.writes, headers);
    accepted(again);
    expect(again.headers.get("idempotent-replayed")).toBe("true");
    expect(await mails("fan@example.com")).toHaveLength(1);
    expect((await signup({ owner: ADA, email: "fan@example.com" }, TICKET_KEYS.writes, headers)).status).toBe(422);
  });
});

describe("POST /v1/newsletter-unsubscribe", () => {
  it("marks a confirmed subscription unsubscribed; a later sign-up starts again with a new confirmation", async () => {
    await signup({ owner: VOLT, email: "fan@example.com" });
    const first = linkIn((await mails("fan@example.com"))[0]!.text).token;
    await confirmSubscription(api.database.db, first, new Date());
    accepted(await unsub({ owner: VOLT, email: "FAN@example.com" }));
    const gone = await row(VOLT, "fan@example.com");
    expect(gone).toMatchObject({ status: "unsubscribed", confirmTokenHash: null });
    expect(gone!.unsubscribedAt).toBeInstanceOf(Date);
    expect(await confirmSubscription(api.database.db, first, new Date())).toEqual({ state: "invalid" });

    accepted(await signup({ owner: VOLT, email: "fan@example.com" }));
    expect(await row(VOLT, "fan@example.com")).toMatchObject({ status: "pending" });
    const sent = await mails("fan@example.com");
    expect(sent).toHaveLength(2);
    const fresh = sent.map((m) => linkIn(m.text).token).find((t) => t !== first)!;
    expect((await confirmSubscription(api.database.db, fresh, new Date())).state).toBe("confirmed");
  });

  it("retires a pending link, and answers alike for an unknown address", async () => {
    await signup({ owner: VOLT, email: "fan@example.com" });
    const token = linkIn((await mails("fan@example.com"))[0]!.text).token;
    accepted(await unsub({ owner: VOLT, email: "fan@example.com" }));
    expect(await confirmSubscription(api.database.db, token, new Date())).toEqual({ state: "invalid" });
    accepted(await unsub({ owner: VOLT, email: "stranger@example.com" }));
    expect(await row(VOLT, "stranger@example.com")).toBeUndefined();
  });
});

describe("limits", () => {
  it("sends an address at most 3 confirmation mails a day, then answers 202 and changes nothing", async () => {
    pinClock();
    for (const owner of [VOLT, ADA, { type: "venue", id: 30 }]) accepted(await signup({ owner, email: "busy@example.com" }));
    accepted(await signup({ owner: { type: "artist", id: 11 }, email: "BUSY@example.com" }));
    expect(await mails("busy@example.com")).toHaveLength(3);
    expect(await mails("BUSY@example.com")).toHaveLength(0);
    expect(await row({ type: "artist", id: 11 }, "busy@example.com")).toBeUndefined();
    // Another address is unaffected.
    accepted(await signup({ owner: { type: "artist", id: 11 }, email: "calm@example.com" }));
    expect(await mails("calm@example.com")).toHaveLength(1);
  });

  it("allows 10 sign-ups a minute per visitor, apart from other visitors", async () => {
    pinClock();
    await awayFromMinuteEdge();
    for (let i = 0; i < 10; i++) accepted(await signup({ owner: VOLT, email: `v${i}@example.com`, client_ip: "203.0.113.5" }));
    const over = await signup({ owner: VOLT, email: "v10@example.com", client_ip: "203.0.113.5" });
    expect(over.status).toBe(429);
    expect(over.body.code).toBe("rate_limited");
    expect(Number(over.headers.get("retry-after"))).toBeGreaterThan(0);
    accepted(await signup({ owner: VOLT, email: "v11@example.com", client_ip: "203.0.113.6" }));
    accepted(await unsub({ owner: VOLT, email: "v1@example.com", client_ip: "203.0.113.5" }));
  });

  // "Limits counted per visitor use the `client_ip` the caller sends in the body; without it only the whole key is counted. The whole key has twenty times the per-visitor room." (core 8)
  it("counts only the whole key without client_ip: 25 sign-ups in a minute are all accepted, and the key stops at 200", async () => {
    pinClock();
    await awayFromMinuteEdge();
    for (let i = 0; i < 25; i++) accepted(await signup({ owner: VOLT, email: `k${i}@example.com` }));
    for (let i = 25; i < 200; i++) {
      const res = await signup({ owner: VOLT, email: `k${i}@example.com` });
      if (res.status !== 202) throw new Error(`sign-up ${i + 1}: ${res.status} ${res.text}`);
    }
    const over = await signup({ owner: VOLT, email: "k200@example.com" });
    expect(over.status).toBe(429);
    expect(over.body.code).toBe("rate_limited");
    // The whole key's room is spent: a named visitor is refused too.
    expect((await signup({ owner: VOLT, email: "named@example.com", client_ip: "203.0.113.9" })).status).toBe(429);
  }, 60_000);
});
