/**
 * Fuzz of the partner API's other reads (key and crew, usage, discovery, content, shop,
 * ambassadors, ticket sessions): random and hostile path ids, queries and headers with crew
 * Alpha's keys (none on discovery routes); see ./support/harness.ts for the properties.
 */
import { afterAll, beforeAll, describe, it } from "vitest";
import { endpoints } from "@/lib/api/registry";
import { startApp, type TestApp } from "../support/app";
import { twoCrewsWorld } from "../security/cross-crew-fixtures";
import { fuzzRoute, report } from "./support/harness";
import { isCatalogueRead, keyed, partnerTarget, runsPerRoute, seedPartnerWorld } from "./support/partner";

const RUNS = runsPerRoute(1000);

let api: TestApp;
beforeAll(async () => {
  api = await startApp(twoCrewsWorld(keyed.length));
  await seedPartnerWorld(api);
});
afterAll(async () => {
  console.log(report("partner reads"));
  await api?.close();
});

describe.each(endpoints.filter((e) => e.method === "GET" && !isCatalogueRead(e)).map((e) => [e.id, e] as const))("%s", (_id, e) => {
  it("keeps every property under random and hostile requests", async () => {
    await fuzzRoute(api, partnerTarget(e), { numRuns: RUNS, checkLeaks: true });
  }, 120_000);
});
