/**
 * Ambassador programmes as table rows (lib/db/tables/ambassadors.ts), keyed by SQL column name.
 * `position` keeps the world's order of events, tiers, badges, quests and rewards. Member sessions
 * and sign-in links are minted by the API and never come from a world.
 */
import type { ResolvedAmbassadorProgram } from "../format";
import type { Row } from "./write";

type Programme = ResolvedAmbassadorProgram;

export function ambassadorProgramRow(p: Programme): Row {
  return {
    id: p.id,
    owner_type: p.owner.type,
    owner_id: p.owner.id,
    name: p.name,
    description: p.description,
    signup_open: p.signup_open,
    seats_left: p.seats_left,
    auto_approve: p.auto_approve,
    discount_percentage: p.discount_percentage,
    gamification: p.gamification,
    credits: p.credits,
    labels: p.labels,
    leaderboard_published: p.leaderboard.published,
    leaderboard_metric: p.leaderboard.metric,
  };
}

export function* programEventRows(programmes: Programme[]): Generator<Row> {
  for (const p of programmes) {
    for (const [position, e] of p.events.entries()) {
      yield { program_id: p.id, event_id: e.event, position, percentage: e.percentage, amount: e.amount, min_order_amount: e.min_order_amount };
    }
  }
}

export function* tierRows(programmes: Programme[]): Generator<Row> {
  for (const p of programmes) {
    for (const [position, t] of p.tiers.entries()) yield { id: t.id, program_id: p.id, position, name: t.name, min_xp: t.min_xp, color: t.color };
  }
}

export function* badgeRows(programmes: Programme[]): Generator<Row> {
  for (const p of programmes) {
    for (const [position, b] of p.badges.entries()) yield { id: b.id, program_id: p.id, position, name: b.name, image_url: b.image_url, icon: b.icon, rarity: b.rarity };
  }
}

export function* questRows(programmes: Programme[]): Generator<Row> {
  for (const p of programmes) {
    for (const [position, q] of p.quests.entries()) {
      yield {
        id: q.id,
        program_id: p.id,
        position,
        name: q.name,
        description: q.description,
        image_url: q.image_url,
        metric: q.metric,
        scope: q.scope,
        event_id: q.event,
        starts_at: q.starts_at,
        ends_at: q.ends_at,
        threshold: q.threshold,
        xp_reward: q.xp_reward,
        credit_reward: q.credit_reward,
        badge_id: q.badge,
      };
    }
  }
}

export function* rewardRows(programmes: Programme[]): Generator<Row> {
  for (const p of programmes) {
    for (const [position, r] of p.rewards.entries()) {
      yield {
        id: r.id,
        program_id: p.id,
        position,
        name: r.name,
        description: r.description,
        image_url: r.image_url,
        cost: r.cost,
        stock: r.stock,
        max_per_member: r.max_per_member,
        available_from: r.available_from,
        available_until: r.available_until,
        event_id: r.event,
        min_tier_id: r.min_tier,
        claim_prompt: r.claim_prompt,
        active: r.active,
      };
    }
  }
}

export function* memberRows(programmes: Programme[]): Generator<Row> {
  for (const p of programmes) {
    for (const m of p.members) {
      yield {
        id: m.id,
        program_id: p.id,
        first_name: m.first_name,
        last_name: m.last_name,
        email: m.email,
        phone: m.phone,
        instagram_handle: m.instagram_handle,
        locale: m.locale,
        status: m.status,
        code: m.code,
        joined_at: m.joined_at,
        xp: m.xp,
        credit_balance: m.credit_balance,
        badge_ids: m.badges,
        completed_quest_ids: m.completed_quests,
        email_opt_out: m.email_opt_out,
      };
    }
  }
}

/** Credit entries (`xp: false`) or XP entries (`xp: true`) of every member. */
export function* ledgerRows(programmes: Programme[], xp: boolean): Generator<Row> {
  for (const p of programmes) {
    for (const m of p.members) {
      for (const e of xp ? m.xp_ledger : m.ledger) yield { id: e.id, member_id: m.id, amount: e.amount, reason: e.reason, note: e.note, created_at: e.created_at };
    }
  }
}

export function* claimRows(programmes: Programme[]): Generator<Row> {
  for (const p of programmes) {
    for (const m of p.members) {
      for (const c of m.claims) yield { id: c.id, member_id: m.id, reward_id: c.reward, status: c.status, answer: c.answer, created_at: c.created_at };
    }
  }
}
