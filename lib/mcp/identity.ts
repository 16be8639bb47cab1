/** What the server says of itself in both eras: its name and what it offers (tools only, a fixed list). */
export const SERVER_INFO = { name: "events-partner-api", title: "Events platform partner API (read-only)", version: "1.0.0" };

/** No resources, prompts, logging or completion; the tool list never changes while a key holds its scopes, so no list_changed. */
export const SERVER_CAPABILITIES = { tools: { listChanged: false } };
