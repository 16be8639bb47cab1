/**
 * queueMail and the mail job's sending: the sandbox mailbox without SMTP (the outbox row, written
 * as delivered), nodemailer through the transport interface with it, and a failure kept as a
 * short code without the server's details.
 */
import nodemailer from "nodemailer";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { config } from "@/lib/config/config";
import { mailOutbox } from "@/lib/db/schema";
import { deliverDueMail, failureOf } from "@/lib/mail/deliver";
import { queueMail } from "@/lib/mail/queue";
import { installMailTransport, nodemailerTransport, smtpTransport, type MailTransport, type OutgoingMail } from "@/lib/mail/transport";
import { startApp, type TestApp } from "../support/app";

let api: TestApp;
const db = () => api.database.db;
beforeAll(async () => {
  api = await startApp(undefined, { endpoints: [] });
});
afterAll(() => api.close());
afterEach(async () => {
  installMailTransport(null);
  await db().delete(mailOutbox);
});

describe("without SMTP: the sandbox mailbox", () => {
  it("runs without SMTP_URL in tests", () => {
    expect(config().smtpUrl).toBeNull();
  });

  it("keeps the mail as an outbox row delivered to the mailbox, and answers with its id", async () => {
    const before = Date.now();
    const queued = await queueMail(db(), { to: "owner@nightshift.test", subject: "Hello", text: "Plain", html: "<p>Plain</p>" });
    expect(queued.id).toMatch(/^[0-9a-f-]{36}$/);
    const rows = await db().select().from(mailOutbox);
    expect(rows).toEqual([
      expect.objectContaining({ id: queued.id, to: "owner@nightshift.test", subject: "Hello", text: "Plain", html: "<p>Plain</p>", status: "sent", transport: "sandbox", nextAttemptAt: null, lastError: null }),
    ]);
    expect(rows[0]!.sentAt!.getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(rows[0]!.sentAt!.getTime()).toBeLessThanOrEqual(Date.now() + 1000);
    // Nothing is left for the job.
    expect(await deliverDueMail(db())).toEqual([]);
  });

  it("stores a mail without HTML with html null", async () => {
    for (const html of [undefined, null]) {
      const { id } = await queueMail(db(), { to: "a@example.test", subject: "s", text: "t", html });
      const rows = await db().select().from(mailOutbox);
      expect(rows.find((r) => r.id === id)!.html).toBeNull();
    }
  });
});

describe("with a transport: queued, then sent by the job through nodemailer", () => {
  it("queues the mail, and the job sends it from MAIL_FROM and keeps the message id", async () => {
    const seen: string[] = [];
    const inner = nodemailerTransport(nodemailer.createTransport({ jsonTransport: true }));
    installMailTransport({
      async send(mail) {
        const sent = await inner.send(mail);
        seen.push(sent.messageId);
        return sent;
      },
    });
    const { id } = await queueMail(db(), { to: "owner@nightshift.test", subject: "Rotated", text: "Plain", html: "<p>Plain</p>" });
    expect(await db().select().from(mailOutbox)).toEqual([expect.objectContaining({ id, status: "queued", transport: "smtp", attempts: 0, sentAt: null })]);
    expect(seen).toEqual([]);
    expect(await deliverDueMail(db())).toEqual([{ id, status: "sent" }]);
    const [row] = await db().select().from(mailOutbox);
    expect(row).toMatchObject({ status: "sent", transport: "smtp", attempts: 1, messageId: seen[0], nextAttemptAt: null });
    expect(seen[0]).toMatch(/^<.+@.+>$/);
  });

  it("hands the transport the sender, recipient, subject and both bodies", async () => {
    const handed: OutgoingMail[] = [];
    const messages: Record<string, any>[] = [];
    const json = nodemailer.createTransport({ jsonTransport: true });
    installMailTransport({
      async send(mail) {
        handed.push(mail);
        const info = await json.sendMail(mail);
        messages.push(JSON.parse(info.message as string));
        return { messageId: info.messageId };
      },
    });
    await queueMail(db(), { to: "owner@nightshift.test", subject: "With HTML", text: "Plain", html: "<p>Rich</p>" });
    await queueMail(db(), { to: "owner@nightshift.test", subject: "Text only", text: "Plain", html: null });
    await deliverDueMail(db());
    handed.sort((a, b) => a.subject.localeCompare(b.subject));
    messages.sort((a, b) => String(a.subject).localeCompare(String(b.subject)));
    expect(handed[1]).toEqual({ from: config().mailFrom, to: "owner@nightshift.test", subject: "With HTML", text: "Plain", html: "<p>Rich</p>" });
    expect(handed[0]).toEqual({ from: config().mailFrom, to: "owner@nightshift.test", subject: "Text only", text: "Plain" });
    expect(messages[1]).toMatchObject({ subject: "With HTML", text: "Plain", html: "<p>Rich</p>" });
    expect(messages[1]!.from.address).toBe("no-reply@events.example.test");
    expect(messages[1]!.to[0].address).toBe("owner@nightshift.test");
    expect(messages[0]!.html).toBeUndefined();
  });

  it("keeps a transport failure as a short code, without the server's details, and retries", async () => {
    const failing: MailTransport = {
      send: async () => {
        throw Object.assign(new Error("connect ECONNREFUSED 10.0.0.1:25 user:secret"), { code: "ECONNECTION" });
      },
    };
    installMailTransport(failing);
    const now = new Date();
    await queueMail(db(), { to: "owner@nightshift.test", subject: "s", text: "t" }, now);
    const [outcome] = await deliverDueMail(db(), now);
    expect(outcome).toMatchObject({ status: "queued", nextAttemptAt: new Date(now.getTime() + 10_000) });
    const [row] = await db().select().from(mailOutbox);
    expect(row).toMatchObject({ status: "queued", attempts: 1, lastError: "ECONNECTION", sentAt: null });
  });

  it("an SMTP server that cannot be reached is a connection failure, retried", async () => {
    installMailTransport(smtpTransport("smtp://127.0.0.1:9"));
    await queueMail(db(), { to: "owner@nightshift.test", subject: "s", text: "t" });
    const [outcome] = await deliverDueMail(db());
    expect(outcome!.status).toBe("queued");
    const [row] = await db().select().from(mailOutbox);
    expect(row!.lastError).toMatch(/^E[A-Z]+$/);
    expect(row!.lastError).not.toContain("127.0.0.1");
  });

  it("goes through streamTransport too: the raw message carries the headers", async () => {
    const stream = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });
    let raw = "";
    installMailTransport({
      async send(mail) {
        const info = await stream.sendMail(mail);
        raw = (info.message as Buffer).toString("utf8");
        return { messageId: info.messageId };
      },
    });
    await queueMail(db(), { to: "owner@nightshift.test", subject: "Streamed", text: "Body text" });
    await deliverDueMail(db());
    expect(raw).toMatch(/^From: Events API <no-reply@events\.example\.test>$/m);
    expect(raw).toMatch(/^To: owner@nightshift\.test$/m);
    expect(raw).toMatch(/^Subject: Streamed$/m);
    expect(raw).toContain("Body text");
  });
});

describe("failureOf: what a failed send leaves in last_error", () => {
  it("a code and the server's reply number, never its words; only a refused envelope or message is final", () => {
    expect(failureOf(Object.assign(new Error("x"), { code: "EMESSAGE", responseCode: 451, response: "451 try later, says mx.secret.test" }))).toEqual({ code: "EMESSAGE 451", permanent: false });
    expect(failureOf(Object.assign(new Error("x"), { code: "EENVELOPE", responseCode: 550 }))).toEqual({ code: "EENVELOPE 550", permanent: true });
    expect(failureOf(Object.assign(new Error("x"), { code: "EAUTH", responseCode: 535 }))).toEqual({ code: "EAUTH 535", permanent: false });
    expect(failureOf(new Error("no code"))).toEqual({ code: "ERROR", permanent: false });
    expect(failureOf({ code: "not a code: smtp://u:p@host" })).toEqual({ code: "ERROR", permanent: false });
  });
});
