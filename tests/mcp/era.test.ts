/** How a request picks its era, and the header values of revision 2026-07-28 (plain functions, no HTTP). */
import { SUPPORTED_PROTOCOL_VERSIONS } from "@modelcontextprotocol/sdk/types.js";
import { describe, expect, it } from "vitest";
import { HANDSHAKE_VERSIONS, SUPPORTED_VERSIONS, eraOf } from "@/lib/mcp/era";
import { decodeHeaderValue } from "@/lib/mcp/modern-headers";
import { MODERN_META, initialize, modern } from "./support";

const headers = (h: Record<string, string> = {}) => new Headers(h);

describe("versions", () => {
  it("the handshake versions are exactly the SDK's, so the SDK is not loaded to pick an era", () => {
    expect(HANDSHAKE_VERSIONS).toEqual(SUPPORTED_PROTOCOL_VERSIONS);
    expect(SUPPORTED_VERSIONS).toEqual(["2026-07-28", ...SUPPORTED_PROTOCOL_VERSIONS]);
  });
});

describe("eraOf", () => {
  it("modern: a message naming its version in _meta, whatever the header says", () => {
    const m = modern(1, "tools/list");
    expect(eraOf(m.body, headers(m.headers))).toBe("modern");
    expect(eraOf(m.body, headers())).toBe("modern");
    expect(eraOf({ ...m.body, params: { _meta: { ...MODERN_META, "io.modelcontextprotocol/protocolVersion": "1900-01-01" } } }, headers())).toBe("modern");
    expect(eraOf([initialize(), m.body], headers())).toBe("modern");
  });

  it("modern: a version header no handshake revision has, even over a body without _meta", () => {
    expect(eraOf({ jsonrpc: "2.0", id: 1, method: "tools/list" }, headers({ "MCP-Protocol-Version": "2026-07-28" }))).toBe("modern");
    expect(eraOf(undefined, headers({ "MCP-Protocol-Version": "2099-01-01" }))).toBe("modern");
  });

  it("handshake: initialize, and requests without _meta version under a handshake header or none", () => {
    expect(eraOf(initialize(), headers())).toBe("handshake");
    expect(eraOf({ jsonrpc: "2.0", id: 2, method: "tools/list", params: { _meta: { progressToken: 1 } } }, headers({ "MCP-Protocol-Version": "2025-11-25" }))).toBe("handshake");
    expect(eraOf([{ jsonrpc: "2.0", id: 2, method: "ping" }], headers({ "mcp-protocol-version": "2025-06-18" }))).toBe("handshake");
    expect(eraOf(undefined, headers())).toBe("handshake");
  });
});

describe("decodeHeaderValue (Mcp-Name)", () => {
  it.each([
    ["us-west1", "us-west1"],
    ["=?base64?SGVsbG8sIOS4lueVjA==?=", "Hello, 世界"],
    ["=?base64?IHBhZGRlZCA=?=", " padded "],
    ["=?base64?bGluZTEKbGluZTI=?=", "line1\nline2"],
    ["=?base64?PT9iYXNlNjQ/bGl0ZXJhbD89?=", "=?base64?literal?="],
  ])("%s is %j (the revision's examples)", (header, value) => {
    expect(decodeHeaderValue(header)).toBe(value);
  });

  it.each([
    ["=?base64?SGVsbG8*?=", "not Base64"],
    ["=?base64?SGVsbG8?=", "Base64 without its padding"],
    ["=?base64?//79?=", "not UTF-8 once decoded"],
    ["caf\u00e9", "a plain value outside visible ASCII"],
    ["a\u0001b", "a control character"],
  ])("%j is malformed (%s)", (header) => {
    expect(decodeHeaderValue(header)).toBeNull();
  });

  it("the markers are case-sensitive: an upper-case sentinel is a plain value", () => {
    expect(decodeHeaderValue("=?BASE64?Z2V0X21l?=")).toBe("=?BASE64?Z2V0X21l?=");
  });
});
