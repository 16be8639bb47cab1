/**
 * /llms.txt (https://llmstxt.org): what the API is, then where an AI assistant finds the rest: every
 * guide as Markdown, the OpenAPI document (webhooks included), the changelog feed and the MCP server.
 */
import { CHANGELOG_FEED_PATH } from "@/lib/discovery/changelog-feed";
import { GUIDES } from "./guide-list";

const link = (title: string, url: string, note: string) => `- [${title}](${url}): ${note}`;

export function llmsTxt(origin: string): string {
  return [
    "# Events Partner API",
    "",
    "> The partner API (v1) of an events platform: read a crew's artists, promoters, venues, events, tickets and content; sell tickets and merch through hosted checkouts; take booking requests, form answers and newsletter sign-ups; receive signed webhooks; and connect AI assistants through an MCP server.",
    "",
    `The API root is \`${origin}/api/v1\`. Calls send \`Authorization: Bearer <API_KEY>\` (secret keys \`svc_sk_\` on a server, publishable keys \`svc_pk_\` in a browser, limited to their websites). Lists are \`{ data, pagination: { next_cursor, has_more, limit } }\`; every error is an RFC 9457 problem with a stable \`code\` and a \`request_id\`. Work is counted per key, and cached answers and 304s cost nothing. Each guide below is Markdown; the same page as HTML is at its address without \`.md\`.`,
    "",
    "## Guides",
    "",
    ...GUIDES.map((g) => link(g.title, `${origin}/docs/${g.slug}.md`, g.summary)),
    "",
    "## Reference",
    "",
    link("OpenAPI 3.1 document", `${origin}/api/v1/openapi.json`, "every route with its parameters, answers, problems, scopes and work cost, and in `webhooks` the body of every webhook event type; generated from the code that serves them"),
    link("Changelog feed", `${origin}${CHANGELOG_FEED_PATH}`, "Atom feed of what changed in the API, by date"),
    link("MCP server", `${origin}/docs/mcp.md`, `how to connect an assistant to the Model Context Protocol server at \`${origin}/api/v1/mcp\` (Streamable HTTP, the same keys and budgets as the API)`),
    "",
  ].join("\n");
}
