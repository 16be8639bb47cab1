/**
 * Platform settings (site_url, default fee), read once per database from the `settings` rows a
 * world load writes. The defaults a world without them gets are here, and the world format
 * (lib/world/format) takes them from here.
 */
import { inArray } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { settings } from "@/lib/db/schema";

export interface FeeModel {
  percent: number;
  fixed: number;
  applies_to: "ticket" | "order";
}

export interface Site {
  siteUrl: string;
  defaultFee: FeeModel;
}

export const DEFAULT_SITE_URL = "https://events.example.test";
export const DEFAULT_FEE: FeeModel = { percent: 0.05, fixed: 0.5, applies_to: "ticket" };

/** What a world without `site_url` / `default_fee` gets. */
const DEFAULT_SITE: Site = { siteUrl: DEFAULT_SITE_URL, defaultFee: DEFAULT_FEE };

const cache = new WeakMap<Db, { site: Promise<Site>; at: number }>();
const TTL_MS = 30_000;

export function site(db: Db): Promise<Site> {
  const hit = cache.get(db);
  if (hit && Date.now() - hit.at < TTL_MS) return hit.site;
  const p = (async () => {
    const found = await db.select().from(settings).where(inArray(settings.key, ["site_url", "default_fee"]));
    const get = (k: string) => found.find((r) => r.key === k)?.value;
    return {
      siteUrl: String(get("site_url") ?? DEFAULT_SITE.siteUrl).replace(/\/+$/, ""),
      defaultFee: (get("default_fee") as FeeModel | undefined) ?? DEFAULT_SITE.defaultFee,
    };
  })();
  cache.set(db, { site: p, at: Date.now() });
  p.catch(() => cache.delete(db));
  return p;
}

/** Public page addresses on the platform's own site. */
export const pageUrl = (s: Site, type: "artist" | "promoter" | "venue", id: number) => `${s.siteUrl}/${type}s/${id}`;
export const eventUrl = (s: Site, id: number) => `${s.siteUrl}/events/${id}`;
