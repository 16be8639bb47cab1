/** Every scope of the API (docs/guides/authentication.md, "Scopes"), with what `GET /v1/scopes` tells about each. */
export const SCOPES = {
  "read:profile": { default: true, publishable: true, ownerOnly: false, summary: "Crew profile: /v1/crew, /v1/crew/pages." },
  "read:artists": { default: true, publishable: true, ownerOnly: false, summary: "The roster, each artist, their events, calendars and press kits." },
  "read:promoters": { default: true, publishable: true, ownerOnly: false, summary: "Managed promoters, their events, venues and artists." },
  "read:events": { default: true, publishable: true, ownerOnly: false, summary: "Events, line-ups, days, timetables, tiers, availability, fees, gallery, presales." },
  "read:venues": { default: true, publishable: true, ownerOnly: false, summary: "Venues, their events and capacity." },
  "read:content": { default: true, publishable: true, ownerOnly: false, summary: "News, partners, forms, press kits." },
  "read:ambassadors": { default: false, publishable: false, ownerOnly: false, summary: "Ambassador programme public page, leaderboard, rewards, quests, a signed-in member's own page." },
  "read:ambassador-members": { default: false, publishable: false, ownerOnly: true, summary: "Members, ledgers, programme statistics (personal data; crew owner only)." },
  "read:export": { default: false, publishable: false, ownerOnly: false, summary: "The whole catalogue as NDJSON downloads." },
  "read:shop": { default: false, publishable: true, ownerOnly: false, summary: "Merch catalogue, product, event shop, pricing a cart." },
  "write:bookings": { default: false, publishable: false, ownerOnly: false, summary: "POST /v1/booking-requests." },
  "write:newsletter": { default: false, publishable: false, ownerOnly: false, summary: "Newsletter sign-ups and removals." },
  "write:forms": { default: false, publishable: false, ownerOnly: false, summary: "Submit answers to public forms." },
  "write:checkout": { default: false, publishable: false, ownerOnly: false, summary: "Open paid ticket checkouts, check coupons and access codes." },
  "write:checkout:free": { default: false, publishable: false, ownerOnly: true, summary: "Also issue free and 100%-off ticket orders (crew owner only)." },
  "write:shop:checkout": { default: false, publishable: false, ownerOnly: false, summary: "Open merch checkouts." },
  "write:ambassadors": { default: false, publishable: false, ownerOnly: false, summary: "Join, sign in and out, claim a reward, edit own details." },
  "write:keys": { default: false, publishable: false, ownerOnly: false, summary: "POST /v1/keys/rotate." },
  "mcp:access": { default: false, publishable: false, ownerOnly: false, summary: "Use the key with the MCP server." },
} as const satisfies Record<string, { default: boolean; publishable: boolean; ownerOnly: boolean; summary: string }>;

export type Scope = keyof typeof SCOPES;
export const SCOPE_LIST = Object.keys(SCOPES) as Scope[];
export const DEFAULT_SCOPES = SCOPE_LIST.filter((s) => SCOPES[s].default);
export const isScope = (s: string): s is Scope => s in SCOPES;
export const scopeGroup = (s: Scope): "read" | "write" => (s.startsWith("write:") ? "write" : "read");
