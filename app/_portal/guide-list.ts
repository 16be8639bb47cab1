/** The guides, in reading order (light: safe to import from any page). */
export interface Guide {
  slug: string;
  title: string;
  summary: string;
}

export const GUIDES: Guide[] = [
  { slug: "authentication", title: "Authentication and keys", summary: "Secret and publishable keys, scopes, what a key sees, rotation." },
  { slug: "pagination", title: "Pagination and query features", summary: "Cursors, fields, ids, locale, expand and incremental sync." },
  { slug: "caching", title: "Caching and conditional requests", summary: "Cache headers, ETags and 304s, reading fresh, idempotent writes." },
  { slug: "rate-limits", title: "Rate limits and work budgets", summary: "What a call costs, the budgets, and the headers that tell you where you are." },
  { slug: "errors", title: "Errors", summary: "The problem format and every code, with what to do about it." },
  { slug: "calendars", title: "Calendar feeds and JSON-LD", summary: "iCalendar feeds for subscriptions, schema.org data for event pages." },
  { slug: "export", title: "Catalogue exports", summary: "The whole catalogue as streamed NDJSON: increments, resuming, what it costs." },
  { slug: "mcp", title: "MCP", summary: "Connect an AI assistant to your crew's data through the MCP server." },
  { slug: "shop", title: "Merch shop", summary: "Catalogues, products, event shops with pickup, and pricing a cart." },
  { slug: "shop-pricing", title: "How a cart is priced", summary: "The order of checks, every refusal reason, coupons and rounding, shipping and days." },
  { slug: "shop-checkout", title: "Merch checkout", summary: "Opening a hosted checkout, held stock, retries, and what happens after payment." },
  { slug: "ticket-checkout", title: "Ticket checkout", summary: "Selling tickets: totals with discounts and fees, refusals, free orders, payment, sessions, retries." },
  { slug: "codes", title: "Coupon and access-code checks", summary: "Checking a code before ticket checkout: discounts, discount ids, hidden tiers, the one 404, limits." },
  { slug: "newsletter-and-forms", title: "Newsletter sign-ups and form submissions", summary: "Double opt-in sign-ups and removals, submitting answers to a form, and their limits." },
  { slug: "ambassadors", title: "Ambassador programme", summary: "The programme page, leaderboard, rewards, quests, code lookups and the owner's member reads." },
  { slug: "ambassadors-rules", title: "How the ambassador programme counts", summary: "Sales, tiers, the leaderboard, a code's discount, claims in order, quests and statistics." },
  { slug: "ambassadors-members-area", title: "Ambassador members area", summary: "Join, sign-in links, member sessions, the member page, profile, claims, logout, and their limits." },
  { slug: "webhooks", title: "Webhooks", summary: "Setting one up, events and their payloads, verifying signatures, retries, trying them locally." },
  { slug: "admin-api", title: "Crew admin API", summary: "Admin tokens and every route of /api/admin/v1: webhooks, deliveries, resends." },
  { slug: "platform-api", title: "Platform API", summary: "The platform token, npm run platform, and every route of /api/platform/v1." },
  { slug: "reliability", title: "Reliability", summary: "What the API is tested against: every route fuzzed with random and hostile requests, and faults of Redis, the database and the process." },
  { slug: "self-hosting", title: "Self-hosting the API", summary: "npm run serve:api: the API alone on a plain Node server, what it serves, settings, several instances, stopping." },
  { slug: "deploy", title: "Deploying the service", summary: "The production profile: every seam named, the deploy check, Vercel with Neon, Upstash and Inngest, and self-hosting." },
  { slug: "observability", title: "Observability", summary: "OpenTelemetry traces and metrics to your collector, every span and metric, JSON logs, useful queries." },
  { slug: "changelog", title: "Changelog", summary: "What changed, by date." },
];
