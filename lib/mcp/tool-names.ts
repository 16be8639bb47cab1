/**
 * The MCP tools (docs/guides/mcp.md, "Tools"), by name. Each tool's endpoint is the registry
 * declaration whose id is the same name (operationIds equal tool names); scopes, parameters and
 * answer come from that declaration. A name whose endpoint is not in the registry yet is simply
 * absent. No write is a tool; ambassador members, ledgers and statistics are not tools.
 */
export const MCP_TOOL_NAMES = [
  "get_me",
  "get_usage",
  "list_genres",
  "get_crew",
  "list_crew_pages",
  "list_artists",
  "get_artist",
  "list_artist_events",
  "list_artist_presskits",
  "list_promoters",
  "get_promoter",
  "list_promoter_events",
  "list_promoter_venues",
  "list_promoter_artists",
  "list_events",
  "search_events",
  "get_event",
  "list_event_ticket_tiers",
  "get_event_availability",
  "get_event_fees",
  "get_event_days",
  "get_event_timetable",
  "get_event_gallery",
  "list_event_presales",
  "list_event_partners",
  "list_event_news",
  "list_venues",
  "get_venue",
  "get_venue_capacity",
  "list_venue_events",
  "list_news",
  "list_partners",
  "list_presskits",
  "get_presskit",
  "list_forms",
  "get_form",
  "get_ambassador_program",
  "list_ambassador_rewards",
  "list_ambassador_quests",
] as const;

export type McpToolName = (typeof MCP_TOOL_NAMES)[number];
