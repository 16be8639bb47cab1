import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ADMIN_TOKEN_PATTERN } from "../../lib/auth/admin";
import { hashToken } from "../../lib/auth/token";
import { openPglite, rows, type Database } from "../../lib/db/client";
import { openSecret } from "../../lib/crypto/secrets-keys";
import { exportWorld } from "../../lib/world/export";
import { ADMIN_TOKEN_FORMAT } from "../../lib/world/format";
import { loadWorldJson } from "../../lib/world/load";
import { validateWorld } from "../../lib/world/validate";
import { ADMIN } from "../support/keys";
import { readJson } from "./snapshot";

const now = new Date("2026-03-20T12:00:00Z");
const SECRET = `whsec_${Buffer.alloc(32, 7).toString("base64")}`;

const basicWorld = () => readJson("tests/worlds/basic.json");

function problemsOf(world: unknown): string[] {
  const r = validateWorld(world, now);
  if (r.ok) throw new Error("expected the world to be refused");
  return r.problems;
}

function webhook(overrides: Record<string, unknown> = {}) {
  return { crew: "nightshift", url: "https://hooks.nightshift.test/platform", events: ["order.paid"], secret: SECRET, ...overrides };
}

describe("crew members", () => {
  it("the world's admin token format is the one the admin API accepts", () => {
    expect(ADMIN_TOKEN_FORMAT.source).toBe(ADMIN_TOKEN_PATTERN.source);
    for (const token of Object.values(ADMIN)) expect(token).toMatch(ADMIN_TOKEN_PATTERN);
  });

  it("refuses a bad role, two owners, an owner who is not the owner_email, and the owner_email with a lesser role", () => {
    const w = basicWorld();
    w.crews[0].members[2].role = "admin";
    w.crews[1].members.push({ email: "other@harbour.test", role: "owner", admin_token: null });
    w.crews[2].members[0].role = "manage_api";
    expect(problemsOf(w)).toEqual([
      'crews[0].members[2].role: invalid option: expected one of "owner"|"manage_api"|"member"',
      "crews[1].members[1].role: a crew has one owner (first at crews[1].members[0].role)",
      'crews[1].members[1].email: the owner is the crew\'s owner_email ("owner@harbour.test")',
      "crews[2].members[0].role: owner@lapsed.test is the crew's owner_email, so its role is owner",
    ]);
  });

  it("refuses a malformed token, a token shared by two members (given or hashed), both token and hash, and an email twice", () => {
    const w = basicWorld();
    w.crews[0].members[2].admin_token = "svc_adm_short";
    w.crews[1].members[0].admin_token = ADMIN.owner;
    w.crews[2].members.push({ email: "dev@lapsed.test", role: "manage_api", admin_token_hash: hashToken(ADMIN.manageApi) });
    w.crews[0].members.push({ email: "DEV@nightshift.test", role: "member", admin_token: "svc_adm_test_anotherValidToken00001", admin_token_hash: "b".repeat(64) });
    expect(problemsOf(w)).toEqual([
      "crews[0].members[2].admin_token: is not an admin token: svc_adm_ then 20 to 64 letters, digits or _",
      'crews[0].members[3].email: duplicate member "DEV@nightshift.test" (first at crews[0].members[1].email)',
      "crews[0].members[3].admin_token_hash: give admin_token or admin_token_hash, not both",
      "crews[1].members[0].admin_token: duplicate admin token (two members cannot share one) (first at crews[0].members[0].admin_token)",
      "crews[2].members[1].admin_token_hash: duplicate admin token (two members cannot share one) (first at crews[0].members[1].admin_token)",
    ]);
  });

  it("resolves absent and null tokens to none", () => {
    const w = basicWorld();
    delete w.crews[0].members[2].admin_token;
    const r = validateWorld(w, now);
    expect(r.ok && r.world.crews[0]!.members[2]).toEqual({ email: "staff@nightshift.test", role: "member", admin_token: null, admin_token_hash: null });
  });
});

describe("orders and payouts", () => {
  it("refuses a tier of another event, an unknown tier, a currency that is not the tiers', a quantity of 0", () => {
    const w = basicWorld();
    w.orders[0].lines.push({ tier: "tier-104-std", quantity: 1, unit_amount: 2500 });
    w.orders[0].lines.push({ tier: "tier-999", quantity: 0, unit_amount: 100 });
    w.orders[1].currency = "GBP";
    expect(problemsOf(w)).toEqual([
      "orders[0].lines[2].quantity: must be at least 1",
      'orders[0].lines[1].tier: ticket tier "tier-104-std" belongs to event 104, not event 100',
      'orders[0].lines[2].tier: ticket tier "tier-999" is not in this world',
      'orders[1].currency: "GBP" is not the currency of ticket tier "tier-104-std" (EUR)',
    ]);
  });

  it("refuses a status that disagrees with the amounts, and a refund above the total", () => {
    const w = basicWorld();
    w.orders[0].amount_refunded = 500; // but status paid
    w.orders[1].status = "refunded"; // 2500 of 5000
    w.orders.push({ ...w.orders[0], id: undefined, status: "partially_refunded", amount_refunded: 0 });
    w.orders.push({ ...w.orders[0], id: undefined, status: "refunded", amount_refunded: 2600 });
    w.orders.push({ ...w.orders[0], id: undefined, status: "refunded", amount_refunded: 2500 }); // agrees
    expect(problemsOf(w)).toEqual([
      'orders[0].status: "paid" disagrees with the amounts (500 of 2500 refunded: partially_refunded)',
      'orders[1].status: "refunded" disagrees with the amounts (2500 of 5000 refunded: partially_refunded)',
      'orders[2].status: "partially_refunded" disagrees with the amounts (0 of 2500 refunded: paid)',
      "orders[3].amount_refunded: 2600 is more than amount_total 2500",
    ]);
  });

  it("refuses an unknown event, an unknown via_site_of, an ambassador code no member holds, a missing buyer", () => {
    const w = basicWorld();
    w.orders[0].event = 999;
    w.orders[0].via_site_of = "nightshft";
    w.orders[1].ambassador_code = "ADA10";
    delete w.orders[1].buyer_email;
    expect(problemsOf(w)).toEqual([
      "orders[0].event: event 999 is not in this world",
      'orders[0].lines[0].tier: ticket tier "tier-100-early" belongs to event 100, not event 999',
      'orders[0].via_site_of: crew "nightshft" is not in this world',
      "orders[1].buyer_email: is required",
      'orders[1].ambassador_code: "ADA10" is not the code of an ambassador in this world',
    ]);
  });

  it("refuses an unknown payee", () => {
    const w = basicWorld();
    w.payouts.push({ payee: { type: "venue", id: 20 }, amount: 100, currency: "EUR" });
    w.payouts.push({ payee: { type: "event", id: 100 }, amount: 100, currency: "EUR" });
    expect(problemsOf(w)).toEqual(["payouts[1].payee.id: venue 20 is not in this world", 'payouts[2].payee.type: invalid option: expected one of "promoter"|"artist"|"venue"']);
  });

  it("gives lines their tier's name, an absent currency its tiers', and the defaults", () => {
    const w = basicWorld();
    w.orders = [{ event: 100, status: "paid", lines: [{ tier: "tier-100-early", quantity: 1, unit_amount: 1250 }], amount_total: 1250, buyer_email: "x@mail.test" }];
    w.payouts = [{ payee: { type: "promoter", id: 20 }, amount: 1, currency: "EUR" }];
    const r = validateWorld(w, now);
    expect(r.ok ? [] : r.problems).toEqual([]);
    if (!r.ok) return;
    expect(r.world.orders[0]).toMatchObject({
      currency: "EUR",
      lines: [{ tier_id: "tier-100-early", name: "Early bird", quantity: 1, unit_amount: 1250 }],
      amount_refunded: 0,
      created_at: now,
      ambassador_code: null,
      via_site_of: null,
    });
    expect(r.world.orders[0]!.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(r.world.payouts[0]).toMatchObject({ paid_at: now });
  });
});

describe("webhooks", () => {
  it("accepts a sandbox webhook to a local receiver, and applies the defaults", () => {
    const w = basicWorld();
    w.webhooks = [webhook({ url: "http://localhost:4000/webhooks", sandbox: true })];
    const r = validateWorld(w, now);
    expect(r.ok ? [] : r.problems).toEqual([]);
    expect(r.ok && r.world.webhooks[0]).toMatchObject({ personal_data: false, state: "on", sandbox: true, previous_secret: null, rotated_at: null, failing_since: null, description: null, created_at: now });
  });

  it("refuses an eleventh webhook of one crew", () => {
    const w = basicWorld();
    w.webhooks = Array.from({ length: 11 }, () => webhook());
    w.webhooks.push(webhook({ crew: "harbour" }));
    expect(problemsOf(w)).toEqual(['webhooks[10].crew: crew "nightshift" has more than 10 webhooks (at most 10 per crew)']);
  });

  it("refuses every class of address the rules refuse", () => {
    const w = basicWorld();
    w.webhooks = [
      webhook({ url: "http://hooks.nightshift.test/x" }),
      webhook({ url: "https://203.0.113.7/x" }),
      webhook({ url: "https://user:pass@hooks.nightshift.test/x" }),
      webhook({ url: "https://hooks.nightshift.test:80/x" }),
      webhook({ url: "https://localhost/x" }),
      webhook({ url: "http://localhost:4000/webhooks" }), // not a sandbox webhook
      webhook({ url: "not a url" }),
      webhook({ url: "https://hooks.nightshift.test:8443/x" }), // fine
      webhook({ crew: "harbour", url: "http://127.0.0.1:4000/x", sandbox: true }), // fine
    ];
    expect(problemsOf(w)).toEqual([
      "webhooks[0].url: must use https",
      "webhooks[1].url: must name a host, not an IP address",
      "webhooks[2].url: must not carry a user name or password",
      "webhooks[3].url: the port must be 443, or 1024 and above",
      "webhooks[4].url: must name a public host (not localhost or a local name)",
      "webhooks[5].url: a local receiver (http://localhost:<port>) needs `sandbox: true`, and the service in sandbox mode",
      "webhooks[6].url: must be an absolute URL",
    ]);
  });

  it("refuses unknown event types, webhook.test, repeats and an empty list", () => {
    const w = basicWorld();
    w.webhooks = [webhook({ events: ["order.paid", "order.created", "webhook.test", "order.paid"] }), webhook({ events: [] })];
    expect(problemsOf(w)).toEqual([
      'webhooks[0].events[1]: unknown event type "order.created" (one of order.paid, order.refunded, event.published, event.updated, booking_request.created, ambassador.sale_attributed, form.submitted, payout.paid)',
      "webhooks[0].events[2]: webhook.test is sent on demand, never subscribed to",
      'webhooks[0].events[3]: duplicate event type "order.paid" (first at webhooks[0].events[0])',
      "webhooks[1].events: a webhook listens to at least one event type",
    ]);
  });

  it("refuses malformed secrets and a previous secret without rotated_at", () => {
    const w = basicWorld();
    w.webhooks = [
      webhook({ secret: "sk_nothing" }),
      webhook({ secret: `whsec_${Buffer.alloc(16).toString("base64")}` }),
      webhook({ secret: `whsec_${Buffer.alloc(65).toString("base64")}` }),
      webhook({ secret: "whsec_abd" }), // the last character carries bits that are not part of any byte
      webhook({ previous_secret: SECRET }),
      webhook({ previous_secret: SECRET, rotated_at: "now-1h" }), // fine
      webhook({ secret: SECRET.replace(/=+$/, "") }), // fine: padding is optional
      webhook({ crew: "nobody", state: "broken" }),
    ];
    expect(problemsOf(w)).toEqual([
      "webhooks[0].secret: is not a webhook secret: whsec_ then base64",
      "webhooks[1].secret: must hold 24 to 64 random bytes (it holds 16)",
      "webhooks[2].secret: must hold 24 to 64 random bytes (it holds 65)",
      "webhooks[3].secret: is not valid base64 after whsec_",
      "webhooks[4].previous_secret: a previous secret needs rotated_at (when the secret was rotated)",
      'webhooks[7].state: invalid option: expected one of "on"|"off"|"paused"',
      'webhooks[7].crew: crew "nobody" is not in this world',
    ]);
  });
});

describe("loading and exporting members, orders, payouts and webhooks", () => {
  let database: Database;
  const q = <T = Record<string, unknown>>(query: ReturnType<typeof sql>) => rows<T>(database.db, query);

  beforeAll(async () => {
    database = await openPglite(null);
  });
  afterAll(async () => {
    await database?.close();
  });

  const worldWithWebhooks = () => {
    const w = basicWorld();
    w.webhooks = [
      webhook({ id: "7d3e9f1a-2b4c-4d5e-8f6a-9b0c1d2e0001", personal_data: true, description: "CRM", created_at: "now-30d" }),
      webhook({ crew: "harbour", url: "http://localhost:4000/webhooks", sandbox: true, state: "off", events: ["payout.paid"], previous_secret: `whsec_${Buffer.alloc(24, 1).toString("base64")}`, rotated_at: "now-2h", failing_since: "now-1d" }),
    ];
    return w;
  };

  it("stores admin tokens as hashes, order lines with their names, via_site_of as the crew's uuid, and writes no outbox row", async () => {
    const { counts } = await loadWorldJson(database.db, worldWithWebhooks());
    expect(counts).toMatchObject({ crew_members: 5, orders: 2, payouts: 1, webhooks: 2 });
    const members = await q<{ slug: string; email: string; role: string; admin_token_hash: string | null }>(
      sql`SELECT c.slug, m.email, m.role, m.admin_token_hash FROM crew_members m JOIN crews c ON c.id = m.crew_id ORDER BY c.slug, m.email`,
    );
    expect(members).toEqual([
      { slug: "harbour", email: "owner@harbour.test", role: "owner", admin_token_hash: hashToken(ADMIN.harbourOwner) },
      { slug: "lapsed", email: "owner@lapsed.test", role: "owner", admin_token_hash: hashToken(ADMIN.lapsedOwner) },
      { slug: "nightshift", email: "dev@nightshift.test", role: "manage_api", admin_token_hash: hashToken(ADMIN.manageApi) },
      { slug: "nightshift", email: "owner@nightshift.test", role: "owner", admin_token_hash: hashToken(ADMIN.owner) },
      { slug: "nightshift", email: "staff@nightshift.test", role: "member", admin_token_hash: null },
    ]);
    const [order] = await q<{ lines: unknown; via_site_of: string; status: string }>(sql`SELECT lines, via_site_of, status FROM orders WHERE event_id = 100`);
    expect(order).toEqual({ lines: [{ tier_id: "tier-100-early", name: "Early bird", quantity: 2, unit_amount: 1250 }], via_site_of: "6f1c9a52-7a0e-4b59-9a55-1f0f3c2b7d01", status: "paid" });
    const [hook] = await q<{ same: boolean; events: string[]; secret: string }>(sql`SELECT created_at = updated_at AS same, events, secret FROM webhooks WHERE description = 'CRM'`);
    // Issue 25: signing secrets are stored sealed under SECRETS_KEY, never as given.
    expect(hook).toMatchObject({ same: true, events: ["order.paid"] });
    expect(hook!.secret).not.toContain(SECRET);
    expect(openSecret(hook!.secret)).toBe(SECRET);
    const [outbox] = await q<{ n: number }>(sql`SELECT count(*)::int AS n FROM event_outbox`);
    expect(outbox!.n).toBe(0);
  });

  it("exports hashes instead of admin tokens, and the export loads back to the same document", async () => {
    await loadWorldJson(database.db, worldWithWebhooks());
    const first = JSON.parse(JSON.stringify(await exportWorld(database.db)));
    const text = JSON.stringify(first);
    expect(text).not.toContain("svc_adm_");
    expect(first.crews.find((c: { slug: string }) => c.slug === "nightshift").members).toEqual([
      { email: "owner@nightshift.test", role: "owner", admin_token_hash: hashToken(ADMIN.owner) },
      { email: "dev@nightshift.test", role: "manage_api", admin_token_hash: hashToken(ADMIN.manageApi) },
      { email: "staff@nightshift.test", role: "member", admin_token_hash: null },
    ]);
    expect(first.orders[1]).toMatchObject({ event: 100, lines: [{ tier: "tier-100-early", quantity: 2, unit_amount: 1250 }], via_site_of: "nightshift", ambassador_code: null });
    expect(first.webhooks.map((w: { crew: string }) => w.crew)).toEqual(["harbour", "nightshift"]);
    // Issue 25: "`world:export` writes no signing secret".
    expect(first.webhooks[0]).toMatchObject({ sandbox: true, state: "off" });
    expect(first.webhooks.some((h: object) => "secret" in h || "previous_secret" in h)).toBe(false);
    expect(text).not.toContain("whsec_");

    await loadWorldJson(database.db, first, new Date(Date.now() + 400 * 86_400_000));
    const second = JSON.parse(JSON.stringify(await exportWorld(database.db)));
    expect(JSON.stringify(second)).toBe(JSON.stringify(first));
    const [member] = await q<{ email: string }>(sql`SELECT email FROM crew_members WHERE admin_token_hash = ${hashToken(ADMIN.owner)}`);
    expect(member).toEqual({ email: "owner@nightshift.test" });
  });
});
