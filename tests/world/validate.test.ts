import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openPglite, type Database } from "../../lib/db/client";
import { loadWorld, loadWorldJson } from "../../lib/world/load";
import { validateWorld } from "../../lib/world/validate";
import { exampleWorld, snapshot } from "./snapshot";

const now = new Date("2026-03-20T12:00:00Z");

function problemsOf(world: unknown): string[] {
  const r = validateWorld(world, now);
  if (r.ok) throw new Error("expected the world to be refused");
  return r.problems;
}

/** The example world with ten mistakes of ten different kinds. */
function tenMistakes() {
  const w = exampleWorld();
  w.events[0].lineup[0].artists = [10, 999]; // 1. unknown artist in a set
  w.artists[0].managed_by = ["nightshift", "nightshft"]; // 2. unknown crew slug
  w.events[1].timezone = "Europe/Berln"; // 3. unknown time zone
  w.events[2].ends_at = "now-30d"; // 4. ends before it starts
  w.events[3].starts_at = "next friday"; // 5. not a time spelling
  w.genres[3].id = 1; // 6. duplicate id
  w.keys[1].scopes = ["read:events", "write:bookings"]; // 7. secret-only scope on a publishable key
  w.forms[1].slug = "volunteers"; // 8. form slug used twice in one crew
  w.crews[1].plan = "gold"; // 9. not a plan (schema)
  w.news[0].owner.id = 99; // 10. news owner not in the world
  return w;
}

const TEN = [
  "genres[3].id: duplicate id 1 (first at genres[0].id)",
  'crews[1].plan: invalid option: expected one of "studio"|"roster"|"lapsed"',
  'artists[0].managed_by[1]: crew "nightshft" is not in this world',
  "events[0].lineup[0].artists[1]: artist 999 is not in this world",
  'events[1].timezone: unknown time zone "Europe/Berln" (use an IANA name such as Europe/Berlin)',
  "events[2].ends_at: ends_at is before starts_at",
  'events[3].starts_at: "next friday" is not a time: use an ISO instant with Z or an offset',
  "news[0].owner.id: promoter 99 is not in this world",
  'forms[1].slug: duplicate form slug "volunteers" in crew "nightshift" (first at forms[0].slug)',
  'keys[1].scopes[1]: "write:bookings" cannot be given to a publishable key',
];

describe("validateWorld", () => {
  it("accepts the example world (tests/world/fixtures/example.json)", () => {
    const r = validateWorld(exampleWorld(), now);
    expect(r.ok ? [] : r.problems).toEqual([]);
  });

  it("reports all ten mistakes of a world with ten, each as path: message, in document order", () => {
    const problems = problemsOf(tenMistakes());
    expect(problems).toHaveLength(10);
    problems.forEach((line, i) => expect(line.startsWith(TEN[i]!), `${line}\n  expected to start with\n${TEN[i]}`).toBe(true));
  });

  it("still checks references inside an item whose structure is wrong elsewhere", () => {
    const w = exampleWorld();
    w.events[0].title = 42;
    w.events[0].lineup[1].artists = [12, 998];
    expect(problemsOf(w)).toEqual(["events[0].title: invalid input: expected string, received number", "events[0].lineup[1].artists[1]: artist 998 is not in this world"]);
  });

  it("checks every kind of reference and rule", () => {
    const w = exampleWorld();
    w.artists[1].genres = ["Tecno"];
    w.artists[2].links = { email: "cleo@marsh.test" };
    w.artists[3].typo = true;
    w.venues[0].location.lat = null;
    w.events[0].lineup[2] = { artists: [], stage: "Club" };
    w.events[0].lineup[0].end = "+0h30m";
    w.events[0].ticket_tiers[0].sold = 201;
    w.events[0].ticket_tiers[1].id = "tier-100-early";
    w.events[1].venue = 39;
    w.events[1].promoters = [22, 22];
    w.events[2].starts_at = null;
    w.events[4].lineup[0].start = "2026-04-01T20:00";
    w.partners[0].owner = { type: "venue", id: 20 };
    w.presskits[0].artist_id = 77;
    w.presskits[1].is_default = true;
    w.presskits[2].is_default = true;
    w.presskits[1].password_hash = "scrypt$00$11";
    w.forms[0].owner = { type: "crew", id: "harbour" };
    w.keys[0].scopes.push("read:everything");
    w.keys[2].token = w.keys[0].token;
    w.keys[3].crew = "nobody";
    w.keys.push({ crew: "harbour", name: "Mismatch", type: "publishable", token: "svc_sk_test_harbourMismatchKey00000001" });
    w.keys.push({ crew: "harbour", name: "Successor", rotated_from: "11111111-2222-4333-8444-555555555555", token: "svc_sk_test_harbourSuccessorKey0000001" });
    w.keys.push({ crew: "harbour", name: "Hashed", type: "secret", token_hash: "a".repeat(64) });
    const problems = problemsOf(w);
    expect(problems).toEqual([
      'artists[1].genres[0]: genre "Tecno" is not in this world\'s genres',
      "artists[2].links.email: links never hold an email: put it in contact_emails",
      "artists[3].typo: unknown field",
      "venues[0].location.lat: lat and lng go together",
      "events[0].lineup[0].end: end is before start",
      "events[0].lineup[2]: a set without artists is a custom act and needs a name",
      "events[0].ticket_tiers[0].sold: 201 is more than stock 200",
      "events[0].ticket_tiers[1].id: duplicate ticket tier id \"tier-100-early\" (first at events[0].ticket_tiers[0].id)",
      "events[1].promoters[1]: duplicate promoter 22 (first at events[1].promoters[0])",
      "events[1].venue: venue 39 is not in this world",
      "events[2].ends_at: \"+3h\" is an offset from the event's start, but the event has no starts_at",
      "events[2].lineup[0].start: \"+0h\" is an offset from the event's start, but the event has no starts_at",
      "events[2].lineup[0].end: \"+1h\" is an offset from the event's start, but the event has no starts_at",
      "partners[0].owner.id: venue 20 is not in this world",
      "presskits[0].artist_id: artist 77 is not in this world",
      "presskits[1].password_hash: give password or password_hash, not both",
      "presskits[2].is_default: artist 10 already has a default press kit (presskits[1])",
      'forms[0].owner.id: a crew owner must be the form\'s own crew ("nightshift")',
      "keys[0].scopes[9]: unknown scope \"read:everything\"",
      "keys[2].token: duplicate token (two keys cannot share a token) (first at keys[0].token)",
      'keys[3].crew: crew "nobody" is not in this world',
      'keys[4].token: a svc_sk_ token belongs to a secret key, but type is "publishable"',
      "keys[5].rotated_from: key 11111111-2222-4333-8444-555555555555 is not in this world",
      "keys[6].token_hash: token_hash needs prefix and last4",
    ]);
  });

  it("refuses a wall-clock time outside event fields, and reads it in the event's zone inside them", () => {
    const w = exampleWorld();
    w.events[0].ticket_tiers[0].sale_start = "2026-03-01T10:00";
    expect(problemsOf(w)).toEqual([
      'events[0].ticket_tiers[0].sale_start: "2026-03-01T10:00" has no UTC offset: add Z or an offset such as +01:00 (wall-clock times are read in the event\'s time zone only for an event\'s starts_at and ends_at, its festival days and its set times)',
    ]);
    const ok = exampleWorld();
    ok.events[0].starts_at = "2026-07-01T23:00";
    const r = validateWorld(ok, now);
    expect(r.ok && r.world.events[0]!.starts_at!.toISOString()).toBe("2026-07-01T21:00:00.000Z");
    expect(r.ok && r.world.events[0]!.lineup[0]!.start!.toISOString()).toBe("2026-07-01T22:00:00.000Z");
  });

  it("refuses what is not a world", () => {
    expect(problemsOf(null)).toEqual(["(root): a world file is a JSON object"]);
    expect(problemsOf([])).toEqual(["(root): a world file is a JSON object"]);
    expect(problemsOf({ events: {} })).toEqual(["events: invalid input: expected array, received object"]);
  });

  it("applies defaults and assigns missing ids after the largest given one, the same way every time", () => {
    const w = {
      genres: [{ name: "Techno" }, { id: 7, name: "House" }],
      crews: [{ name: "A", slug: "a", plan: "roster", owner_email: "a@a.test" }],
      artists: [{ id: 5, name: "Given" }, { name: "Assigned", genres: ["Techno"], managed_by: ["a"] }],
      events: [{ title: "E", timezone: "UTC", starts_at: "now+1d", lineup: [{ artists: [5] }], ticket_tiers: [{ name: "T", price: 1, sale_start: "now", sale_end: "now+1d", stock: 1 }] }],
      keys: [{ crew: "a", name: "K", token: "svc_pk_test_aaaaaaaaaaaaaaaaaaaa" }],
    };
    const first = validateWorld(w, now);
    const again = validateWorld(structuredClone(w), now);
    expect(first.ok).toBe(true);
    expect(again).toEqual(first);
    if (!first.ok) return;
    const world = first.world;
    expect(world.genres.map((g) => g.id)).toEqual([8, 7]);
    expect(world.artists.map((a) => a.id)).toEqual([5, 6]);
    expect(world.artists[1]).toMatchObject({ published: true, is_verified: false, links: null, contact_emails: [], updated_at: now });
    expect(world.events[0]).toMatchObject({ id: 1, published: true, timetable_published: false, type: "event", description: "", ends_at: null, days: [] });
    expect(world.events[0]!.lineup[0]).toMatchObject({ confirmed: true, name: null, stage: null, start: null, end: null });
    expect(world.events[0]!.ticket_tiers[0]).toMatchObject({ currency: "EUR", sold: 0, public: true, off_sale: false, bundle_size: 1, max_per_order: 10 });
    expect(world.events[0]!.ticket_tiers[0]!.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(world.crews[0]!.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(world.keys[0]).toMatchObject({ type: "publishable", state: "active", scopes: ["read:profile", "read:artists", "read:promoters", "read:events", "read:venues", "read:content"] });
    expect(world.site_url).toBe("https://events.example.test");
    expect(world.default_fee).toEqual({ percent: 0.05, fixed: 0.5, applies_to: "ticket" });
  });
});

describe("a refused world leaves the database as it was", () => {
  let database: Database;

  beforeAll(async () => {
    database = await openPglite(null);
    const r = validateWorld(exampleWorld(), new Date());
    if (!r.ok) throw new Error(r.problems.join("\n"));
    await loadWorld(database.db, r.world);
  });
  afterAll(async () => {
    await database?.close();
  });

  it("changes no row of any table", async () => {
    const before = await snapshot(database.db);
    expect(before.events!.rows).toBe(5);
    await expect(loadWorldJson(database.db, tenMistakes())).rejects.toThrow(/events\[0\]\.lineup\[0\]\.artists\[1\]: artist 999 is not in this world/);
    expect(await snapshot(database.db)).toEqual(before);
  });

  it("rolls back everything when the database itself refuses the world mid-load", async () => {
    const before = await snapshot(database.db);
    const r = validateWorld(exampleWorld(), new Date());
    if (!r.ok) throw new Error(r.problems.join("\n"));
    // Bypass validation: two tiers with one id violate the primary key halfway through the load.
    const broken = structuredClone(r.world);
    broken.events[1]!.ticket_tiers[0]!.id = "tier-100-early";
    await expect(loadWorld(database.db, broken)).rejects.toThrow();
    expect(await snapshot(database.db)).toEqual(before);
  });
});
