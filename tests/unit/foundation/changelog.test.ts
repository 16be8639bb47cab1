/** GET /v1/changelog names every partner route once, on the day it shipped, and only routes that are served. */
import { describe, expect, it } from "vitest";
import { endpoints } from "@/lib/registry/registry";
import { CHANGELOG } from "@/lib/discovery/changelog";

// The MCP endpoint is served beside the registry (lib/mcp/http.ts).
const served = [...endpoints.map((e) => `${e.method} ${e.path}`), "POST /v1/mcp"];
const listed = CHANGELOG.flatMap((entry) => entry.routes);

describe("changelog", () => {
  it("lists every served partner route", () => {
    expect(served.filter((r) => !listed.includes(r))).toEqual([]);
  });
  it("lists only served routes, each once", () => {
    expect(listed.filter((r) => !served.includes(r))).toEqual([]);
    expect(listed.filter((r, i) => listed.indexOf(r) !== i)).toEqual([]);
  });
  it("is newest first with ISO dates", () => {
    const dates = CHANGELOG.map((e) => e.date);
    for (const d of dates) expect(d).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect([...dates].sort().reverse()).toEqual(dates);
  });
});
