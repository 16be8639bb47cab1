/**
 * The members area's own limits (on top of the key's write allowance), by route. Per visitor
 * means per `client_ip` sent in the body; without it only the whole key's twenty-fold room counts.
 */
export const MEMBER_LIMITS = {
  /** POST /v1/ambassador-register: per visitor a minute, and per programme a day. */
  registerPerVisitorPerMinute: 30,
  registerPerProgrammePerDay: 300,
  /** POST /v1/ambassador-login: per visitor a minute (the 5 sends an hour per address are silent). */
  loginPerVisitorPerMinute: 8,
  /** POST /v1/ambassador-login-exchange: attempts per visitor a minute. */
  exchangePerVisitorPerMinute: 20,
  /** Profile, claim and e-mail preference: per visitor a minute each. */
  profilePerVisitorPerMinute: 20,
  claimPerVisitorPerMinute: 20,
  preferencePerVisitorPerMinute: 20,
} as const;
