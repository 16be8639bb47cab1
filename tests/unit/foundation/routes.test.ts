import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { getPathMatch } from "next/dist/shared/lib/router/utils/path-match";
import { prepareDestination } from "next/dist/shared/lib/router/utils/prepare-destination";
import nextConfig from "@/next.config";
import { allEndpoints, endpoints } from "@/lib/registry/registry";
import { apiRoutes, findRoute } from "@/lib/server/routes";

/**
 * The route files Next.js may hold under app/api: the one dispatcher's catch-all, and Inngest's
 * endpoint, whose function duration Next.js reads per route file (docs/architecture.md).
 */
const ALLOWED_ROUTE_FILES = ["app/api/[[...path]]/route.ts", "app/api/inngest/route.ts"];

describe("route files", () => {
  it("Next.js binds the dispatcher once: no route.ts under app/api but the catch-all and Inngest's", () => {
    const found = fs
      .readdirSync("app/api", { recursive: true, encoding: "utf8" })
      .filter((f) => /(^|\/)route\.(ts|tsx|js|mjs)$/.test(f))
      .map((f) => path.posix.join("app/api", f.split(path.sep).join("/")))
      .sort();
    expect(found).toEqual([...ALLOWED_ROUTE_FILES].sort());
  });

  it("every endpoint has a unique id and a path under /v1", () => {
    expect(new Set(endpoints.map((e) => e.id)).size).toBe(endpoints.length);
    for (const e of endpoints) expect(e.path).toMatch(/^\/v1\//);
  });

  it("every endpoint is documented", () => {
    for (const e of endpoints) {
      expect(e.summary.length, e.id).toBeGreaterThan(3);
      expect(e.description.length, e.id).toBeGreaterThan(10);
    }
  });
});

describe("the dispatcher's table", () => {
  it("holds every declared path of the three surfaces, and the routes that speak Fetch", () => {
    const paths = apiRoutes().map((r) => r.path);
    expect(new Set(paths).size).toBe(paths.length);
    expect(new Set(paths.filter((p) => apiRoutes().find((r) => r.path === p)!.fetch === null))).toEqual(new Set(allEndpoints.map((e) => e.path)));
    expect(paths.filter((p) => apiRoutes().find((r) => r.path === p)!.fetch !== null).sort()).toEqual(["/inngest", "/payments/{provider}/webhook", "/stripe/webhook", "/v1/mcp"]);
  });

  it("decodes path parameters, and matches no route for a segment that is not valid percent-encoding", () => {
    expect(findRoute("/api/v1/forms/caf%C3%A9")?.params).toEqual({ slug: "café" });
    for (const bad of ["%E0%A4%A", "%", "a%zz", "%C0"]) expect(findRoute(`/api/v1/forms/${bad}`), bad).toBeNull();
  });

  it("matches a path with or without one trailing slash, never two, and nothing outside /api", () => {
    expect(findRoute("/api/v1/events")?.route.path).toBe("/v1/events");
    expect(findRoute("/api/v1/events/")?.route.path).toBe("/v1/events");
    expect(findRoute("/api/v1/mcp/")?.route.path).toBe("/v1/mcp");
    expect(findRoute("/api/stripe/webhook/")?.route.fetch).not.toBeNull();
    expect(findRoute("/api/payments/stripe/webhook")?.params).toEqual({ provider: "stripe" });
    for (const none of ["/api/v1/events//", "/api", "/api/", "/api/v1", "/api/v1/", "/api/v2/me", "/v1/events", "/docs/"]) expect(findRoute(none), none).toBeNull();
  });

  it("prefers a literal segment to a parameter", () => {
    expect(findRoute("/api/v1/events/search")?.route.path).toBe("/v1/events/search");
    expect(findRoute("/api/v1/events/12")).toMatchObject({ route: { path: "/v1/events/{id}" }, params: { id: "12" } });
  });

  it("hands out params no caller can change in the remembered match", () => {
    findRoute("/api/v1/events/7")!.params.id = "changed";
    expect(findRoute("/api/v1/events/7")?.params).toEqual({ id: "7" });
  });
});

describe("trailing slashes under Next.js (next.config.ts)", () => {
  /** Where the config's redirects send a path, as Next.js matches them; null when none applies. */
  async function redirected(pathname: string): Promise<string | null> {
    for (const r of (await nextConfig.redirects!()) as { source: string; destination: string }[]) {
      const params = getPathMatch(r.source, { removeUnnamedParams: true, strict: true })(pathname);
      if (params) return prepareDestination({ appendParamsToQuery: false, destination: r.destination, params, query: {} }).newUrl;
    }
    return null;
  }

  it("leave every path under /api to the dispatcher: Next's own redirect is off, no redirect takes it", async () => {
    expect(nextConfig.skipTrailingSlashRedirect).toBe(true);
    for (const p of ["/api/", "/api/v1/", "/api/v1/events/", "/api/admin/v1/webhooks/", "/api/stripe/webhook/", "/api/inngest/"]) expect(await redirected(p), p).toBeNull();
  });

  it("send any other path with one to the path without it, as Next.js did (pages, docs)", async () => {
    expect(await redirected("/docs/")).toBe("/docs");
    expect(await redirected("/docs/getting-started/")).toBe("/docs/getting-started");
    expect(await redirected("/apiary/")).toBe("/apiary");
    expect(await redirected("/docs")).toBeNull();
    expect(await redirected("/")).toBeNull();
  });
});
