/**
 * The API shapes of a programme's quests and rewards (section 4.12: Quest, Reward), built from
 * the rules' plain data and lookups the caller resolves (event titles, badges, tiers).
 */
import { rewardAvailability } from "./rewards";
import type { Badge, Quest, Reward, Tier } from "./types";

export interface ViewLookups {
  /** Event id to its title. */
  events: ReadonlyMap<number, string>;
  badges?: ReadonlyMap<string, Badge>;
  tiers?: ReadonlyMap<string, Tier>;
}

const iso = (d: Date | null) => (d === null ? null : d.toISOString());
const eventRef = (id: number | null, l: ViewLookups) => (id === null ? null : { id, title: l.events.get(id) ?? "" });

export function questView(q: Quest, l: ViewLookups) {
  const badge = q.badge === null ? undefined : l.badges?.get(q.badge);
  return {
    id: q.id,
    name: q.name,
    description: q.description,
    image_url: q.image_url,
    metric: q.metric,
    scope: q.scope,
    threshold: q.threshold,
    event: eventRef(q.event, l),
    starts_at: iso(q.starts_at),
    ends_at: iso(q.ends_at),
    xp_reward: q.xp_reward,
    credit_reward: q.credit_reward,
    badge: badge ? { id: badge.id, name: badge.name, image_url: badge.image_url, icon: badge.icon, rarity: badge.rarity } : null,
  };
}

export function rewardView(r: Reward, l: ViewLookups, now: Date) {
  const tier = r.min_tier === null ? undefined : l.tiers?.get(r.min_tier);
  const { available, stock_left } = rewardAvailability(r, now);
  return {
    id: r.id,
    name: r.name,
    description: r.description,
    image_url: r.image_url,
    cost: r.cost,
    stock_left,
    max_per_member: r.max_per_member,
    available_from: iso(r.available_from),
    available_until: iso(r.available_until),
    available,
    event: eventRef(r.event, l),
    min_tier: tier ? { id: tier.id, name: tier.name, min_xp: tier.min_xp } : null,
    claim_prompt: r.claim_prompt,
  };
}
