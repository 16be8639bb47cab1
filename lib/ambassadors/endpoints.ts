/**
 * The ambassador programme's reads (section 4.12): programme, leaderboard, rewards, quests, code
 * lookup, members, ledgers, statistics. Declarations only: reads go through the query modules
 * with `ctx.crew`. The programme, rewards and quests are MCP tools (flagged `mcpTool`: their ids are the tool names).
 */
import { defineEndpoint, type Endpoint } from "@/lib/http/endpoint";
import { notFound, queryInvalid } from "@/lib/http/problem";
import { codeAnswer, findCode } from "./code-query";
import { listMembers, memberLedger } from "./members-query";
import { programmeLeaderboard, programmePage, programmeQuests, programmeRewards } from "./programme-query";
import { LEADERBOARD_DEFAULT_LIMIT, statsWindowProblem } from "./rules";
import {
  CodeAnswer,
  CodeQuery,
  LeaderboardAnswer,
  LeaderboardQuery,
  LedgerAnswer,
  LedgerParams,
  MembersAnswer,
  MembersQuery,
  OwnerQuery,
  ProgramAnswer,
  QuestsAnswer,
  RewardsAnswer,
  StatsAnswer,
  StatsQuery,
} from "./schemas";
import { statsOf } from "./stats-query";
import { ALLOWANCES } from "@/lib/limits/plans";
import { perKeyPerMinute } from "@/lib/limits/route-limits";

const TAG = "Ambassadors";
const OWNER =
  "`owner_type` (promoter or venue) and `owner_id` name the programme's page. A page the crew does not manage answers the same 404 not_found as a page without a programme.";
const SERVER_ONLY = "Call it from your server: publishable keys cannot.";
const MEMBERS_SCOPE =
  "Needs `read:ambassador-members`, which works only on a key the crew owner created (any other key gets 403 missing_scope). It shows personal data: keep the answer on your server.";

export const getAmbassadorProgramEndpoint = defineEndpoint({
  id: "get_ambassador_program",
  mcpTool: true,
  method: "GET",
  path: "/v1/ambassador-program",
  tag: TAG,
  summary: "An ambassador programme's public page",
  description: [
    "The programme's name and description, its page, the discount a code gives (unless its event says otherwise: GET /v1/ambassador-code) and whether sign-up is open (`signup.open`: the organiser allows it and `seats_left` is above 0).",
    "",
    "`name`, `description`, `signup_open` and `gamification_enabled` repeat at the top level for older clients; they are deprecated.",
    "",
    `${OWNER} Missing or malformed parameters answer **422** validation_error with \`errors\`. ${SERVER_ONLY}`,
  ].join("\n"),
  scopes: ["read:ambassadors"],
  publishable: false,
  cache: 120,
  envelope: "single",
  query: OwnerQuery,
  queryStatus: 422,
  response: ProgramAnswer,
  errors: ["not_found"],
  handler: ({ crew, query }) => programmePage(crew, { type: query.owner_type, id: query.owner_id }),
});

export const getAmbassadorLeaderboardEndpoint = defineEndpoint({
  id: "get_ambassador_leaderboard",
  method: "GET",
  path: "/v1/ambassador-leaderboard",
  tag: TAG,
  summary: "An ambassador programme's leaderboard",
  description: [
    "Active members ranked by the programme's `metric` (tickets sold, lifetime XP or revenue), best first, `limit` rows (1 to 100, default 25). Equal scores share a rank and the next rank skips (1, 1, 3). `name` is the first name and last initial; nothing else about a member is shown. With the revenue metric `score` is null (revenue is not published; the order is still by revenue). `tier` is `{ name, color }` only while the programme's tiers are on.",
    "",
    `${OWNER} The same 404 while the organiser has not published the leaderboard. Bad parameters answer 400 validation_error. ${SERVER_ONLY}`,
  ].join("\n"),
  scopes: ["read:ambassadors"],
  publishable: false,
  cache: 60,
  envelope: "small-list",
  query: LeaderboardQuery,
  response: LeaderboardAnswer,
  errors: ["not_found"],
  handler: ({ crew, query }) => programmeLeaderboard(crew, { type: query.owner_type, id: query.owner_id }, query.limit ?? LEADERBOARD_DEFAULT_LIMIT),
});

export const listAmbassadorRewardsEndpoint = defineEndpoint({
  id: "list_ambassador_rewards",
  mcpTool: true,
  method: "GET",
  path: "/v1/ambassador-rewards",
  tag: TAG,
  summary: "Rewards members can claim with credits",
  description: [
    "The programme's rewards in the organiser's order, with the words it uses for credits (`label_singular`, `label_plural`). `data` is empty while credits are off (`credits_enabled` false).",
    "",
    "`stock_left` is what is left to claim (null: unlimited); claims lower it. `available` is false while the organiser has switched the reward off, before `available_from`, after `available_until` and once `stock_left` is 0. `min_tier` gates the reward to members whose XP reaches that tier; `claim_prompt` is a question a claim must answer. Members claim through POST /v1/ambassador-claim.",
    "",
    `${OWNER} Bad parameters answer 400 validation_error. ${SERVER_ONLY}`,
  ].join("\n"),
  scopes: ["read:ambassadors"],
  publishable: false,
  cache: 60,
  envelope: "small-list",
  query: OwnerQuery,
  response: RewardsAnswer,
  errors: ["not_found"],
  handler: ({ crew, query, now }) => programmeRewards(crew, { type: query.owner_type, id: query.owner_id }, now),
});

export const listAmbassadorQuestsEndpoint = defineEndpoint({
  id: "list_ambassador_quests",
  mcpTool: true,
  method: "GET",
  path: "/v1/ambassador-quests",
  tag: TAG,
  summary: "Quests members can complete",
  description: [
    "The programme's quests in the organiser's order, with the words it uses (`quest_noun`, `xp_label`, `badge_noun`). `data` is empty while gamification is off (`enabled` false).",
    "",
    "A quest counts its `metric` within its `scope`: lifetime (since joining), event (on `event`, or on any single event when `event` is null) or window (from `starts_at` to `ends_at`), up to `threshold`; completing it gives `xp_reward`, `credit_reward` and `badge`. Completion is recorded by the organiser; a signed-in member's own progress is in GET /v1/ambassador-me.",
    "",
    `${OWNER} Bad parameters answer 400 validation_error. ${SERVER_ONLY}`,
  ].join("\n"),
  scopes: ["read:ambassadors"],
  publishable: false,
  cache: 60,
  envelope: "small-list",
  query: OwnerQuery,
  response: QuestsAnswer,
  errors: ["not_found"],
  handler: ({ crew, query }) => programmeQuests(crew, { type: query.owner_type, id: query.owner_id }),
});

export const getAmbassadorCodeEndpoint = defineEndpoint({
  id: "get_ambassador_code",
  method: "GET",
  path: "/v1/ambassador-code",
  tag: TAG,
  summary: "Look up an ambassador code on an event",
  description: [
    "What a member's code (any case) gives on an event: `percentage` or `amount` (currency units, like ticket prices; the other is null) and `min_order_amount` (currency units, 0 without a minimum), with the member's first name. Pass `discount_id` to ticket checkout as `discount_id`: it is opaque and stays the same for this code on this event.",
    "",
    "**404 not_found, one answer for all**: an unknown code, a code on an event its programme does not list, a suspended member's code, and another crew's code or event. Missing or malformed parameters answer **422** validation_error with `errors`.",
    "",
    `**Limits.** 60 lookups a minute per key, cached answers included; over it: 429 rate_limited with Retry-After. ${SERVER_ONLY}`,
  ].join("\n"),
  scopes: ["read:ambassadors"],
  publishable: false,
  cache: 30,
  limits: [perKeyPerMinute("codelookups", ALLOWANCES.ambassadorCodeLookupsPerMinute)],
  envelope: "single",
  query: CodeQuery,
  queryStatus: 422,
  response: CodeAnswer,
  errors: ["not_found", "rate_limited"],
  handler: async ({ crew, query }) => {
    const found = await findCode(crew, query.event_id, query.code);
    if (!found) throw notFound();
    return codeAnswer(found);
  },
});

export const listAmbassadorsEndpoint = defineEndpoint({
  id: "list_ambassadors",
  method: "GET",
  path: "/v1/ambassadors",
  tag: TAG,
  summary: "A programme's members",
  description: [
    "Members of the programme, newest first (by `joined_at`, ties by id), in cursor pages. `q` matches part of a first or last name, the e-mail address, the Instagram handle or the code, in any case; `status` keeps one status (active, pending, suspended).",
    "",
    "`sales` counts paid ticket orders carrying the member's code that were fulfilled and are not fully refunded (`revenue_cents`: paid less refunded); `credit_balance` is the sum of the member's ledger; `tier` is the tier's name while tiers are on, else null. The phone number is never returned.",
    "",
    `${MEMBERS_SCOPE} ${OWNER} Bad parameters (a status among them) answer 400 validation_error; a bad cursor 400 invalid_cursor.`,
  ].join("\n"),
  scopes: ["read:ambassador-members"],
  publishable: false,
  cache: "no-store",
  envelope: "list",
  query: MembersQuery,
  response: MembersAnswer,
  errors: ["not_found", "invalid_cursor"],
  handler: ({ crew, query, page }) => listMembers(crew, { type: query.owner_type, id: query.owner_id }, { q: query.q, status: query.status }, page),
});

export const getAmbassadorLedgerEndpoint = defineEndpoint({
  id: "get_ambassador_ledger",
  method: "GET",
  path: "/v1/ambassadors/{id}/ledger",
  tag: TAG,
  summary: "A member's credit ledger",
  description: [
    "The member's credit entries, newest first (ties by id), in cursor pages, with `balance` (the sum of the whole ledger) and whether the programme's credits are on. A claim writes a debit (reason `claim`); an opening balance given by the organiser is one entry, reason `opening_balance`.",
    "",
    `${MEMBERS_SCOPE} A member of a programme whose page the crew does not manage answers the same 404 not_found as an unknown or malformed id.`,
  ].join("\n"),
  scopes: ["read:ambassador-members"],
  publishable: false,
  cache: "no-store",
  envelope: "list",
  params: LedgerParams,
  response: LedgerAnswer,
  errors: ["not_found", "invalid_cursor"],
  handler: ({ crew, params, page }) => memberLedger(crew, params.id.toLowerCase(), page),
});

export const getAmbassadorStatsEndpoint = defineEndpoint({
  id: "get_ambassador_stats",
  method: "GET",
  path: "/v1/ambassador-stats",
  tag: TAG,
  summary: "A programme's statistics",
  description: [
    "`members` by status, `selling` (with at least one sale) and `selling_rate` (selling / total, 4 decimals); `lifetime` sales of every member's code; `top_codes`, the ten codes with the most revenue, then tickets (codes without a sale left out). Sales count fulfilled ticket orders not fully refunded (a late payment whose tickets were sold since is none), revenue is paid less refunded, in cents.",
    "",
    "With `from` and `to` (ISO 8601, both or neither), `window` counts orders created and members who joined in that range, both ends included; without them `window` is null. `to` must be after `from` and at most 400 days after it (exactly 400 days is allowed).",
    "",
    `${MEMBERS_SCOPE} ${OWNER} Bad parameters, one of \`from\`/\`to\` alone, an inverted window or one over 400 days answer 400 validation_error.`,
  ].join("\n"),
  scopes: ["read:ambassador-members"],
  publishable: false,
  cache: "no-store",
  envelope: "single",
  query: StatsQuery,
  response: StatsAnswer,
  errors: ["not_found"],
  handler: ({ crew, query }) => {
    const from = query.from ?? null;
    const to = query.to ?? null;
    const problem = statsWindowProblem(from, to);
    if (problem) throw queryInvalid([problem]);
    return statsOf(crew, { type: query.owner_type, id: query.owner_id }, from && to ? { from, to } : null);
  },
});

export const ambassadorEndpoints: Endpoint[] = [
  getAmbassadorProgramEndpoint,
  getAmbassadorLeaderboardEndpoint,
  listAmbassadorRewardsEndpoint,
  listAmbassadorQuestsEndpoint,
  getAmbassadorCodeEndpoint,
  listAmbassadorsEndpoint,
  getAmbassadorLedgerEndpoint,
  getAmbassadorStatsEndpoint,
];
