import { describe, expect, it } from "vitest";
import { contentSecurityPolicy, newNonce } from "@/lib/http/csp";

const directives = (policy: string) => new Map(policy.split("; ").map((d) => [d.split(" ")[0]!, d.split(" ").slice(1)]));

describe("the portal's Content Security Policy", () => {
  it("runs only this origin's scripts and the page's nonce, never inline code or eval", () => {
    const d = directives(contentSecurityPolicy("abc123", false));
    expect(d.get("default-src")).toEqual(["'self'"]);
    expect(d.get("script-src")).toEqual(["'self'", "'nonce-abc123'"]);
    expect(d.get("object-src")).toEqual(["'none'"]);
    expect(d.get("base-uri")).toEqual(["'self'"]);
    expect(d.get("frame-ancestors")).toEqual(["'none'"]);
    expect(d.get("form-action")).toEqual(["'self'"]);
    expect(d.get("connect-src")).toEqual(["'self'"]);
    // Inline styles only (the reference and the guides' tables): nothing else is unsafe.
    expect([...d].filter(([, values]) => values.some((v) => v.startsWith("'unsafe-"))).map(([name]) => name)).toEqual(["style-src"]);
    expect(d.get("style-src")).toEqual(["'self'", "'unsafe-inline'"]);
  });

  it("allows eval only under `next dev`", () => {
    expect(directives(contentSecurityPolicy("n", true)).get("script-src")).toEqual(["'self'", "'nonce-n'", "'unsafe-eval'"]);
  });

  it("makes a fresh 128-bit nonce each time", () => {
    const nonces = Array.from({ length: 50 }, newNonce);
    expect(new Set(nonces).size).toBe(50);
    for (const n of nonces) expect(Buffer.from(n, "base64")).toHaveLength(16);
  });
});
