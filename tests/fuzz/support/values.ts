/**
 * Hostile values for every part of a request: strings that break parsers (null bytes, unicode,
 * bad percent-encoding, huge) or databases, numbers at and past every limit, and JSON of the
 * wrong shape.
 */
import fc from "fast-check";

/** Strings a careless parser trips on. */
const NASTY = [
  "",
  " ",
  "0",
  "-1",
  "-0",
  "1e3",
  "0x1F",
  "1.5",
  "NaN",
  "Infinity",
  "null",
  "undefined",
  "true",
  "[]",
  "{}",
  "2147483648",
  "9007199254740993",
  "99999999999999999999999999",
  "00000000001",
  "..",
  "../..",
  "%2e%2e",
  "%2F",
  "a%2Fb",
  "%",
  "%%",
  "%E0%A4%A",
  "%FF",
  "%C0%AF",
  "%00",
  "\u0000",
  "a\u0000b",
  "\uFEFF1",
  "１２３",
  "٣",
  "🎉",
  "\uD83D",
  "é",
  "ß",
  "İ",
  "\u202E",
  "'; DROP TABLE events; --",
  "' OR 1=1 --",
  "<script>alert(1)</script>",
  "${7*7}",
  "{{7*7}}",
  "\\",
  "/",
  "?",
  "#",
  "&",
  "=",
  ",",
  ",,,",
  "a,b,c",
  "2024-02-30",
  "2024-13-01T25:61:00Z",
  "9999-12-31",
  "0000-01-01",
  "+275760-09-13",
  "0000-01-01T00:00:00+01:00",
  "9999-12-31T23:59:59-01:00",
  "2024-01-01T00:00:00+99:00",
  "91,181",
  "-91,-181",
  "NaN,NaN",
  "1e308,1e308",
  "00000000-0000-0000-0000-000000000000",
  "ffffffff-ffff-ffff-ffff-ffffffffffff",
  "a1a1a1a1-0000-4000-8000-00000000d101",
];

/**
 * Text databases choke on: NUL (PostgreSQL text and jsonb refuse it), lone surrogates (jsonb
 * refuses their `\ud800` escapes; a JSON body carries them so), overlong and invalid UTF-8 as
 * percent-escapes (a raw query decodes them; they must become U+FFFD, never bytes), escapes as
 * plain text, and 2,000-character values (multi-byte ones pass a btree index row's 2,704 bytes).
 */
const DATABASE_HOSTILE = [
  "\u0000",
  "a\u0000b",
  "\u0000\u0000",
  "x\u0000",
  "\uD800",
  "\uDFFF",
  "a\uD83Db",
  "\uDE00\uD83D",
  "%00",
  "a%00b",
  "%C0%80",
  "%E0%80%80",
  "%F0%80%80%80",
  "%ED%A0%80",
  "%ED%BF%BF",
  "%C0",
  "%FF%FE",
  "%F8%88%80%80%80",
  "\\u0000",
  "\\ud800",
  "%u0000",
];

/** A value from DATABASE_HOSTILE, or 2,000 characters of one kind. */
export function databaseHostile(): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 3, arbitrary: fc.constantFrom(...DATABASE_HOSTILE) },
    { weight: 1, arbitrary: fc.constantFrom("a", "é", "€", "🎉", "\u0000", "\uD800").map((c) => c.repeat(2000)) },
  );
}

/** A string of one of many hostile kinds; `max` bounds the long ones. */
export function nastyString(max = 5000): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 4, arbitrary: fc.constantFrom(...NASTY) },
    { weight: 2, arbitrary: databaseHostile() },
    { weight: 2, arbitrary: fc.string({ maxLength: 24 }) },
    { weight: 2, arbitrary: fc.string({ unit: "grapheme", maxLength: 16 }) },
    { weight: 1, arbitrary: fc.string({ unit: "binary", maxLength: 16 }) },
    { weight: 1, arbitrary: fc.bigInt({ min: -(10n ** 30n), max: 10n ** 30n }).map(String) },
    { weight: 1, arbitrary: fc.integer().map(String) },
    { weight: 1, arbitrary: fc.tuple(fc.constantFrom("a", "9", "é", "%", "\u0000", "🎉"), fc.integer({ min: 200, max: max })).map(([c, n]) => c.repeat(n)) },
  );
}

/** Any JSON value, wrong for most fields. */
export function wrongJson(): fc.Arbitrary<unknown> {
  return fc.oneof(
    fc.constantFrom(null, true, false, 0, -1, 1.5, 1e308, -2147483649, 2147483648, Number.MAX_SAFE_INTEGER + 2, "", [], {}, [null], { "": null }),
    nastyString(3000),
    fc.integer(),
    fc.double({ noNaN: true }),
    fc.array(fc.integer(), { maxLength: 5 }),
    fc.array(fc.constant("x"), { minLength: 200, maxLength: 2000 }),
    fc.dictionary(fc.string({ maxLength: 8 }), fc.oneof(fc.integer(), fc.string({ maxLength: 8 })), { maxKeys: 4 }),
    deepNesting(),
  );
}

/** Objects and arrays nested hundreds deep. */
export function deepNesting(): fc.Arbitrary<unknown> {
  return fc.tuple(fc.integer({ min: 50, max: 3000 }), fc.boolean()).map(([depth, arrays]) => {
    let v: unknown = 1;
    for (let i = 0; i < depth; i++) v = arrays ? [v] : { a: v };
    return v;
  });
}

/**
 * A header value as Node hands one to the app: bytes read as latin-1 (so UTF-8 arrives as
 * mojibake), no CR, LF or NUL (Node refuses those before any app code runs).
 */
export function headerValue(max = 12000): fc.Arbitrary<string> {
  const latin1 = (s: string) =>
    Buffer.from(s, "utf8")
      .toString("latin1")
      .replace(/[\r\n\0]/g, "")
      .trim();
  return fc.oneof(
    nastyString(max).map(latin1),
    fc.constantFrom("*", "W/\"x\"", "\"\"", "W/", "\"abc\", W/\"def\", *", "no-cache", "max-age=-1", "bytes=0-", "Bearer", "Bearer ", "Basic Zm9vOmJhcg=="),
    fc.integer({ min: 1001, max: 20000 }).map((n) => "k".repeat(n)),
  );
}

/** Percent-encodes most of the time; sometimes leaves the value raw (bad encodings included). */
export function encoded(value: string, raw: boolean): string {
  if (!raw) return encodeURIComponent(value.replace(/[\uD800-\uDFFF]/g, "\uFFFD"));
  return value.replace(/[#?& ]/g, (c) => encodeURIComponent(c));
}
