/**
 * Resolving ambassador programmes: defaults applied (docs/world-format.md), ids derived where the
 * file leaves them out, every uuid lower-cased, times from what the checks resolved (by index),
 * and a credit_balance given without a ledger turned into one `opening_balance` entry.
 */
import { programmeLabels } from "../../ambassadors/rules/programme";
import {
  DEFAULT_BADGE_ICON,
  DEFAULT_BADGE_RARITY,
  DEFAULT_LEADERBOARD,
  DEFAULT_TIER_COLOR,
  type ResolvedAmbassadorMember,
  type ResolvedAmbassadorProgram,
  type ResolvedLedgerEntry,
  type WorldFileParsed,
} from "../format";
import { derivedUuid, must } from "./assign";
import type { Checked } from "./checker";
import type { MemberTimes } from "./check-ambassadors";

type ProgramIn = NonNullable<WorldFileParsed["ambassador_programs"]>[number];
type MemberIn = NonNullable<ProgramIn["members"]>[number];
type EntryIn = NonNullable<MemberIn["ledger"]>[number];

const id = (given: string | undefined, name: string) => (given ?? derivedUuid(name)).toLowerCase();
const nullable = <T>(v: T | null | undefined): T | null => v ?? null;

export const OPENING_BALANCE_REASON = "opening_balance";

export function resolveAmbassadorPrograms(programsIn: ProgramIn[], times: Checked["ambassadorPrograms"], now: Date): ResolvedAmbassadorProgram[] {
  return programsIn.map((p, i) => {
    const t = times[i];
    const pid = id(p.id, `ambassador-program:${p.owner.type}:${p.owner.id}`);
    const sub = (kind: string, k: number, given: string | undefined) => id(given, `${kind}:${pid}:${k}`);
    return {
      id: pid,
      owner: { type: p.owner.type as "promoter" | "venue", id: p.owner.id },
      name: p.name,
      description: nullable(p.description),
      signup_open: p.signup_open,
      seats_left: p.seats_left,
      auto_approve: p.auto_approve,
      discount_percentage: p.discount_percentage,
      gamification: p.gamification,
      credits: p.credits,
      labels: programmeLabels(p.labels ?? {}),
      leaderboard: p.leaderboard ?? { ...DEFAULT_LEADERBOARD },
      events: (p.events ?? []).map((e) => ({ event: e.event, percentage: nullable(e.percentage), amount: nullable(e.amount), min_order_amount: e.min_order_amount ?? 0 })),
      tiers: (p.tiers ?? []).map((x, k) => ({ id: sub("tier", k, x.id), name: x.name, min_xp: x.min_xp, color: x.color ?? DEFAULT_TIER_COLOR })),
      badges: (p.badges ?? []).map((x, k) => ({
        id: sub("badge", k, x.id),
        name: x.name,
        image_url: nullable(x.image_url),
        icon: x.icon ?? DEFAULT_BADGE_ICON,
        rarity: x.rarity ?? DEFAULT_BADGE_RARITY,
      })),
      quests: (p.quests ?? []).map((q, k) => ({
        id: sub("quest", k, q.id),
        name: q.name,
        description: nullable(q.description),
        image_url: nullable(q.image_url),
        metric: q.metric,
        scope: q.scope,
        event: nullable(q.event),
        starts_at: t?.quests[k]?.starts ?? null,
        ends_at: t?.quests[k]?.ends ?? null,
        threshold: q.threshold,
        xp_reward: q.xp_reward ?? 0,
        credit_reward: q.credit_reward ?? 0,
        badge: q.badge ? q.badge.toLowerCase() : null,
      })),
      rewards: (p.rewards ?? []).map((r, k) => ({
        id: sub("reward", k, r.id),
        name: r.name,
        description: nullable(r.description),
        image_url: nullable(r.image_url),
        cost: r.cost,
        stock: nullable(r.stock),
        max_per_member: r.max_per_member ?? 1,
        available_from: t?.rewards[k]?.from ?? null,
        available_until: t?.rewards[k]?.until ?? null,
        event: nullable(r.event),
        min_tier: r.min_tier ? r.min_tier.toLowerCase() : null,
        claim_prompt: nullable(r.claim_prompt),
        active: r.active ?? true,
      })),
      members: (p.members ?? []).map((m, k) => resolveMember(m, sub("member", k, m.id), t?.members[k], now)),
    };
  });
}

function resolveMember(m: MemberIn, mid: string, t: MemberTimes | undefined, now: Date): ResolvedAmbassadorMember {
  const joined = must(t?.joined, now);
  const entries = (list: EntryIn[] | undefined, kind: string, at: (MemberTimes["ledger"][number])[] | undefined): ResolvedLedgerEntry[] =>
    (list ?? []).map((e, k) => ({ id: id(e.id, `${kind}:${mid}:${k}`), amount: e.amount, reason: e.reason, note: nullable(e.note), created_at: must(at?.[k], now) }));
  let ledger = entries(m.ledger, "ledger", t?.ledger);
  // A balance without a ledger is its opening entry, so the balance is always the ledger's sum.
  if (m.ledger === undefined && m.credit_balance !== undefined && m.credit_balance !== 0) {
    ledger = [{ id: id(undefined, `ledger:${mid}:opening`), amount: m.credit_balance, reason: OPENING_BALANCE_REASON, note: null, created_at: joined }];
  }
  return {
    id: mid,
    first_name: m.first_name,
    last_name: m.last_name,
    email: m.email,
    phone: m.phone,
    instagram_handle: nullable(m.instagram_handle),
    locale: nullable(m.locale),
    status: m.status,
    code: m.code,
    joined_at: joined,
    xp: m.xp ?? 0,
    credit_balance: ledger.reduce((n, e) => n + e.amount, 0),
    ledger,
    xp_ledger: entries(m.xp_ledger, "xp-ledger", t?.xpLedger),
    badges: (m.badges ?? []).map((b) => b.toLowerCase()),
    completed_quests: (m.completed_quests ?? []).map((q) => q.toLowerCase()),
    claims: (m.claims ?? []).map((c, k) => ({
      id: id(c.id, `claim:${mid}:${k}`),
      reward: c.reward.toLowerCase(),
      status: c.status,
      answer: nullable(c.answer),
      created_at: must(t?.claims[k], now),
    })),
    email_opt_out: m.email_opt_out ?? false,
  };
}
