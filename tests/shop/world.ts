/**
 * The shop test world (tests/worlds/shop.json): basic.json's crews, pages, events and keys, plus
 * shops, event shops and keys holding the shop scopes. "now" in the file is the load time.
 *
 * Nightshift manages promoter 20 (Volt Collective), artists 10, 11, 14 and venue 30. Harbour
 * manages promoter 21. Promoter 22 (Outside Promotions) is managed by nobody.
 */
export const SHOP_KEYS = {
  /** nightshift, secret: read:shop, write:shop:checkout, read:events. */
  server: "svc_sk_test_nightshiftShopKey000000000001",
  /** nightshift, secret: read:shop only. */
  readOnly: "svc_sk_test_nightshiftShopReadKey00000001",
  /** nightshift, publishable: read:shop, websites https://nightshift.test. */
  website: "svc_pk_test_nightshiftShopSite00000000001",
  /** harbour, secret: read:shop, write:shop:checkout. */
  harbour: "svc_sk_test_harbourShopKey0000000000001",
} as const;

export const SHOP_ORIGIN = "https://nightshift.test";

/** Sellers. */
export const SELLERS = {
  /** promoter 20, nightshift: open, ready, EUR, payment_account acct_1Volt, installments (klarna, DE). */
  volt: { type: "promoter", id: 20 },
  /** artist 11 (Bram Okafor), nightshift: open, ready, EUR, payment_account acct_1Bram; one product, coupon BRAM5. */
  bram: { type: "artist", id: 11 },
  /** venue 30 (Tresor Hall), nightshift: open, NOT ready to sell, payment_account null, no installments. */
  tresor: { type: "venue", id: 30 },
  /** artist 10 (Ada Volt), nightshift: shop closed (open false), ready. */
  ada: { type: "artist", id: 10 },
  /** promoter 21 (Harbour Sessions), harbour: open, ready, EUR. */
  harbour: { type: "promoter", id: 21 },
  /** promoter 22 (Outside Promotions), nobody manages it: open, ready, EUR. */
  outside: { type: "promoter", id: 22 },
} as const;

/**
 * Volt's shipping: delivery `standard` (DHL, DE AT FR BE, 490, 2-4 days), `express` (UPS, DE only,
 * 1290, 1-1 days); pickup location `office` (Torstrasse 1, 10119 Berlin; 0 cents, 1-2 days).
 */
export const VOLT_SHIPPING = { standard: "standard", express: "express", office: "office" } as const;

/** Volt's coupons. */
export const COUPONS = {
  /** 10 percent, active (now-10d to now+30d), unlimited. */
  percent: "VOLT10",
  /** 500 cents off, min_subtotal_cents 3000, active. */
  amount: "FIVER",
  /** Ended yesterday (ends_at now-1d). */
  expired: "OLDIE",
  /** Starts in two days (starts_at now+2d). */
  notStarted: "SOON",
  /** max_uses 5, uses 5. */
  usedUp: "USEDUP",
  /** 100 percent, active. */
  full: "BIG100",
  /** 7 percent, active: the rounding case (7% of odd subtotals). */
  odd: "ODD7",
  /** 20 percent, active, max_uses 1, uses 0: its one use is held by an open checkout. */
  once: "ONCE",
  /** Bram's shop (artist 11): 5 percent. */
  otherShop: "BRAM5",
  /** Harbour's shop (promoter 21, another crew): reads as unknown to nightshift. */
  otherCrew: "HARBOUR5",
} as const;

/** Product and variant ids (uuids), by shop. */
export const P = {
  /** Volt Tee: options [Size]; variants S (2500, stock 40, max 4), M (2500, stock 1, max 4), L (2700, stock 0). Modes: all three. Country rule all. */
  tee: "5b000000-0000-4000-8000-000000000001",
  /** Volt Poster: one variant (1500, stock null, max 10). Modes delivery, pickup_location, pickup_event. Country rule except [FR]. */
  poster: "5b000000-0000-4000-8000-000000000002",
  /** Volt Vinyl: pre-order open (ships_on now+20d, ends_on now+10d); one variant 3000, stock 100. Modes delivery only. Country rule only [DE, AT]. */
  vinyl: "5b000000-0000-4000-8000-000000000003",
  /** Volt Cap: pre-order closed (ships_on now+20d, ends_on now-2d); one variant 2000, stock 10. Modes delivery. */
  cap: "5b000000-0000-4000-8000-000000000004",
  /** Volt Scarf: exclusive; one variant 1800, stock 50. Modes delivery, pickup_event. */
  scarf: "5b000000-0000-4000-8000-000000000005",
  /** Volt Draft: published false; one variant 999. */
  draft: "5b000000-0000-4000-8000-000000000006",
  /** Volt Hoodie: preparation_days 12 (ready after event 100 starts); one variant 4500, stock 20. Modes delivery, pickup_event. */
  hoodie: "5b000000-0000-4000-8000-000000000007",
  /** Bram's Zine (artist 11): one variant 800, stock null. Modes delivery (Bram ships to DE). */
  zine: "5b000000-0000-4000-8000-000000000011",
  /** Tresor Tote (venue 30, not ready): one variant 1200. Modes pickup_location (Tresor has pickup `door`). */
  tote: "5b000000-0000-4000-8000-000000000021",
  /** Ada's Print (artist 10, closed shop): one variant 3500. Modes delivery (Ada ships to DE). */
  print: "5b000000-0000-4000-8000-000000000031",
  /** Harbour Mug (promoter 21, harbour): one variant 1400. Modes delivery (DE, NL). */
  mug: "5b000000-0000-4000-8000-000000000041",
  /** Outside Shirt (promoter 22, unmanaged): one variant 2200. Modes delivery (DE). */
  outsideShirt: "5b000000-0000-4000-8000-000000000051",
} as const;

export const V = {
  teeS: "5c000000-0000-4000-8000-000000000101",
  teeM: "5c000000-0000-4000-8000-000000000102",
  teeL: "5c000000-0000-4000-8000-000000000103",
  poster: "5c000000-0000-4000-8000-000000000201",
  vinyl: "5c000000-0000-4000-8000-000000000301",
  cap: "5c000000-0000-4000-8000-000000000401",
  scarf: "5c000000-0000-4000-8000-000000000501",
  draft: "5c000000-0000-4000-8000-000000000601",
  hoodie: "5c000000-0000-4000-8000-000000000701",
  zine: "5c000000-0000-4000-8000-000000001101",
  tote: "5c000000-0000-4000-8000-000000002101",
  print: "5c000000-0000-4000-8000-000000003101",
  mug: "5c000000-0000-4000-8000-000000004101",
  outsideShirt: "5c000000-0000-4000-8000-000000005101",
} as const;

/** Event shops. */
export const EVENT_SHOPS = {
  /** Event 100 (Volt Night, payee promoter 20, starts now+10d 23:00): open, products "all", pickup open (cutoff -3h, "Merch desk by the entrance"). */
  voltNight: 100,
  /** Event 101 (payee promoter 22, unmanaged): open, products "all": nightshift sees seller null, data []. */
  fieldDays: 101,
  /** Event 102 (Quiet Hours, past, payee 20): open, products [tee, poster], pickup with cutoff passed (pickup_at_event.open false). */
  quietHours: 102,
  /** Event 103 (Draft Night, unpublished, payee 20): open event shop, but the event is a 404. */
  draftNight: 103,
  /** Event 104 (Harbour Jazz Evening, payee 21): harbour's event shop, open, products "all", pickup null. */
  harbourJazz: 104,
} as const;

/** An event that does not exist. */
export const NO_EVENT = 999;
