/**
 * The members area's bodies and answers (section 4.12: Writes, Member page). Phones, session and
 * sign-in tokens are taken in bodies and headers only; no answer schema has a place for a phone.
 */
import { z } from "zod";
import { CLAIM_ANSWER_MAX, OWNER_TYPES, e164 } from "@/lib/ambassadors/rules";
import { SESSION_HEADER } from "@/lib/ambassadors/rules";
import { count32, id32, name, text, ts, url, word } from "@/lib/http/schemas";
import type { DeclaredHeader } from "@/lib/http/endpoint";

const uuid = () => z.uuid().max(36);
const int = () => z.int().min(-2147483648).max(2147483647);
const STATUSES = ["active", "pending", "suspended"] as const;

export const SessionHeader: DeclaredHeader = {
  name: SESSION_HEADER,
  description: "The member session `amb_st_…` (from registration or the sign-in exchange). Send it from your server only: with an `Origin` header it is refused (403 origin_not_allowed), except by logout, which always ends it.",
  maxLength: 200,
  // Any value reaches the session check, so an over-long one is the same 401 as an unknown one.
  credential: true,
};

/** Declared so the session routes can refuse browsers: a session never travels with an Origin. */
export const OriginHeader: DeclaredHeader = {
  name: "Origin",
  description: "Set by browsers. A request carrying a member session together with an Origin is refused with 403 origin_not_allowed: sessions are for servers.",
  maxLength: 2048,
};

const clientIp = z.string().max(64, "At most 64 characters.").optional().describe("The visitor's address, to count their requests (per-visitor limits).");
const ownerFields = {
  owner_type: z.enum(OWNER_TYPES, "Must be promoter or venue."),
  owner_id: z.int("Must be a whole number.").min(1, "Must be a positive whole number.").max(2147483647, "Too large.").describe("The promoter or venue page id."),
};
const personName = () => z.string().trim().min(1, "Must not be blank.").max(120, "At most 120 characters.");
const email = () => z.email("Must be a valid e-mail address.").max(254, "At most 254 characters.");
const locale = () => z.string().trim().min(1, "Must be 1 to 8 characters.").max(8, "At most 8 characters.");

export const RegisterBody = z
  .strictObject({
    ...ownerFields,
    first_name: personName(),
    last_name: personName(),
    email: email().describe("Where sign-in links go; refused for throw-away or blocked addresses."),
    phone: z
      .string()
      .max(40, "At most 40 characters.")
      .refine((p) => e164(p) !== null, "Must be a real phone number in international form (+43 660 1234501).")
      .describe("International form; the programme's dedupe key. Never returned."),
    locale: locale().optional(),
    client_ip: clientIp,
  })
  .meta({ id: "AmbassadorRegisterInput" });
export type RegisterInput = z.output<typeof RegisterBody>;

export const SessionOut = z.object({ token: z.string().max(60).describe("`amb_st_…`: send it in X-Ambassador-Session. Keep it on your server."), expires_at: ts() }).meta({ id: "AmbassadorSession" });

export const RegisterAnswer = z
  .object({
    created: z.boolean().describe("False: a member with this phone and e-mail already existed (200, not signed in)."),
    member_id: uuid(),
    code: word(),
    status: z.enum(STATUSES),
    session: SessionOut.nullable().describe("Set only for a new member (201); null for an existing one: a phone number signs nobody in."),
  })
  .meta({ id: "AmbassadorRegistration" });

export const LoginBody = z
  .strictObject({
    ...ownerFields,
    email: email(),
    return_origin: z.string().max(2048, "At most 2048 characters.").describe("Exactly one of the key's storefront origins (scheme, host, port)."),
    return_path: z.string().max(2048, "At most 2048 characters.").optional().describe("A path on that site starting with a single `/` (default /ambassador); query and fragment allowed."),
    client_ip: clientIp,
  })
  .meta({ id: "AmbassadorLoginInput" });
export type LoginInput = z.output<typeof LoginBody>;

export const Accepted = z.object({ status: z.literal("accepted") }).meta({ id: "AmbassadorLoginAccepted" });

/**
 * The body size limit (64 KB): no token that fits in a body is refused for its length, so a bad
 * token of any length is the exchange's one 401, never a 422 that tells it apart.
 */
const TOKEN_FIELD_MAX = 64 * 1024;

export const ExchangeBody = z
  .strictObject({
    token: z
      .string("Required, as a string: the `amb_lt_…` token of the link.")
      .max(TOKEN_FIELD_MAX, `At most ${TOKEN_FIELD_MAX} characters.`)
      .describe("The `amb_lt_…` value of the landing page's `?amb_token=`. Any other string, of any length, answers the same 401 `invalid_key` as an unknown token."),
    client_ip: clientIp,
  })
  .meta({ id: "AmbassadorLoginExchangeInput" });

export const ExchangeAnswer = z.object({ session: SessionOut, return_url: url().describe("return_origin + return_path given at sign-in, without the token.") }).meta({ id: "AmbassadorLoginExchange" });

/** Fields a member may not change; sending one is refused by name. */
export const FIXED_FIELDS = ["phone", "status", "code", "credits", "credit_balance", "xp", "lifetime_xp", "id", "member_id"] as const;
export const FIXED_MESSAGE = "Cannot be changed by the member.";
const fixed = Object.fromEntries(FIXED_FIELDS.map((f) => [f, z.never(FIXED_MESSAGE).optional().describe("Cannot be changed: refused when sent.")])) as Record<(typeof FIXED_FIELDS)[number], z.ZodOptional<z.ZodNever>>;

export const PROFILE_FIELDS = ["first_name", "last_name", "email", "locale"] as const;
export const ProfileBody = z
  .strictObject({
    first_name: personName().optional(),
    last_name: personName().optional(),
    email: email().optional(),
    locale: locale().optional(),
    client_ip: clientIp,
    ...fixed,
  })
  .superRefine((b, ctx) => {
    if (!PROFILE_FIELDS.some((f) => b[f] !== undefined)) ctx.addIssue({ code: "custom", path: [], message: `Send at least one of ${PROFILE_FIELDS.join(", ")}.` });
  })
  .meta({ id: "AmbassadorProfileInput" });
export type ProfileInput = z.output<typeof ProfileBody>;

export const MemberOut = z
  .object({ id: uuid(), first_name: name(), last_name: name(), email: z.string().max(320), locale: word().nullable(), status: z.enum(STATUSES), code: word() })
  .meta({ id: "AmbassadorMemberSelf" });
export const ProfileAnswer = z.object({ member: MemberOut }).meta({ id: "AmbassadorProfile" });

export const ClaimBody = z
  .strictObject({
    reward_id: z.uuid("Must be a reward id (uuid).").max(36),
    answer: z.string().max(CLAIM_ANSWER_MAX, `At most ${CLAIM_ANSWER_MAX} characters.`).optional().describe("The answer to the reward's `claim_prompt`, when it has one."),
    client_ip: clientIp,
  })
  .meta({ id: "AmbassadorClaimInput" });
export const ClaimAnswer = z.object({ claim_id: uuid(), status: z.literal("pending") }).meta({ id: "AmbassadorClaim" });

export const PreferenceBody = z.strictObject({ opt_out: z.boolean("Must be true or false."), client_ip: clientIp }).meta({ id: "AmbassadorEmailPreferenceInput" });
export const PreferenceAnswer = z.object({ email_opt_out: z.boolean() }).meta({ id: "AmbassadorEmailPreference" });

export const LogoutAnswer = z.object({ ok: z.literal(true) }).meta({ id: "AmbassadorLogout" });

// ---------------------------------------------------------------------------------------------
// The member page.

const ownerOut = z.object({ id: id32(), type: z.enum(OWNER_TYPES), name: name(), image_url: url().nullable() });
const eventRef = z.object({ id: id32(), title: name() }).nullable();
const ledgerEntry = z.object({ id: uuid(), amount: int(), reason: word(), note: text().nullable(), created_at: ts() });

const tierOut = z.object({ id: uuid(), name: name(), min_xp: count32(), color: word().nullable() });
const questOut = z.object({
  id: uuid(),
  name: name(),
  description: text().nullable(),
  image_url: url().nullable(),
  metric: word(),
  scope: z.enum(["lifetime", "event", "window"]),
  threshold: count32(),
  event: eventRef,
  starts_at: ts().nullable(),
  ends_at: ts().nullable(),
  xp_reward: count32(),
  credit_reward: count32(),
  badge: z.object({ id: uuid(), name: name(), image_url: url().nullable(), icon: word(), rarity: word() }).nullable(),
  progress: count32().nullable().describe("Derived for orders, tickets, revenue_cents, credits_earned and reward_claimed; null where it cannot be derived."),
  completed: z.boolean().describe("As the organiser recorded it."),
});
const badgeOut = z.object({ id: uuid(), name: name(), image_url: url().nullable(), icon: word(), rarity: word(), earned: z.boolean() });
const rewardOut = z.object({
  id: uuid(),
  name: name(),
  description: text().nullable(),
  image_url: url().nullable(),
  cost: count32(),
  stock_left: count32().nullable(),
  max_per_member: count32(),
  available_from: ts().nullable(),
  available_until: ts().nullable(),
  available: z.boolean(),
  event: eventRef,
  min_tier: z.object({ id: uuid(), name: name(), min_xp: count32() }).nullable(),
  claim_prompt: text().nullable(),
  claimed: count32().describe("This member's claims of it, not counting cancelled ones."),
});
const claimOut = z.object({ id: uuid(), reward: z.object({ id: uuid(), name: name() }), status: z.enum(["pending", "fulfilled", "cancelled"]), answer: text().nullable(), created_at: ts() });
const codeEvent = z.object({
  id: id32(),
  title: name(),
  starts_at: ts().nullable(),
  discount: z.object({ percentage: z.number().min(0).max(100).nullable(), amount: z.number().min(0).max(1e9).nullable(), min_order_amount: z.number().min(0).max(1e9) }),
});
const rankOut = z.object({
  rank: count32(),
  name: name(),
  score: count32().nullable(),
  tier: z.object({ name: name(), color: word().nullable() }).nullable(),
  revenue_cents: count32().optional().describe("Only in a revenue ranking."),
  me: z.boolean().describe("True on the signed-in member's own row."),
});

export const MemberPage = z
  .object({
    membership: z.object({
      member: z.object({ id: uuid(), first_name: name(), last_name: name(), status: z.enum(STATUSES), code: word() }),
      program: z.object({ id: uuid(), name: name(), description: text().nullable(), leaderboard_visible: z.boolean(), owner: ownerOut }),
      owner: ownerOut,
      stats: z.object({ orders: count32(), tickets: count32(), revenue_cents: count32() }),
      credits: z.object({ enabled: z.boolean(), balance: int(), label_singular: name(), label_plural: name() }),
      game: z.object({
        enabled: z.boolean(),
        xp_label: name(),
        lifetime_xp: count32(),
        tier: z.object({ id: uuid(), name: name(), min_xp: count32(), color: word().nullable() }).nullable(),
        next_tier: count32().nullable().describe("XP left to climb to the next tier; null at the top or while gamification is off."),
        badges_earned: count32(),
        quests_completed: count32(),
        tier_noun: name(),
        quest_noun: name(),
        badge_noun: name(),
      }),
      tiers: z.array(tierOut).max(1000),
      quests: z.array(questOut).max(1000),
      badges: z.array(badgeOut).max(1000),
      xp_ledger: z.array(ledgerEntry).max(100),
      rewards: z.array(rewardOut).max(1000),
      claims: z.array(claimOut).max(100),
      ledger: z.array(ledgerEntry).max(100),
      events: z.array(codeEvent).max(1000),
      leaderboard: z.array(rankOut).max(100),
    }),
    session: z.object({ expires_at: ts() }),
  })
  .meta({ id: "AmbassadorMemberPage" });
export type MemberPageOut = z.input<typeof MemberPage>;
