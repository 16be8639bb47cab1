/** The MCP server through the SDK's own Client: instructions, tools per scope, calls = endpoint JSON. */
import type { Client } from "@modelcontextprotocol/sdk/client/index.js";
import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { endpointById } from "@/lib/registry/registry";
import { allTools } from "@/lib/mcp/tools";
import { startApp, type TestApp } from "../support/app";
import { KEYS } from "../support/keys";
import { MCP_KEYS, connect, mcpWorld } from "./support";

let api: TestApp;
const clients: Client[] = [];
const open = async (key: string) => {
  const c = await connect(key);
  clients.push(c);
  return c;
};

beforeAll(async () => {
  api = await startApp(mcpWorld());
});
afterAll(async () => {
  for (const c of clients) await c.close();
  await api.close();
});

const call = async (client: Client, name: string, args: Record<string, unknown> = {}) => (await client.callTool({ name, arguments: args })) as CallToolResult;
const textOf = (r: CallToolResult) => {
  const first = r.content[0];
  if (!first || first.type !== "text") throw new Error("no text content");
  return first.text;
};
const problemOf = (r: CallToolResult) => {
  expect(r.isError).toBe(true);
  expect(r.structuredContent).toBeUndefined();
  return JSON.parse(textOf(r));
};

describe("connecting", () => {
  it("hands the client the server's instructions and a tools capability", async () => {
    const client = await open(KEYS.secret);
    expect(client.getServerVersion()?.name).toBe("events-partner-api");
    expect(client.getServerCapabilities()?.tools).toBeDefined();
    const text = client.getInstructions() ?? "";
    expect(text).toMatch(/read-only/i);
    expect(text).toMatch(/crew/);
    expect(text).toMatch(/never follow instructions/i);
    expect(text).toMatch(/starts_at/);
    expect(text).toMatch(/UTC instants/);
    expect(text).toMatch(/offset/);
    expect(text).toMatch(/null while the event's timetable is off/);
    expect(text).toMatch(/next_cursor/);
    expect(text).toMatch(/120 MCP messages a minute/);
    expect(text).toMatch(/every call counts/i);
  });
});

describe("tools/list", () => {
  it("shows only the tools whose every scope the key holds", async () => {
    const names = async (key: string) => (await (await open(key)).listTools()).tools.map((t) => t.name).sort();
    const expected = (scopes: string[]) =>
      allTools()
        .filter((t) => t.endpoint.scopes.every((s) => scopes.includes(s)))
        .map((t) => t.name)
        .sort();

    const mcpOnly = await names(MCP_KEYS.mcpOnly);
    expect(mcpOnly).toEqual(expected(["mcp:access"]));
    expect(mcpOnly).toContain("get_me");
    expect(mcpOnly).toContain("list_genres");
    expect(mcpOnly).not.toContain("get_crew");

    const profile = await names(MCP_KEYS.profile);
    expect(profile).toEqual(expected(["mcp:access", "read:profile"]));
    expect(profile).toEqual(expect.arrayContaining(["get_me", "list_genres", "get_crew", "list_crew_pages"]));
    expect(profile.some((n) => n.includes("artist"))).toBe(false);

    const all = await names(KEYS.all);
    expect(all).toEqual(allTools().map((t) => t.name).sort());
    expect(all.length).toBeGreaterThan(profile.length);
  });

  it("describes each tool from its declaration: read-only, input and output schemas", async () => {
    const { tools } = await (await open(KEYS.all)).listTools();
    for (const tool of tools) {
      const endpoint = endpointById(tool.name)!;
      expect(endpoint.method).toBe("GET");
      expect(tool.description).toContain(endpoint.description);
      expect(tool.annotations?.readOnlyHint).toBe(true);
      expect(tool.inputSchema.type).toBe("object");
      expect(tool.outputSchema?.type).toBe("object");
      expect(JSON.stringify(tool.outputSchema)).not.toContain("$ref");
      expect(tool.inputSchema.properties).toHaveProperty("locale");
    }
    const pages = tools.find((t) => t.name === "list_crew_pages")!;
    expect(Object.keys(pages.inputSchema.properties ?? {})).toEqual(["fields", "locale"]);
  });
});

describe("tools/call answers what the endpoint answers", () => {
  it.each([
    ["get_me", "/v1/me"],
    ["list_genres", "/v1/genres"],
    ["get_crew", "/v1/crew"],
    ["list_crew_pages", "/v1/crew/pages"],
  ])("%s equals GET %s", async (tool, path) => {
    const client = await open(KEYS.secret);
    const result = await call(client, tool);
    const http = await api.get(path, { key: KEYS.secret });
    expect(http.status).toBe(200);
    expect(result.isError).toBeFalsy();
    expect(textOf(result)).toBe(http.text);
    expect(result.structuredContent).toEqual(http.body);
    expect(result._meta).toMatchObject({ status: 200 });
  });

  it("passes arguments on as the query (fields keeps only the named fields)", async () => {
    const client = await open(KEYS.secret);
    const result = await call(client, "list_crew_pages", { fields: ["name", "type"], locale: "fr" });
    const http = await api.get("/v1/crew/pages?fields=name,type&locale=fr", { key: KEYS.secret });
    expect(result.isError).toBeFalsy();
    expect(result.structuredContent).toEqual(http.body);
    const first = (result.structuredContent as { data: Record<string, unknown>[] }).data[0]!;
    expect(Object.keys(first).sort()).toEqual(["id", "name", "type"]);
  });

  it("keeps crew scoping: another crew's key sees its own crew", async () => {
    const client = await open(KEYS.all);
    const mine = (await call(client, "get_crew")).structuredContent as { slug: string };
    const http = await api.get("/v1/crew", { key: KEYS.all });
    expect(mine).toEqual(http.body);
  });
});

describe("every answer fits the tool's outputSchema (the SDK client checks it)", () => {
  it("for each tool that needs no argument, whole and with fields", async () => {
    const client = await open(KEYS.all);
    let answered = 0;
    for (const tool of allTools().filter((t) => !t.args.some((a) => a.required))) {
      // callTool throws when structuredContent does not fit the outputSchema.
      const whole = await call(client, tool.name);
      if (whole.isError) {
        // Some routes need one of several optional filters (list_news): the endpoint says so.
        expect(JSON.parse(textOf(whole)), tool.name).toMatchObject({ status: 400, code: "validation_error" });
        continue;
      }
      answered++;
      const fields = tool.args.find((a) => a.name === "fields");
      if (fields) {
        const first = (fields.schema.items as { enum: string[] }).enum[0]!;
        const slim = await call(client, tool.name, { fields: [first] });
        expect(slim.isError, `${tool.name}: ${textOf(slim)}`).toBeFalsy();
      }
    }
    expect(answered).toBeGreaterThanOrEqual(4);
  });
});

describe("tools taking an id answer within their outputSchema too", () => {
  it("for an id each collection's list tool gives", async () => {
    const client = await open(KEYS.all);
    const firstId = new Map<string, unknown>();
    let answered = 0;
    for (const tool of allTools().filter((t) => t.args.some((a) => a.name === "id" && a.in === "path"))) {
      const collection = tool.endpoint.path.split("/")[2]!;
      if (!firstId.has(collection)) {
        const list = allTools().find((t) => t.endpoint.path === `/v1/${collection}` && !t.args.some((a) => a.required));
        const page = list ? await call(client, list.name) : null;
        firstId.set(collection, page && !page.isError ? (page.structuredContent as { data: { id: unknown }[] }).data[0]?.id : undefined);
      }
      const id = firstId.get(collection);
      if (id === undefined) continue;
      const result = await call(client, tool.name, { id });
      if (result.isError) {
        expect(JSON.parse(textOf(result)).code, `${tool.name}(${String(id)})`).toMatch(/^(not_found|password_required)$/);
        continue;
      }
      answered++;
    }
    expect(answered).toBeGreaterThanOrEqual(3);
  });
});

describe("refusals come back as the endpoint's problem", () => {
  it("a tool the key's scopes do not open answers the endpoint's missing_scope", async () => {
    const client = await open(MCP_KEYS.mcpOnly);
    const result = await call(client, "get_crew");
    const problem = problemOf(result);
    const http = await api.get("/v1/crew", { key: MCP_KEYS.mcpOnly });
    expect(http.status).toBe(403);
    expect(problem).toMatchObject({ status: 403, code: "missing_scope", detail: http.body.detail, instance: "/api/v1/crew" });
    expect(result._meta).toMatchObject({ status: 403 });
  });

  it("an unknown argument is a validation_error problem, as an unknown query parameter is", async () => {
    const client = await open(KEYS.secret);
    const problem = problemOf(await call(client, "list_genres", { colour: "blue" }));
    expect(problem).toMatchObject({ status: 400, code: "validation_error", errors: [{ param: "colour", message: "Unknown parameter." }] });
    expect(problem.request_id).toEqual(expect.any(String));
  });

  it("a wrongly typed argument is a validation_error naming it", async () => {
    const client = await open(KEYS.secret);
    const problem = problemOf(await call(client, "list_crew_pages", { fields: "name" }));
    expect(problem).toMatchObject({ status: 400, code: "validation_error", errors: [{ param: "fields", message: "Must be an array." }] });
  });

  it("a value the endpoint refuses comes back with the endpoint's own message", async () => {
    const client = await open(KEYS.secret);
    const result = await call(client, "list_crew_pages", { fields: ["nope"] });
    const http = await api.get("/v1/crew/pages?fields=nope", { key: KEYS.secret });
    expect(http.status).toBe(400);
    const problem = problemOf(result);
    const { request_id: _a, ...fromTool } = problem;
    const { request_id: _b, ...fromHttp } = http.body;
    expect(fromTool).toEqual(fromHttp);
  });

  it("a list argument of more than 50 items is refused before the endpoint runs", async () => {
    const client = await open(KEYS.secret);
    const fields = Array.from({ length: 51 }, () => "name");
    const problem = problemOf(await call(client, "list_crew_pages", { fields }));
    expect(problem).toMatchObject({ status: 400, code: "validation_error", errors: [{ param: "fields", message: "At most 50 items in a list argument." }] });
  });

  it("an unknown tool is a JSON-RPC invalid params error", async () => {
    const client = await open(KEYS.secret);
    await expect(client.callTool({ name: "create_event", arguments: {} })).rejects.toMatchObject({ code: -32602 });
  });
});

describe("scoping, pagination, cache and work through the same pipeline", () => {
  const hasArtists = !!endpointById("list_artists") && !!endpointById("get_artist");

  it("another crew's key sees its own crew, not this one", async () => {
    const harbour = (await call(await open(MCP_KEYS.harbour), "get_crew")).structuredContent as { slug: string };
    const nightshift = (await call(await open(KEYS.secret), "get_crew")).structuredContent as { slug: string };
    expect(harbour.slug).toBe("harbour");
    expect(nightshift.slug).toBe("nightshift");
  });

  it.skipIf(!hasArtists)("an artist outside the crew's reach answers the same not_found as over HTTP", async () => {
    const harbour = await open(MCP_KEYS.harbour);
    const own = await call(harbour, "get_artist", { id: 13 });
    expect(own.isError).toBeFalsy();
    expect((own.structuredContent as { id: number }).id).toBe(13);
    const foreign = problemOf(await call(harbour, "get_artist", { id: 10 }));
    const missing = problemOf(await call(harbour, "get_artist", { id: 999999 }));
    const http = await api.get("/v1/artists/10", { key: MCP_KEYS.harbour });
    const strip = ({ request_id: _r, instance: _i, ...rest }: Record<string, unknown>) => rest;
    expect(strip(foreign)).toEqual(strip(http.body));
    expect(strip(missing)).toEqual(strip(foreign));
    expect(foreign).toMatchObject({ status: 404, code: "not_found", instance: "/api/v1/artists/10" });
  });

  it.skipIf(!hasArtists)("typed arguments become the query: ids array, limit number, then the cursor", async () => {
    const client = await open(KEYS.secret);
    const byIds = await call(client, "list_artists", { ids: [14, 10] });
    const httpIds = await api.get("/v1/artists?ids=14,10", { key: KEYS.secret });
    expect(byIds.structuredContent).toEqual(httpIds.body);

    const first = await call(client, "list_artists", { limit: 1 });
    const page1 = first.structuredContent as { data: { id: number }[]; pagination: { next_cursor: string | null; has_more: boolean; limit: number } };
    expect(page1.pagination).toMatchObject({ has_more: true, limit: 1 });
    const second = await call(client, "list_artists", { limit: 1, cursor: page1.pagination.next_cursor });
    const http2 = await api.get(`/v1/artists?limit=1&cursor=${encodeURIComponent(page1.pagination.next_cursor!)}`, { key: KEYS.secret });
    expect(http2.status).toBe(200);
    expect(second.structuredContent).toEqual(http2.body);
    expect((second.structuredContent as typeof page1).data[0]!.id).not.toBe(page1.data[0]!.id);
  });

  it.skipIf(!hasArtists)("argument types are checked: an id must be a whole number, ids at most 50", async () => {
    const client = await open(KEYS.secret);
    expect(problemOf(await call(client, "get_artist", { id: "10" }))).toMatchObject({ code: "validation_error", errors: [{ param: "id", message: "Must be a whole number." }] });
    expect(problemOf(await call(client, "get_artist", {}))).toMatchObject({ code: "validation_error", errors: [{ param: "id", message: "Required." }] });
    const ids = Array.from({ length: 51 }, (_, i) => i + 1);
    expect(problemOf(await call(client, "list_artists", { ids }))).toMatchObject({ code: "validation_error", errors: [{ param: "ids", message: "At most 50 items in a list argument." }] });
    // Within the MCP cap but over the route's own (genre: 10): the endpoint's answer.
    const genre = Array.from({ length: 11 }, (_, i) => i + 1);
    const viaTool = problemOf(await call(client, "list_artists", { genre }));
    const viaHttp = await api.get(`/v1/artists?genre=${genre.join(",")}`, { key: KEYS.secret });
    expect(viaHttp.status).toBe(400);
    expect(viaTool.errors).toEqual(viaHttp.body.errors);
  });

  it("shares the response cache with HTTP", async () => {
    const client = await open(KEYS.secret);
    const first = await call(client, "get_crew", { fields: ["name"] });
    expect(String(first._meta?.cache_status)).toMatch(/fwd=miss/);
    const again = await call(client, "get_crew", { fields: ["name"] });
    expect(String(again._meta?.cache_status)).toMatch(/; hit/);
    const http = await api.get("/v1/crew?fields=name", { key: KEYS.secret });
    expect(http.headers.get("cache-status")).toMatch(/; hit/);
    expect(http.text).toBe(textOf(first));
  });

  it.skipIf(!hasArtists)("spends the key's work budget: past it, an uncached call is the endpoint's 429", async () => {
    const client = await open(MCP_KEYS.tiny);
    // Field sets no other test asks for: three uncached reads of 1 work each.
    expect((await call(client, "get_artist", { id: 14, fields: ["name", "links"] })).isError).toBeFalsy();
    expect((await call(client, "get_artist", { id: 14, fields: ["name", "genres"] })).isError).toBeFalsy();
    const refused = await call(client, "get_artist", { id: 14, fields: ["name", "image_url"] });
    const problem = problemOf(refused);
    expect(problem).toMatchObject({ status: 429, code: "rate_limited" });
    expect(problem.retry_after).toBeGreaterThan(0);
    expect(refused._meta).toMatchObject({ status: 429, retry_after: problem.retry_after });
  });
});
