/**
 * GET /api/platform/v1/emails, run through the pipeline directly (the platform API's list is
 * assembled elsewhere): the sandbox mailbox (the mail outbox's sandbox rows), newest first,
 * filtered by recipient, limited.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { platformApiEndpoints } from "@/lib/platform-api/endpoints";
import { mailOutbox } from "@/lib/db/schema";
import { runEndpoint } from "@/lib/server/in-process";
import { listEmails, mailEndpoints } from "@/lib/platform-api/mail/endpoints";
import { buildRequest, startApp, toApiResponse, type TestApp } from "../support/app";
import { KEYS, PLATFORM_TOKEN } from "../support/keys";

let api: TestApp;
const base = Date.parse("2026-03-01T10:00:00Z");
const at = (minutes: number) => new Date(base + minutes * 60_000);

beforeAll(async () => {
  api = await startApp(undefined, { endpoints: platformApiEndpoints });
  // 60 mails to one owner (one a minute), 3 to another, one with HTML; all delivered to the mailbox.
  const delivered = (sentAt: Date) => ({ createdAt: sentAt, sentAt, status: "sent", transport: "sandbox", attempts: 1 });
  const rows = [
    ...Array.from({ length: 60 }, (_, i) => ({ id: crypto.randomUUID(), to: "owner@nightshift.test", subject: `Notice ${i}`, text: `Body ${i}`, html: null, ...delivered(at(i)) })),
    ...[0, 1, 2].map((i) => ({ id: crypto.randomUUID(), to: "Owner@Harbour.test", subject: `Harbour ${i}`, text: "t", html: i === 2 ? "<p>t</p>" : null, ...delivered(at(100 + i)) })),
  ];
  await api.database.db.insert(mailOutbox).values(rows);
  // Mail for SMTP (queued, sent, failed) shares the table and is not in the mailbox.
  const smtp = (status: string, sentAt: Date | null) => ({ id: crypto.randomUUID(), to: "owner@nightshift.test", subject: `SMTP ${status}`, text: "t", createdAt: at(200), sentAt, status, transport: "smtp" });
  await api.database.db.insert(mailOutbox).values([smtp("queued", null), smtp("sent", at(201)), smtp("failed", null)]);
});
afterAll(() => api.close());

const list = async (query = "", token: string | null = PLATFORM_TOKEN) =>
  toApiResponse(await runEndpoint(listEmails, buildRequest("GET", `/platform/v1/emails${query}`, { key: token }), {}));

describe("GET /api/platform/v1/emails", () => {
  it("is the one route of the mail list", () => {
    expect(mailEndpoints).toEqual([listEmails]);
    expect(listEmails).toMatchObject({ method: "GET", path: "/platform/v1/emails", auth: "platform", cache: "no-store" });
  });

  it("lists every mail newest first, 50 by default", async () => {
    const res = await list();
    expect(res.status).toBe(200);
    expect(Object.keys(res.body)).toEqual(["data"]);
    expect(res.body.data).toHaveLength(50);
    expect(res.body.data.slice(0, 3).map((m: any) => m.subject)).toEqual(["Harbour 2", "Harbour 1", "Harbour 0"]);
    expect(res.body.data[3].subject).toBe("Notice 59");
    const times = res.body.data.map((m: any) => Date.parse(m.sent_at));
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  it("answers each mail with id, to, subject, text, html and sent_at", async () => {
    const res = await list("?limit=1");
    expect(res.body.data).toEqual([{ id: expect.stringMatching(/^[0-9a-f-]{36}$/), to: "Owner@Harbour.test", subject: "Harbour 2", text: "t", html: "<p>t</p>", sent_at: at(102).toISOString() }]);
    expect((await list("?limit=2")).body.data[1].html).toBeNull();
  });

  it("filters by recipient, without case", async () => {
    const res = await list("?to=owner@harbour.test");
    expect(res.status).toBe(200);
    expect(res.body.data.map((m: any) => m.subject)).toEqual(["Harbour 2", "Harbour 1", "Harbour 0"]);
    const owner = await list(`?to=${encodeURIComponent("owner@nightshift.test")}&limit=100`);
    expect(owner.body.data).toHaveLength(60);
    expect(owner.body.data.every((m: any) => m.to === "owner@nightshift.test")).toBe(true);
    expect(owner.body.data[0].subject).toBe("Notice 59");
    expect(owner.body.data[59].subject).toBe("Notice 0");
    expect((await list("?to=nobody@example.test")).body.data).toEqual([]);
  });

  it("takes a limit of 1 to 100", async () => {
    expect((await list("?limit=5")).body.data).toHaveLength(5);
    expect((await list("?limit=100")).body.data).toHaveLength(63);
    for (const bad of ["0", "101", "abc", "2.5"]) {
      const res = await list(`?limit=${bad}`);
      expect(res.status).toBe(400);
      expect(res.body.code).toBe("validation_error");
      expect(res.body.errors.map((e: any) => e.param)).toEqual(["limit"]);
    }
  });

  it("refuses an empty recipient and unknown parameters with 400", async () => {
    expect((await list("?to=")).body.errors.map((e: any) => e.param)).toEqual(["to"]);
    expect((await list("?cursor=x")).body.errors.map((e: any) => e.param)).toEqual(["cursor"]);
  });

  it("needs the platform token: 401 invalid_key without it, with a wrong one, or with an API key", async () => {
    for (const token of [null, "svc_plat_wrong", KEYS.secret]) {
      const res = await list("", token);
      expect(res.status).toBe(401);
      expect(res.body.code).toBe("invalid_key");
    }
  });
});
