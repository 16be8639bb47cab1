/** Key rotation queues the crew owner's mail in its transaction; a mail that cannot be sent yet keeps the rotation and waits for a retry. */
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { keyEndpoints } from "@/lib/auth/endpoints";
import { crewEndpoints } from "@/lib/crew/endpoints";
import { mailOutbox, sandboxEmails } from "@/lib/db/schema";
import { deliverDueMail } from "@/lib/mail/deliver";
import { installMailTransport, type OutgoingMail } from "@/lib/mail/transport";
import { startApp, type TestApp } from "../support/app";
import { KEYS } from "../support/keys";

let api: TestApp;
beforeEach(async () => {
  api = await startApp(undefined, { endpoints: [...keyEndpoints, ...crewEndpoints] });
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
    // Queued with the rotation; the mail job sends it.
    expect(await api.database.db.select().from(mailOutbox)).toEqual([expect.objectContaining({ status: "queued", transport: "smtp", to: "owner@nightshift.test" })]);
    await deliverDueMail(api.database.db);
    expect(handed).toEqual([expect.objectContaining({ from: "Events API <no-reply@events.example.test>", to: "owner@nightshift.test", subject: 'API key "Server" was rotated' })]);
    expect(await api.database.db.select().from(mailOutbox)).toEqual([expect.objectContaining({ status: "sent", transport: "smtp", messageId: "<1@test>" })]);
  });

  it("keeps the rotation when the mail server fails; the mail waits for its retry", async () => {
    installMailTransport({
      send: async () => {
        throw Object.assign(new Error("down"), { code: "ECONNECTION" });
      },
    });
    const res = await api.post("/v1/keys/rotate", {}, { key: KEYS.secret });
    expect(res.status).toBe(201);
    expect((await api.get("/v1/me", { key: res.body.key })).status).toBe(200);
    await deliverDueMail(api.database.db);
    expect(await api.database.db.select().from(mailOutbox)).toEqual([expect.objectContaining({ status: "queued", attempts: 1, lastError: "ECONNECTION", to: "owner@nightshift.test" })]);
  });
});
