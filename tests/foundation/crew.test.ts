import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { endpoints } from "@/lib/registry/registry";
import { DEFAULT_SCOPES } from "@/lib/auth/scopes";
import { processStatus } from "@/lib/discovery/health/status";
import { startApp, type TestApp } from "../support/app";
import { KEYS, PUBLISHABLE_ORIGIN } from "../support/keys";

let api: TestApp;
beforeAll(async () => {
  api = await startApp();
});
afterAll(() => api.close());

describe("GET /v1/me", () => {
  it("describes the key, its budgets and its crew", async () => {
    const res = await api.get("/v1/me", { key: KEYS.secret });
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("private, no-store");
    expect(res.body).toEqual({
      key: {
        id: expect.stringMatching(/^[0-9a-f-]{36}$/),
        type: "secret",
        scopes: ["read:profile", "read:artists", "read:promoters", "read:events", "read:venues", "read:content", "write:bookings", "write:keys", "mcp:access"],
        rate_limit: { per_minute: 300, per_day: 100000 },
        limits: { requests_per_minute: 6000, crew_work_per_minute: 1500, crew_work_per_day: 500000, bytes_per_day: 20000000000 },
        websites: [],
      },
      crew: { id: "6f1c9a52-7a0e-4b59-9a55-1f0f3c2b7d01", name: "Nightshift Agency", slug: "nightshift" },
    });
  });

  it("gives a studio key the studio figures and default scopes", async () => {
    const res = await api.get("/v1/me", { key: KEYS.harbour });
    expect(res.body.key.rate_limit).toEqual({ per_minute: 120, per_day: 20000 });
    expect(res.body.key.limits).toEqual({ requests_per_minute: 2400, crew_work_per_minute: 600, crew_work_per_day: 120000, bytes_per_day: 5000000000 });
    expect(res.body.key.scopes).toEqual(DEFAULT_SCOPES);
    expect(res.body.crew.slug).toBe("harbour");
  });

  it("raises the request allowance to twenty times a key's own work budget", async () => {
    const world = structuredClone((await import("../support/app")).readWorld("basic")) as any;
    world.keys.push({ crew: "harbour", name: "Big", type: "secret", token: "svc_sk_test_harbourBigBudgetKey00000001", rate_limit: { per_minute: 500, per_day: 300000 } });
    const other = await startApp(world);
    try {
      const res = await other.get("/v1/me", { key: "svc_sk_test_harbourBigBudgetKey00000001" });
      expect(res.body.key.rate_limit).toEqual({ per_minute: 500, per_day: 300000 });
      expect(res.body.key.limits.requests_per_minute).toBe(10000);
    } finally {
      await other.close();
      await api.close();
      api = await startApp();
    }
  });

  it("refuses a publishable key", async () => {
    const res = await api.get("/v1/me", { key: KEYS.publishable, origin: PUBLISHABLE_ORIGIN });
    expect(res.status).toBe(403);
    expect(res.body.code).toBe("missing_scope");
  });
});

describe("GET /v1/crew", () => {
  it("returns the crew with roster artists (unpublished included) and published promoters", async () => {
    const res = await api.get("/v1/crew", { key: KEYS.secret });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ id: "6f1c9a52-7a0e-4b59-9a55-1f0f3c2b7d01", name: "Nightshift Agency", slug: "nightshift", pages: { artists: [10, 11, 14], promoters: [20] } });
    expect(res.headers.get("cache-control")).toBe("private, max-age=300, stale-while-revalidate=600, stale-if-error=86400");
  });

  it("shows another crew only its own pages", async () => {
    const res = await api.get("/v1/crew", { key: KEYS.harbour });
    expect(res.body.pages).toEqual({ artists: [13], promoters: [21] });
  });
});

describe("GET /v1/crew/pages", () => {
  it("names every managed page, drafts with null image and page url", async () => {
    const res = await api.get("/v1/crew/pages", { key: KEYS.secret });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      data: [
        { type: "artist", id: 10, name: "Ada Volt", image_url: "https://img.example.test/ada.jpg", is_published: true, page_url: "https://events.example.test/artists/10" },
        { type: "artist", id: 11, name: "Bram Okafor", image_url: null, is_published: false, page_url: null },
        { type: "artist", id: 14, name: "Esme Quill", image_url: null, is_published: true, page_url: "https://events.example.test/artists/14" },
        { type: "promoter", id: 20, name: "Volt Collective", image_url: null, is_published: true, page_url: "https://events.example.test/promoters/20" },
        { type: "venue", id: 30, name: "Tresor Hall", image_url: null, is_published: true, page_url: "https://events.example.test/venues/30" },
      ],
    });
  });
});

describe("GET /v1/genres", () => {
  it("lists genres by name, for any key kind", async () => {
    const expected = { data: [{ id: 4, name: "Ambient" }, { id: 2, name: "House" }, { id: 3, name: "Jazz" }, { id: 1, name: "Techno" }] };
    expect((await api.get("/v1/genres", { key: KEYS.noScopes })).body).toEqual(expected);
    const pub = await api.get("/v1/genres", { key: KEYS.publishable, origin: PUBLISHABLE_ORIGIN });
    expect(pub.body).toEqual(expected);
    expect(pub.headers.get("cache-control")).toContain("max-age=3600");
  });
});

describe("discovery routes", () => {
  // Spec: "`GET /v1/status`: `{ status, api_version, time ts, components: { database, payments, email } }`;
  // each component is `ok` or `down`; the whole is ok only when every component is. Never cached."
  it("GET /v1/status reports the database, payments and email, without a key", async () => {
    processStatus.clear();
    const res = await api.get("/v1/status");
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("private, no-store");
    expect(res.body).toEqual({ status: "ok", api_version: "v1", time: expect.any(String), components: { database: "ok", payments: "ok", email: "ok" } });
    expect(Math.abs(Date.parse(res.body.time) - Date.now())).toBeLessThan(60_000);
  });

  it("GET /v1/status answers 503 naming the component that fails (the whole is ok only when every component is)", async () => {
    processStatus.clear();
    const db = vi.spyOn(api.database.db, "execute").mockRejectedValueOnce(new Error("connection refused"));
    const down = await api.get("/v1/status", { ip: "192.0.2.90" });
    expect(db).toHaveBeenCalledTimes(1);
    expect(down.status).toBe(503);
    expect(down.body).toEqual({ status: "down", api_version: "v1", time: expect.any(String), components: { database: "down", payments: "ok", email: "ok" } });
    db.mockRestore();

    // A down result is kept 10 s: forget it to see the recovery now.
    processStatus.clear();
    expect((await api.get("/v1/status", { ip: "192.0.2.90" })).status).toBe(200);
  });

  it("GET /v1/scopes lists every scope with the routes it opens", async () => {
    const res = await api.get("/v1/scopes");
    expect(res.status).toBe(200);
    expect(res.body.data).toHaveLength(19);
    const profile = res.body.data.find((s: { scope: string }) => s.scope === "read:profile");
    expect(profile).toEqual({ scope: "read:profile", group: "read", default: true, publishable: true, owner_only: false, summary: expect.any(String), routes: ["GET /v1/crew", "GET /v1/crew/pages"] });
    const keys = res.body.data.find((s: { scope: string }) => s.scope === "write:keys");
    expect(keys).toMatchObject({ group: "write", default: false, publishable: false, routes: ["POST /v1/keys/rotate"] });
    expect(res.body.data.find((s: { scope: string }) => s.scope === "mcp:access").group).toBe("read");
    expect(res.body.data.find((s: { scope: string }) => s.scope === "read:ambassador-members").owner_only).toBe(true);
    // Every route's scopes are listed under those scopes.
    for (const e of endpoints) {
      for (const scope of e.scopes) {
        expect(res.body.data.find((s: { scope: string }) => s.scope === scope).routes).toContain(`${e.method} ${e.path}`);
      }
    }
  });

  it("GET /v1/changelog is newest first and names only served routes", async () => {
    const res = await api.get("/v1/changelog");
    expect(res.status).toBe(200);
    const dates = res.body.data.map((d: { date: string }) => d.date);
    expect(dates).toEqual([...dates].sort().reverse());
    // The MCP server is a route of the dispatcher's table (lib/server/routes.ts) beside the registry's.
    const served = new Set([...endpoints.map((e) => `${e.method} ${e.path}`), "POST /v1/mcp"]);
    for (const entry of res.body.data) for (const r of entry.routes) expect(served.has(r), r).toBe(true);
  });

  it("GET /v1/openapi.json is an OpenAPI 3.1 document of the served routes", async () => {
    const res = await api.get("/v1/openapi.json");
    expect(res.status).toBe(200);
    expect(res.body.openapi).toMatch(/^3\.1\./);
    const documented = Object.entries(res.body.paths as Record<string, Record<string, unknown>>).flatMap(([p, ops]) => Object.keys(ops).filter((m) => ["get", "post"].includes(m)).map((m) => `${m.toUpperCase()} ${p}`));
    // The registry's routes and the MCP server served beside them (lib/openapi/routes-beside.ts).
    expect(new Set(documented)).toEqual(new Set([...endpoints.map((e) => `${e.method} ${e.path}`), "POST /v1/mcp"]));
  });
});
