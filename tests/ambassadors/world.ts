/**
 * The ambassador test world (tests/worlds/ambassadors.json): basic.json's crews, pages, events and
 * keys, plus ambassador programmes, their members and history, ticket orders carrying codes, and
 * keys holding the ambassador scopes. "now" in the file is the load time.
 *
 * Nightshift manages promoter 20 (Volt Collective) and venue 30 (Tresor Hall); Harbour manages
 * promoter 21; promoter 22 and venue 31 are managed by nobody. Events: 100 Volt Night (promoter 20,
 * venue 30, now+10d), 101 Field Days (promoters 22 then 20, venue 32, now+30d), 102 Quiet Hours
 * (promoter 20, venue 30, past), 104 Harbour Jazz Evening (promoter 21, venue 31).
 */
export const AMB_KEYS = {
  /** nightshift, secret, created_by_owner: read:ambassadors, read:ambassador-members, write:ambassadors, mcp:access; storefront_origins https://nightshift.test, http://localhost:3000. */
  owner: "svc_sk_test_nightshiftAmbOwnerKey0000001",
  /** nightshift, secret, NOT created by the owner: read:ambassadors, write:ambassadors; storefront_origins https://nightshift.test. */
  storefront: "svc_sk_test_nightshiftAmbKey000000000001",
  /** harbour, secret, created_by_owner: read:ambassadors, read:ambassador-members, write:ambassadors; storefront_origins https://harbour.test. */
  harbour: "svc_sk_test_harbourAmbOwnerKey000000001",
} as const;

export const STOREFRONT_ORIGIN = "https://nightshift.test";

export const PROGRAMMES = {
  /**
   * promoter 20, nightshift: "Volt Crew", description "Bring your friends to Volt nights."; signup
   * open, seats_left 40, auto_approve true, discount_percentage 10, gamification and credits on;
   * labels Star/Stars, Mission, Glow, Pin, Level; leaderboard published, metric tickets; events
   * [100 (programme percentage), 101 (amount 3, min_order_amount 20)].
   */
  volt: { id: "a1000000-0000-4000-8000-000000000001", owner: { type: "promoter", id: 20 } },
  /**
   * venue 30, nightshift: "Tresor Insiders"; signup_open false (registration: 409 signup_closed),
   * seats_left 5, auto_approve false, discount_percentage 15, gamification off, credits off, labels
   * left out (defaults), leaderboard not published (ambassador-leaderboard: 404), metric revenue;
   * events [100 (percentage 20), 102].
   */
  tresor: { id: "a1000000-0000-4000-8000-000000000002", owner: { type: "venue", id: 30 } },
  /** promoter 21, harbour: "Harbour Friends"; open, gamification on, credits on; events [104]. */
  harbour: { id: "a1000000-0000-4000-8000-000000000003", owner: { type: "promoter", id: 21 } },
  /** promoter 22, managed by nobody: "Outside Crew"; open; events [101]. Answers 404 like no programme. */
  outside: { id: "a1000000-0000-4000-8000-000000000004", owner: { type: "promoter", id: 22 } },
} as const;

/** Volt's tiers (gamification on): Bronze 0 #cd7f32, Silver 200 #c0c0c0, Gold 500 #ffd700. */
export const TIERS = {
  bronze: "a2000000-0000-4000-8000-000000000001",
  silver: "a2000000-0000-4000-8000-000000000002",
  gold: "a2000000-0000-4000-8000-000000000003",
} as const;

/** Volt's badges: First Sale (icon ticket, rarity common), Night Owl (icon moon, rarity rare, image_url https://img.test/owl.png). */
export const BADGES = {
  firstSale: "a3000000-0000-4000-8000-000000000001",
  nightOwl: "a3000000-0000-4000-8000-000000000002",
} as const;

/**
 * Volt's quests, in this order: First ticket (metric tickets, scope lifetime, threshold 1, xp 50,
 * credit 10, badge First Sale); Volt Night seller (tickets, scope event, event 100, threshold 5,
 * xp 100, credit 20, badge Night Owl); Winter run (orders, scope window now-10d to now+20d,
 * threshold 3, xp 80, credit 0, no badge).
 */
export const QUESTS = {
  firstTicket: "a4000000-0000-4000-8000-000000000001",
  voltNight: "a4000000-0000-4000-8000-000000000002",
  winterRun: "a4000000-0000-4000-8000-000000000003",
} as const;

/** Volt's rewards, in this order. */
export const REWARDS = {
  /** Guest list spot: cost 50, stock 5, max_per_member 1, event 100, active. */
  guestList: "a5000000-0000-4000-8000-000000000001",
  /** Last Poster: cost 10, stock 1 (the last unit), max_per_member 5, active. */
  lastPoster: "a5000000-0000-4000-8000-000000000002",
  /** Backstage tour: cost 100, stock null, max_per_member 1, min_tier Gold. */
  backstage: "a5000000-0000-4000-8000-000000000003",
  /** Early bird: cost 5, available_from now+5d. */
  notStarted: "a5000000-0000-4000-8000-000000000004",
  /** Summer cap: cost 5, available_until now-1d. */
  ended: "a5000000-0000-4000-8000-000000000005",
  /** Old sticker: cost 5, active false. */
  inactive: "a5000000-0000-4000-8000-000000000006",
  /** Crew T-shirt: cost 20, stock 10, claim_prompt "Which size? (S, M, L, XL)". */
  tshirt: "a5000000-0000-4000-8000-000000000007",
  /** Golden ticket: cost 100000, stock null (nobody has that many credits). */
  pricey: "a5000000-0000-4000-8000-000000000008",
  /** Sold out: cost 5, stock 0. */
  soldOut: "a5000000-0000-4000-8000-000000000009",
} as const;

/** Members (phones are E.164; none is ever returned by the API). */
export const MEMBERS = {
  /**
   * Volt: Mia Keller, mia@fans.test, +436601234501, instagram mia.keller, locale de, active, code
   * MK-GLOW, joined now-60d, xp 320 (Silver; xp_ledger 50 + 270), ledger [+50 sale now-20d, +100
   * quest now-10d, -30 claim now-1d] = balance 120, badges [First Sale], completed_quests [First
   * ticket], claims [Guest list spot, fulfilled, now-1d].
   */
  mia: { id: "a6000000-0000-4000-8000-000000000001", code: "MK-GLOW", email: "mia@fans.test", phone: "+436601234501" },
  /** Volt: Noah Berg, noah@fans.test, +436601234502, active, code NB-VOLT, joined now-30d, xp 650 (Gold), credit_balance 1000 (no ledger: one opening_balance entry at joined_at). */
  noah: { id: "a6000000-0000-4000-8000-000000000002", code: "NB-VOLT", email: "noah@fans.test", phone: "+436601234502" },
  /** Volt: Lea Novak, lea@fans.test, +436601234503, pending, code LN-WAIT, joined now-2d, xp 0, balance 0. */
  lea: { id: "a6000000-0000-4000-8000-000000000003", code: "LN-WAIT", email: "lea@fans.test", phone: "+436601234503" },
  /** Volt: Sam Stone, sam@fans.test, +436601234504, suspended, code SS-HALT, joined now-90d, xp 120, balance 40. */
  sam: { id: "a6000000-0000-4000-8000-000000000004", code: "SS-HALT", email: "sam@fans.test", phone: "+436601234504" },
  /** Volt: Ana Ruiz, ana@fans.test, +436601234505, active, code AR-BEAT, joined now-5d, xp 10, balance 0, email_opt_out true. */
  ana: { id: "a6000000-0000-4000-8000-000000000005", code: "AR-BEAT", email: "ana@fans.test", phone: "+436601234505" },
  /** Tresor: Tom Weber, tom@fans.test, +436601234506, active, code TW-DOOR, joined now-40d. */
  tom: { id: "a6000000-0000-4000-8000-000000000006", code: "TW-DOOR", email: "tom@fans.test", phone: "+436601234506" },
  /** Harbour: Hana Berg, hana@fans.test, +436601234507, active, code HB-JAZZ, joined now-20d. */
  hana: { id: "a6000000-0000-4000-8000-000000000007", code: "HB-JAZZ", email: "hana@fans.test", phone: "+436601234507" },
  /** Outside: Otto Lang, otto@fans.test, +436601234508, active, code OL-FIELD. */
  otto: { id: "a6000000-0000-4000-8000-000000000008", code: "OL-FIELD", email: "otto@fans.test", phone: "+436601234508" },
} as const;

/**
 * Ticket orders carrying codes (event 100's tiers; EUR):
 * - Mia: 2 tickets, 2500 paid, now-5d; 1 ticket, 1250 paid, refunded 1250 (does not count), now-4d;
 *   3 tickets, 3750 paid, partially refunded 1250, now-3d  → sales { orders 2, tickets 5, revenue_cents 5000 }.
 * - Noah: 1 ticket, 1250, now-1d → { orders 1, tickets 1, revenue_cents 1250 }.
 * - Tom (Tresor code on event 100): 4 tickets, 5000, now-2d.
 */
export const ORDER_SALES = {
  mia: { orders: 2, tickets: 5, revenue_cents: 5000 },
  noah: { orders: 1, tickets: 1, revenue_cents: 1250 },
  tom: { orders: 1, tickets: 4, revenue_cents: 5000 },
} as const;
