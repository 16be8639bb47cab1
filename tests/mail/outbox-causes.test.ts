/**
 * Issue 24: "Mail is written to an outbox in the same transaction as what causes it ... A sign-in
 * link or an order mail queued before a crash goes out after it." Each mail row here is written by
 * the very transaction that writes its cause: a trigger this test adds notes the top-level
 * transaction id (`txid_current()`, the same inside a savepoint) of every row inserted into the
 * outbox and into the cause's table, and the two are equal. With a mail server set, the row
 * commits queued, and the mail job sends it.
 */
import { eq, sql } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { ticketCheckoutEndpoints } from "@/lib/tickets/checkout/endpoints";
import { memberEndpoints } from "@/lib/ambassadors/members/endpoints";
import { newsletterEndpoints } from "@/lib/newsletter/endpoints";
import { completeCheckout } from "@/lib/checkout/complete";
import { rows, type Db } from "@/lib/db/client";
import { mailOutbox } from "@/lib/db/schema";
import { deliverDueMail } from "@/lib/mail/deliver";
import { installMailTransport, type OutgoingMail } from "@/lib/mail/transport";
import { readWorld, startApp, type TestApp } from "../support/app";
import { MEMBERS, STOREFRONT_ORIGIN } from "../ambassadors/world";
import { post } from "../ambassadors/members/support";
import { BUYER, line, openSession } from "../tickets/helpers";
import { TICKET_KEYS, TIERS } from "../tickets/world";

/** Each watched table and its key column. */
const WATCHED = { mail_outbox: "id", orders: "id", ambassador_login_tokens: "token_hash", newsletter_subscriptions: "id" };

/** Notes, for every row inserted into a watched table, the top-level transaction that wrote it. */
async function watchWrites(db: Db): Promise<void> {
  await db.execute(sql`CREATE TABLE IF NOT EXISTS test_written_by (tbl text, row_id text, xid bigint)`);
  await db.execute(
    sql.raw(`CREATE OR REPLACE FUNCTION test_note_writer() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN INSERT INTO test_written_by VALUES (TG_TABLE_NAME, to_jsonb(NEW) ->> TG_ARGV[0], txid_current()); RETURN NEW; END $$`),
  );
  for (const [t, key] of Object.entries(WATCHED)) {
    await db.execute(sql.raw(`CREATE OR REPLACE TRIGGER test_note_writer AFTER INSERT ON ${t} FOR EACH ROW EXECUTE FUNCTION test_note_writer('${key}')`));
  }
}

/** Drops the triggers: the database goes back to a pool other test files reuse. */
async function unwatchWrites(db: Db): Promise<void> {
  for (const t of Object.keys(WATCHED)) await db.execute(sql.raw(`DROP TRIGGER IF EXISTS test_note_writer ON ${t}`));
  await db.execute(sql`DROP FUNCTION IF EXISTS test_note_writer()`);
  await db.execute(sql`DROP TABLE IF EXISTS test_written_by`);
}

/** The transactions that wrote rows of `tbl` whose id is one of `ids`. */
const writersOf = async (db: Db, tbl: string, ids: string[]) =>
  (await rows<{ xid: string }>(db, sql`SELECT xid::text AS xid FROM test_written_by WHERE tbl = ${tbl} AND row_id IN (${sql.join(ids.map((i) => sql`${i}`), sql`, `)})`)).map((r) => r.xid);
const idsOf = async (db: Db, query: ReturnType<typeof sql>) => (await rows<{ id: string }>(db, query)).map((r) => String(r.id));
const mailWrittenBy = async (db: Db, to: string) => writersOf(db, "mail_outbox", await idsOf(db, sql`SELECT id FROM mail_outbox WHERE "to" = ${to}`));

const handed: OutgoingMail[] = [];
const recordingTransport = () => installMailTransport({ send: async (m) => (handed.push(m), { messageId: `<${handed.length}@test>` }) });
afterEach(() => {
  installMailTransport(null);
  handed.length = 0;
});

describe("an ambassador's sign-in link", () => {
  let api: TestApp;
  beforeAll(async () => {
    api = await startApp(readWorld("ambassadors"), { endpoints: [...memberEndpoints, ...newsletterEndpoints, ...ticketCheckoutEndpoints] });
    await watchWrites(api.database.db);
  });
  afterAll(async () => {
    await unwatchWrites(api.database.db);
    await api.close();
  });

  it("its mail and its token commit in one transaction, queued, then sent by the job", async () => {
    recordingTransport();
    const res = await post(api, "/v1/ambassador-login", { owner_type: "promoter", owner_id: 20, return_origin: STOREFRONT_ORIGIN, email: MEMBERS.mia.email });
    expect(res.status, res.text).toBe(202);
    const db = api.database.db;
    const token = await writersOf(db, "ambassador_login_tokens", await idsOf(db, sql`SELECT token_hash AS id FROM ambassador_login_tokens WHERE member_id = ${MEMBERS.mia.id}`));
    expect(token).toHaveLength(1);
    expect(await mailWrittenBy(db, MEMBERS.mia.email)).toEqual(token);
    expect(await db.select({ status: mailOutbox.status }).from(mailOutbox).where(eq(mailOutbox.to, MEMBERS.mia.email))).toEqual([{ status: "queued" }]);
    expect(handed).toEqual([]);
    await deliverDueMail(db);
    expect(handed).toEqual([expect.objectContaining({ to: MEMBERS.mia.email, subject: "Your sign-in link for Volt Crew" })]);
    expect(handed[0]!.text).toContain("amb_token=");
  });
});

describe("a paid order and a newsletter sign-up", () => {
  let api: TestApp;
  beforeAll(async () => {
    api = await startApp(readWorld("tickets"), { endpoints: [...memberEndpoints, ...newsletterEndpoints, ...ticketCheckoutEndpoints] });
    await watchWrites(api.database.db);
  });
  afterAll(async () => {
    await unwatchWrites(api.database.db);
    await api.close();
  });
  const db = () => api.database.db;

  it("the buyer's order mail commits with the order, queued, then sent by the job", async () => {
    const id = await openSession(api, { lines: [line(TIERS.early)] });
    recordingTransport();
    const { orderId } = (await completeCheckout(db(), id, { provider: "sandbox", ref: "sandbox_pay_mail" }, new Date()))!;
    const order = await writersOf(db(), "orders", [orderId]);
    expect(order).toHaveLength(1);
    expect(await mailWrittenBy(db(), BUYER)).toEqual(order);
    expect(await db().select({ status: mailOutbox.status, subject: mailOutbox.subject }).from(mailOutbox)).toEqual([{ status: "queued", subject: expect.stringMatching(/^Your tickets for /) }]);
    await deliverDueMail(db());
    expect(handed.map((m) => m.to)).toEqual([BUYER]);
    expect(handed[0]!.text).toContain(`/orders/tickets/${orderId}?t=`);
  });

  it("a newsletter confirmation mail commits with its pending subscription", async () => {
    const res = await api.post("/v1/newsletter-signup", { owner: { type: "promoter", id: 20 }, email: "reader@example.test" }, { key: TICKET_KEYS.writes });
    expect(res.status).toBe(202);
    const subscription = await writersOf(db(), "newsletter_subscriptions", await idsOf(db(), sql`SELECT id FROM newsletter_subscriptions WHERE email = 'reader@example.test'`));
    expect(subscription).toHaveLength(1);
    expect(await mailWrittenBy(db(), "reader@example.test")).toEqual(subscription);
  });
});
