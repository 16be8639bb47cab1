/** The programme's three reads are MCP tools; members, ledgers, statistics, the leaderboard and the code lookup are not. */
import type { Client } from "@modelcontextprotocol/sdk/client/index.js";
import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { readWorld, startApp, type TestApp } from "../support/app";
import { KEYS } from "../support/keys";
import { connect } from "../mcp/support";
import { VOLT } from "./reads";
import { AMB_KEYS } from "./world";

let api: TestApp;
let client: Client;
beforeAll(async () => {
  api = await startApp(readWorld("ambassadors"));
  client = await connect(AMB_KEYS.owner);
});
afterAll(async () => {
  await client?.close();
  await api.close();
});
beforeEach(() => api.store.clear());

const TOOLS = ["get_ambassador_program", "list_ambassador_rewards", "list_ambassador_quests"];
const NOT_TOOLS = ["get_ambassador_leaderboard", "get_ambassador_code", "list_ambassadors", "get_ambassador_ledger", "get_ambassador_stats"];

describe("ambassador MCP tools", () => {
  it("lists the three programme reads for a key with read:ambassadors and mcp:access, and none of the other reads", async () => {
    const names = (await client.listTools()).tools.map((t) => t.name);
    for (const t of TOOLS) expect(names).toContain(t);
    for (const t of NOT_TOOLS) expect(names).not.toContain(t);
    const program = (await client.listTools()).tools.find((t) => t.name === "get_ambassador_program")!;
    expect(program.inputSchema.required).toEqual(expect.arrayContaining(["owner_type", "owner_id"]));
  });

  it("answers each tool with its endpoint's JSON", async () => {
    for (const [tool, path] of [
      ["get_ambassador_program", "/v1/ambassador-program"],
      ["list_ambassador_rewards", "/v1/ambassador-rewards"],
      ["list_ambassador_quests", "/v1/ambassador-quests"],
    ] as const) {
      const r = (await client.callTool({ name: tool, arguments: { owner_type: "promoter", owner_id: 20 } })) as CallToolResult;
      expect(r.isError, tool).toBeFalsy();
      const http = await api.get(`${path}?${VOLT}`, { key: AMB_KEYS.owner });
      expect(r.structuredContent, tool).toEqual(http.body);
    }
  });

  it("shows none of the three to a key with mcp:access but without read:ambassadors, and refuses a call to one", async () => {
    // KEYS.secret holds mcp:access and the catalogue reads, no ambassador scope.
    const other = await connect(KEYS.secret);
    try {
      const names = (await other.listTools()).tools.map((t) => t.name);
      expect(names).toContain("list_events");
      for (const t of TOOLS) expect(names).not.toContain(t);
      // Called anyway, it answers the endpoint's refusal (403 missing_scope), never the programme.
      const r = (await other.callTool({ name: "get_ambassador_program", arguments: { owner_type: "promoter", owner_id: 20 } })) as CallToolResult;
      expect(r.isError).toBe(true);
      const first = r.content[0];
      expect(first?.type === "text" && JSON.parse(first.text)).toMatchObject({ status: 403, code: "missing_scope" });
      expect(JSON.stringify(r)).not.toContain("Volt Crew");
    } finally {
      await other.close();
    }
  });

  it("answers the endpoint's 404 for a programme outside the crew", async () => {
    const r = (await client.callTool({ name: "get_ambassador_program", arguments: { owner_type: "promoter", owner_id: 22 } })) as CallToolResult;
    expect(r.isError).toBe(true);
    const first = r.content[0];
    expect(first?.type === "text" && JSON.parse(first.text)).toMatchObject({ status: 404, code: "not_found" });
  });
});
