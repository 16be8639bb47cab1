/**
 * Catalogue exports (GET /v1/exports/{artists,promoters,venues,events}): NDJSON lines equal to the
 * list routes' items, in id order, past events included, `updated_since`, work charged per started
 * 1000 lines as the stream goes, the error line when the budget runs out mid-stream, and no item
 * of another crew.
 */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { endpoints } from "@/lib/registry/registry";
import { buildTools } from "@/lib/mcp/tools";
import { startApp, type ApiResponse, type TestApp } from "../support/app";
import { KEYS } from "../support/keys";
import { pinClock } from "../traffic/clock";
import { pagesWorld } from "./pages/world";

const EXPORT_KEY = "svc_sk_test_nightshiftExportKey000000001";
const SECOND_EXPORT_KEY = "svc_sk_test_nightshiftExportKey000000002";
/** Two units of work a minute: the request's own 1, then 1 at line 1001; line 2001 is refused. */
const TIGHT_KEY = "svc_sk_test_nightshiftTightExportKey0001";
const HARBOUR_EXPORT_KEY = "svc_sk_test_harbourExportKey00000000001";
const NO_EXPORT_SCOPE = KEYS.secret;
const ALL_READ = ["read:profile", "read:artists", "read:promoters", "read:events", "read:venues", "read:content", "read:export"];

/** Nightshift's promoter 20 gets enough events at its hall (venue 30) for several blocks of 1000 lines. */
const BULK_FIRST = 5000;
const BULK_COUNT = 2600;

function exportWorld(): any {
  const w = pagesWorld();
  w.keys.push(
    { crew: "nightshift", name: "Export", type: "secret", token: EXPORT_KEY, scopes: ALL_READ },
    { crew: "nightshift", name: "Export 2", type: "secret", token: SECOND_EXPORT_KEY, scopes: ALL_READ },
    { crew: "nightshift", name: "Tight export", type: "secret", token: TIGHT_KEY, scopes: ALL_READ, rate_limit: { per_minute: 2 } },
    { crew: "harbour", name: "Export", type: "secret", token: HARBOUR_EXPORT_KEY, scopes: ALL_READ },
  );
  for (let i = 0; i < BULK_COUNT; i++) {
    // Half past, half upcoming; the last 10 changed recently, the rest long ago.
    const day = i % 2 === 0 ? `now-${1 + (i % 500)}d@20:00` : `now+${1 + (i % 500)}d@20:00`;
    w.events.push({
      id: BULK_FIRST + i,
      title: `Bulk night ${i}`,
      timezone: "Europe/Berlin",
      starts_at: day,
      ends_at: "+4h",
      promoters: [20],
      venue: 30,
      lineup: [],
      updated_at: i >= BULK_COUNT - 10 ? "now-1h" : "now-90d",
    });
  }
  return w;
}

let api: TestApp;

beforeAll(async () => {
  api = await startApp(exportWorld());
}, 120_000);
afterAll(() => api?.close());

const exportOf = (path: string, key = EXPORT_KEY) => api.get(path, { key });

/** The lines of an NDJSON answer, parsed. */
function lines(r: ApiResponse): any[] {
  expect(r.text === "" || r.text.endsWith("\n")).toBe(true);
  return r.text.split("\n").slice(0, -1).map((l) => JSON.parse(l));
}

/** Every item of a list route, page after page, in id order. */
async function everyListItem(path: string, key = EXPORT_KEY): Promise<any[]> {
  const out: any[] = [];
  let cursor: string | null = null;
  do {
    const sep = path.includes("?") ? "&" : "?";
    const r = await api.get(`${path}${sep}limit=100${cursor ? `&cursor=${cursor}` : ""}`, { key, headers: { "Cache-Control": "no-cache" } });
    expect(r.status).toBe(200);
    out.push(...r.body.data);
    cursor = r.body.pagination.next_cursor;
  } while (cursor);
  return out.sort((a, b) => a.id - b.id);
}

async function workUsed(key: string): Promise<number> {
  const r = await api.get("/v1/usage", { key });
  return r.body.work.minute.used;
}

describe("the NDJSON answer", () => {
  it("is application/x-ndjson, never stored, one item per line in id order", async () => {
    const r = await exportOf("/v1/exports/artists");
    expect(r.status).toBe(200);
    expect(r.headers.get("content-type")).toBe("application/x-ndjson");
    expect(r.headers.get("cache-control")).toBe("private, no-store");
    expect(r.headers.get("etag")).toBeNull();
    expect(r.headers.get("ratelimit")).not.toBeNull();
    const ids = lines(r).map((x) => x.id);
    expect(ids).toEqual([10, 11, 14, 15, 16, 18]);
  });

  it("answers HEAD with the headers and no body", async () => {
    const r = await api.head("/v1/exports/events", { key: EXPORT_KEY });
    expect(r.status).toBe(200);
    expect(r.headers.get("content-type")).toBe("application/x-ndjson");
    expect(r.text).toBe("");
  });

  it("is not an MCP tool", () => {
    const ids = new Set(buildTools(endpoints).map((t) => t.name));
    expect(ids.has("list_artists")).toBe(true);
    for (const id of ["export_artists", "export_promoters", "export_venues", "export_events"]) expect(ids.has(id), id).toBe(false);
  });

  it("needs read:export and a secret key", async () => {
    const r = await exportOf("/v1/exports/events", NO_EXPORT_SCOPE);
    expect(r.status).toBe(403);
    expect(r.body.code).toBe("missing_scope");
  });

  it("refuses an unknown parameter, a bad updated_since or after_id, and limit/cursor (no pages)", async () => {
    for (const q of ["updated_since=yesterday", "after_id=0", "after_id=abc", "limit=10", "cursor=abc", "status=past"]) {
      const r = await exportOf(`/v1/exports/events?${q}`);
      expect(r.status, q).toBe(400);
      expect(r.body.code).toBe("validation_error");
      expect(r.body.errors[0].param).toBe(q.split("=")[0]);
    }
  });
});

describe("the same items as the list routes", () => {
  it("artists: the roster at the full tier, unpublished included", async () => {
    const items = lines(await exportOf("/v1/exports/artists"));
    expect(items).toEqual(await everyListItem("/v1/artists"));
    const bram = items.find((a) => a.id === 11);
    expect(bram.contact_emails).toEqual([{ type: "management", value: "mgmt@bram.test" }]);
  });

  it("promoters: published managed promoters only", async () => {
    const items = lines(await exportOf("/v1/exports/promoters"));
    expect(items.map((p) => p.id)).toEqual([20, 24]);
    expect(items).toEqual(await everyListItem("/v1/promoters"));
  });

  it("venues: managed and reached venues with capacity and managed", async () => {
    const items = lines(await exportOf("/v1/exports/venues"));
    expect(items).toEqual(await everyListItem("/v1/venues"));
    expect(items.find((v) => v.id === 30)).toMatchObject({ managed: true, capacity: { max: 900, layouts: { standing: 900, cabaret: 300 } } });
    expect(items.map((v) => v.id)).not.toContain(33); // unpublished
  });

  it("events: every published event of the graph, past and upcoming, as GET /v1/events items", async () => {
    const items = lines(await exportOf("/v1/exports/events"));
    const listed = await everyListItem("/v1/events?status=all");
    expect(items.length).toBe(listed.length);
    expect(items).toEqual(listed);
    const ids = items.map((e) => e.id);
    expect(ids).toContain(102); // 20 days ago
    expect(ids).not.toContain(103); // draft
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    expect(items.filter((e) => new Date(e.starts_at) < new Date()).length).toBeGreaterThan(BULK_COUNT / 2 - 5);
  }, 60_000);

  it("fields applies to each line", async () => {
    const items = lines(await exportOf("/v1/exports/venues?fields=name"));
    expect(items.length).toBeGreaterThan(1);
    for (const v of items) expect(Object.keys(v).sort()).toEqual(["id", "name"]);
  });
});

describe("updated_since and after_id", () => {
  it("keeps items changed at or after the instant, on each of the four", async () => {
    const since = new Date(Date.now() - 5 * 86400_000).toISOString();
    expect(lines(await exportOf(`/v1/exports/artists?updated_since=${since}`)).map((a) => a.id)).toEqual([10, 14, 18]);
    expect(lines(await exportOf(`/v1/exports/promoters?updated_since=${since}`)).map((p) => p.id)).toEqual([20]);
    const events = lines(await exportOf(`/v1/exports/events?updated_since=${since}`));
    expect(events.map((e) => e.id)).toEqual(expect.arrayContaining(Array.from({ length: 10 }, (_, i) => BULK_FIRST + BULK_COUNT - 10 + i)));
    for (const e of events) expect(new Date(e.updated_at).getTime()).toBeGreaterThanOrEqual(new Date(since).getTime());
    expect(events.map((e) => e.id)).not.toContain(BULK_FIRST);
    const venues = lines(await exportOf(`/v1/exports/venues?updated_since=2999-01-01`));
    expect(venues).toEqual([]);
  });

  it("after_id starts after that id", async () => {
    expect(lines(await exportOf("/v1/exports/artists?after_id=14")).map((a) => a.id)).toEqual([15, 16, 18]);
    expect(lines(await exportOf("/v1/exports/artists?after_id=18"))).toEqual([]);
  });
});

describe("work: one per started 1000 lines, as the stream goes", () => {
  // Work is counted per minute: a minute ending between two reads of it would empty the window.
  beforeEach(pinClock);
  afterEach(() => void vi.useRealTimers());

  it("a short export costs 1, an export of n lines ceil(n / 1000)", async () => {
    const before = await workUsed(SECOND_EXPORT_KEY);
    const short = lines(await exportOf("/v1/exports/promoters", SECOND_EXPORT_KEY));
    expect(short.length).toBeLessThan(1000);
    expect(await workUsed(SECOND_EXPORT_KEY)).toBe(before + 1);
    const events = lines(await exportOf("/v1/exports/events", SECOND_EXPORT_KEY));
    expect(events.length).toBeGreaterThan(2000);
    expect(await workUsed(SECOND_EXPORT_KEY)).toBe(before + 1 + Math.ceil(events.length / 1000));
  }, 60_000);

  it("exactly 1000 lines cost 1; 1001 cost 2", async () => {
    const all = lines(await exportOf("/v1/exports/events"));
    const startAt = (n: number) => all[all.length - n - 1].id; // after_id leaving n lines
    const before = await workUsed(SECOND_EXPORT_KEY);
    expect(lines(await exportOf(`/v1/exports/events?after_id=${startAt(1000)}`, SECOND_EXPORT_KEY))).toHaveLength(1000);
    expect(await workUsed(SECOND_EXPORT_KEY)).toBe(before + 1);
    expect(lines(await exportOf(`/v1/exports/events?after_id=${startAt(1001)}`, SECOND_EXPORT_KEY))).toHaveLength(1001);
    expect(await workUsed(SECOND_EXPORT_KEY)).toBe(before + 3);
  }, 60_000);

  it("when the budget runs out mid-stream, the last line is the 429 problem with after_id to resume", async () => {
    const full = lines(await exportOf("/v1/exports/events"));
    const r = await exportOf("/v1/exports/events", TIGHT_KEY);
    expect(r.status).toBe(200);
    const got = lines(r);
    expect(got).toHaveLength(2001);
    const items = got.slice(0, 2000);
    expect(items).toEqual(full.slice(0, 2000));
    const last = got[2000];
    expect(Object.keys(last).sort()).toEqual(["after_id", "error"]);
    expect(last.after_id).toBe(items[1999].id);
    expect(last.error).toMatchObject({ status: 429, code: "rate_limited", instance: "/api/v1/exports/events" });
    expect(last.error.retry_after).toBeGreaterThan(0);
    expect(last.error.request_id).toBe(r.headers.get("x-request-id"));
    // The refused line spent nothing: the key's minute holds its 2.
    expect(await workUsed(TIGHT_KEY)).toBe(2);
    // Resuming (here with another key) gives exactly the rest.
    const rest = lines(await exportOf(`/v1/exports/events?after_id=${last.after_id}`));
    expect([...items, ...rest]).toEqual(full);
  }, 60_000);

  it("the audit log records the stream's status once it has ended", async () => {
    await exportOf("/v1/exports/venues", SECOND_EXPORT_KEY);
    const log = await api.get("/v1/audit-log?limit=5", { key: SECOND_EXPORT_KEY });
    expect(log.body.data[0]).toMatchObject({ method: "GET", path: "/api/v1/exports/venues", status: 200, cache: null });
  });
});

describe("isolation", () => {
  it("another crew's export holds its own items only", async () => {
    const night = new Set(lines(await exportOf("/v1/exports/events")).map((e) => e.id));
    const harbour = lines(await exportOf("/v1/exports/events", HARBOUR_EXPORT_KEY));
    expect(harbour).toEqual(await everyListItem("/v1/events?status=all", HARBOUR_EXPORT_KEY));
    expect(harbour.map((e) => e.id)).toEqual([104]);
    expect(night.has(104)).toBe(false);
    for (const kind of ["artists", "promoters", "venues"]) {
      const theirs = lines(await exportOf(`/v1/exports/${kind}`, HARBOUR_EXPORT_KEY));
      expect(theirs, kind).toEqual(await everyListItem(`/v1/${kind}`, HARBOUR_EXPORT_KEY));
    }
    expect(lines(await exportOf("/v1/exports/artists", HARBOUR_EXPORT_KEY)).map((a) => a.id)).toEqual([13, 18]);
    expect(lines(await exportOf("/v1/exports/promoters", HARBOUR_EXPORT_KEY)).map((p) => p.id)).toEqual([21]);
  });
});
