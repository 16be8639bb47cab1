/** Helpers of the ambassador read tests: the world's app, owner queries, and the one 404's body. */
import { expect } from "vitest";
import type { ApiResponse, TestApp } from "../support/app";
import { expectNotFound } from "../support/expect";
import { AMB_KEYS, PROGRAMMES } from "./world";

type Owner = { type: string; id: number };
export const ownerQuery = (o: Owner) => `owner_type=${o.type}&owner_id=${o.id}`;

export const VOLT = ownerQuery(PROGRAMMES.volt.owner);
export const TRESOR = ownerQuery(PROGRAMMES.tresor.owner);
export const HARBOUR = ownerQuery(PROGRAMMES.harbour.owner);
/** Promoter 22 has a programme but no crew manages it. */
export const OUTSIDE = ownerQuery(PROGRAMMES.outside.owner);
/** Venue 31: managed by nobody, no programme. */
export const UNMANAGED_NO_PROGRAMME = "owner_type=venue&owner_id=31";
/** No such page. */
export const NO_PAGE = "owner_type=promoter&owner_id=999999";

/** A body without the parts that differ per request. */
export const sameBody = (r: ApiResponse) => {
  const { request_id: _r, ...rest } = r.body;
  return rest;
};

/**
 * Every way of naming a programme the key's crew cannot read answers the same 404 body: a page
 * outside the crew graph that has a programme, an unmanaged page without one, no page at all, and
 * (with the owner key) another crew's programme.
 */
export async function expectSame404s(api: TestApp, path: (owner: string) => string, key: string = AMB_KEYS.owner): Promise<void> {
  const answers = await Promise.all([OUTSIDE, UNMANAGED_NO_PROGRAMME, NO_PAGE, HARBOUR].map((o) => api.get(path(o), { key })));
  for (const r of answers) expectNotFound(r);
  const bodies = answers.map(sameBody);
  for (const b of bodies) expect(b).toEqual(bodies[0]);
}
