/**
 * Core 8.6: "Idempotency-Key (1 to 255 visible ASCII chars) on a POST ... Applies to every POST
 * except opening a checkout (self-guarded; merch checkout takes `idempotency_key` in the body) and
 * the coupon/access-code checks; an answer carrying a secret is never stored." Core 4.1: key
 * rotation "Does not take Idempotency-Key (the answer carries a secret and is never stored)".
 */
import { describe, expect, it } from "vitest";
import { endpoints } from "@/lib/registry/registry";

const EXCEPT = new Set(["create_checkout_session", "create_shop_checkout_session", "validate_coupon", "validate_access_code", "rotate_key"]);

describe("Idempotency-Key on the partner API's POSTs (core 8.6)", () => {
  const posts = endpoints.filter((e) => e.method === "POST" && e.path !== "/v1/mcp");

  it.each(posts.filter((e) => !EXCEPT.has(e.id)).map((e) => [e.id, e] as const))("%s takes it", (_id, e) => {
    expect(e.idempotent).toBe(true);
  });

  it.each([...EXCEPT])("%s does not", (id) => {
    const e = posts.find((p) => p.id === id);
    expect(e, id).toBeDefined();
    expect(e!.idempotent ?? false).toBe(false);
  });
});
