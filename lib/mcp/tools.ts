/**
 * The MCP tools, derived from the endpoint registry: one tool per declaration flagged `mcpTool`,
 * named by its id, with its scopes, arguments and answer schema, in the registry's order. Nothing
 * here re-types what a declaration already says.
 */
import type { Tool } from "@modelcontextprotocol/sdk/types.js";
import { endpoints as registry } from "@/lib/registry/registry";
import type { Scope } from "@/lib/auth/scopes";
import type { Endpoint } from "@/lib/http/endpoint";
import { argumentsOf, inputSchemaOf, type ArgSpec } from "./arguments";
import { outputOf } from "./output";

export interface McpTool {
  name: string;
  endpoint: Endpoint;
  args: ArgSpec[];
  definition: Tool;
}

export function buildTools(endpoints: readonly Endpoint[]): McpTool[] {
  const tools: McpTool[] = [];
  for (const endpoint of endpoints) {
    if (!endpoint.mcpTool) continue;
    const name = endpoint.id;
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

/** What `tools/list` shows a key: the tools whose every scope the key holds, always in the registry's order. */
export function toolsFor(scopes: readonly Scope[]): McpTool[] {
  return tools().all.filter((t) => t.endpoint.scopes.every((s) => scopes.includes(s)));
}

/** The tool definitions `tools/list` answers in both eras. */
export const toolDefinitionsFor = (scopes: readonly Scope[]): Tool[] => toolsFor(scopes).map((t) => t.definition);
