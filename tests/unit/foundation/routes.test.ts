import { describe, expect, it } from "vitest";
import { endpoints, findRoute } from "@/lib/api/registry";
import { routeDrift } from "@/scripts/gen-routes";

describe("route files", () => {
  it("bind exactly the registry's paths (run `npm run routes` after adding an endpoint)", () => {
    expect(routeDrift()).toEqual([]);
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

describe("the in-process router", () => {
  it("decodes path parameters, and matches no route for a segment that is not valid percent-encoding", () => {
    expect(findRoute("/api/v1/forms/caf%C3%A9")?.params).toEqual({ slug: "café" });
    for (const bad of ["%E0%A4%A", "%", "a%zz", "%C0"]) expect(findRoute(`/api/v1/forms/${bad}`), bad).toBeNull();
  });
});
