/**
 * Request ids (lib/http/request-id.ts): a client's own X-Request-Id when well formed, else a made
 * one; a made id packs into its 16 bytes and back unchanged, and nothing else packs (so a client's
 * id that only looks close is kept as it came).
 */
import { describe, expect, it } from "vitest";
import { REQUEST_ID_BYTES, packRequestId, requestIdFor, unpackRequestId } from "@/lib/http/request-id";

describe("request ids", () => {
  it("keeps a client's id of 8-128 letters, digits and ._:-, and makes one otherwise", () => {
    expect(requestIdFor("order-42:retry.1")).toBe("order-42:retry.1");
    for (const bad of [null, "", "short", "has space in it", "x".repeat(129), "ünïcode-id"]) expect(requestIdFor(bad)).toMatch(/^req_[0-9a-f]{32}$/);
    const made = new Set(Array.from({ length: 600 }, () => requestIdFor(null)));
    expect(made.size).toBe(600); // across more than two pools, no id twice
  });

  it("a made id packs into 16 bytes and unpacks to the same text, at any slot", () => {
    const into = new Uint8Array(REQUEST_ID_BYTES * 4);
    const ids = [requestIdFor(null), requestIdFor(null), "req_00000000000000000000000000000000", "req_ffffffffffffffffffffffffffffffff"];
    ids.forEach((id, i) => expect(packRequestId(id, into, i * REQUEST_ID_BYTES)).toBe(true));
    expect(ids.map((_, i) => unpackRequestId(into, i * REQUEST_ID_BYTES))).toEqual(ids);
  });

  it("nothing else packs: upper-case digits, another prefix, a non-hex or non-ASCII character, another length", () => {
    const into = new Uint8Array(REQUEST_ID_BYTES);
    for (const other of [
      "req_0123456789ABCDEF0123456789abcdef",
      "REQ_0123456789abcdef0123456789abcdef",
      "rex_0123456789abcdef0123456789abcdef",
      "req_0123456789abcdeg0123456789abcdef",
      "req_0123456789abcdef0123456789abcde\u0100",
      "req_0123456789abcdef0123456789abcde",
      "req_0123456789abcdef0123456789abcdef0",
    ]) {
      expect(packRequestId(other, into, 0)).toBe(false);
    }
  });
});
