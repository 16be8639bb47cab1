/** Genre id → name, read once per database (genres change only with a world load). */
import type { Db } from "@/lib/db/client";
import { genres } from "@/lib/db/schema";

const cache = new WeakMap<Db, { at: number; map: Promise<Map<number, string>> }>();
const TTL_MS = 30_000;

export function genreNames(db: Db): Promise<Map<number, string>> {
  const hit = cache.get(db);
  if (hit && Date.now() - hit.at < TTL_MS) return hit.map;
  const map = db
    .select()
    .from(genres)
    .then((rows) => new Map(rows.map((g) => [g.id, g.name])));
  cache.set(db, { at: Date.now(), map });
  map.catch(() => cache.delete(db));
  return map;
}

export const namesOf = (ids: readonly number[], names: Map<number, string>): string[] =>
  ids.map((id) => names.get(id)).filter((n): n is string => n !== undefined);
