/** Who may call the crew admin API: a member's admin token, role owner or manage_api, crew on a paid plan. */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminEndpoints, endpoints } from "@/lib/registry/registry";
import { buildOpenApi } from "@/lib/openapi/document";
import { allTools } from "@/lib/mcp/tools";
import { KEYS } from "../support/keys";
import { ADMIN, startAdminWorld, type AdminWorld } from "./support";

let w: AdminWorld;

beforeAll(async () => {
  w = await startAdminWorld();
});

afterAll(async () => {
  await w.api.close();
});

describe("admin token", () => {
  it("401 invalid_key without an Authorization header", async () => {
    const r = await w.call("GET", "/admin/v1/webhooks", null);
    expect(r.status).toBe(401);
    expect(r.body.code).toBe("invalid_key");
    expect(r.headers.get("content-type")).toContain("application/problem+json");
  });

  it("401 invalid_key for an unknown admin token", async () => {
    const r = await w.call("GET", "/admin/v1/webhooks", ADMIN.unknown);
    expect(r.status).toBe(401);
    expect(r.body.code).toBe("invalid_key");
  });

  it("401 invalid_key for a malformed token, and for a partner API key", async () => {
    for (const token of ["svc_adm_short", "not-a-token", KEYS.secret]) {
      const r = await w.call("GET", "/admin/v1/webhooks", token);
      expect(r.status, token).toBe(401);
      expect(r.body.code).toBe("invalid_key");
    }
  });

  it("403 subscription_required for a member of a lapsed crew", async () => {
    const r = await w.call("GET", "/admin/v1/webhooks", ADMIN.lapsedOwner);
    expect(r.status).toBe(403);
    expect(r.body.code).toBe("subscription_required");
  });

  it("403 forbidden for a member without admin rights (role member), on reads and writes", async () => {
    for (const [method, body] of [
      ["GET", undefined],
      ["POST", { url: "https://hooks.example.com/x", events: ["order.paid"] }],
    ] as const) {
      const r = await w.call(method, "/admin/v1/webhooks", ADMIN.member, body);
      expect(r.status).toBe(403);
      expect(r.body.code).toBe("forbidden");
    }
  });

  it("owner and manage_api members may call it", async () => {
    for (const token of [ADMIN.owner, ADMIN.manageApi]) {
      const r = await w.call("GET", "/admin/v1/webhooks", token);
      expect(r.status).toBe(200);
      expect(Array.isArray(r.body.data)).toBe(true);
    }
  });
});

describe("surfaces", () => {
  it("admin routes live under /admin/v1 and are neither in the partner OpenAPI document nor MCP tools", () => {
    expect(adminEndpoints.length).toBeGreaterThan(0);
    for (const e of adminEndpoints) {
      expect(e.path.startsWith("/admin/v1/")).toBe(true);
      expect(e.auth).toBe("admin");
      expect(endpoints).not.toContain(e);
    }
    const doc = buildOpenApi(endpoints, "http://localhost:3000/api");
    expect(Object.keys(doc.paths ?? {}).filter((p) => p.includes("/admin/"))).toEqual([]);
    expect(allTools().filter((t) => t.endpoint.auth === "admin" || t.endpoint.path.startsWith("/admin/"))).toEqual([]);
  });
});
