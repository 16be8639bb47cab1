/**
 * Text the database cannot store (U+0000, lone surrogates) is refused at the input step, once for
 * every surface: the four requests that answered 500 on the demo world (issue 25, part 5) now
 * answer validation_error naming the field. Core 9: "validation_error | 400 / 422 | query
 * parameter invalid (400) or request body invalid (422)"; "`validation_error` also carries
 * `errors: [{ param, message }]`".
 */
import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { connect } from "../mcp/support";
import { startApp, type TestApp } from "../support/app";
import { PLATFORM_TOKEN } from "../support/keys";
import { demoWorld } from "../world/snapshot";

const SERVER = "svc_sk_test_demoNightshiftServer0001";
const ADMIN = "svc_adm_test_demoNightshiftOwner0001";
const QUOTE = { lines: [{ variant_id: "d0000000-5c00-4000-8000-000000000101", quantity: 2 }], mode: "delivery", country: "DE" };

let api: TestApp;
beforeAll(async () => {
  api = await startApp(demoWorld());
});
afterAll(() => api?.close());

function expectNamed(r: { status: number; body: any }, status: number, param: string): void {
  expect(r.status, JSON.stringify(r.body)).toBe(status);
  expect(r.body.code).toBe("validation_error");
  expect(r.body.errors).toEqual([{ param, message: expect.stringContaining("U+0000") }]);
}

describe("query parameter invalid (400): a NUL in query text", () => {
  it("GET /v1/events?city=%00 answers 400 naming city", async () => {
    expectNamed(await api.get("/v1/events?city=%00", { key: SERVER }), 400, "city");
  });
  it("GET /v1/artists?q=a%00b answers 400 naming q", async () => {
    expectNamed(await api.get("/v1/artists?q=a%00b", { key: SERVER }), 400, "q");
  });
  it("GET /platform/v1/emails?to=%00 answers 400 naming to (platform API)", async () => {
    expectNamed(await api.get("/platform/v1/emails?to=%00", { key: PLATFORM_TOKEN }), 400, "to");
  });
  it("a path value holding a NUL names nothing that exists: 404, as a malformed id (core: 404 for malformed id)", async () => {
    const r = await api.post("/platform/v1/forms/a%00b/responses", { answers: {} }, { key: PLATFORM_TOKEN });
    expect(r.status).toBe(404);
    expect(r.body.code).toBe("not_found");
  });
});

describe("request body invalid (422): a NUL or lone surrogate in body text", () => {
  it('a quote whose coupon_code is "\\u0000" answers 422 naming coupon_code', async () => {
    expectNamed(await api.post("/v1/shop/quote", { ...QUOTE, coupon_code: "\u0000" }, { key: SERVER }), 422, "coupon_code");
  });
  it("a lone surrogate sent as a JSON escape answers 422 naming its path", async () => {
    const body = JSON.stringify({ ...QUOTE, coupon_code: "x" }).replace('"x"', '"\\ud800"');
    const r = await api.post("/v1/shop/quote", body, { key: SERVER });
    expect(r.status).toBe(422);
    expect(r.body.errors).toEqual([{ param: "coupon_code", message: expect.stringContaining("surrogate") }]);
  });
  it("a NUL in a record's key is named with U+FFFD in its place (platform API)", async () => {
    const r = await api.post("/platform/v1/forms/nope/responses", { answers: { "a\u0000": "x", b: "\u0000" } }, { key: PLATFORM_TOKEN });
    expect(r.status).toBe(422);
    expect(r.body.errors.map((e: { param: string }) => e.param)).toEqual(["answers.a\uFFFD", "answers.b"]);
  });
  it("a NUL deep in an array is named by its dotted path (crew admin API)", async () => {
    const r = await api.post("/admin/v1/webhooks", { url: "https://hooks.example.com/in", events: ["order.paid", "a\u0000"] }, { key: ADMIN });
    expect(r.status).toBe(422);
    expect(r.body.code).toBe("validation_error");
    // Named first; the list's own check (an unknown event type) may follow.
    expect(r.body.errors[0]).toEqual({ param: "events.1", message: expect.stringContaining("U+0000") });
  });
});

describe("MCP tools run the same input step", () => {
  it("list_events with city \"\\u0000\" answers the endpoint's 400 validation_error naming city", async () => {
    const client = await connect(SERVER);
    try {
      const result = (await client.callTool({ name: "list_events", arguments: { city: "\u0000" } })) as CallToolResult;
      expect(result.isError).toBe(true);
      expect(result._meta).toMatchObject({ status: 400 });
      const first = result.content[0];
      const problem = first?.type === "text" ? JSON.parse(first.text) : null;
      expect(problem).toMatchObject({ code: "validation_error", errors: [{ param: "city", message: expect.stringContaining("U+0000") }] });
    } finally {
      await client.close();
    }
  });
});
