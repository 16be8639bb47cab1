/** Small builders for the rules' plain data; each test states the fields it is about. */
import type { Member, OrderFacts, Quest, Reward, Tier } from "@/lib/ambassadors/rules";

export const NOW = new Date("2026-03-01T12:00:00Z");
export const ms = (iso: string) => new Date(iso);
export const days = (n: number) => n * 86_400_000;
export const plus = (d: Date, msDelta: number) => new Date(d.getTime() + msDelta);

export const TIERS: Tier[] = [
  { id: "t-gold", name: "Gold", min_xp: 500, color: "#ffd700" },
  { id: "t-bronze", name: "Bronze", min_xp: 0, color: "#cd7f32" },
  { id: "t-silver", name: "Silver", min_xp: 200, color: "#c0c0c0" },
];

export const member = (over: Partial<Member> = {}): Member => ({
  id: "m-1",
  first_name: "Mia",
  last_name: "Keller",
  email: "mia@fans.test",
  instagram_handle: null,
  locale: "de",
  status: "active",
  code: "MK-GLOW",
  joined_at: ms("2026-01-01T00:00:00Z"),
  xp: 0,
  badges: [],
  completed_quests: [],
  email_opt_out: false,
  ...over,
});

export const order = (over: Partial<OrderFacts> = {}): OrderFacts => ({
  code: "MK-GLOW",
  tickets: 2,
  amount_total: 2500,
  amount_refunded: 0,
  status: "paid",
  fulfilled: true,
  event_id: 100,
  created_at: ms("2026-02-01T10:00:00Z"),
  ...over,
});

export const reward = (over: Partial<Reward> = {}): Reward => ({
  id: "r-1",
  name: "Guest list spot",
  description: null,
  image_url: null,
  cost: 50,
  stock_left: 5,
  max_per_member: 1,
  available_from: null,
  available_until: null,
  event: null,
  min_tier: null,
  claim_prompt: null,
  active: true,
  ...over,
});

export const quest = (over: Partial<Quest> = {}): Quest => ({
  id: "q-1",
  name: "First ticket",
  description: null,
  image_url: null,
  metric: "tickets",
  scope: "lifetime",
  event: null,
  starts_at: null,
  ends_at: null,
  threshold: 1,
  xp_reward: 50,
  credit_reward: 10,
  badge: null,
  ...over,
});
