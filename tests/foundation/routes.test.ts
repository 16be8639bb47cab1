import { describe, expect, it } from "vitest";
import { endpoints } from "@/lib/api/registry";
import { routeDrift } from "../../scripts/gen-routes";

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
