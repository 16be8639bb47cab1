/**
 * The platform API's event routes: the world format's checks, the crew graph after each change,
 * what the partner API then shows, and the outbox rows written with each change.
 */
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { startApp, type TestApp } from "../support/app";
import { KEYS } from "../support/keys";
import { graphOf, outbox, platformCall } from "./support";

const NIGHTSHIFT = "6f1c9a52-7a0e-4b59-9a55-1f0f3c2b7d01";
const HARBOUR = "0d4e2b61-33c1-4f0a-8f7b-2c9d5e6a7b02";

let api: TestApp;
beforeAll(async () => {
  api = await startApp();
});
afterAll(async () => {
  await api.close();
});

/** The partner API's answer for an event, as a crew's secret key sees it now (no cached copy). */
const partnerStatus = async (id: number, key: string = KEYS.secret) => (await api.get(`/v1/events/${id}`, { key, headers: { "Cache-Control": "no-cache" } })).status;

/** Outbox rows written while `fn` runs. */
async function emitted(fn: () => Promise<unknown>) {
  const before = (await outbox(api)).length;
  await fn();
  return (await outbox(api)).slice(before);
}

const NEW_EVENT = {
  title: "Platform Night",
  timezone: "Europe/Berlin",
  starts_at: "now+20d@22:00",
  ends_at: "+6h",
  promoters: [21],
  venue: 31,
  genres: ["Techno"],
  lineup: [{ artists: [13], start: "+1h", end: "+2h" }, { artists: [10], confirmed: false }],
  ticket_tiers: [{ id: "tier-platform-1", name: "Door", price: 15.5, sale_start: "now-1d", sale_end: "now+19d", stock: 100 }],
};

describe("POST /platform/v1/events", () => {
  test("creates an unpublished event with the next free id; nothing is sent and no crew sees it", async () => {
    const rows = await emitted(async () => {
      const r = await platformCall("POST", "/events", NEW_EVENT);
      expect(r.status).toBe(201);
      expect(r.body).toMatchObject({ id: 105, title: "Platform Night", published: false, promoters: [21], venue: 31, genres: ["Techno"], crews: [] });
      expect(r.body.lineup).toHaveLength(2);
      expect(r.body.lineup[1]).toMatchObject({ artists: [10], confirmed: false });
      expect(r.body.ticket_tiers).toEqual([{ id: "tier-platform-1", name: "Door", price: 15.5, currency: "EUR", stock: 100, sold: 0 }]);
    });
    expect(rows).toEqual([]);
    expect(await graphOf(api, 105)).toEqual([]);
    expect(await partnerStatus(105, KEYS.harbour)).toBe(404);
  });

  test("published: true goes live at once: event.published (first) to every crew that sees it", async () => {
    const rows = await emitted(async () => {
      const r = await platformCall("POST", "/events", { ...NEW_EVENT, id: 300, published: true, ticket_tiers: [], lineup: [{ artists: [13] }, { artists: [14] }] });
      expect(r.status).toBe(201);
      expect(r.body).toMatchObject({ id: 300, published: true, crews: ["harbour", "nightshift"] });
    });
    expect(rows).toEqual([{ type: "event.published", subject: { event_id: 300, crews: [HARBOUR, NIGHTSHIFT].sort(), first: true } }]);
    expect(await graphOf(api, 300)).toEqual(["harbour", "nightshift"]);
    expect(await partnerStatus(300)).toBe(200);
    expect(await partnerStatus(300, KEYS.harbour)).toBe(200);
  });

  test("an unconfirmed set puts no crew in the graph", async () => {
    const r = await platformCall("POST", "/events", { title: "Maybe", timezone: "UTC", published: true, lineup: [{ artists: [10], confirmed: false }] });
    expect(r.status).toBe(201);
    expect(r.body.crews).toEqual([]);
  });

  test.each([
    ["a missing title", { ...NEW_EVENT, title: undefined }, "title"],
    ["an unknown field", { ...NEW_EVENT, colour: "red" }, "colour"],
    ["an unknown promoter", { ...NEW_EVENT, promoters: [99] }, "promoters.0"],
    ["an unknown venue", { ...NEW_EVENT, venue: 98 }, "venue"],
    ["an unknown artist", { ...NEW_EVENT, lineup: [{ artists: [10, 97] }] }, "lineup.0.artists.1"],
    ["an unknown genre", { ...NEW_EVENT, genres: ["Polka"] }, "genres.0"],
    ["an unknown time zone", { ...NEW_EVENT, timezone: "Mars/Olympus" }, "timezone"],
    ["an end before the start", { ...NEW_EVENT, ends_at: "-2h" }, "ends_at"],
    ["a time that is none", { ...NEW_EVENT, starts_at: "tomorrow" }, "starts_at"],
    ["a custom act without a name", { ...NEW_EVENT, lineup: [{ artists: [] }] }, "lineup.0"],
    ["more sold than stock", { ...NEW_EVENT, ticket_tiers: [{ ...NEW_EVENT.ticket_tiers[0], id: "t-x", sold: 200 }] }, "ticket_tiers.0.sold"],
    ["a taken tier id", { ...NEW_EVENT, ticket_tiers: [{ ...NEW_EVENT.ticket_tiers[0], id: "tier-100-early" }] }, "ticket_tiers.0.id"],
    ["a taken event id", { ...NEW_EVENT, id: 100 }, "id"],
  ])("422 validation_error naming the field for %s; nothing is written", async (_, body, param) => {
    const before = await outbox(api);
    const r = await platformCall("POST", "/events", body);
    expect(r.status).toBe(422);
    expect(r.headers.get("content-type")).toContain("application/problem+json");
    expect(r.body.code).toBe("validation_error");
    expect(r.body.errors.map((e: { param: string }) => e.param)).toContain(param);
    expect(await outbox(api)).toEqual(before);
  });
});

describe("publish and unpublish", () => {
  test("publishing a draft puts it in the graph of the crews with a page on it and sends event.published (first)", async () => {
    expect(await partnerStatus(103)).toBe(404);
    const rows = await emitted(async () => {
      const r = await platformCall("POST", "/events/103/publish");
      expect(r.status).toBe(200);
      expect(r.body).toMatchObject({ id: 103, published: true, crews: ["nightshift"] });
    });
    expect(rows).toEqual([{ type: "event.published", subject: { event_id: 103, crews: [NIGHTSHIFT], first: true } }]);
    expect(await graphOf(api, 103)).toEqual(["nightshift"]);
    expect(await partnerStatus(103)).toBe(200);
  });

  test("publishing a published event changes nothing and sends nothing", async () => {
    const rows = await emitted(async () => expect((await platformCall("POST", "/events/103/publish")).status).toBe(200));
    expect(rows).toEqual([]);
  });

  test("unpublishing takes the event out of every graph (partner API 404) and sends event.updated", async () => {
    const rows = await emitted(async () => {
      const r = await platformCall("POST", "/events/103/unpublish");
      expect(r.status).toBe(200);
      expect(r.body).toMatchObject({ id: 103, published: false, crews: [] });
    });
    expect(rows).toEqual([{ type: "event.updated", subject: { event_id: 103 } }]);
    expect(await graphOf(api, 103)).toEqual([]);
    expect(await partnerStatus(103)).toBe(404);
    expect(await emitted(async () => expect((await platformCall("POST", "/events/103/unpublish")).status).toBe(200))).toEqual([]);
  });

  test("publishing again is not a first publication", async () => {
    const rows = await emitted(async () => expect((await platformCall("POST", "/events/103/publish")).status).toBe(200));
    expect(rows).toEqual([{ type: "event.published", subject: { event_id: 103, crews: [NIGHTSHIFT], first: false } }]);
    expect(await partnerStatus(103)).toBe(200);
  });

  test("a world event published at load, taken offline and back, is not a first publication either", async () => {
    await platformCall("POST", "/events/102/unpublish");
    const rows = await emitted(() => platformCall("POST", "/events/102/publish"));
    expect(rows).toEqual([{ type: "event.published", subject: { event_id: 102, crews: [NIGHTSHIFT], first: false } }]);
  });

  test("404 for an unknown or malformed event id", async () => {
    expect((await platformCall("POST", "/events/9999/publish")).status).toBe(404);
    expect((await platformCall("POST", "/events/9999/unpublish")).status).toBe(404);
    expect((await platformCall("POST", "/events/abc/publish")).status).toBe(404);
  });
});

describe("POST /platform/v1/events/{id}/pages", () => {
  test("an artist of another crew on a published event: event.published to that crew only, plus event.updated", async () => {
    expect(await partnerStatus(104)).toBe(404);
    const rows = await emitted(async () => {
      const r = await platformCall("POST", "/events/104/pages", { type: "artist", id: 10 });
      expect(r.status).toBe(200);
      expect(r.body.crews).toEqual(["harbour", "nightshift"]);
      expect(r.body.lineup.at(-1)).toMatchObject({ artists: [10], confirmed: true });
    });
    expect(rows).toHaveLength(2);
    expect(rows).toContainEqual({ type: "event.published", subject: { event_id: 104, crews: [NIGHTSHIFT], first: false } });
    expect(rows).toContainEqual({ type: "event.updated", subject: { event_id: 104 } });
    expect(await graphOf(api, 104)).toEqual(["harbour", "nightshift"]);
    expect(await partnerStatus(104)).toBe(200);
  });

  test("a page of a crew that already sees the event: event.updated only", async () => {
    const rows = await emitted(async () => expect((await platformCall("POST", "/events/104/pages", { type: "promoter", id: 20 })).status).toBe(200));
    expect(rows).toEqual([{ type: "event.updated", subject: { event_id: 104 } }]);
  });

  test("setting the venue of an unpublished event changes no graph and sends nothing", async () => {
    const created = await platformCall("POST", "/events", { title: "Venue later", timezone: "UTC" });
    const id = created.body.id as number;
    const rows = await emitted(async () => {
      const r = await platformCall("POST", `/events/${id}/pages`, { type: "venue", id: 30 });
      expect(r.status).toBe(200);
      expect(r.body).toMatchObject({ venue: 30, crews: [] });
    });
    expect(rows).toEqual([]);
    const published = await emitted(() => platformCall("POST", `/events/${id}/publish`));
    expect(published).toEqual([{ type: "event.published", subject: { event_id: id, crews: [NIGHTSHIFT], first: true } }]);
  });

  test("409 for a page already on the event, 422 for a page that does not exist, 404 for an unknown event", async () => {
    const again = await platformCall("POST", "/events/104/pages", { type: "artist", id: 10 });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ code: "conflict", reason: "already_on_event" });
    const missing = await platformCall("POST", "/events/104/pages", { type: "promoter", id: 99 });
    expect(missing.status).toBe(422);
    expect(missing.body.errors[0].param).toBe("id");
    const badType = await platformCall("POST", "/events/104/pages", { type: "label", id: 10 });
    expect(badType.status).toBe(422);
    expect(badType.body.errors[0].param).toBe("type");
    expect((await platformCall("POST", "/events/9999/pages", { type: "artist", id: 10 })).status).toBe(404);
  });
});

describe("PATCH /platform/v1/events/{id}", () => {
  test("a published event's change is stored, updated_at moves, and event.updated is sent", async () => {
    const before = await platformCall("POST", "/events/100/publish");
    const rows = await emitted(async () => {
      const r = await platformCall("PATCH", "/events/100", { title: "Volt Night (moved)", starts_at: "now+30d@23:00", ends_at: "+5h" });
      expect(r.status).toBe(200);
      expect(r.body.title).toBe("Volt Night (moved)");
      expect(Date.parse(r.body.ends_at) - Date.parse(r.body.starts_at)).toBe(5 * 3_600_000);
      expect(Date.parse(r.body.updated_at)).toBeGreaterThanOrEqual(Date.parse(before.body.updated_at));
    });
    expect(rows).toEqual([{ type: "event.updated", subject: { event_id: 100 } }]);
    const partner = await api.get("/v1/events/100", { key: KEYS.secret, headers: { "Cache-Control": "no-cache" } });
    expect(partner.body.title).toBe("Volt Night (moved)");
  });

  test("a new line-up with another crew's artist: event.published to that crew, and the graph follows", async () => {
    const rows = await emitted(async () => {
      const r = await platformCall("PATCH", "/events/102", { lineup: [{ artists: [13], stage: "Main" }] });
      expect(r.status).toBe(200);
      expect(r.body.lineup).toEqual([{ artists: [13], name: null, stage: "Main", start: null, end: null, confirmed: true }]);
    });
    expect(rows).toContainEqual({ type: "event.published", subject: { event_id: 102, crews: [HARBOUR], first: false } });
    expect(rows).toContainEqual({ type: "event.updated", subject: { event_id: 102 } });
    expect(await graphOf(api, 102)).toEqual(["harbour", "nightshift"]);
  });

  test("a change brings the event into the partner list's updated_since increment (the graph's copy of updated_at follows)", async () => {
    const r = await platformCall("PATCH", "/events/101", { description: "Doors at ten." });
    expect(r.status).toBe(200);
    const since = encodeURIComponent(r.body.updated_at);
    const list = await api.get(`/v1/events?status=all&updated_since=${since}`, { key: KEYS.secret, headers: { "Cache-Control": "no-cache" } });
    expect(list.status).toBe(200);
    expect(list.body.data.map((e: { id: number }) => e.id)).toContain(101);
    for (const e of list.body.data as { updated_at: string }[]) expect(Date.parse(e.updated_at)).toBeGreaterThanOrEqual(Date.parse(r.body.updated_at));
    const stale = (await api.database.db.execute(sql`SELECT ce.event_id FROM crew_events ce JOIN events e ON e.id = ce.event_id WHERE ce.updated_at <> e.updated_at`)) as unknown as { rows: unknown[] };
    expect(stale.rows).toEqual([]);
  });

  test("an unpublished event's change sends nothing", async () => {
    await platformCall("POST", "/events/103/unpublish");
    const rows = await emitted(async () => expect((await platformCall("PATCH", "/events/103", { description: "Soon." })).status).toBe(200));
    expect(rows).toEqual([]);
  });

  test.each([
    ["an unknown artist", { lineup: [{ artists: [97] }] }, "lineup.0.artists.0"],
    ["an unknown venue", { venue: 98 }, "venue"],
    ["an end before the start", { ends_at: "2000-01-01T00:00:00Z" }, "ends_at"],
    ["a field that cannot be changed here", { promoters: [20] }, "promoters"],
    ["an empty title", { title: "" }, "title"],
    ["nothing to change", {}, "(body)"],
  ])("422 naming the field for %s", async (_, body, param) => {
    const r = await platformCall("PATCH", "/events/100", body);
    expect(r.status).toBe(422);
    expect(r.body.errors.map((e: { param: string }) => e.param)).toContain(param);
  });

  test("404 for an unknown event", async () => {
    expect((await platformCall("PATCH", "/events/9999", { title: "x" })).status).toBe(404);
  });
});

describe("the platform token", () => {
  test.each([
    ["a wrong token", "svc_plat_wrong"],
    ["no token", null],
    ["a partner API key", KEYS.secret],
  ])("401 invalid_key with %s", async (_, token) => {
    const r = await platformCall("POST", "/events/103/publish", undefined, token);
    expect(r.status).toBe(401);
    expect(r.body.code).toBe("invalid_key");
  });
});
