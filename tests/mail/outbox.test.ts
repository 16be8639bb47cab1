/**
 * The mail outbox and its job (issue 24: "Mail is written to an outbox in the same transaction as
 * what causes it, and sent by the webhook driver with retries and backoff ... A sign-in link or an
 * order mail queued before a crash goes out after it."), against a small SMTP server:
 * a rolled-back mail is never sent; a queued mail survives a restart; a failure is retried at
 * 10 s, 1 min, 5 min, 30 min, 2 h, 6 h, then the mail fails; two jobs at once send each mail once.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { openPglite } from "@/lib/db/client";
import { mailOutbox } from "@/lib/db/schema";
import { claimDueMail, deliverDueMail, MAIL_BACKOFF_MS, MAIL_LEASE_MS, MAIL_MAX_ATTEMPTS, nextMailDue } from "@/lib/mail/deliver";
import { queueMail } from "@/lib/mail/queue";
import { installMailTransport, smtpTransport } from "@/lib/mail/transport";
import { startApp, type TestApp } from "../support/app";
import { startFakeSmtp, type FakeSmtp } from "./support/fake-smtp";

let api: TestApp;
let smtp: FakeSmtp;
const db = () => api.database.db;
const mail = (n: number | string) => ({ to: `fan${n}@example.test`, subject: `Mail ${n}`, text: `Body ${n}` });
const row = async (id: string) => (await db().select().from(mailOutbox).where(eq(mailOutbox.id, id)))[0]!;

beforeAll(async () => {
  api = await startApp(undefined, { endpoints: [] });
  smtp = await startFakeSmtp();
});
afterAll(async () => {
  await smtp.close();
  await api.close();
});
beforeEach(() => {
  installMailTransport(smtpTransport(smtp.url));
  smtp.received.length = 0;
  smtp.delayMs = 0;
});
afterEach(async () => {
  installMailTransport(null);
  vi.restoreAllMocks();
  await db().delete(mailOutbox);
});

describe("queued in the caller's transaction", () => {
  it("a mail queued in a transaction that rolls back is never sent", async () => {
    await expect(
      db().transaction(async (tx) => {
        await queueMail(tx, mail("rolled-back"));
        throw new Error("the cause failed");
      }),
    ).rejects.toThrow("the cause failed");
    expect(await db().$count(mailOutbox)).toBe(0);
    expect(await deliverDueMail(db())).toEqual([]);
    expect(smtp.received).toEqual([]);
  });

  it("a mail queued in a transaction that commits is sent by the job, over SMTP from MAIL_FROM", async () => {
    const { id } = await db().transaction((tx) => queueMail(tx, mail(1)));
    expect(await row(id)).toMatchObject({ status: "queued", attempts: 0, transport: "smtp", sentAt: null });
    expect(await deliverDueMail(db())).toEqual([{ id, status: "sent" }]);
    expect(smtp.received).toEqual([expect.objectContaining({ from: "no-reply@events.example.test", to: ["fan1@example.test"] })]);
    expect(smtp.received[0]!.data).toContain("Subject: Mail 1");
    expect(await row(id)).toMatchObject({ status: "sent", attempts: 1, transport: "smtp", messageId: expect.stringMatching(/^<.+>$/), lastError: null, nextAttemptAt: null });
  });
});

describe("a restart", () => {
  let dir: string;
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "mail-outbox-"));
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  it("a mail queued before a crash goes out after it; one whose sender died mid-attempt goes out when its lease runs out", async () => {
    // First life: a job claims one mail and dies before recording anything; another mail is queued, unsent.
    const first = await openPglite(dir);
    const inFlight = await first.db.transaction((tx) => queueMail(tx, mail("in-flight")));
    const claimedAt = new Date();
    expect((await claimDueMail(first.db, claimedAt, 10)).map((m) => m.id)).toEqual([inFlight.id]);
    const waiting = await first.db.transaction((tx) => queueMail(tx, mail("before-crash")));
    await first.close();
    expect(smtp.received).toEqual([]);

    // Second life on the same database: the driver sends what is due, the in-flight one after its lease.
    const second = await openPglite(dir);
    try {
      const now = new Date(claimedAt.getTime() + 1000);
      expect(await deliverDueMail(second.db, now)).toEqual([{ id: waiting.id, status: "sent" }]);
      expect(await deliverDueMail(second.db, new Date(claimedAt.getTime() + MAIL_LEASE_MS - 1))).toEqual([]);
      expect(await deliverDueMail(second.db, new Date(claimedAt.getTime() + MAIL_LEASE_MS))).toEqual([{ id: inFlight.id, status: "sent" }]);
      expect(smtp.received.map((m) => m.to[0]).sort()).toEqual(["fanbefore-crash@example.test", "fanin-flight@example.test"]);
      const rows = await second.db.select().from(mailOutbox);
      expect(rows.map((r) => [r.to, r.status, r.attempts]).sort()).toEqual([
        ["fanbefore-crash@example.test", "sent", 1],
        ["fanin-flight@example.test", "sent", 2],
      ]);
    } finally {
      await second.close();
    }
  });
});

describe("retries with backoff", () => {
  it("a refused send is retried 10 s later, then 1 min later, then sent once", async () => {
    smtp.refuseNext("451 4.3.0 Try again later", 2);
    const t0 = new Date();
    const { id } = await queueMail(db(), mail("retry"), t0);
    expect(await deliverDueMail(db(), t0)).toEqual([{ id, status: "queued", nextAttemptAt: new Date(t0.getTime() + 10_000) }]);
    expect(await row(id)).toMatchObject({ status: "queued", attempts: 1, lastError: "EMESSAGE 451" });
    expect(await nextMailDue(db())).toEqual(new Date(t0.getTime() + 10_000));
    // Not before its time.
    expect(await deliverDueMail(db(), new Date(t0.getTime() + 9_999))).toEqual([]);
    const t1 = new Date(t0.getTime() + 10_000);
    expect(await deliverDueMail(db(), t1)).toEqual([{ id, status: "queued", nextAttemptAt: new Date(t1.getTime() + 60_000) }]);
    expect(await deliverDueMail(db(), new Date(t1.getTime() + 59_999))).toEqual([]);
    expect(await deliverDueMail(db(), new Date(t1.getTime() + 60_000))).toEqual([{ id, status: "sent" }]);
    expect(smtp.received).toHaveLength(1);
    expect(await row(id)).toMatchObject({ status: "sent", attempts: 3, lastError: null });
  });

  it("waits 10 s, 1 min, 5 min, 30 min, 2 h and 6 h, then fails the mail after the seventh attempt (logged)", async () => {
    const errors = vi.spyOn(console, "error").mockImplementation(() => undefined);
    installMailTransport({
      send: async () => {
        throw Object.assign(new Error("connect ECONNREFUSED"), { code: "ECONNECTION" });
      },
    });
    expect(MAIL_BACKOFF_MS).toEqual([10_000, 60_000, 300_000, 1_800_000, 7_200_000, 21_600_000]);
    let now = new Date();
    const { id } = await queueMail(db(), mail("doomed"), now);
    const waits: number[] = [];
    for (let n = 1; n < MAIL_MAX_ATTEMPTS; n++) {
      const [outcome] = await deliverDueMail(db(), now);
      expect(outcome!.status).toBe("queued");
      const next = (outcome as { nextAttemptAt: Date }).nextAttemptAt;
      waits.push(next.getTime() - now.getTime());
      now = next;
    }
    expect(waits).toEqual(MAIL_BACKOFF_MS);
    expect(await deliverDueMail(db(), now)).toEqual([{ id, status: "failed" }]);
    expect(await row(id)).toMatchObject({ status: "failed", attempts: 7, lastError: "ECONNECTION", nextAttemptAt: null, sentAt: null });
    expect(await deliverDueMail(db(), new Date(now.getTime() + 86_400_000))).toEqual([]);
    expect(errors.mock.calls.map((c) => JSON.parse(String(c[0])))).toContainEqual(expect.objectContaining({ msg: "mail failed for good", mail_id: id, error: "ECONNECTION" }));
  });

  it("a recipient the server refuses for good (5xx) fails at once", async () => {
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    smtp.refuseNext("550 5.1.1 No such user", 1);
    const { id } = await queueMail(db(), mail("unknown"));
    expect(await deliverDueMail(db())).toEqual([{ id, status: "failed" }]);
    expect(await row(id)).toMatchObject({ status: "failed", attempts: 1, lastError: "EMESSAGE 550" });
  });
});

describe("two instances", () => {
  // On the embedded database (one connection) the two jobs queue, so this only passes; on
  // PostgreSQL (DATABASE_URL, CI's second pass) they run on a pool at once, and it fails when
  // the claim's FOR UPDATE SKIP LOCKED and lease are removed.
  it("two jobs running at once send each of 30 mails exactly once", async () => {
    smtp.delayMs = 20;
    const ids = new Set<string>();
    for (let i = 0; i < 30; i++) ids.add((await queueMail(db(), mail(`crowd${i}`))).id);
    const [a, b] = await Promise.all([deliverDueMail(db()), deliverDueMail(db())]);
    const sent = [...a!, ...b!].map((o) => o.id);
    expect(sent.sort()).toEqual([...ids].sort());
    expect(smtp.received).toHaveLength(30);
    expect(new Set(smtp.received.map((m) => m.to[0])).size).toBe(30);
    expect(await db().$count(mailOutbox, eq(mailOutbox.status, "sent"))).toBe(30);
  });
});
