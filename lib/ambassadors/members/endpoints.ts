/** The members area (section 4.12): register, sign-in link and exchange, the member page, profile, claims, e-mail preference, logout. */
import { visitorLimitText } from "@/lib/limits/visitor-limit-text";
import { SESSION_HEADER } from "@/lib/ambassadors/rules";
import { defineEndpoint, type Endpoint } from "@/lib/http/endpoint";
import { claimReward } from "./claim";
import { MEMBER_LIMITS as L } from "./limits";
import { exchangeSignInToken, requestSignInLink } from "./login";
import { memberPage } from "./me-query";
import { setEmailPreference, updateProfile } from "./profile";
import { register } from "./register";
import {
  Accepted,
  ClaimAnswer,
  ClaimBody,
  ExchangeAnswer,
  ExchangeBody,
  FIXED_FIELDS,
  LoginBody,
  LogoutAnswer,
  MemberPage,
  OriginHeader,
  PreferenceAnswer,
  PreferenceBody,
  ProfileAnswer,
  ProfileBody,
  RegisterAnswer,
  RegisterBody,
  SessionHeader,
} from "./schemas";
import { endSession, memberFromSession, sessionHeader } from "./session";
import { perCrewPerDayBy, perVisitor as countPerVisitor } from "@/lib/limits/route-limits";

const TAG = "Ambassador members area";
const SERVER_ONLY = "Call it from your server: no publishable key opens it.";
const SESSION_RULES =
  "**Session.** Send the member's session in `X-Ambassador-Session`. A missing, malformed (of any length or characters), unknown or expired session, or one minted with another crew's key, answers 401 `invalid_key` (one answer for all). A request carrying the session together with an `Origin` header (a browser) is refused with 403 `origin_not_allowed` (only logout takes it).";
const perVisitor = (n: number, what = "requests") =>
  `**Limits.** ${visitorLimitText(n, what)}. Over a limit: 429 \`rate_limited\` with \`Retry-After\`.`;
const sessionHeaders = [SessionHeader, OriginHeader];
/** Registrations a day per programme: the owner the body names (a malformed body never gets this far). */
const perProgrammePerDay = perCrewPerDayBy("ambregister", L.registerPerProgrammePerDay, (body) => {
  const b = (body ?? {}) as { owner_type?: unknown; owner_id?: unknown };
  return `p:${String(b.owner_type)}:${String(b.owner_id)}`;
});

export const getAmbassadorMe = defineEndpoint({
  id: "get_ambassador_me",
  method: "GET",
  path: "/v1/ambassador-me",
  tag: TAG,
  summary: "The signed-in member's page",
  description: [
    `The member page of the session's member: membership (member, programme and owner page), sales, credits, game, the lists below, and the session's expiry. ${SERVER_ONLY} Never cached.`,
    "",
    "**Lists.** `tiers` (lowest first), `quests` (with `progress`, derived for sales, credits earned and claims, and `completed` as the organiser recorded it), `badges` (every badge of the programme with `earned`) and `xp_ledger` fill only while gamification is on; `rewards` (with the member's `claimed` count), `claims` and `ledger` only while credits are on. Ledgers and claims are newest first, at most 100. `events` lists the events the member's code works on with its discount (none for a suspended member). `leaderboard` (the first 25) fills while it is published; `revenue_cents` appears per rank only in a revenue ranking, and `me` marks the member's own row.",
    "",
    SESSION_RULES,
    "",
    "The phone, the session token and the account never appear.",
  ].join("\n"),
  scopes: ["read:ambassadors"],
  publishable: false,
  cache: "no-store",
  envelope: "single",
  headers: sessionHeaders,
  response: MemberPage,
  handler: async ({ crew, header, now }) => memberPage(crew, await memberFromSession(crew, sessionHeader({ header }), now), now),
});

export const ambassadorRegister = defineEndpoint({
  id: "ambassador_register",
  method: "POST",
  path: "/v1/ambassador-register",
  tag: TAG,
  summary: "Join a programme",
  description: [
    `Enrols a member in the programme of \`owner_type\` + \`owner_id\`. ${SERVER_ONLY} Run your own bot protection before calling it.`,
    "",
    "**Answers.** 201 with a new member (`status` active when the programme approves automatically, else pending), a new code and a session (`amb_st_…`, 8 hours); one sign-up seat is taken. 200 with `created: false` and `session: null` when a member with the same phone and the same e-mail exists: a phone number signs nobody in (send a sign-in link instead).",
    "",
    "**Refusals.** 409 `conflict` reason `already_registered` when the phone is enrolled under another e-mail, or the e-mail under another phone; 409 `conflict` reason `signup_closed` when sign-up is off or no seats are left (an existing member is still answered); 422 `validation_error` for a missing or invalid field, a phone that is not a real number in international form, or a throw-away or blocked e-mail address; 404 when the owner has no programme or is outside the crew's pages (one answer).",
    "",
    `**Limits.** ${visitorLimitText(L.registerPerVisitorPerMinute, "sign-ups")}; and ${L.registerPerProgrammePerDay} a day per programme. Over a limit: 429 \`rate_limited\` with \`Retry-After\`.`,
    "",
    "**Retries.** Send an `Idempotency-Key`. An answer carrying a session is never stored, so a retry of a 201 runs again and answers the member with `created: false`.",
  ].join("\n"),
  scopes: ["write:ambassadors"],
  publishable: false,
  cache: "no-store",
  limits: [countPerVisitor("ambregister", L.registerPerVisitorPerMinute), perProgrammePerDay],
  envelope: "single",
  idempotent: true,
  body: RegisterBody,
  response: RegisterAnswer,
  status: 201,
  errors: ["not_found", "conflict", "rate_limited"],
  handler: async ({ crew, body, now, setStatus }) => {
    const out = await register(crew, body, now);
    if (!out.created) setStatus(200);
    return out;
  },
});

export const ambassadorLogin = defineEndpoint({
  id: "ambassador_login",
  method: "POST",
  path: "/v1/ambassador-login",
  tag: TAG,
  summary: "Mail a member a sign-in link",
  description: [
    `Mails the member with this address a link to \`return_origin\` + \`return_path\` with \`?amb_token=amb_lt_…\` added; exchange the token with \`POST /v1/ambassador-login-exchange\`. The link works once, for 15 minutes. ${SERVER_ONLY}`,
    "",
    "**Always 202** `{ status: \"accepted\" }`: an unknown address, a suspended member, an owner without a programme or outside the crew's pages, and a real send answer alike (the send happens after the answer). At most 5 mails an hour go to one address; further requests still answer 202 and send nothing.",
    "",
    "**Refusals.** 422 `validation_error` when `return_origin` is not exactly one of the key's storefront origins, or `return_path` is not a path on that site (a single leading `/`; no scheme, host, `//`, backslash or spaces; default `/ambassador`).",
    "",
    perVisitor(L.loginPerVisitorPerMinute),
  ].join("\n"),
  scopes: ["write:ambassadors"],
  publishable: false,
  cache: "no-store",
  limits: [countPerVisitor("amblogin", L.loginPerVisitorPerMinute)],
  envelope: "single",
  idempotent: true,
  body: LoginBody,
  response: Accepted,
  status: 202,
  errors: ["rate_limited"],
  handler: async ({ crew, key, body, now }) => requestSignInLink(crew, key, body, now),
});

export const ambassadorLoginExchange = defineEndpoint({
  id: "ambassador_login_exchange",
  method: "POST",
  path: "/v1/ambassador-login-exchange",
  tag: TAG,
  summary: "Exchange a sign-in token for a session",
  description: [
    `Spends the \`amb_lt_…\` token of a sign-in link (your landing page reads it from \`?amb_token=\`) and answers a member session (8 hours) and the \`return_url\` given at sign-in. ${SERVER_ONLY}`,
    "",
    "**Single use.** A malformed (any string that is not a live `amb_lt_…` token: empty, another prefix, any length or characters), unknown, expired or already used token, or one issued to another crew's key, answers the same 401 `invalid_key`. A missing `token`, or one that is not a string, is a malformed body: 422 `validation_error`.",
    "",
    perVisitor(L.exchangePerVisitorPerMinute, "attempts"),
    "",
    "**Retries.** The answer carries a session, so it is never stored for an `Idempotency-Key`: a retry finds the token used (401). Keep the first answer.",
  ].join("\n"),
  scopes: ["write:ambassadors"],
  publishable: false,
  cache: "no-store",
  limits: [countPerVisitor("ambexchange", L.exchangePerVisitorPerMinute)],
  envelope: "single",
  idempotent: true,
  body: ExchangeBody,
  credentialFields: ["token"],
  response: ExchangeAnswer,
  errors: ["rate_limited"],
  handler: async ({ crew, body, now }) => exchangeSignInToken(crew, body.token, now),
});

export const ambassadorProfile = defineEndpoint({
  id: "ambassador_profile",
  method: "POST",
  path: "/v1/ambassador-profile",
  tag: TAG,
  summary: "Update the member's own details",
  description: [
    "Changes any of `first_name`, `last_name` (at most 120 characters each), `email` and `locale` (at most 8 characters) of the session's member, and answers the member. At least one is required.",
    "",
    `**Refusals.** 422 \`validation_error\` with no field, a bad or throw-away or blocked address, an address another member of the programme uses, or a field the member cannot change (${FIXED_FIELDS.map((f) => `\`${f}\``).join(", ")}: phone, status, code, credits and XP are the organiser's).`,
    "",
    SESSION_RULES,
    "",
    perVisitor(L.profilePerVisitorPerMinute),
  ].join("\n"),
  scopes: ["write:ambassadors"],
  publishable: false,
  cache: "no-store",
  limits: [countPerVisitor("ambprofile", L.profilePerVisitorPerMinute)],
  envelope: "single",
  idempotent: true,
  headers: sessionHeaders,
  body: ProfileBody,
  response: ProfileAnswer,
  errors: ["rate_limited"],
  handler: async ({ crew, header, body, now }) => updateProfile(crew, await memberFromSession(crew, sessionHeader({ header }), now), body),
});

export const ambassadorClaim = defineEndpoint({
  id: "ambassador_claim",
  method: "POST",
  path: "/v1/ambassador-claim",
  tag: TAG,
  summary: "Claim a reward with credits",
  description: [
    "Claims a reward of the member's programme for its cost in credits: 201 `{ claim_id, status: \"pending\" }` (pending until the organiser fulfils it). The cost is debited from the member's ledger and the stock lowered in the same transaction that checks them, so two claims of the last unit never both succeed.",
    "",
    "**Refusals**, the first that applies: 403 `validation_error` reason `member_not_active`; 409 `conflict` reason `inactive`, `not_started`, `ended`, `out_of_stock`; 403 `validation_error` reason `tier_locked`; 409 `conflict` reason `max_per_member`, `insufficient_credits`; 422 `validation_error` reason `answer_required` (a reward with a `claim_prompt` needs a non-blank `answer`, at most 500 characters). Each `validation_error` carries `errors: [{ param, message }]` naming what to look at: `X-Ambassador-Session` for `member_not_active` (the session's member is pending or suspended), `reward_id` for `tier_locked`, `answer` for `answer_required`. 404 for an unknown reward, one of another programme, or any reward while the programme's credits are off.",
    "",
    SESSION_RULES,
    "",
    perVisitor(L.claimPerVisitorPerMinute),
  ].join("\n"),
  scopes: ["write:ambassadors"],
  publishable: false,
  cache: "no-store",
  limits: [countPerVisitor("ambclaim", L.claimPerVisitorPerMinute)],
  envelope: "single",
  idempotent: true,
  headers: sessionHeaders,
  body: ClaimBody,
  response: ClaimAnswer,
  status: 201,
  errors: ["not_found", "conflict", "rate_limited"],
  handler: async ({ crew, header, body, now }) => claimReward(crew, await memberFromSession(crew, sessionHeader({ header }), now), body.reward_id, body.answer, now),
});

export const ambassadorEmailPreference = defineEndpoint({
  id: "ambassador_email_preference",
  method: "POST",
  path: "/v1/ambassador-email-preference",
  tag: TAG,
  summary: "Turn programme e-mails off or on",
  description: [
    "`opt_out: true` stops the programme's e-mails to the session's member; `false` turns them back on. Sign-in links are still sent when asked for. Answers `{ email_opt_out }`.",
    "",
    SESSION_RULES,
    "",
    perVisitor(L.preferencePerVisitorPerMinute),
  ].join("\n"),
  scopes: ["write:ambassadors"],
  publishable: false,
  cache: "no-store",
  limits: [countPerVisitor("ambpref", L.preferencePerVisitorPerMinute)],
  envelope: "single",
  idempotent: true,
  headers: sessionHeaders,
  body: PreferenceBody,
  response: PreferenceAnswer,
  errors: ["rate_limited"],
  handler: async ({ crew, header, body, now }) => setEmailPreference(crew, await memberFromSession(crew, sessionHeader({ header }), now), body.opt_out),
});

export const ambassadorLogout = defineEndpoint({
  id: "ambassador_logout",
  method: "POST",
  path: "/v1/ambassador-logout",
  tag: TAG,
  summary: "End a member session",
  description: [
    "Ends the session named in `X-Ambassador-Session`. Always 200 `{ ok: true }`: with no header, a header of any length or characters, an unknown or expired session, one already ended, or one of another crew's key (which stays alive). The body is not read: any body, JSON or not, is ignored (only one over the 64 KB limit of every request is 413). Your key's own refusals (401, 403 `missing_scope`, 429 of its write allowance) and a misused `Idempotency-Key` still apply.",
    "",
    "The one route that takes a session with an `Origin` header (a browser): ending a session opens nothing, and a session that has reached a browser is better ended than left alive.",
  ].join("\n"),
  scopes: ["write:ambassadors"],
  publishable: false,
  cache: "no-store",
  envelope: "single",
  idempotent: true,
  headers: [SessionHeader],
  // Nothing sent with a logout may stop it: no field, content type or malformed JSON is refused.
  bodyIgnored: true,
  response: LogoutAnswer,
  handler: async ({ crew, header }) => {
    // Read directly, not through sessionHeader(): a browser's logout is not refused.
    await endSession(crew, header(SESSION_HEADER));
    return { ok: true as const };
  },
});

export const memberEndpoints: Endpoint[] = [
  ambassadorRegister,
  ambassadorLogin,
  ambassadorLoginExchange,
  getAmbassadorMe,
  ambassadorProfile,
  ambassadorClaim,
  ambassadorEmailPreference,
  ambassadorLogout,
];
