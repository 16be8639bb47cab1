/**
 * The headers of an answer as the walk builds them (lib/http/answer-headers.ts): both entries write
 * them in a Fetch `Headers`'s order (lower-case names, sorted), the plain entry as one flat list.
 */
import { describe, expect, it } from "vitest";
import { AnswerHeaders } from "@/lib/http/answer-headers";

describe("AnswerHeaders", () => {
  it("iterates and flattens as a Fetch Headers does: lower-case names in sorted order, the last value set", () => {
    const h = new AnswerHeaders({ "X-Request-Id": "req_1", ETag: '"a"' });
    h.set("Cache-Control", "private, max-age=60");
    h.set("etag", '"b"');
    h.append("Vary", "Origin");
    h.append("vary", "Accept-Language");
    const fetchOrder = [...new Headers([...h]).entries()];
    expect([...h]).toEqual([
      ["cache-control", "private, max-age=60"],
      ["etag", '"b"'],
      ["vary", "Origin, Accept-Language"],
      ["x-request-id", "req_1"],
    ]);
    expect([...h]).toEqual(fetchOrder);
    expect(h.flat()).toEqual(["cache-control", "private, max-age=60", "etag", '"b"', "vary", "Origin, Accept-Language", "x-request-id", "req_1"]);
  });

  it("appends the entry's own pairs after the walk's, in the order given", () => {
    const h = new AnswerHeaders({ "X-Request-Id": "req_1", "Content-Type": "application/json" });
    expect(h.flat(["content-length", "12", "connection", "close"])).toEqual(["content-type", "application/json", "x-request-id", "req_1", "content-length", "12", "connection", "close"]);
    expect(h.flat([])).toEqual(["content-type", "application/json", "x-request-id", "req_1"]);
  });

  it("sorts again when the names differ from the last answer's, and after a delete", () => {
    const first = new AnswerHeaders({ b: "1", a: "2" });
    expect(first.flat()).toEqual(["a", "2", "b", "1"]);
    // Same count, other names: the reused order would be wrong.
    const second = new AnswerHeaders({ d: "3", c: "4" });
    expect(second.flat()).toEqual(["c", "4", "d", "3"]);
    // The same names in another order set.
    const third = new AnswerHeaders({ a: "5", b: "6" });
    expect(third.flat()).toEqual(["a", "5", "b", "6"]);
    third.set("0-first", "7");
    third.delete("a");
    expect(third.flat()).toEqual(["0-first", "7", "b", "6"]);
    expect(third.get("A")).toBeNull();
    expect(third.has("B")).toBe(true);
  });
});
