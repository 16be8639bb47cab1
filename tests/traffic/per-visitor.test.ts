/**
 * Core section 8: "Limits counted per visitor use the `client_ip` the caller sends in the body;
 * without it only the whole key is counted. The whole key has twenty times the per-visitor room."
 * Checked on every route whose body takes `client_ip`, found from the registry so a new one cannot
 * be missed.
 */
import { describe, expect, it } from "vitest";
import type { Auth } from "@/lib/auth/authenticate";
import { ALLOWANCES } from "@/lib/limits/plans";
import { z } from "zod";
import { endpoints } from "@/lib/registry/registry";
import { routeWindows } from "@/lib/registry/route-limits";

const auth = { crew: { id: "crew-1" }, key: { id: "key-1" } } as unknown as Auth;

/** Routes whose body schema names `client_ip`. */
const takesClientIp = endpoints
  .filter((e) => e.method === "POST" && e.body !== undefined && JSON.stringify(z.toJSONSchema(e.body as z.ZodType, { io: "input", unrepresentable: "any" })).includes('"client_ip"'))
  .map((e) => e.id)
  .sort();

const minuteWindows = (id: string, body: unknown) => routeWindows(id, auth, body).filter((w) => w.seconds === 60);

describe("per-visitor limits (core 8)", () => {
  it("cover every route that takes client_ip", () => {
    expect(takesClientIp).toEqual(
      [
        "ambassador_claim",
        "ambassador_email_preference",
        "ambassador_login",
        "ambassador_login_exchange",
        "ambassador_profile",
        "ambassador_register",
        "create_booking_request",
        "create_checkout_session",
        "create_shop_checkout_session",
        "newsletter_signup",
        "newsletter_unsubscribe",
        "shop_quote",
        "submit_form",
        "validate_access_code",
        "validate_coupon",
      ].sort(),
    );
  });

  it.each(takesClientIp)("%s: with client_ip the visitor and the whole key (twenty times) both count", (id) => {
    const windows = minuteWindows(id, { client_ip: "198.51.100.1" });
    expect(windows).toHaveLength(2);
    const [visitor, whole] = windows;
    expect(visitor!.key).toContain(":v:198.51.100.1");
    expect(whole!.limit).toBe(visitor!.limit * ALLOWANCES.wholeKeyFactor);
    expect(ALLOWANCES.wholeKeyFactor).toBe(20);
  });

  it.each(takesClientIp)("%s: without client_ip only the whole key is counted", (id) => {
    const named = minuteWindows(id, { client_ip: "198.51.100.1" });
    for (const body of [{}, { client_ip: "" }, { client_ip: 42 }]) {
      const windows = minuteWindows(id, body);
      expect(windows).toEqual([named[1]]);
    }
  });

  it("keeps visitors apart", () => {
    const a = minuteWindows("submit_form", { client_ip: "198.51.100.1" });
    const b = minuteWindows("submit_form", { client_ip: "2001:db8::1" });
    expect(a[0]!.key).not.toBe(b[0]!.key);
    expect(a[1]!.key).toBe(b[1]!.key);
  });
});
