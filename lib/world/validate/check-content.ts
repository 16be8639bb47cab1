/** Semantic checks of partners, news, press kits and forms. */
import { arr, get, int, str, type Checked, type Checker, type MaybeTime } from "./checker";

/** Unique ids; the owner (a promoter or venue) exists. */
export function checkPartners(c: Checker, partners: unknown[]): void {
  c.unique(partners, (p, i) => ({ value: int(get(p, "id")), path: ["partners", i, "id"], label: `id ${String(get(p, "id"))}` }));
  partners.forEach((p, i) => {
    const owner = get(p, "owner");
    const type = str(get(owner, "type"));
    if (type === "promoter" || type === "venue") c.refPage(["partners", i, "owner", "id"], type, get(owner, "id"));
  });
}

/** Unique ids; the owner exists; returns published_at. */
export function checkNews(c: Checker, items: unknown[]): MaybeTime[] {
  c.unique(items, (p, i) => ({ value: int(get(p, "id")), path: ["news", i, "id"], label: `id ${String(get(p, "id"))}` }));
  return items.map((n, i) => {
    const owner = get(n, "owner");
    const type = str(get(owner, "type"));
    if (type === "promoter" || type === "venue" || type === "artist" || type === "event") c.refPage(["news", i, "owner", "id"], type, get(owner, "id"));
    return c.time(["news", i, "published_at"], get(n, "published_at"), c.utc);
  });
}

/** Unique ids; the artist exists and has at most one default kit; one of password or its hash. Returns updated_at. */
export function checkPresskits(c: Checker, kits: unknown[]): MaybeTime[] {
  c.unique(kits, (k, i) => ({ value: str(get(k, "id"))?.toLowerCase(), path: ["presskits", i, "id"], label: `id ${String(get(k, "id"))}` }));
  const defaults = new Map<number, number>();
  return kits.map((k, i) => {
    c.refPage(["presskits", i, "artist_id"], "artist", get(k, "artist_id"));
    const artist = int(get(k, "artist_id"));
    if (get(k, "is_default") === true && artist !== undefined) {
      const prev = defaults.get(artist);
      if (prev !== undefined) c.add(["presskits", i, "is_default"], `artist ${artist} already has a default press kit (presskits[${prev}])`);
      else defaults.set(artist, i);
    }
    if (get(k, "password") != null && get(k, "password_hash") != null) c.add(["presskits", i, "password_hash"], "give password or password_hash, not both");
    return c.time(["presskits", i, "updated_at"], get(k, "updated_at"), c.utc);
  });
}

/**
 * Unique ids, and slugs within a crew; crew and owner exist (a crew owner is the form's own crew);
 * question keys unique; opening before closing; no more responses than the maximum.
 */
export function checkForms(c: Checker, forms: unknown[]): Checked["forms"] {
  c.unique(forms, (f, i) => ({ value: str(get(f, "id"))?.toLowerCase(), path: ["forms", i, "id"], label: `id ${String(get(f, "id"))}` }));
  c.unique(forms, (f, i) => {
    const crew = str(get(f, "crew"));
    const slug = str(get(f, "slug"));
    return { value: crew !== undefined && slug !== undefined ? `${crew}\u0000${slug}` : undefined, path: ["forms", i, "slug"], label: `form slug ${JSON.stringify(slug)} in crew ${JSON.stringify(crew)}` };
  });
  return forms.map((f, i) => {
    const crew = get(f, "crew");
    c.refCrew(["forms", i, "crew"], crew);
    const owner = get(f, "owner");
    const type = str(get(owner, "type"));
    const ownerId = get(owner, "id");
    if (type === "crew" && typeof ownerId === "string") {
      if (!c.crewSlugs.has(ownerId)) c.add(["forms", i, "owner", "id"], `crew ${JSON.stringify(ownerId)} is not in this world`);
      else if (typeof crew === "string" && ownerId !== crew) c.add(["forms", i, "owner", "id"], `a crew owner must be the form's own crew (${JSON.stringify(crew)})`);
    } else if (type === "promoter" || type === "venue" || type === "artist") c.refPage(["forms", i, "owner", "id"], type, ownerId);
    const questions = arr(get(f, "questions"));
    c.unique(questions, (q, j) => ({ value: str(get(q, "key")), path: ["forms", i, "questions", j, "key"], label: `question key ${JSON.stringify(get(q, "key"))}` }));
    const opens = c.time(["forms", i, "opens_at"], get(f, "opens_at"), c.utc);
    const closes = c.time(["forms", i, "closes_at"], get(f, "closes_at"), c.utc);
    c.order(["forms", i, "closes_at"], opens, closes, "opens_at", "closes_at");
    const max = int(get(f, "max_responses"));
    const responses = int(get(f, "responses"));
    if (max !== undefined && responses !== undefined && responses > max) c.add(["forms", i, "responses"], `${responses} is more than max_responses ${max}`);
    return { opens, closes };
  });
}
