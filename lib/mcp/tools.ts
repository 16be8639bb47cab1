/**
 * The MCP tools, derived from the endpoint registry: one tool per name of MCP_TOOL_NAMES whose
 * endpoint is declared, with the endpoint's scopes, arguments and answer schema. Nothing here
 * re-types what a declaration already says.
 */
import type { Tool } from "@modelcontextprotocol/sdk/types.js";
import { endpoints as registry } from "@/lib/api/registry";
import type { Scope } from "@/lib/auth/scopes";
import type { Endpoint } from "@/lib/http/endpoint";
import { argumentsOf, inputSchemaOf, type ArgSpec } from "./arguments";
import { outputOf } from "./output";
import { MCP_TOOL_NAMES } from "./tool-names";

export interface McpTool {
  name: string;
  endpoint: Endpoint;
  args: ArgSpec[];
  definition: Tool;
}

export function buildTools(endpoints: readonly Endpoint[], names: readonly string[] = MCP_TOOL_NAMES): McpTool[] {
  const byId = new Map(endpoints.map((e) => [e.id, e]));
  const tools: McpTool[] = [];
  for (const name of names) {
    const endpoint = byId.get(name);
    // Read endpoints only; a name whose route is not built yet is left out.
    if (!endpoint || endpoint.method !== "GET") continue;
    const output = outputOf(endpoint);
    const args = argumentsOf(endpoint, output.fieldNames);
    const scopes = endpoint.scopes.length ? endpoint.scopes.join(", ") : "none (any key)";
    tools.push({
      name,
      endpoint,
      args,
      definition: {
        name,
        title: endpoint.summary,
        description: `${endpoint.description}\n\nRuns GET ${endpoint.path} with your key and answers its JSON. Scopes: ${scopes}.`,
        inputSchema: inputSchemaOf(args) as Tool["inputSchema"],
        ...(output.schema ? { outputSchema: output.schema as Tool["outputSchema"] } : {}),
        annotations: { title: endpoint.summary, readOnlyHint: true, destructiveHint: false, idempotentHint: true, openWorldHint: false },
      },
    });
  }
  return tools;
}

let built: { all: McpTool[]; byName: Map<string, McpTool> } | null = null;

function tools() {
  if (!built) {
    const all = buildTools(registry);
    built = { all, byName: new Map(all.map((t) => [t.name, t])) };
  }
  return built;
}

export const allTools = (): McpTool[] => tools().all;
export const toolNamed = (name: string): McpTool | undefined => tools().byName.get(name);

/** What `tools/list` shows a key: the tools whose every scope the key holds, always in the order of MCP_TOOL_NAMES. */
export function toolsFor(scopes: readonly Scope[]): McpTool[] {
  return tools().all.filter((t) => t.endpoint.scopes.every((s) => scopes.includes(s)));
}

/** The tool definitions `tools/list` answers in both eras. */
export const toolDefinitionsFor = (scopes: readonly Scope[]): Tool[] => toolsFor(scopes).map((t) => t.definition);
