/** sendMail: the sandbox mailbox without SMTP, nodemailer through the transport interface with it. */
import nodemailer from "nodemailer";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { sandboxEmails } from "@/lib/db/schema";
import { isProblem } from "@/lib/http/problem";
import { sendMail } from "@/lib/mail/send";
import { installMailTransport, nodemailerTransport, smtpTransport, type MailTransport, type OutgoingMail } from "@/lib/mail/transport";
import { config } from "@/lib/config/config";
import { startApp, type TestApp } from "../support/app";

let api: TestApp;
beforeAll(async () => {
  api = await startApp();
});
afterAll(() => api.close());
afterEach(async () => {
  installMailTransport(null);
  await api.database.db.delete(sandboxEmails);
});

describe("without SMTP: the sandbox mailbox", () => {
  it("runs without SMTP_URL in tests", () => {
    expect(config().smtpUrl).toBeNull();
  });

  it("keeps the mail as a row and answers with its id", async () => {
    const before = Date.now();
    const sent = await sendMail(api.database.db, { to: "owner@nightshift.test", subject: "Hello", text: "Plain", html: "<p>Plain</p>" });
    expect(sent.id).toMatch(/^[0-9a-f-]{36}$/);
    const rows = await api.database.db.select().from(sandboxEmails);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ id: sent.id, to: "owner@nightshift.test", subject: "Hello", text: "Plain", html: "<p>Plain</p>" });
    expect(rows[0]!.sentAt.getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(rows[0]!.sentAt.getTime()).toBeLessThanOrEqual(Date.now() + 1000);
  });

  it("stores a mail without HTML with html null", async () => {
    for (const html of [undefined, null]) {
      const { id } = await sendMail(api.database.db, { to: "a@example.test", subject: "s", text: "t", html });
      const rows = await api.database.db.select().from(sandboxEmails);
      expect(rows.find((r) => r.id === id)!.html).toBeNull();
    }
  });
});

describe("with a transport: nodemailer", () => {
  it("sends from MAIL_FROM through nodemailer's jsonTransport and writes no sandbox row", async () => {
    const seen: string[] = [];
    const json = nodemailer.createTransport({ jsonTransport: true });
    const inner = nodemailerTransport(json);
    installMailTransport({
      async send(mail) {
        const sent = await inner.send(mail);
        seen.push(sent.messageId);
        return sent;
      },
    });

    const sent = await sendMail(api.database.db, { to: "owner@nightshift.test", subject: "Rotated", text: "Plain", html: "<p>Plain</p>" });
    expect(sent.id).toBe(seen[0]);
    expect(sent.id).toMatch(/^<.+@.+>$/);
    expect(await api.database.db.select().from(sandboxEmails)).toHaveLength(0);
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
    await sendMail(api.database.db, { to: "owner@nightshift.test", subject: "With HTML", text: "Plain", html: "<p>Rich</p>" });
    await sendMail(api.database.db, { to: "owner@nightshift.test", subject: "Text only", text: "Plain", html: null });
    expect(handed[0]).toEqual({ from: config().mailFrom, to: "owner@nightshift.test", subject: "With HTML", text: "Plain", html: "<p>Rich</p>" });
    expect(handed[1]).toEqual({ from: config().mailFrom, to: "owner@nightshift.test", subject: "Text only", text: "Plain" });
    expect(messages[0]).toMatchObject({ subject: "With HTML", text: "Plain", html: "<p>Rich</p>" });
    expect(messages[0]!.from.address).toBe("no-reply@events.example.test");
    expect(messages[0]!.to[0].address).toBe("owner@nightshift.test");
    expect(messages[1]!.html).toBeUndefined();
  });

  it("turns a transport failure into upstream_error, without the server's details", async () => {
    const failing: MailTransport = {
      send: async () => {
        throw Object.assign(new Error("connect ECONNREFUSED 10.0.0.1:25 user:secret"), { code: "ECONNECTION" });
      },
    };
    installMailTransport(failing);
    const error = await sendMail(api.database.db, { to: "owner@nightshift.test", subject: "s", text: "t" }).catch((e: unknown) => e);
    expect(isProblem(error)).toBe(true);
    expect(isProblem(error) && error.code).toBe("upstream_error");
    expect(isProblem(error) && error.status).toBe(502);
    expect(String((error as Error).message)).toContain("ECONNECTION");
    expect(String((error as Error).message)).not.toContain("secret");
    expect(await api.database.db.select().from(sandboxEmails)).toHaveLength(0);
  });

  it("an SMTP server that cannot be reached is upstream_error", async () => {
    installMailTransport(smtpTransport("smtp://127.0.0.1:9"));
    const error = await sendMail(api.database.db, { to: "owner@nightshift.test", subject: "s", text: "t" }).catch((e: unknown) => e);
    expect(isProblem(error) && error.code).toBe("upstream_error");
    expect(String((error as Error).message)).not.toContain("127.0.0.1");
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
    await sendMail(api.database.db, { to: "owner@nightshift.test", subject: "Streamed", text: "Body text" });
    expect(raw).toMatch(/^From: Events API <no-reply@events\.example\.test>$/m);
    expect(raw).toMatch(/^To: owner@nightshift\.test$/m);
    expect(raw).toMatch(/^Subject: Streamed$/m);
    expect(raw).toContain("Body text");
  });
});
