/**
 * Fuzz targets of the partner API: each keyed route called with its own key set of crew Alpha
 * (secret, and publishable from Alpha's website where the route takes one), seeded with the
 * valid calls of the cross-crew fixture table; the discovery routes without a key.
 */
import { afterAll, beforeAll, describe, it } from "vitest";
import { endpoints } from "@/lib/registry/registry";
import type { Endpoint } from "@/lib/http/endpoint";
import { startApp, type TestApp } from "../../support/app";
import { ALPHA, ALPHA_MEMBER, FIXTURES, NOPE, NOPE_UUID, casesOf, keySet, seedMemberCredentials, seedTicketSessions, twoCrewsWorld } from "../../security/cross-crew-fixtures";
import { fuzzRoute, report } from "./harness";
import type { Hints } from "./schema-values";
import type { Credential, Seed, Target } from "./requests";

export const keyed = endpoints.filter((e) => e.auth !== "none");

/** Ids of Alpha's world (and a few of nobody's), for fields named like ids. */
export const ALPHA_HINTS: Hints = {
  ints: [ALPHA.artist, ALPHA.draftArtist, ALPHA.promoter, ALPHA.venue, ALPHA.awayVenue, ALPHA.event, ALPHA.draftEvent, ALPHA.awayEvent, 93001, NOPE],
  strings: [
    ALPHA.publicKit,
    ALPHA.protectedKit,
    ALPHA.shopProduct,
    ALPHA.shopVariant,
    ALPHA.coupon,
    ALPHA.programme,
    ALPHA.reward,
    ALPHA.member,
    ALPHA.memberCode,
    ALPHA.ticketTier,
    ALPHA.hiddenTier,
    ALPHA.eventCoupon,
    ALPHA.accessCode,
    ALPHA.ticketSession,
    ALPHA.promoterForm,
    ALPHA.sharedSlug,
    ALPHA_MEMBER.session,
    ALPHA_MEMBER.signIn,
    NOPE_UUID,
  ],
};

export function partnerTarget(e: Endpoint): Target {
  if (e.auth === "none") return { endpoint: e, seeds: [{}], good: [{ headers: [] }], hints: ALPHA_HINTS };
  const keys = keySet("alpha", keyed.indexOf(e));
  const good: Credential[] = [{ headers: [["Authorization", `Bearer ${keys.secret}`]] }];
  if (e.publishable) {
    good.push({ headers: [["Origin", ALPHA.origin]], query: ["key", keys.publishable] });
    good.push({ headers: [["Authorization", `Bearer ${keys.publishable}`], ["Origin", ALPHA.origin]] });
  }
  const fixture = FIXTURES[e.id];
  const seeds: Seed[] = fixture ? casesOf(fixture).flatMap((c) => ("unknown" in c ? [c.call, c.unknown] : [c.call])) : [{}];
  return { endpoint: e, seeds, good, hints: ALPHA_HINTS };
}

/** The world's extra rows the fixtures name (a member's session and sign-in token, ticket sessions). */
export async function seedPartnerWorld(api: TestApp): Promise<void> {
  await seedMemberCredentials(api);
  await seedTicketSessions(api);
}

/**
 * Random requests per route (after the hostile ones every run sends): FUZZ_RUNS, else under
 * `npm run fuzz` (FUZZ=1) as many as the route's time budget allows up to `fallback`, else the
 * suite's fixed sample, the same requests every run.
 */
export const runsPerRoute = (fallback: number) => Number(process.env.FUZZ_RUNS ?? (process.env.FUZZ ? fallback : SUITE_RUNS));
/** The suite's fixed sample per route, beside the hostile requests; `npm run fuzz` sends up to 1,000 from random seeds. */
export const SUITE_RUNS = 40;

/** Routes of the catalogue (artists, promoters, venues, events and their exports): one file; the rest of the reads another. */
export const isCatalogueRead = (e: Endpoint) => e.method === "GET" && /^\/v1\/(artists|promoters|venues|events|exports)(\/|$)/.test(e.path);

/**
 * One fuzz file of partner routes: the two-crew world seeded once, then every route the filter
 * picks fuzzed as crew Alpha with leak checks, and the file's tally printed at the end.
 */
export function fuzzPartnerRoutes(label: string, pick: (e: Endpoint) => boolean): void {
  const runs = runsPerRoute(1000);
  let api: TestApp;
  beforeAll(async () => {
    api = await startApp(twoCrewsWorld(keyed.length));
    await seedPartnerWorld(api);
  });
  afterAll(async () => {
    console.log(report(label));
    await api?.close();
  });
  describe.each(endpoints.filter(pick).map((e) => [e.id, e] as const))("%s", (_id, e) => {
    it("keeps every property under random and hostile requests", async () => {
      await fuzzRoute(api, partnerTarget(e), { numRuns: runs, checkLeaks: true });
    }, 120_000);
  });
}
