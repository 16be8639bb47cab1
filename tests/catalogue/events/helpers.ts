/** Callers and assertions shared by the event route tests. */
import { expect } from "vitest";
import type { ApiResponse, CallOptions, TestApp } from "../../support/app";
import { KEYS, PUBLISHABLE_ORIGIN } from "../../support/keys";
import { HARBOUR_ORIGIN, PROBES } from "./world";
import { allPages, expectNotFound, expectQueryError } from "../../support/expect";

export function callers(api: () => TestApp) {
  const call = (key: string, origin?: string) => (path: string, options: CallOptions = {}) => api().get(path, { key, origin, ...options });
  return {
    /** Nightshift's secret key (the crew under test). */
    ns: call(KEYS.secret),
    /** Nightshift's publishable key, from its website. */
    pub: call(KEYS.publishable, PUBLISHABLE_ORIGIN),
    /** Harbour's secret key: the second crew. */
    hb: call(KEYS.harbour),
    hbPub: call(KEYS.harbourPublishable, HARBOUR_ORIGIN),
  };
}

/**
 * Expects the same 404 on every path, spreading the calls over probe keys so that no key reaches
 * the id-sweep freeze (30 misses in ten minutes).
 */
export async function expectAllNotFound(api: TestApp, crew: keyof typeof PROBES, paths: readonly string[]): Promise<void> {
  const keys = PROBES[crew];
  const perKey = 20;
  if (paths.length > keys.length * perKey) throw new Error(`Too many probes (${paths.length}) for the ${keys.length} ${crew} probe keys`);
  for (const [i, path] of paths.entries()) expectNotFound(await api.get(path, { key: keys[Math.floor(i / perKey)]! }));
}

export type Get = (path: string, options?: CallOptions) => Promise<ApiResponse>;

export { allPages, expectNotFound, expectQueryError };

export const ids = (r: ApiResponse): number[] => {
  expect(r.status).toBe(200);
  return r.body.data.map((x: { id: number }) => x.id);
};


/** YYYY-MM-DD of an instant, in UTC. */
export const utcDate = (iso: string) => iso.slice(0, 10);
export const dayAfter = (date: string) => new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
export const dayBefore = (date: string) => new Date(Date.parse(`${date}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
