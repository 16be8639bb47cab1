/** The document's prose: what the API is, and one line per tag. */

export function apiDescription(docsUrl: string): string {
  return `Read your crew's artists, promoters, venues, events, tickets and content, and send a few writes, from your server or your website.

**Keys.** Send \`Authorization: Bearer <API_KEY>\`. A secret key (\`svc_sk_\`) runs on a server; a publishable key (\`svc_pk_\`) runs in a visitor's browser, answers only on the websites listed on it, and may also be sent as \`?key=\`. What a key sees is decided by its crew. See [Authentication](${docsUrl}/authentication).

**Shapes.** A list is \`{ data, pagination: { next_cursor, has_more, limit } }\`; follow \`next_cursor\` until \`has_more\` is false. A single resource is the object itself. Small fixed lists are \`{ data }\`. See [Pagination and query features](${docsUrl}/pagination).

**Errors.** Every error is an RFC 9457 problem (\`application/problem+json\`) with a stable \`code\` and the \`request_id\`; its \`type\` links to [the code's section](${docsUrl}/errors).

**Limits.** Work is counted, not requests: a cached answer or a 304 costs nothing. Each operation states its scopes, cache lifetime and work cost (also as \`x-scopes\`, \`x-cache-seconds\` and \`x-work-cost\`). See [Caching](${docsUrl}/caching) and [Rate limits](${docsUrl}/rate-limits).`;
}

const TAGS: Record<string, string> = {
  "Key and crew": "The calling key, its crew, its usage and key rotation.",
  Discovery: "Routes that need no key: status, scopes, changelog and this document.",
  Artists: "The crew's roster artists, their events, calendars and press kits.",
  Promoters: "The crew's promoters, their events, venues and artists.",
  Events: "Published events of the crew's graph: line-ups, days, timetables, tickets, fees and more.",
  Venues: "Venues the crew manages or plays, their events and capacity.",
  Exports: "The whole catalogue the crew sees, artists, promoters, venues and events, as streamed NDJSON.",
  Content: "News, partners, press kits and forms.",
  "Booking requests": "Booking enquiries for roster artists.",
  Traffic: "Usage, budgets and the audit log of the calling key.",
  Shop: "Merch catalogue, products, event shops, quotes and checkouts.",
  Ambassadors: "Ambassador programmes: public pages, members and member sessions.",
  MCP: "The Model Context Protocol server over the read routes.",
  Webhooks: "The signed calls the service sends to a crew's webhooks when something happens: one per event type, with its body. Webhooks are set up with the crew admin API.",
};

export function tagDescription(tag: string): string {
  return TAGS[tag] ?? `Operations about ${tag.toLowerCase()}.`;
}
