import { describe, expect, it } from "vitest";
import { codeFormat, DEFAULT_RETURN_PATH, disposableEmail, e164, memberCode, returnOrigin, returnPath } from "@/lib/ambassadors/rules";

describe("e164: a real number in international form", () => {
  it.each([
    ["+436601234501", "+436601234501"],
    ["+43 660 1234501", "+436601234501"],
    [" +43 (660) 123-4501 ", "+436601234501"],
    ["+43.660.1234501", "+436601234501"],
    ["00436601234501", "+436601234501"],
    ["+1 202-555-0143", "+12025550143"],
    ["06601234501", null], // no country
    ["+43", null],
    ["+999123456789", null], // no such country code
    ["+15555550100", null], // possible length, not a real number
    ["+4366012345019999", null], // too long
    ["+43 660 CALL ME", null],
    ["", null],
  ])("%j -> %s", (input, out) => {
    expect(e164(input)).toBe(out);
  });
});

describe("disposableEmail", () => {
  it.each([
    ["fan@mailinator.com", true],
    ["Fan@MAILINATOR.COM", true],
    ["fan@sub.mailinator.com", true],
    ["fan@guerrillamail.com", true],
    ["fan@10minutemail.com", true],
    ["fan@tempmail.com", true],
    ["fan@temp-mail.org", true],
    ["fan@yopmail.com", true],
    ["fan@TrashMail.de", true],
    ["fan@mailinator.com.", true],
    ["fan@notmailinator.com", false],
    ["mailinator.com@fans.test", false],
    ["fan@fans.test", false],
    ["fan@gmail.com", false],
    ["no-at-sign", false],
  ])("%s -> %s", (email, refused) => {
    expect(disposableEmail(email)).toBe(refused);
  });

  it.each([
    ["fan@spam.test", ["spam.test"], true],
    ["fan@mx.spam.test", ["SPAM.TEST"], true],
    ["fan@spam.test", ["@spam.test"], true],
    ["Bad@Fans.Test", ["bad@fans.test"], true],
    ["good@fans.test", ["bad@fans.test"], false],
    ["fan@fans.test", ["", "  "], false],
  ])("blocked list: %s with %j -> %s", (email, blocked, refused) => {
    expect(disposableEmail(email, blocked)).toBe(refused);
  });
});

describe("codeFormat: letters, digits, - and _, at most 64", () => {
  it.each([
    ["MK-GLOW", true],
    ["mk_glow_2", true],
    ["A", true],
    ["A".repeat(64), true],
    ["A".repeat(65), false],
    ["", false],
    ["MK GLOW", false],
    ["MK.GLOW", false],
    ["MÜ-1", false],
    ["MK-GLOW\n", false],
  ])("%j -> %s", (code, ok) => {
    expect(codeFormat(code)).toBe(ok);
  });
});

describe("returnPath: a path on the partner's own site", () => {
  it.each([
    ["/ambassador", true],
    ["/", true],
    ["/ok?x=1", true],
    ["/members/area#top", true],
    ["/a/b/c?next=%2F%2Fevil.test", true],
    ["//evil.test", false],
    ["//evil.test/path", false],
    ["/\\evil.test", false],
    ["\\\\evil.test", false],
    ["https://x", false],
    ["https://partner.test/ok", false],
    ["javascript:alert(1)", false],
    ["ok", false],
    ["", false],
    ["/a//b", false],
    ["/\t/evil.test", false],
    ["/\n/evil.test", false],
    ["/ spaced", false],
    [`/${"a".repeat(2048)}`, false],
  ])("%j -> %s", (path, ok) => {
    expect(returnPath(path)).toBe(ok);
  });

  it("defaults to /ambassador, which passes", () => {
    expect(DEFAULT_RETURN_PATH).toBe("/ambassador");
    expect(returnPath(DEFAULT_RETURN_PATH)).toBe(true);
  });
});

describe("returnOrigin: one of the key's storefront origins", () => {
  const origins = ["https://shop.partner.test", "http://localhost:3000"];
  it.each([
    ["https://shop.partner.test", "https://shop.partner.test"],
    ["https://SHOP.partner.test/", "https://shop.partner.test"],
    ["https://shop.partner.test:443", "https://shop.partner.test"],
    ["http://localhost:3000", "http://localhost:3000"],
    ["http://localhost:3001", null],
    ["http://shop.partner.test", null],
    ["https://evil.test", null],
    ["https://shop.partner.test.evil.test", null],
    ["https://shop.partner.test/path", null],
    ["https://shop.partner.test?x=1", null],
    ["https://shop.partner.test#x", null],
    ["https://user@shop.partner.test", null],
    ["shop.partner.test", null],
    ["", null],
  ])("%j -> %s", (origin, out) => {
    expect(returnOrigin(origin, origins)).toBe(out);
  });

  it("answers null for a key without storefront origins", () => {
    expect(returnOrigin("https://shop.partner.test", [])).toBeNull();
  });
});

describe("memberCode: initials and four readable characters, unique", () => {
  const counter = () => {
    let i = 0;
    return (n: number) => i++ % n;
  };
  const always = (k: number) => () => k;

  it.each([
    ["Mia", "Keller", /^MK-[A-HJKMNP-Z2-9]{4}$/],
    ["élodie", "ünal", /^EU-[A-HJKMNP-Z2-9]{4}$/],
    ["Mia", "", /^M-[A-HJKMNP-Z2-9]{4}$/],
    ["", "", /^AM-[A-HJKMNP-Z2-9]{4}$/],
    ["李", "王", /^AM-[A-HJKMNP-Z2-9]{4}$/],
  ])("%s %s -> %s", (first, last, pattern) => {
    const code = memberCode(first, last, []);
    expect(code).toMatch(pattern);
    expect(codeFormat(code)).toBe(true);
  });

  it("draws again when the code is taken, in any case", () => {
    expect(memberCode("Mia", "Keller", [], counter())).toBe("MK-ABCD");
    expect(memberCode("Mia", "Keller", ["mk-abcd"], counter())).toBe("MK-EFGH");
  });

  it("grows the random part after 50 clashes", () => {
    // `always(0)` draws "AAAA" every time: taken, so after 50 tries the code gets a fifth character.
    expect(memberCode("Mia", "Keller", new Set(["MK-AAAA"]), always(0))).toBe("MK-AAAAA");
  });
});
