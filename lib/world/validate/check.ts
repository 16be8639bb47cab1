/**
 * Pass 2 of validation: the semantic checks, section by section in the order of the world file.
 * Genres, crews and the ids of every page and event are gathered first, because everything after
 * refers to them.
 */
import { checkAmbassadorPrograms } from "./check-ambassadors";
import { checkEvents } from "./check-events";
import { checkForms, checkNews, checkPartners, checkPresskits } from "./check-content";
import { checkOrders, checkPayouts } from "./check-commerce";
import { checkKeys } from "./check-keys";
import { checkMembers } from "./check-members";
import { checkShopsAndEventShops } from "./check-shop";
import { checkWebhooks } from "./check-webhooks";
import { arr, Checker, get, int, PAGE_SECTIONS, str, type Checked, type Obj } from "./checker";
import type { Problems } from "./problems";

export function checkWorld(doc: Obj, now: Date, problems: Problems): Checked {
  const c = new Checker(now, problems);
  checkGenres(c, arr(doc.genres));
  checkCrews(c, arr(doc.crews));
  checkMembers(c, arr(doc.crews));
  collectPageAndEventIds(c, doc);
  const pages = checkPages(c, doc);
  const events = checkEvents(c, arr(doc.events));
  checkPartners(c, arr(doc.partners));
  const news = checkNews(c, arr(doc.news));
  const presskits = checkPresskits(c, arr(doc.presskits));
  const forms = checkForms(c, arr(doc.forms));
  const keys = checkKeys(c, arr(doc.keys));
  const { shops, eventShops } = checkShopsAndEventShops(c, doc, events);
  const ambassadors = checkAmbassadorPrograms(c, doc);
  const orders = checkOrders(c, doc, ambassadors.codeEvents);
  const payouts = checkPayouts(c, arr(doc.payouts));
  const webhooks = checkWebhooks(c, arr(doc.webhooks));
  return { pages, events, news, presskits, forms, keys, shops, eventShops, ambassadorPrograms: ambassadors.programmes, orders, payouts, webhooks };
}

/** Unique ids and names; the names are what pages and events refer to. */
function checkGenres(c: Checker, genres: unknown[]): void {
  c.unique(genres, (g, i) => ({ value: int(get(g, "id")), path: ["genres", i, "id"], label: `id ${String(get(g, "id"))}` }));
  c.unique(genres, (g, i) => ({ value: str(get(g, "name")), path: ["genres", i, "name"], label: `genre name ${JSON.stringify(get(g, "name"))}` }));
  for (const g of genres) {
    const name = str(get(g, "name"));
    if (name) c.genreNames.add(name);
  }
}

/** Unique ids (uuids, in any case) and slugs; the slugs are what pages, forms and keys refer to. */
function checkCrews(c: Checker, crews: unknown[]): void {
  c.unique(crews, (x, i) => ({ value: str(get(x, "id"))?.toLowerCase(), path: ["crews", i, "id"], label: `id ${String(get(x, "id"))}` }));
  c.unique(crews, (x, i) => ({ value: str(get(x, "slug")), path: ["crews", i, "slug"], label: `slug ${JSON.stringify(get(x, "slug"))}` }));
  for (const x of crews) {
    const slug = str(get(x, "slug"));
    if (slug) c.crewSlugs.add(slug);
  }
}

/** Ids of every referable kind, before any reference is checked (an event may name a later venue). */
function collectPageAndEventIds(c: Checker, doc: Obj): void {
  for (const section of [...PAGE_SECTIONS, "events"] as const) {
    const items = arr(doc[section]);
    c.unique(items, (p, i) => ({ value: int(get(p, "id")), path: [section, i, "id"], label: `id ${String(get(p, "id"))}` }));
    for (const p of items) {
      const id = int(get(p, "id"));
      if (id !== undefined) c.ids[section].add(id);
    }
  }
}

/** Artists, promoters and venues: their genres and managing crews exist; returns updated_at. */
function checkPages(c: Checker, doc: Obj): Checked["pages"] {
  const pages = {} as Checked["pages"];
  for (const section of PAGE_SECTIONS) {
    pages[section] = arr(doc[section]).map((p, i) => {
      c.refGenres([section, i, "genres"], get(p, "genres"));
      const managedBy = arr(get(p, "managed_by"));
      managedBy.forEach((slug, j) => c.refCrew([section, i, "managed_by", j], slug));
      c.unique(managedBy, (slug, j) => ({ value: str(slug), path: [section, i, "managed_by", j], label: `crew ${JSON.stringify(slug)}` }));
      return c.time([section, i, "updated_at"], get(p, "updated_at"), c.utc);
    });
  }
  return pages;
}
