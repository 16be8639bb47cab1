/** The shop's five routes in the registry and the OpenAPI document, with their scopes and key kinds; none is an MCP tool. */
import { describe, expect, it } from "vitest";
import { endpoints } from "@/lib/registry/registry";
import { allTools } from "@/lib/mcp/tools";
import { buildOpenApi } from "@/lib/openapi/document";

const SHOP = [
  { id: "list_shop_products", method: "GET", path: "/v1/shop/products", scope: "read:shop", publishable: true, cache: 30 },
  { id: "get_shop_product", method: "GET", path: "/v1/shop/products/{id}", scope: "read:shop", publishable: true, cache: 30 },
  { id: "get_event_shop", method: "GET", path: "/v1/events/{id}/shop", scope: "read:shop", publishable: true, cache: 30 },
  { id: "shop_quote", method: "POST", path: "/v1/shop/quote", scope: "read:shop", publishable: false, cache: "no-store" },
  { id: "create_shop_checkout_session", method: "POST", path: "/v1/shop/checkout-sessions", scope: "write:shop:checkout", publishable: false, cache: "no-store" },
] as const;

describe("the shop's routes", () => {
  it.each(SHOP)("$id: $method $path, $scope", (want) => {
    const e = endpoints.find((x) => x.id === want.id);
    expect(e).toBeDefined();
    expect({ method: e!.method, path: e!.path, scopes: e!.scopes, publishable: !!e!.publishable, cache: e!.cache }).toEqual({
      method: want.method,
      path: want.path,
      scopes: [want.scope],
      publishable: want.publishable,
      cache: want.cache,
    });
  });

  it("are in the OpenAPI document", () => {
    const doc = buildOpenApi(endpoints, "http://localhost:3000/api");
    for (const want of SHOP) {
      const op = (doc.paths as Record<string, Record<string, { operationId?: string }>>)[want.path]?.[want.method.toLowerCase()];
      expect(op?.operationId, want.id).toBe(want.id);
    }
  });

  it("none is an MCP tool", () => {
    const tools = allTools();
    expect(tools.length).toBeGreaterThan(0);
    const served = tools.map((t) => t.endpoint.id);
    for (const want of SHOP) expect(served).not.toContain(want.id);
  });
});
