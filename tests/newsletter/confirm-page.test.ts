/** The confirmation link: opening it changes nothing (a mail scanner subscribes nobody); its Confirm button does. */
import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { newsletterEndpoints } from "@/lib/newsletter/endpoints";
import { POST as confirmButton } from "@/app/newsletter/confirm/submit/route";
import { newsletterSubscriptions, sandboxEmails } from "@/lib/db/schema";
import { linkState } from "@/lib/newsletter/confirm";
import { readWorld, startApp, type TestApp } from "../support/app";
import { TICKET_KEYS } from "../tickets/world";

let api: TestApp;
beforeAll(async () => {
  api = await startApp(readWorld("tickets"), { endpoints: newsletterEndpoints });
});
afterAll(() => api.close());
beforeEach(async () => {
  await api.store.clear();
  await api.database.db.delete(newsletterSubscriptions);
  await api.database.db.delete(sandboxEmails);
});

async function signUp(email: string): Promise<string> {
  const r = await api.post("/v1/newsletter-signup", { owner: { type: "promoter", id: 20 }, email }, { key: TICKET_KEYS.writes });
  expect(r.status).toBe(202);
  const [mail] = await api.database.db.select().from(sandboxEmails).where(eq(sandboxEmails.to, email)).orderBy(asc(sandboxEmails.sentAt));
  const m = /\/newsletter\/confirm\?t=(\S+)/.exec(mail!.text);
  expect(m).not.toBeNull();
  return decodeURIComponent(m![1]!);
}

const press = (token: string) => {
  const form = new FormData();
  form.set("t", token);
  return confirmButton(new Request("http://localhost:3000/newsletter/confirm/submit", { method: "POST", body: form }));
};
const status = async (email: string) => (await api.database.db.select({ status: newsletterSubscriptions.status }).from(newsletterSubscriptions).where(eq(newsletterSubscriptions.email, email)))[0]?.status;

describe("newsletter confirmation page", () => {
  it("reads a pending link without confirming it", async () => {
    const token = await signUp("scan@example.com");
    expect(await linkState(api.database.db, token, new Date())).toEqual({ state: "pending", page: "Volt Collective" });
    expect(await linkState(api.database.db, token, new Date())).toEqual({ state: "pending", page: "Volt Collective" });
    expect(await status("scan@example.com")).toBe("pending");
  });

  it("the Confirm button confirms and lands on the page saying so", async () => {
    const token = await signUp("yes@example.com");
    const res = await press(token);
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe(`/newsletter/confirm?t=${encodeURIComponent(token)}&done=1`);
    expect(await status("yes@example.com")).toBe("confirmed");
    expect(await linkState(api.database.db, token, new Date())).toEqual({ state: "already_confirmed", page: "Volt Collective" });
  });

  it("a bad or expired token confirms nothing and lands on the page without done", async () => {
    const token = await signUp("late@example.com");
    const inEightDays = new Date(Date.now() + 8 * 86_400_000);
    expect(await linkState(api.database.db, token, inEightDays)).toEqual({ state: "invalid" });
    const res = await press("nlc_nope");
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe("/newsletter/confirm?t=nlc_nope");
    expect(await status("late@example.com")).toBe("pending");
  });
});
