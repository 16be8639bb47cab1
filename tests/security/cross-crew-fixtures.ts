/**
 * The cross-crew fixture table: for every keyed endpoint of the registry, how to call it with
 * crew Alpha's private ids, and what crew Bravo's keys must get for that call. The world is
 * tests/worlds/two-crews.json; its conventions make leaks easy to spot: everything only Alpha may
 * see has an id in 71000-71999, a uuid starting a1a1a1a1, or "alpha" in its text.
 *
 * Kinds of expectation:
 * - `not_found`: Bravo gets the 404 not_found it gets for a resource that does not exist (the
 *   `unknown` call), body for body but for request_id and instance.
 * - `as-unknown`: the same idea for a route that refuses unknown ids with another problem (the
 *   booking request's 422): Bravo's answer equals its answer for nonexistent ids once those ids
 *   are swapped for Alpha's.
 * - `own-data`: Bravo gets 2xx with its own data only; Alpha's answer to the same call holds
 *   Alpha's private data (so the two differ).
 * - `no-id`: the route takes no crew-owned id and answers with the caller's own data (or shared
 *   data); Bravo's answer carries nothing of Alpha's.
 *
 * Whatever the kind, Alpha's key must get a success for the same call (or the status `alpha`
 * names), so that no fixture points at nothing; for `not_found` and `own-data` Alpha's answer
 * must also show Alpha's private data.
 */
import { SCOPE_LIST, SCOPES } from "@/lib/auth/scopes";
import { hashMemberToken } from "@/lib/ambassadors/rules";
import { ambassadorLoginTokens, ambassadorSessions, checkoutSessions } from "@/lib/db/schema";
import type { ApiResponse, TestApp } from "../support/app";
import { readWorld } from "../support/app";

/** Ids of the two-crews world. */
export const ALPHA = {
  crew: "a1a1a1a1-c0de-4000-8000-000000000001",
  artist: 71001,
  /** On Alpha's roster, page unpublished. */
  draftArtist: 71002,
  promoter: 71021,
  /** Managed by Alpha; hosts no Bravo event. */
  venue: 71031,
  /** Managed by nobody; reached by Alpha only, through its event 71052. */
  awayVenue: 71032,
  event: 71050,
  draftEvent: 71051,
  awayEvent: 71052,
  publicKit: "a1a1a1a1-0000-4000-8000-00000000b001",
  privateKit: "a1a1a1a1-0000-4000-8000-00000000b002",
  protectedKit: "a1a1a1a1-0000-4000-8000-00000000b003",
  protectedKitPassword: "alpha-pass",
  draftKit: "a1a1a1a1-0000-4000-8000-00000000b004",
  promoterForm: "alpha-signup",
  crewForm: "alpha-crew-form",
  /** Alpha and Bravo each have a form with this slug. */
  sharedSlug: "signup",
  city: "Lisbon",
  near: "38.7223,-9.1393",
  origin: "https://alpha.test",
  /** Alpha's shop is promoter 71021's (open, ready, EUR, delivery to DE); its event shop is on event 71050 (pickup open). */
  shopProduct: "a1a1a1a1-0000-4000-8000-00000000d001",
  shopVariant: "a1a1a1a1-0000-4000-8000-00000000d101",
  coupon: "ALPHA10",
  /** Alpha's ambassador programme is promoter 71021's, codes working on event 71050; one tier, badge, quest and reward, and one active member (xp 150, 40 credits). */
  programme: "a1a1a1a1-0000-4000-8000-00000000e001",
  tier: "a1a1a1a1-0000-4000-8000-00000000e101",
  badge: "a1a1a1a1-0000-4000-8000-00000000e201",
  quest: "a1a1a1a1-0000-4000-8000-00000000e301",
  reward: "a1a1a1a1-0000-4000-8000-00000000e401",
  member: "a1a1a1a1-0000-4000-8000-00000000e501",
  memberCode: "ALPHA-AMB",
  memberEmail: "ada@alpha-fans.test",
  /** Event 71050's tickets: a public tier (12.00), a hidden one (40.00) its access code unlocks, and a coupon (10%). */
  ticketTier: "tier-alpha-early",
  hiddenTier: "tier-alpha-vip",
  eventCoupon: "ALPHA-TIX10",
  accessCode: "ALPHA-VIP",
  /** Ticket checkout sessions an Alpha key opened on event 71050 (seeded by seedTicketSessions): one to read, one to end. */
  ticketSession: "a1a1a1a1-0000-4000-8000-00000000f001",
  ticketSessionToEnd: "a1a1a1a1-0000-4000-8000-00000000f002",
} as const;

export const BRAVO = {
  crew: "b2b2b2b2-c0de-4000-8000-000000000002",
  artist: 82001,
  promoter: 82021,
  venue: 82031,
  event: 82050,
  origin: "https://bravo.test",
  /** Bravo's shop is promoter 82021's (open, ready, EUR, delivery to DE); its event shop is on event 82050 (pickup open). */
  shopProduct: "b2b2b2b2-0000-4000-8000-00000000d001",
  shopVariant: "b2b2b2b2-0000-4000-8000-00000000d101",
  coupon: "BRAVO10",
  /** Bravo's ambassador programme is promoter 82021's, codes working on event 82050; one tier, badge, quest and reward, and one active member (xp 150, 40 credits). */
  programme: "b2b2b2b2-0000-4000-8000-00000000e001",
  tier: "b2b2b2b2-0000-4000-8000-00000000e101",
  badge: "b2b2b2b2-0000-4000-8000-00000000e201",
  quest: "b2b2b2b2-0000-4000-8000-00000000e301",
  reward: "b2b2b2b2-0000-4000-8000-00000000e401",
  member: "b2b2b2b2-0000-4000-8000-00000000e501",
  memberCode: "BRAVO-AMB",
  memberEmail: "ben@bravo-fans.test",
  /** Event 82050's tickets: a public tier (25.00), a hidden one (45.00) its access code unlocks, and a coupon (10%). */
  ticketTier: "tier-bravo-std",
  hiddenTier: "tier-bravo-vip",
  eventCoupon: "BRAVO-TIX10",
  accessCode: "BRAVO-VIP",
} as const;

/** A storefront origin every endpoint key of both crews lists (a call shared by both crews can name it). */
export const SHARED_STOREFRONT = "https://storefront.example.test";

/** Ids that exist nowhere. */
export const NOPE = 999999999;
export const NOPE_2 = 999999998;
export const NOPE_UUID = "00000000-0000-4000-8000-0000000000ff";
export const NOPE_SLUG = "no-such-form";

/** Whether a number is one of Alpha's private ids (by the world's convention). */
export const isAlphaId = (n: number) => Number.isInteger(n) && n >= 71000 && n <= 71999;
/** Text only Alpha's data carries. */
export const ALPHA_TEXT = [/alpha/i, /a1a1a1a1/i];

// ---------------------------------------------------------------------------------------------
// Keys: one set per endpoint, so that no key nears the id-sweep freeze (30 misses in ten
// minutes) or a rate limit, and each key's own data (usage, audit log) belongs to one test.

export type Crew = "alpha" | "bravo";
export interface KeySet {
  secret: string;
  publishable: string;
  secretId: string;
  publishableId: string;
}

const pad = (n: number, width: number) => String(n).padStart(width, "0");
const PUBLISHABLE_SCOPES = SCOPE_LIST.filter((s) => SCOPES[s].publishable);

export function keySet(crew: Crew, index: number): KeySet {
  const hex = crew === "alpha" ? "a1a1a1a1" : "b2b2b2b2";
  return {
    secret: `svc_sk_test_${crew}_endpoint${pad(index, 4)}_secret`,
    publishable: `svc_pk_test_${crew}_endpoint${pad(index, 4)}_website`,
    secretId: `${hex}-0000-4000-8001-${pad(index, 12)}`,
    publishableId: `${hex}-0000-4000-8002-${pad(index, 12)}`,
  };
}

/**
 * Admin tokens of the crews' owners (the crew admin API). tests/worlds/two-crews.json lists no
 * members: twoCrewsWorld adds each crew's owner with one of these tokens.
 */
export const ADMIN_TOKENS = {
  alpha: "svc_adm_test_alphaOwner00000000001",
  bravo: "svc_adm_test_bravoOwner00000000001",
} as const;

/** The two-crews world with `count` key sets per crew (secret keys, the owner's, hold every scope), and each crew's owner with an admin token. */
export function twoCrewsWorld(count: number): Record<string, unknown> {
  const world = readWorld("two-crews") as { keys: unknown[]; crews: { slug: string; owner_email: string; members?: unknown[] }[] };
  for (const crew of world.crews) {
    const slug = crew.slug as Crew;
    if (crew.members) throw new Error(`tests/worlds/two-crews.json now lists members of ${slug}: give them admin tokens there and drop them from twoCrewsWorld`);
    crew.members = [{ email: crew.owner_email, role: "owner", admin_token: ADMIN_TOKENS[slug] }];
  }
  for (let i = 0; i < count; i++) {
    for (const crew of ["alpha", "bravo"] as const) {
      const k = keySet(crew, i);
      world.keys.push(
        { id: k.secretId, crew, name: `Endpoint ${i} server`, type: "secret", token: k.secret, created_by_owner: true, scopes: SCOPE_LIST, storefront_origins: [crew === "alpha" ? ALPHA.origin : BRAVO.origin, SHARED_STOREFRONT] },
        { id: k.publishableId, crew, name: `Endpoint ${i} website`, type: "publishable", token: k.publishable, scopes: PUBLISHABLE_SCOPES, websites: [crew === "alpha" ? ALPHA.origin : BRAVO.origin] },
      );
    }
  }
  return world;
}

/**
 * Member credentials of Alpha's ambassador (a world holds none): a session for the session routes,
 * another for logout (which ends it), and a sign-in token for the exchange. Written by
 * `seedMemberCredentials` once the world is loaded.
 */
export const ALPHA_MEMBER = {
  session: `amb_st_${"a1".repeat(21)}A`,
  logoutSession: `amb_st_${"a1".repeat(21)}B`,
  signIn: `amb_lt_${"a1".repeat(21)}C`,
  /** Well formed, stored nowhere. */
  unknownSession: `amb_st_${"00".repeat(21)}0`,
  unknownSignIn: `amb_lt_${"00".repeat(21)}0`,
} as const;

export async function seedMemberCredentials(api: Pick<TestApp, "database">): Promise<void> {
  const now = new Date();
  const later = new Date(now.getTime() + 3600_000);
  const db = api.database.db;
  for (const token of [ALPHA_MEMBER.session, ALPHA_MEMBER.logoutSession]) {
    await db.insert(ambassadorSessions).values({ tokenHash: hashMemberToken(token), memberId: ALPHA.member, crewId: ALPHA.crew, createdAt: now, expiresAt: later });
  }
  await db.insert(ambassadorLoginTokens).values({ tokenHash: hashMemberToken(ALPHA_MEMBER.signIn), memberId: ALPHA.member, crewId: ALPHA.crew, returnUrl: `${ALPHA.origin}/ambassador`, createdAt: now, expiresAt: later });
}

/** Alpha's open ticket checkout sessions (ALPHA.ticketSession, ALPHA.ticketSessionToEnd), valid for a day. */
export async function seedTicketSessions(api: Pick<TestApp, "database">): Promise<void> {
  const now = new Date();
  for (const id of [ALPHA.ticketSession, ALPHA.ticketSessionToEnd]) {
    await api.database.db.insert(checkoutSessions).values({
      id,
      kind: "tickets",
      crewId: ALPHA.crew,
      keyId: "a1a1a1a1-0000-4000-8001-000000000000",
      eventId: ALPHA.event,
      currency: "EUR",
      amountTotal: 1298,
      details: {
        kind: "tickets",
        lines: [{ tier_id: ALPHA.ticketTier, name: "Alpha early", quantity: 1, unit_amount: 1200, discount_amount: 0, fee_amount: 98 }],
        subtotal_cents: 1200,
        discount_cents: 0,
        fee_cents: 98,
        discount: null,
        access_code: null,
      },
      buyerEmail: "buyer@alpha-fans.test",
      locale: "en",
      bodyHash: "alpha",
      status: "open",
      createdAt: now,
      expiresAt: new Date(now.getTime() + 86_400_000),
      provider: "sandbox",
      url: `http://localhost:3000/checkout/${id}`,
      baseUrl: "http://localhost:3000",
    });
  }
}

/** A session route: Alpha's member session through Bravo's key is the same 401 as a session that does not exist. */
const alphaSession = (body?: unknown): AsUnknownCase => ({
  kind: "as-unknown",
  note: "Alpha's member session",
  call: { headers: { "X-Ambassador-Session": ALPHA_MEMBER.session }, ...(body !== undefined ? { body } : {}) },
  unknown: { headers: { "X-Ambassador-Session": ALPHA_MEMBER.unknownSession }, ...(body !== undefined ? { body } : {}) },
  status: 401,
  code: "invalid_key",
  swap: {},
});

// ---------------------------------------------------------------------------------------------
// The table.

export interface Call {
  /** Path parameters by name. */
  params?: Record<string, string | number>;
  query?: Record<string, string | number>;
  body?: unknown;
  headers?: Record<string, string>;
}

interface CaseBase {
  call: Call;
  /** Which keys run the case: both (secret, and publishable from the crew's website, on publishable routes) or secret only. */
  keys?: "both" | "secret";
  /** What this case shows, when the call alone does not say. */
  note?: string;
}
export interface NotFoundCase extends CaseBase {
  kind: "not_found";
  /** The same call naming things that do not exist. */
  unknown: Call;
  /** Alpha's status when it is not a success (a protected kit asks Alpha for its password). */
  alpha?: number;
}
export interface AsUnknownCase extends CaseBase {
  kind: "as-unknown";
  unknown: Call;
  status: number;
  code: string;
  /** Alpha's id (a number, or a uuid) → the nonexistent id that stands for it in `unknown`. */
  swap: Record<number | string, number | string>;
}
export interface OwnDataCase extends CaseBase {
  kind: "own-data";
  /** Extra checks of Bravo's answer (and Alpha's). */
  check?: (bravo: ApiResponse, alpha: ApiResponse) => void;
}
export interface NoIdCase extends CaseBase {
  kind: "no-id";
  reason: string;
  /** Calls each key makes first, so its own data (audit log, usage) is not empty. */
  prime?: { alpha: string; bravo: string };
  /** Alpha's answer holds Alpha-only data (its key id, its crew): checked when true. */
  alphaPrivate?: boolean;
}
export type Case = NotFoundCase | AsUnknownCase | OwnDataCase | NoIdCase;
export type Fixture = Case | readonly Case[];

const id = (n: number | string) => ({ params: { id: n } });

/** The same 404 for Alpha's resource as for a nonexistent id, on a route `/{id}`. */
const byId = (alpha: number | string, extra: Partial<NotFoundCase> = {}): NotFoundCase => ({
  kind: "not_found",
  call: { ...id(alpha), ...extra.call },
  unknown: { ...id(typeof alpha === "number" ? NOPE : NOPE_UUID), ...extra.call },
  ...(extra.keys ? { keys: extra.keys } : {}),
  ...(extra.alpha ? { alpha: extra.alpha } : {}),
  ...(extra.note ? { note: extra.note } : {}),
});

/** The same 404 for a query naming Alpha's page as for one naming a nonexistent page. */
const byQuery = (query: Record<string, string | number>, unknown: Record<string, string | number>): NotFoundCase => ({ kind: "not_found", call: { query }, unknown: { query: unknown } });

const own = (query: Record<string, string | number> = {}, check?: OwnDataCase["check"]): OwnDataCase => ({ kind: "own-data", call: { query }, ...(check ? { check } : {}) });

const dataIds = (r: ApiResponse): unknown[] => r.body.data.map((x: { id: unknown }) => x.id);
/** Bravo's list holds exactly these ids. */
const bravoSees =
  (...ids: unknown[]): OwnDataCase["check"] =>
  (bravo) => {
    if (JSON.stringify(dataIds(bravo)) !== JSON.stringify(ids)) throw new Error(`Bravo's list holds ${JSON.stringify(dataIds(bravo))}, expected ${JSON.stringify(ids)}`);
  };

/** Bravo's export (NDJSON, one item per line) holds exactly these ids. */
const bravoExports =
  (...ids: unknown[]): OwnDataCase["check"] =>
  (bravo) => {
    const got = bravo.text.split("\n").filter(Boolean).map((l) => (JSON.parse(l) as { id?: unknown }).id);
    if (JSON.stringify(got) !== JSON.stringify(ids)) throw new Error(`Bravo's export holds ${JSON.stringify(got)}, expected ${JSON.stringify(ids)}`);
  };

/** Every event route `/v1/events/{id}/...`: Alpha's event at its own hall, and the one at a venue nobody manages. */
const eventRoute: readonly Case[] = [byId(ALPHA.event), byId(ALPHA.awayEvent)];

export const FIXTURES: Record<string, Fixture> = {
  // Key and crew.
  rotate_key: { kind: "no-id", reason: "rotates the calling key; the answer names the caller's key and its successor", call: { body: { grace_hours: 1 } }, alphaPrivate: true },
  get_me: { kind: "no-id", reason: "the calling key and its crew", call: {}, alphaPrivate: true },
  get_crew: own({}, (bravo) => {
    if (JSON.stringify(bravo.body.pages) !== JSON.stringify({ artists: [BRAVO.artist], promoters: [BRAVO.promoter] })) throw new Error(`Bravo's crew pages: ${JSON.stringify(bravo.body.pages)}`);
  }),
  list_crew_pages: own({}, bravoSees(BRAVO.artist, BRAVO.promoter, BRAVO.venue)),
  list_genres: { kind: "no-id", reason: "genres are one taxonomy shared by every crew", call: {} },
  get_usage: { kind: "no-id", reason: "the calling key's own counters", call: {}, prime: { alpha: `/v1/artists/${ALPHA.artist}`, bravo: `/v1/artists/${BRAVO.artist}` }, alphaPrivate: true },
  get_usage_history: {
    kind: "no-id",
    reason: "the calling key's own series and error groups",
    call: {},
    prime: { alpha: `/v1/artists/${ALPHA.artist}`, bravo: `/v1/artists/${BRAVO.artist}` },
    alphaPrivate: true,
  },
  get_audit_log: {
    kind: "no-id",
    reason: "the calling key's own calls",
    call: {},
    prime: { alpha: `/v1/artists/${ALPHA.artist}`, bravo: `/v1/artists/${BRAVO.artist}` },
    alphaPrivate: true,
  },
  create_booking_request: [
    {
      kind: "as-unknown",
      note: "a request for Alpha's artist reads as one for an artist that does not exist",
      call: { body: { artist_ids: [ALPHA.artist], contact_email: "promoter@example.test", event_name: "Some party" } },
      unknown: { body: { artist_ids: [NOPE], contact_email: "promoter@example.test", event_name: "Some party" } },
      status: 422,
      code: "validation_error",
      swap: { [ALPHA.artist]: NOPE },
    },
    {
      kind: "as-unknown",
      note: "Alpha's unpublished roster artist too",
      call: { body: { artist_ids: [ALPHA.artist, ALPHA.draftArtist], contact_email: "promoter@example.test" } },
      unknown: { body: { artist_ids: [NOPE, NOPE_2], contact_email: "promoter@example.test" } },
      status: 422,
      code: "validation_error",
      swap: { [ALPHA.artist]: NOPE, [ALPHA.draftArtist]: NOPE_2 },
    },
  ],
  create_shop_checkout_session: {
    kind: "as-unknown",
    note: "a checkout through Alpha's event shop reads as one through an event that does not exist (Alpha's own call opens a session)",
    call: { body: { lines: [{ variant_id: ALPHA.shopVariant, quantity: 1 }], mode: "delivery", country: "DE", event_id: ALPHA.event, buyer_email: "buyer@example.test" } },
    unknown: { body: { lines: [{ variant_id: ALPHA.shopVariant, quantity: 1 }], mode: "delivery", country: "DE", event_id: NOPE, buyer_email: "buyer@example.test" } },
    status: 404,
    code: "not_found",
    swap: { [ALPHA.event]: NOPE },
  },
  create_checkout_session: {
    kind: "as-unknown",
    note: "tickets of Alpha's event read as tickets of an event that does not exist (Alpha's own call opens a session, whose answer names nothing of Alpha's)",
    call: { body: { event_id: ALPHA.event, lines: [{ tier_id: ALPHA.ticketTier, quantity: 1 }], buyer_email: "buyer@example.test" } },
    unknown: { body: { event_id: NOPE, lines: [{ tier_id: ALPHA.ticketTier, quantity: 1 }], buyer_email: "buyer@example.test" } },
    status: 404,
    code: "not_found",
    swap: { [ALPHA.event]: NOPE },
  },
  get_checkout_session: byId(ALPHA.ticketSession),
  expire_checkout_session: byId(ALPHA.ticketSessionToEnd),

  // Artists.
  list_artists: [
    own({}, bravoSees(BRAVO.artist)),
    own({ ids: `${ALPHA.artist},${ALPHA.draftArtist},${BRAVO.artist}` }, bravoSees(BRAVO.artist)),
    own({ q: "alpha" }, bravoSees()),
  ],
  get_artist: [byId(ALPHA.artist), byId(ALPHA.draftArtist)],
  list_artist_presskits: [byId(ALPHA.artist), byId(ALPHA.draftArtist)],
  list_artist_events: [byId(ALPHA.artist, { call: { query: { status: "all" } } }), byId(ALPHA.draftArtist, { call: { query: { status: "all" } } })],
  get_artist_calendar: byId(ALPHA.artist),

  // Promoters.
  list_promoters: [own({}, bravoSees(BRAVO.promoter)), own({ ids: `${ALPHA.promoter},${BRAVO.promoter}` }, bravoSees(BRAVO.promoter)), own({ q: "alpha" }, bravoSees())],
  get_promoter: byId(ALPHA.promoter),
  list_promoter_venues: byId(ALPHA.promoter),
  list_promoter_artists: byId(ALPHA.promoter),
  list_promoter_events: [byId(ALPHA.promoter), byId(ALPHA.promoter, { call: { query: { status: "all", expand: "venue,lineup,ticket_tiers" } } })],
  get_promoter_calendar: byId(ALPHA.promoter),

  // Events.
  list_events: [
    byQuery({ promoter_id: ALPHA.promoter }, { promoter_id: NOPE }),
    byQuery({ artist_id: ALPHA.artist }, { artist_id: NOPE }),
    byQuery({ artist_id: ALPHA.draftArtist, status: "all" }, { artist_id: NOPE, status: "all" }),
    own({ status: "all" }, bravoSees(BRAVO.event)),
    own({ ids: `${ALPHA.event},${ALPHA.draftEvent},${ALPHA.awayEvent},${BRAVO.event}`, status: "all" }, bravoSees(BRAVO.event)),
    own({ venue_id: ALPHA.venue, status: "all" }, bravoSees()),
    own({ venue_id: ALPHA.awayVenue, status: "all" }, bravoSees()),
    own({ city: ALPHA.city, status: "all" }, bravoSees()),
    own({ near: ALPHA.near, radius_km: 50, status: "all" }, bravoSees()),
  ],
  search_events: [
    byQuery({ q: "night", promoter_id: ALPHA.promoter }, { q: "night", promoter_id: NOPE }),
    byQuery({ q: "night", artist_id: ALPHA.artist }, { q: "night", artist_id: NOPE }),
    own({ q: "night", status: "all" }, bravoSees(BRAVO.event)),
    own({ q: "alpha", status: "all" }, bravoSees()),
    own({ q: "night", ids: `${ALPHA.event},${ALPHA.awayEvent},${BRAVO.event}` }, bravoSees(BRAVO.event)),
    own({ q: "night", venue_id: ALPHA.venue }, bravoSees()),
  ],
  get_event: [byId(ALPHA.event), byId(ALPHA.event, { call: { query: { expand: "ticket_tiers" } } }), byId(ALPHA.awayEvent)],
  list_event_ticket_tiers: eventRoute,
  get_event_availability: eventRoute,
  get_event_fees: eventRoute,
  get_event_days: eventRoute,
  get_event_timetable: eventRoute,
  get_event_calendar: eventRoute,
  get_event_schema_org: eventRoute,
  get_event_gallery: eventRoute,
  list_event_presales: eventRoute,
  list_event_partners: eventRoute,
  list_event_news: eventRoute,
  get_event_shop: eventRoute,

  // Shop.
  list_shop_products: own({ seller_type: "promoter", seller_id: ALPHA.promoter }, (bravo) => {
    if (JSON.stringify(bravo.body) !== JSON.stringify({ seller: null, installments: null, data: [] })) throw new Error(`Bravo's catalogue of Alpha's page: ${bravo.text}`);
  }),
  get_shop_product: [byId(ALPHA.shopProduct), byId(ALPHA.shopProduct, { call: { query: { event_id: ALPHA.event } }, note: "as Alpha's event sells it" })],
  shop_quote: [
    {
      kind: "as-unknown",
      note: "a cart of Alpha's variant reads as one of a variant that does not exist",
      call: { body: { lines: [{ variant_id: ALPHA.shopVariant, quantity: 1 }], mode: "delivery", country: "DE" } },
      unknown: { body: { lines: [{ variant_id: NOPE_UUID, quantity: 1 }], mode: "delivery", country: "DE" } },
      status: 422,
      code: "validation_error",
      swap: { [ALPHA.shopVariant]: NOPE_UUID },
    },
    {
      kind: "not_found",
      note: "pickup at Alpha's event",
      call: { body: { lines: [{ variant_id: ALPHA.shopVariant, quantity: 1 }], mode: "pickup_event", event_id: ALPHA.event } },
      unknown: { body: { lines: [{ variant_id: NOPE_UUID, quantity: 1 }], mode: "pickup_event", event_id: NOPE } },
    },
  ],

  // Ambassador members area.
  ambassador_register: {
    kind: "not_found",
    note: "Alpha's member registering again reads as a programme that does not exist",
    call: { body: { owner_type: "promoter", owner_id: ALPHA.promoter, first_name: "Ada", last_name: "Alpha", email: ALPHA.memberEmail, phone: "+351912345601" } },
    unknown: { body: { owner_type: "promoter", owner_id: NOPE, first_name: "Ada", last_name: "Alpha", email: ALPHA.memberEmail, phone: "+351912345601" } },
  },
  ambassador_login: {
    kind: "no-id",
    reason: "always 202 { status: accepted }; a link goes to Alpha's member only when Alpha's key asks",
    call: { body: { owner_type: "promoter", owner_id: ALPHA.promoter, email: ALPHA.memberEmail, return_origin: SHARED_STOREFRONT } },
  },
  ambassador_login_exchange: {
    kind: "as-unknown",
    note: "Alpha's sign-in token",
    call: { body: { token: ALPHA_MEMBER.signIn } },
    unknown: { body: { token: ALPHA_MEMBER.unknownSignIn } },
    status: 401,
    code: "invalid_key",
    swap: {},
  },
  get_ambassador_me: alphaSession(),
  ambassador_profile: alphaSession({ first_name: "Ada" }),
  ambassador_claim: alphaSession({ reward_id: ALPHA.reward }),
  ambassador_email_preference: alphaSession({ opt_out: false }),
  ambassador_logout: {
    kind: "no-id",
    reason: "always 200 { ok: true }; a session is ended only through a key of the crew that minted it",
    call: { headers: { "X-Ambassador-Session": ALPHA_MEMBER.logoutSession } },
  },

  // Venues.
  list_venues: [
    own({}, bravoSees(BRAVO.venue)),
    own({ ids: `${ALPHA.venue},${ALPHA.awayVenue},${BRAVO.venue}` }, bravoSees(BRAVO.venue)),
    own({ q: "alpha" }, bravoSees()),
  ],
  get_venue: [byId(ALPHA.venue), byId(ALPHA.awayVenue)],
  get_venue_capacity: [byId(ALPHA.venue), byId(ALPHA.awayVenue)],
  list_venue_events: [byId(ALPHA.venue), byId(ALPHA.awayVenue, { call: { query: { status: "all" } } })],

  // Catalogue exports: everything the key's crew sees, so Bravo's holds its own items only.
  export_artists: [own({}, bravoExports(BRAVO.artist)), own({ updated_since: "2000-01-01" }, bravoExports(BRAVO.artist))],
  export_promoters: own({}, bravoExports(BRAVO.promoter)),
  export_venues: own({}, bravoExports(BRAVO.venue)),
  export_events: [own({}, bravoExports(BRAVO.event)), own({ updated_since: "2000-01-01" }, bravoExports(BRAVO.event))],

  // Ambassador programme reads: Alpha's programme page, its member, its code on its event.
  get_ambassador_program: byQuery({ owner_type: "promoter", owner_id: ALPHA.promoter }, { owner_type: "promoter", owner_id: NOPE }),
  get_ambassador_leaderboard: byQuery({ owner_type: "promoter", owner_id: ALPHA.promoter }, { owner_type: "promoter", owner_id: NOPE }),
  list_ambassador_rewards: byQuery({ owner_type: "promoter", owner_id: ALPHA.promoter }, { owner_type: "promoter", owner_id: NOPE }),
  list_ambassador_quests: byQuery({ owner_type: "promoter", owner_id: ALPHA.promoter }, { owner_type: "promoter", owner_id: NOPE }),
  list_ambassadors: [
    byQuery({ owner_type: "promoter", owner_id: ALPHA.promoter }, { owner_type: "promoter", owner_id: NOPE }),
    byQuery({ owner_type: "promoter", owner_id: ALPHA.promoter, q: ALPHA.memberCode }, { owner_type: "promoter", owner_id: NOPE, q: ALPHA.memberCode }),
  ],
  get_ambassador_ledger: byId(ALPHA.member),
  get_ambassador_stats: byQuery({ owner_type: "promoter", owner_id: ALPHA.promoter }, { owner_type: "promoter", owner_id: NOPE }),
  get_ambassador_code: [
    { kind: "not_found", note: "Alpha's code on Alpha's event", call: { query: { event_id: ALPHA.event, code: ALPHA.memberCode } }, unknown: { query: { event_id: NOPE, code: "NO-SUCH-CODE" } } },
    { kind: "not_found", note: "Alpha's code in lower case", call: { query: { event_id: ALPHA.event, code: ALPHA.memberCode.toLowerCase() } }, unknown: { query: { event_id: ALPHA.event, code: "no-such-code" } } },
  ],

  // Content.
  list_news: [
    byQuery({ promoter_id: ALPHA.promoter }, { promoter_id: NOPE }),
    byQuery({ venue_id: ALPHA.venue }, { venue_id: NOPE }),
    byQuery({ artist_id: ALPHA.artist }, { artist_id: NOPE }),
    byQuery({ artist_id: ALPHA.draftArtist }, { artist_id: NOPE }),
  ],
  list_partners: [byQuery({ promoter_id: ALPHA.promoter }, { promoter_id: NOPE }), byQuery({ venue_id: ALPHA.venue }, { venue_id: NOPE })],
  list_presskits: own({}, bravoSees("b2b2b2b2-0000-4000-8000-00000000b001")),
  get_presskit: [
    byId(ALPHA.publicKit),
    byId(ALPHA.privateKit, { keys: "secret", note: "private kits open to the owning crew's secret keys only" }),
    byId(ALPHA.protectedKit, { call: { headers: { "Presskit-Password": ALPHA.protectedKitPassword } }, note: "the right password does not open another crew's kit" }),
    byId(ALPHA.protectedKit, { alpha: 401, note: "without a password Alpha is asked for one (401); Bravo must not learn the kit exists" }),
  ],
  list_forms: own({}, (bravo) => {
    const slugs = bravo.body.data.map((f: { slug: string }) => f.slug);
    if (JSON.stringify(slugs) !== JSON.stringify(["bravo-crew-form", "signup"])) throw new Error(`Bravo's forms: ${JSON.stringify(slugs)}`);
  }),
  get_form: [
    { kind: "not_found", call: { params: { slug: ALPHA.promoterForm } }, unknown: { params: { slug: NOPE_SLUG } } },
    { kind: "not_found", call: { params: { slug: ALPHA.crewForm } }, unknown: { params: { slug: NOPE_SLUG } } },
    {
      kind: "own-data",
      note: "both crews have a form with this slug: each gets its own",
      call: { params: { slug: ALPHA.sharedSlug } },
      check: (bravo) => {
        if (bravo.body.id !== "b2b2b2b2-0000-4000-8000-00000000f001") throw new Error(`Bravo got form ${bravo.body.id}`);
      },
    },
  ],
  submit_form: [
    {
      kind: "as-unknown",
      note: "answers to Alpha's promoter form read as answers to a form that does not exist (Alpha's own call records a response)",
      call: { params: { slug: ALPHA.promoterForm }, body: { answers: { name: "Someone" }, contact: { email: "fan@example.test", first_name: "Some", last_name: "One", marketing_opt_in: false } } },
      unknown: { params: { slug: NOPE_SLUG }, body: { answers: { name: "Someone" }, contact: { email: "fan@example.test", first_name: "Some", last_name: "One", marketing_opt_in: false } } },
      status: 404,
      code: "not_found",
      swap: {},
    },
    {
      kind: "as-unknown",
      note: "Alpha's crew-owned form too",
      call: { params: { slug: ALPHA.crewForm }, body: { answers: { name: "Someone" }, contact: { email: "fan@example.test", first_name: "Some", last_name: "One", marketing_opt_in: false } } },
      unknown: { params: { slug: NOPE_SLUG }, body: { answers: { name: "Someone" }, contact: { email: "fan@example.test", first_name: "Some", last_name: "One", marketing_opt_in: false } } },
      status: 404,
      code: "not_found",
      swap: {},
    },
  ],

  // Coupon and access-code checks, newsletter.
  validate_coupon: {
    kind: "as-unknown",
    note: "Alpha's coupon on Alpha's event reads as a coupon on an event that does not exist",
    call: { body: { event_id: ALPHA.event, code: ALPHA.eventCoupon } },
    unknown: { body: { event_id: NOPE, code: ALPHA.eventCoupon } },
    status: 404,
    code: "not_found",
    swap: { [ALPHA.event]: NOPE },
  },
  validate_access_code: {
    kind: "as-unknown",
    note: "Alpha's access code on Alpha's event reads as a code on an event that does not exist",
    call: { body: { event_id: ALPHA.event, code: ALPHA.accessCode } },
    unknown: { body: { event_id: NOPE, code: ALPHA.accessCode } },
    status: 404,
    code: "not_found",
    swap: { [ALPHA.event]: NOPE },
  },
  newsletter_signup: {
    kind: "as-unknown",
    note: "a sign-up to Alpha's promoter reads as one to a page that does not exist",
    call: { body: { owner: { type: "promoter", id: ALPHA.promoter }, email: "fan@example.test" } },
    unknown: { body: { owner: { type: "promoter", id: NOPE }, email: "fan@example.test" } },
    status: 404,
    code: "not_found",
    swap: { [ALPHA.promoter]: NOPE },
  },
  newsletter_unsubscribe: {
    kind: "as-unknown",
    note: "removing an address from Alpha's artist reads as removing it from a page that does not exist",
    call: { body: { owner: { type: "artist", id: ALPHA.artist }, email: "fan@example.test" } },
    unknown: { body: { owner: { type: "artist", id: NOPE }, email: "fan@example.test" } },
    status: 404,
    code: "not_found",
    swap: { [ALPHA.artist]: NOPE },
  },
};

export const casesOf = (f: Fixture): readonly Case[] => (Array.isArray(f) ? f : [f as Case]);

// ---------------------------------------------------------------------------------------------
// The crew admin API (/api/admin/v1): a crew member's admin token (ADMIN_TOKENS), not a key.
//
// Alpha's webhooks and deliveries are not in the world: each admin test makes them first. Alpha's
// owner creates a webhook through the API (its url and description say "alpha"; it is then set
// paused with a failure clock running, so that enable and disable would both change it), and two
// deliveries of two messages of Alpha's are written to the database; Bravo's owner creates a
// webhook of its own with one delivery. The cases name them through `AdminIds`.
//
// Kinds of expectation:
// - `not_found`: Bravo's call naming Alpha's ids gets the 404 Bravo gets for nonexistent ids (the
//   `unknown` call), body for body but for request_id and instance, and changes nothing in the
//   webhook tables or the event outbox. Only then does Alpha make its call (`alpha`, or the same
//   call), which must succeed: so the ids point at something, and a write of Alpha's cannot hide
//   one of Bravo's.
// - `own-data`: Alpha, then Bravo, make the same call; both succeed, Bravo's answer carries no
//   trace of Alpha's (ids, "alpha", Alpha's crew), and `check` looks further.
//
// After every case Bravo's lists (its webhooks, its webhook's deliveries) must hold none of
// Alpha's ids, and Alpha's webhook must still be listed for Alpha unless the case deleted it.

export interface AdminIds {
  alphaHook: string;
  /** Two deliveries to Alpha's webhook: one delivered, one failed. */
  alphaDeliveries: [string, string];
  /** Their messages (`msg_…`, the `webhook-id` of the calls). */
  alphaMessages: [string, string];
  bravoHook: string;
  bravoDelivery: string;
}

export interface AdminCall {
  params?: Record<string, string>;
  body?: unknown;
}

/** What an admin case may look at once its calls are made. */
export interface AdminCheck {
  alpha: ApiResponse;
  bravo: ApiResponse;
  ids: AdminIds;
  /** The ids in a crew's GET /admin/v1/webhooks. */
  hooksOf(crew: Crew): Promise<string[]>;
}

interface AdminCaseBase {
  call: AdminCall;
  note?: string;
}
export interface AdminNotFoundCase extends AdminCaseBase {
  kind: "not_found";
  unknown: AdminCall;
  /** Alpha's call when it is not `call` (Bravo's call mixes in ids of its own). */
  alpha?: AdminCall;
}
export interface AdminOwnDataCase extends AdminCaseBase {
  kind: "own-data";
  check?: (c: AdminCheck) => void | Promise<void>;
}
export type AdminCase = AdminNotFoundCase | AdminOwnDataCase;
export type AdminFixture = (ids: AdminIds) => readonly AdminCase[];

/** A uuid no webhook or delivery has. */
export const NOPE_UUID_2 = "00000000-0000-4000-8000-0000000000fe";

/** Bravo's edit of a webhook: every field it may change, none as Alpha has it. */
const BRAVO_EDIT = { url: "https://hooks.bravo.example/taken", events: ["payout.paid"], description: "Bravo's now", personal_data: true };

/** A recovery's start a day back: within the 30 days deliveries are kept. */
const recoverSince = () => new Date(Date.now() - 24 * 3600_000).toISOString();

/** Alpha's webhook against a nonexistent one, on a route `/admin/v1/webhooks/{id}...`. */
const alphaHook = (ids: AdminIds, body?: unknown): AdminNotFoundCase => ({
  kind: "not_found",
  call: { params: { id: ids.alphaHook }, ...(body !== undefined ? { body } : {}) },
  unknown: { params: { id: NOPE_UUID }, ...(body !== undefined ? { body } : {}) },
});

const expectIds = (what: string, got: string[], want: { has?: string[]; lacks?: string[] }) => {
  for (const id of want.has ?? []) if (!got.includes(id)) throw new Error(`${what} lacks ${id}: ${JSON.stringify(got)}`);
  for (const id of want.lacks ?? []) if (got.includes(id)) throw new Error(`${what} holds ${id}: ${JSON.stringify(got)}`);
};

export const ADMIN_FIXTURES: Record<string, AdminFixture> = {
  admin_list_webhooks: (ids) => [
    {
      kind: "own-data",
      call: {},
      check: ({ alpha, bravo }) => {
        expectIds("Alpha's list", dataIds(alpha) as string[], { has: [ids.alphaHook], lacks: [ids.bravoHook] });
        if (JSON.stringify(dataIds(bravo)) !== JSON.stringify([ids.bravoHook])) throw new Error(`Bravo's list holds ${JSON.stringify(dataIds(bravo))}, expected [${ids.bravoHook}]`);
      },
    },
  ],
  admin_create_webhook: () => [
    {
      kind: "own-data",
      note: "each crew's creation lands in its own crew",
      call: { body: { url: "https://hooks.example.com/cross-crew", events: ["order.paid"], description: "made by the cross-crew test" } },
      check: async ({ alpha, bravo, hooksOf }) => {
        expectIds("Alpha's list", await hooksOf("alpha"), { has: [alpha.body.id], lacks: [bravo.body.id] });
        expectIds("Bravo's list", await hooksOf("bravo"), { has: [bravo.body.id], lacks: [alpha.body.id] });
      },
    },
  ],
  admin_get_webhook: (ids) => [alphaHook(ids)],
  admin_update_webhook: (ids) => [
    { ...alphaHook(ids, BRAVO_EDIT), note: "every field" },
    { ...alphaHook(ids, { description: null }), note: "clearing the description" },
    { ...alphaHook(ids, {}), note: "an empty edit, which only reads the webhook" },
  ],
  admin_delete_webhook: (ids) => [alphaHook(ids)],
  admin_rotate_webhook_secret: (ids) => [alphaHook(ids)],
  admin_disable_webhook: (ids) => [alphaHook(ids)],
  admin_enable_webhook: (ids) => [alphaHook(ids)],
  admin_test_webhook: (ids) => [alphaHook(ids), { ...alphaHook(ids, { type: "order.paid" }), note: "a sample of a type Alpha's webhook subscribes to" }],
  admin_webhook_stats: (ids) => [alphaHook(ids)],
  admin_list_webhook_deliveries: (ids) => [alphaHook(ids)],
  admin_recover_webhook: (ids) => [
    { ...alphaHook(ids, { since: recoverSince(), dry_run: true }), note: "a dry run" },
    { ...alphaHook(ids, { since: recoverSince() }), note: "sending Alpha's failed delivery again" },
  ],
  admin_resend_webhook_delivery: (ids) => [
    ...ids.alphaDeliveries.map(
      (d, i): AdminNotFoundCase => ({
        kind: "not_found",
        note: `Alpha's ${i ? "failed" : "delivered"} delivery on Alpha's webhook`,
        call: { params: { id: ids.alphaHook, delivery_id: d } },
        unknown: { params: { id: NOPE_UUID, delivery_id: NOPE_UUID_2 } },
      }),
    ),
    {
      kind: "not_found",
      note: "Alpha's delivery under Bravo's own webhook",
      call: { params: { id: ids.bravoHook, delivery_id: ids.alphaDeliveries[1] } },
      unknown: { params: { id: ids.bravoHook, delivery_id: NOPE_UUID } },
      alpha: { params: { id: ids.alphaHook, delivery_id: ids.alphaDeliveries[1] } },
    },
    {
      kind: "not_found",
      note: "Bravo's own delivery under Alpha's webhook",
      call: { params: { id: ids.alphaHook, delivery_id: ids.bravoDelivery } },
      unknown: { params: { id: NOPE_UUID, delivery_id: ids.bravoDelivery } },
      alpha: { params: { id: ids.alphaHook, delivery_id: ids.alphaDeliveries[0] } },
    },
  ],
};
