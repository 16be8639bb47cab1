/** Callers for the page and content tests: one per key of the pages world. */
import type { ApiResponse, CallOptions, TestApp } from "../../support/app";
import { KEYS, PUBLISHABLE_ORIGIN } from "../../support/keys";
import { HARBOUR_ORIGIN } from "./world";
import { allPages, expectNotFound, expectQueryError } from "../../support/expect";

export function callers(api: () => TestApp) {
  const call = (key: string, origin?: string) => (path: string, options: CallOptions = {}) => api().get(path, { key, origin, ...options });
  return {
    /** Nightshift's secret key. */
    ns: call(KEYS.secret),
    /** Nightshift's publishable key, from its website. */
    pub: call(KEYS.publishable, PUBLISHABLE_ORIGIN),
    /** Harbour's secret key: the second crew. */
    hb: call(KEYS.harbour),
    /** Harbour's publishable key. */
    hbPub: call(KEYS.harbourPublishable, HARBOUR_ORIGIN),
  };
}

export { allPages, expectNotFound, expectQueryError };

export const ids = (r: ApiResponse): unknown[] => r.body.data.map((x: { id?: unknown; slug?: unknown }) => x.id ?? x.slug);

