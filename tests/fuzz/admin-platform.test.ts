/**
 * Fuzz of the crew admin API (Alpha's owner's admin token) and the platform API (the platform
 * token): random and hostile path ids, queries, bodies and headers on every route; see
 * ./support/harness.ts for the properties. Admin answers must name nothing of crew Bravo; the
 * platform token sees every crew, so its answers are not checked for that.
 */
import { afterAll, beforeAll, describe, it } from "vitest";
import { adminEndpoints, platformApiEndpoints } from "@/lib/registry/registry";
import type { Endpoint } from "@/lib/http/endpoint";
import { dispatch, startApp, type TestApp } from "../support/app";
import { PLATFORM_TOKEN } from "../support/keys";
import { ADMIN_TOKENS, ALPHA, NOPE, NOPE_UUID, twoCrewsWorld } from "../security/cross-crew-fixtures";
import { buildFuzzRequest, fuzzRoute, report } from "./support/harness";
import { ALPHA_HINTS, runsPerRoute } from "./support/partner";
import type { Target } from "./support/requests";

const RUNS = runsPerRoute(1000);
const ALPHA_ORDER = "a1a1a1a1-0000-4000-8000-00000000e601";

let api: TestApp;
let alphaHook = NOPE_UUID;
beforeAll(async () => {
  api = await startApp(twoCrewsWorld(1));
  // Alpha's own webhook, so that admin routes taking a webhook id reach one.
  const created = await dispatch(
    buildFuzzRequest({ method: "POST", target: "/admin/v1/webhooks", headers: [["Authorization", `Bearer ${ADMIN_TOKENS.alpha}`], ["Content-Type", "application/json"]], body: JSON.stringify({ url: "https://hooks.example.com/alpha", events: ["order.paid"] }) }),
  );
  alphaHook = ((await created.json()) as { id: string }).id;
});
afterAll(async () => {
  console.log(report("admin and platform"));
  await api?.close();
});

function adminTarget(e: Endpoint): Target {
  return {
    endpoint: e,
    seeds: [{ params: { id: alphaHook, delivery_id: NOPE_UUID } }, { params: { id: NOPE_UUID, delivery_id: NOPE_UUID } }],
    good: [{ headers: [["Authorization", `Bearer ${ADMIN_TOKENS.alpha}`]] }],
    hints: { ints: [], strings: [alphaHook, NOPE_UUID] },
  };
}

function platformTarget(e: Endpoint): Target {
  return {
    endpoint: e,
    seeds: [{ params: { id: ALPHA.event, slug: ALPHA.promoterForm } }, { params: { id: ALPHA_ORDER, slug: ALPHA.crewForm }, query: { crew: "alpha" } }, { params: { id: NOPE, slug: "nope" } }],
    good: [{ headers: [["Authorization", `Bearer ${PLATFORM_TOKEN}`]] }],
    hints: { ints: ALPHA_HINTS.ints, strings: [...ALPHA_HINTS.strings, ALPHA_ORDER, "alpha"] },
  };
}

describe.each(adminEndpoints.map((e) => [e.id, e] as const))("%s", (_id, e) => {
  it("keeps every property under random and hostile requests", async () => {
    await fuzzRoute(api, adminTarget(e), { numRuns: RUNS, checkLeaks: true });
  }, 120_000);
});

describe.each(platformApiEndpoints.map((e) => [e.id, e] as const))("%s", (_id, e) => {
  it("keeps every property under random and hostile requests", async () => {
    await fuzzRoute(api, platformTarget(e), { numRuns: RUNS, checkLeaks: false });
  }, 120_000);
});
