/** Key rotation mails the crew owner once it commits; a mail that cannot be sent keeps the rotation. */
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { sandboxEmails } from "@/lib/db/schema";
import { installMailTransport, type OutgoingMail } from "@/lib/mail/transport";
import { startApp, type TestApp } from "../support/app";
import { KEYS } from "../support/keys";

let api: TestApp;
beforeEach(async () => {
  api = await startApp();
});
afterEach(async () => {
  installMailTransport(null);
  vi.restoreAllMocks();
  await api.close();
});

describe("key rotation mail", () => {
  it("lands in the sandbox mailbox, to the crew owner", async () => {
    const res = await api.post("/v1/keys/rotate", {}, { key: KEYS.secret });
    expect(res.status).toBe(201);
    const mail = await api.database.db.select().from(sandboxEmails);
    expect(mail).toEqual([expect.objectContaining({ to: "owner@nightshift.test", subject: 'API key "Server" was rotated', html: null })]);
    expect(mail[0]!.text).toContain(res.body.previous.expires_at);
  });

  it("goes over the transport when one is set, from MAIL_FROM", async () => {
    const handed: OutgoingMail[] = [];
    installMailTransport({ send: async (m) => (handed.push(m), { messageId: "<1@test>" }) });
    expect((await api.post("/v1/keys/rotate", {}, { key: KEYS.secret })).status).toBe(201);
    expect(handed).toEqual([expect.objectContaining({ from: "Events API <no-reply@events.example.test>", to: "owner@nightshift.test", subject: 'API key "Server" was rotated' })]);
    expect(await api.database.db.select().from(sandboxEmails)).toEqual([]);
  });

  it("keeps the rotation when the mail server fails, and logs it", async () => {
    const errors = vi.spyOn(console, "error").mockImplementation(() => undefined);
    installMailTransport({
      send: async () => {
        throw Object.assign(new Error("down"), { code: "ECONNECTION" });
      },
    });
    const res = await api.post("/v1/keys/rotate", {}, { key: KEYS.secret });
    expect(res.status).toBe(201);
    expect((await api.get("/v1/me", { key: res.body.key })).status).toBe(200);
    const logged = errors.mock.calls.map((c) => JSON.parse(String(c[0])));
    expect(logged).toContainEqual(expect.objectContaining({ level: "error", msg: "email not sent", to: "owner@nightshift.test", key_id: res.body.previous.id }));
  });
});
