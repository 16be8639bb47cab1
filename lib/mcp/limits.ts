/** The MCP server's own limits (docs/guides/mcp.md, "Limits"), on top of each tool call's work. */
export const MCP_LIMITS = {
  /** JSON-RPC messages per key per window, every message of a batch counted (notifications too). */
  messagesPerMinute: 120,
  windowSeconds: 60,
  /** Request body, bytes. */
  maxBodyBytes: 64 * 1024,
  /** Messages in one JSON-RPC batch. */
  maxBatch: 10,
  /** Items in one list argument of a tool (ids, fields, ...). */
  maxListItems: 50,
} as const;
