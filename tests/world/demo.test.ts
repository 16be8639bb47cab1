import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ADMIN_TOKEN_PATTERN } from "../../lib/auth/admin";
import { verifyPassword } from "../../lib/auth/password";
import { hashToken, TOKEN_PATTERN } from "../../lib/auth/token";
import { openPglite, rows, type Database } from "../../lib/db/client";
import { loadWorld, loadWorldJson, renderMarkdown } from "../../lib/world/load";
import { validateWorld } from "../../lib/world/validate";
import { demoWorld } from "./snapshot";

let database: Database;
const q = <T = Record<string, unknown>>(query: ReturnType<typeof sql>) => rows<T>(database.db, query);

beforeAll(async () => {
  database = await openPglite(null);
});
afterAll(async () => {
  await database?.close();
});

describe("worlds/demo.json", () => {
  it("validates", () => {
    const r = validateWorld(demoWorld(), new Date());
    expect(r.ok ? [] : r.problems).toEqual([]);
  });

  it("loads, every row counted, no token generated (all are stated)", async () => {
    const { counts, tokens } = await loadWorldJson(database.db, demoWorld());
    expect(tokens).toEqual([]);
    expect(counts).toMatchObject({ crews: 3, artists: 10, promoters: 4, venues: 5, events: 8, ticket_tiers: 15, event_coupons: 4, event_access_codes: 2, news: 5, partners: 4, presskits: 4, forms: 7, api_keys: 11, crew_members: 7, orders: 7, payouts: 3, webhooks: 1, ambassador_programs: 1, ambassador_members: 5, ambassador_claims: 1 });
  });

  it("uses readable tokens that the API accepts, stored only as hash, prefix and last four", async () => {
    for (const k of demoWorld().keys) expect(k.token).toMatch(TOKEN_PATTERN);
    const keys = await q<{ name: string; crew: string; token_hash: string; prefix: string; last4: string; state: string; expired: boolean; rate_per_minute: number | null }>(
      sql`SELECT k.name, c.slug AS crew, k.token_hash, k.prefix, k.last4, k.state, coalesce(k.expires_at < now(), false) AS expired, k.rate_per_minute
          FROM api_keys k JOIN crews c ON c.id = k.crew_id ORDER BY c.slug, k.name`,
    );
    const server = keys.find((k) => k.crew === "nightshift" && k.name === "Server")!;
    expect(server).toMatchObject({ token_hash: hashToken("svc_sk_test_demoNightshiftServer0001"), prefix: "svc_sk_test_", last4: "0001" });
    expect(keys.map((k) => (k.expired ? "expired" : k.state)).sort()).toEqual(["active", "active", "active", "active", "active", "active", "active", "active", "expired", "revoked", "suspended"]);
    expect(keys.find((k) => k.name === "Batch import")!.rate_per_minute).toBe(600);
    expect(keys.some((k) => k.crew === "emberlane")).toBe(true);
    const [website] = await q<{ websites: string[]; scopes: string[] }>(sql`SELECT websites, scopes FROM api_keys WHERE name = 'Website' AND prefix = 'svc_pk_test_' AND last4 = 'e001'`);
    expect(website!.websites).toEqual(["https://nightshift.test", "http://localhost:3000"]);
  });

  it("has every tier state, a festival across a clock change, and the graph of each crew", async () => {
    const tiers = await q<{ id: string; sold_out: boolean; scheduled: boolean; off_sale: boolean; public: boolean; bundle_size: number }>(
      sql`SELECT id, sold >= stock AS sold_out, sale_start > now() AS scheduled, off_sale, public, bundle_size FROM ticket_tiers`,
    );
    expect(tiers.some((t) => t.sold_out)).toBe(true);
    expect(tiers.some((t) => t.scheduled)).toBe(true);
    expect(tiers.some((t) => t.off_sale)).toBe(true);
    expect(tiers.some((t) => !t.public)).toBe(true);
    expect(tiers.some((t) => t.bundle_size > 1)).toBe(true);

    const [thames] = await q<{ days: { name: string; starts_at: string; ends_at: string }[]; starts_at: string }>(sql`SELECT days, starts_at FROM events WHERE id = 105`);
    expect(new Date(thames!.starts_at).toISOString()).toBe("2030-03-29T16:00:00.000Z"); // 16:00 GMT
    expect(thames!.days.map((d) => [d.name, d.starts_at, d.ends_at])).toEqual([
      ["Friday", "2030-03-29T16:00:00.000Z", "2030-03-30T02:00:00.000Z"],
      ["Saturday", "2030-03-30T14:00:00.000Z", "2030-03-31T03:00:00.000Z"], // ends 04:00 BST
      ["Sunday", "2030-03-31T11:00:00.000Z", "2030-03-31T22:00:00.000Z"], // 12:00 to 23:00 BST
    ]);
    const [b2b] = await q<{ start_at: string; end_at: string }>(sql`SELECT start_at, end_at FROM lineup_sets WHERE event_id = 105 AND position = 2`);
    expect(new Date(b2b!.start_at).toISOString()).toBe("2030-03-31T00:30:00.000Z"); // 00:30 GMT
    expect(new Date(b2b!.end_at).toISOString()).toBe("2030-03-31T02:00:00.000Z"); // 03:00 BST: 90 minutes later

    const graph = await q<{ crew: string; events: number[] }>(
      sql`SELECT c.slug AS crew, array_agg(ce.event_id ORDER BY ce.event_id) AS events FROM crew_events ce JOIN crews c ON c.id = ce.crew_id GROUP BY c.slug ORDER BY c.slug`,
    );
    expect(graph).toEqual([
      { crew: "emberlane", events: [106] },
      { crew: "harbour", events: [101, 104, 105, 107] }, // Hugo Cruz (shared roster) plays 101, 105 and 107
      { crew: "nightshift", events: [100, 101, 102, 105, 107] }, // not the draft 103
    ]);
  });

  it("gives every crew an owner and a manage_api member with admin tokens, and holds one sandbox webhook, off", async () => {
    for (const crew of demoWorld().crews) {
      const withToken = crew.members.filter((m: { admin_token: string | null }) => m.admin_token !== null);
      expect(withToken.map((m: { role: string }) => m.role).sort(), crew.slug).toEqual(["manage_api", "owner"]);
      for (const m of withToken) expect(m.admin_token).toMatch(ADMIN_TOKEN_PATTERN);
    }
    const [owner] = await q<{ role: string }>(sql`SELECT role FROM crew_members WHERE admin_token_hash = ${hashToken("svc_adm_test_demoNightshiftOwner0001")}`);
    expect(owner).toEqual({ role: "owner" });
    const hooks = await q<{ url: string; sandbox: boolean; state: string }>(sql`SELECT url, sandbox, state FROM webhooks`);
    expect(hooks).toEqual([{ url: "http://localhost:4000/webhooks", sandbox: true, state: "off" }]);
    const statuses = await q<{ status: string }>(sql`SELECT DISTINCT status FROM orders ORDER BY status`);
    expect(statuses.map((o) => o.status)).toEqual(["paid", "partially_refunded", "refunded"]);
    const [outbox] = await q<{ n: number }>(sql`SELECT count(*)::int AS n FROM event_outbox`);
    expect(outbox!.n).toBe(0);
  });

  it("stores press kit passwords hashed and news rendered and sanitised", async () => {
    const [kit] = await q<{ password_hash: string }>(sql`SELECT password_hash FROM presskits WHERE status = 'private'`);
    expect((await verifyPassword("letmein", kit!.password_hash)).ok).toBe(true);
    expect((await verifyPassword("wrong", kit!.password_hash)).ok).toBe(false);
    const [post] = await q<{ body_html: string }>(sql`SELECT body_html FROM news WHERE id = 700`);
    expect(post!.body_html).toContain("<strong>back</strong>");
    expect(post!.body_html).toContain('<a href="https://events.example.test/events/100" rel="noopener noreferrer nofollow">Tickets</a>');
    expect(renderMarkdown('Hi <script>alert(1)</script><img src="x" onerror="alert(2)"> [x](javascript:alert(3))')).toBe('<p>Hi <img src="x" /> <a rel="noopener noreferrer nofollow">x</a></p>');
  });

  it("keeps the cursor secret across loads and sets the platform settings", async () => {
    const before = await q<{ value: string }>(sql`SELECT value FROM settings WHERE key = 'cursor_secret'`);
    expect(before[0]!.value).toMatch(/^[0-9a-f]{64}$/);
    const world = demoWorld();
    world.site_url = "https://other.example.test";
    delete world.default_fee;
    await loadWorldJson(database.db, world);
    const settings = await q<{ key: string; value: unknown }>(sql`SELECT key, value FROM settings ORDER BY key`);
    expect(settings).toEqual([
      { key: "cursor_secret", value: before[0]!.value },
      { key: "default_fee", value: { percent: 0.05, fixed: 0.5, applies_to: "ticket" } },
      { key: "site_url", value: "https://other.example.test" },
    ]);
  });

  it("replaces everything, including rows other code wrote (booking requests, audit log, the sandbox mailbox)", async () => {
    const [crew] = await q<{ id: string }>(sql`SELECT id FROM crews LIMIT 1`);
    await database.db.execute(sql`INSERT INTO booking_requests (id, crew_id, key_id, artist_ids, contact_email) VALUES (gen_random_uuid(), ${crew!.id}, gen_random_uuid(), '{10}', 'a@b.test')`);
    await database.db.execute(sql`INSERT INTO audit_log (key_id, at, method, path, status, ip, request_id, ms) VALUES (gen_random_uuid(), now(), 'GET', '/v1/me', 200, '203.0.113.7', 'req-1', 3)`);
    await database.db.execute(sql`INSERT INTO mail_outbox (id, "to", subject, text, created_at, status, transport, sent_at) VALUES (gen_random_uuid(), 'a@b.test', 's', 'b', now(), 'sent', 'sandbox', now())`);
    const r = validateWorld(demoWorld(), new Date());
    if (!r.ok) throw new Error(r.problems.join("\n"));
    await loadWorld(database.db, r.world);
    const [left] = await q<{ n: number }>(sql`SELECT (SELECT count(*) FROM booking_requests) + (SELECT count(*) FROM audit_log) + (SELECT count(*) FROM mail_outbox) AS n`);
    expect(Number(left!.n)).toBe(0);
  });
});
