/**
 * The check behind "Refuse NUL (and any other character the database cannot store) in every text
 * input" (issue 25, part 5): U+0000 and lone surrogates are refused, every other character passes.
 */
import { describe, expect, it } from "vitest";
import { printable, unstorable, unstorableFields } from "@/lib/http/storable-text";

describe("unstorable", () => {
  it.each([
    ["NUL alone", "\u0000"],
    ["NUL inside", "a\u0000b"],
    ["a lone high surrogate", "\uD83D"],
    ["a lone low surrogate", "\uDE00x"],
    ["two high surrogates", "\uD83D\uD83D\uDE00"],
    ["a high surrogate at the end", "ok\uD800"],
  ])("refuses %s", (_name, s) => {
    expect(unstorable(s)).not.toBeNull();
  });

  it.each([
    ["empty", ""],
    ["ASCII controls other than NUL", "\u0001\t\n\u001f\u007f"],
    ["a pair (emoji)", "🎉"],
    ["U+FFFD (what invalid UTF-8 decodes to)", "\uFFFD"],
    ["the six characters of a JSON escape", "\\u0000"],
    ["percent-escapes as text", "%00%C0%80"],
    ["BOM, RTL override, non-characters", "\uFEFF\u202E\uFFFF"],
    ["2,000 characters", "é".repeat(2000)],
  ])("accepts %s", (_name, s) => {
    expect(unstorable(s)).toBeNull();
  });

  it("names NUL and surrogates differently", () => {
    expect(unstorable("\u0000")).toContain("U+0000");
    expect(unstorable("\uD800")).toContain("surrogate");
  });
});

describe("unstorableFields", () => {
  it("names values by dotted path as zod does, keys with U+FFFD in place", () => {
    const errors = unstorableFields({ a: "ok", lines: [{ coupon: "x" }, { coupon: "\u0000" }], "k\u0000": 1, nested: { "\uD800": "y" } });
    expect(errors.map((e) => e.param)).toEqual(["lines.1.coupon", "k\uFFFD", "nested.\uFFFD"]);
  });

  it("names a bare string (root) and finds nothing in numbers, booleans and null", () => {
    expect(unstorableFields("\u0000")).toEqual([{ param: "(root)", message: expect.any(String) }]);
    expect(unstorableFields({ a: 1, b: true, c: null, d: [1.5] })).toEqual([]);
  });

  it("walks bodies nested tens of thousands deep and stops at 10 errors", () => {
    let deep: unknown = "\u0000";
    for (let i = 0; i < 30_000; i++) deep = [deep];
    expect(unstorableFields(deep)).toHaveLength(1);
    expect(unstorableFields(Array.from({ length: 50 }, () => "\u0000"))).toHaveLength(10);
  });

  it("skips only top-level credential fields (a sign-in token is hashed, never stored)", () => {
    const body = { token: "amb_lt_\u0000", nested: { token: "\u0000" } };
    expect(unstorableFields(body, ["token"])).toEqual([{ param: "nested.token", message: expect.any(String) }]);
    expect(unstorableFields(body).map((e) => e.param)).toEqual(["token", "nested.token"]);
  });

  it("printable replaces only what cannot be stored", () => {
    expect(printable("a\u0000b\uD800c🎉")).toBe("a\uFFFDb\uFFFDc🎉");
  });
});
