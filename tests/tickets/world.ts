/**
 * The ticket-sales test world (tests/worlds/tickets.json): basic.json's crews, pages, events,
 * forms and keys, plus event coupons and access codes, a few more tiers and forms, and keys holding
 * the checkout, newsletter, forms and export scopes. "now" in the file is the load time.
 *
 * Event 100 Volt Night (payee promoter 20, fee 4% + 0.35 per ticket, EUR) keeps basic.json's tiers:
 * tier-100-early (12.50, 10 left of 200, on sale, max 6), tier-100-regular (20, sale starts now+2d:
 * scheduled), tier-100-crew (0.00, hidden, max 2, 50 left); and gains the tiers below. Event 101
 * Field Days (payee 22, default fee 5% + 0.50): tier-101-weekend sold out. Event 104 Harbour Jazz
 * (payee 21, fee model `order` 3% + 1.00; harbour's): tier-104-std (25, on sale) and tier-104-vip (hidden).
 */
export const TICKET_KEYS = {
  /** nightshift, secret: write:checkout, read:events. */
  checkout: "svc_sk_test_nightshiftTicketKey00000001",
  /** nightshift, secret, created_by_owner: write:checkout, write:checkout:free, read:events. */
  owner: "svc_sk_test_nightshiftTicketOwnerKey001",
  /** nightshift, secret: write:newsletter, write:forms, read:export. */
  writes: "svc_sk_test_nightshiftWritesKey000000001",
  /** harbour, secret, created_by_owner: write:checkout, write:checkout:free, write:newsletter, write:forms, read:export, read:events. */
  harbour: "svc_sk_test_harbourTicketKey00000000001",
} as const;

/** Tiers added to event 100 (all EUR). */
export const TIERS = {
  early: "tier-100-early",
  regular: "tier-100-regular",
  crew: "tier-100-crew",
  /** 30.00, stock 1, sold 0, public, on sale now-1d to now+9d, max 4: the last ticket. */
  last: "tier-100-last",
  /** 50.00, stock 20, sold 0, hidden (public false), on sale now-1d to now+9d, max 4: unlocked by VIP-PASS. */
  vip: "tier-100-vip",
  /** 15.00, stock 100, public, off_sale true. */
  offSale: "tier-100-paused",
  /** 40.00, stock 30, public, on sale, bundle_size 2 (one ticket is a pair), max 3. */
  pair: "tier-100-pair",
  /** Event 101's weekend tier: sold out. */
  weekend: "tier-101-weekend",
  /** Event 104 (harbour). */
  harbour: "tier-104-std",
  /** Event 104 (harbour): 45.00, stock 10, sold 0, hidden (public false), on sale now-1d to now+12d, max 2: unlocked by HARBOUR-VIP. */
  harbourVip: "tier-104-vip",
  /** Event 102 (past): 10.00, stock 50, sale ended now-21d. */
  past: "tier-102-door",
} as const;

/** Event 100's coupons (codes compare case-insensitively). */
export const COUPONS = {
  /** percentage 10. */
  percent: "SAVE10",
  /** amount 5 (currency units), min_order_amount 20. */
  amount: "FIVEOFF",
  /** percentage 10, starts_at now-30d, ends_at now-1d. */
  expired: "OLDTEN",
  /** percentage 10, starts_at now+2d. */
  notStarted: "LATER10",
  /** percentage 20, max_uses 2 (the test pays two orders with it to use it up). */
  limited: "TWICE20",
  /** percentage 100: every ticket free (needs write:checkout:free). */
  full: "FREE100",
  /** percentage 15, max_uses 1: one open checkout holding it takes its only use. */
  once: "ONCE15",
  /** Event 104 (harbour): percentage 10. */
  harbour: "HARBOUR10",
} as const;

/** Access codes: VIP-PASS (event 100) unlocks [tier-100-vip, tier-100-crew]; HARBOUR-VIP (event 104) unlocks [tier-104-vip]. */
export const ACCESS_CODES = { vip: "VIP-PASS", harbour: "HARBOUR-VIP" } as const;

/** Forms (nightshift unless said), besides basic.json's `volunteers` (open, 3 responses, no cap) and `secret-draft` (draft). */
export const FORMS = {
  /** basic.json's: questions name (text, required), shifts (choice Sat|Sun, optional); captures_contact true. */
  volunteers: "volunteers",
  draft: "secret-draft",
  /**
   * "last-place": owner promoter 20, open (opens now-1d, closes now+10d), max_responses 5, responses
   * 4 (one place left); questions email (type email, required), age (type number, required),
   * size (choice S|M|L, required), note (textarea, optional); captures_contact false.
   */
  lastPlace: "last-place",
  /** "closed-form": closes_at now-1d; one text question. */
  closed: "closed-form",
  /** "scheduled-form": opens_at now+3d; one text question. */
  scheduled: "scheduled-form",
  /** "full-form": max_responses 3, responses 3; one text question. */
  full: "full-form",
  /** "empty-form": published, no question. */
  empty: "empty-form",
  /** harbour's "harbour-signup": open, one text question. */
  harbour: "harbour-signup",
} as const;
