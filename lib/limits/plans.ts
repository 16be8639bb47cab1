/** Plan figures (docs/guides/rate-limits.md, "Budgets"), and a key's own figures derived from them. */
export type Plan = "studio" | "roster";

export const PLANS = {
  studio: { workPerMinute: 120, workPerDay: 20_000, crewWorkPerMinute: 600, crewWorkPerDay: 120_000, requestsPerMinute: 2_400, bytesPerDay: 5_000_000_000 },
  roster: { workPerMinute: 300, workPerDay: 100_000, crewWorkPerMinute: 1_500, crewWorkPerDay: 500_000, requestsPerMinute: 6_000, bytesPerDay: 20_000_000_000 },
} as const;

export interface KeyLimits {
  workPerMinute: number;
  workPerDay: number;
  requestsPerMinute: number;
  crewWorkPerMinute: number;
  crewWorkPerDay: number;
  bytesPerDay: number;
  writesPerMinute: number;
}

export function planOf(plan: string): Plan {
  return plan === "roster" ? "roster" : "studio";
}

export function keyLimits(plan: string, key: { ratePerMinute: number | null; ratePerDay: number | null }): KeyLimits {
  const p = PLANS[planOf(plan)];
  const workPerMinute = key.ratePerMinute ?? p.workPerMinute;
  return {
    workPerMinute,
    workPerDay: key.ratePerDay ?? p.workPerDay,
    // The plan's figure, or twenty times the key's work per minute if higher.
    requestsPerMinute: Math.max(p.requestsPerMinute, 20 * workPerMinute),
    crewWorkPerMinute: p.crewWorkPerMinute,
    crewWorkPerDay: p.crewWorkPerDay,
    bytesPerDay: p.bytesPerDay,
    writesPerMinute: Math.max(60, workPerMinute),
  };
}

/** Allowances that do not depend on the plan (docs/guides/rate-limits.md, "Other allowances"). */
export const ALLOWANCES = {
  /** Publishable keys, per visitor address, on top of the key's own budget. */
  visitorWorkPerMinute: 60,
  visitorRequestsPerMinute: 600,
  /** Discovery routes (no key), per caller address and route. */
  discoveryPerMinute: 60,
  /** POST /v1/booking-requests. */
  bookingsPerVisitorPerMinute: 10,
  bookingsPerCrewPerDay: 300,
  /** The whole key has twenty times the per-visitor room. */
  wholeKeyFactor: 20,
  /** Checkout sessions, per key and per crew; coupon and access-code checks, per key (apart from writes). */
  checkoutsPerMinute: 600,
  codeChecksPerMinute: 300,
  /** POST /v1/shop/quote, per buyer (`client_ip`). */
  quotesPerVisitorPerMinute: 120,
  /** POST /v1/shop/checkout-sessions: per buyer (`client_ip`), per crew, per buyer email. */
  shopCheckoutsPerVisitorPerMinute: 60,
  shopCheckoutsPerCrewPerDay: 5000,
  shopCheckoutsPerEmailPerDay: 30,
  /** POST /v1/checkout-sessions (tickets), per buyer (`client_ip`). */
  ticketCheckoutsPerVisitorPerMinute: 60,
  /** GET /v1/ambassador-code, per key (cached answers count too: each is a lookup). */
  ambassadorCodeLookupsPerMinute: 60,
  /** POST /v1/coupons/validate and /v1/access-codes/validate, each, per visitor (`client_ip`). */
  codeChecksPerVisitorPerMinute: 30,
  /** POST /v1/newsletter-signup and -unsubscribe, each, per visitor; confirmation mails per address a day (silent). */
  newsletterPerVisitorPerMinute: 10,
  newsletterMailsPerAddressPerDay: 3,
  /** POST /v1/forms/{slug}/submit, per visitor. */
  formSubmissionsPerVisitorPerMinute: 10,
} as const;
