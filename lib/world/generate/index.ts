/**
 * generateWorld: a large, realistic world from a seed, for benchmarks and load tests.
 *
 * Deterministic: the same options give the same document, byte for byte (a seeded PRNG, and
 * times written relative to `now` so the world stays true whenever it is loaded). It holds a few
 * hundred crews (roster, studio, lapsed), thousands of pages with cities, countries, coordinates
 * and capacities, and `events` events spread over the past and next year: club nights, concerts
 * and festivals with days and stages, line-ups with back-to-back and unconfirmed sets, custom acts
 * and untimed sets, ticket tiers in every state (on sale, sold out, nearly sold out, scheduled,
 * off sale, hidden, bundles), a few galleries, presales, news, partners, press kits, forms, and
 * merch shops for the promoters paid by events, with event shops for a share of events.
 *
 * The crews `bench` (roster), `bench-studio` (studio) and `bench-lapsed` (lapsed) always exist
 * and hold the keys of BENCH_TOKENS, so benchmarks can call the API without reading the database.
 *
 * The sections are generated in a fixed order from one random stream: reordering the steps
 * below changes every world generated after.
 */
import { DEFAULT_FEE, DEFAULT_SITE_URL, type WorldFile } from "../format";
import { generateForms, generatePartnersAndNews, generatePresskits } from "./content";
import { generateCrews, managerPicker } from "./crews";
import { generateEvents } from "./events";
import { benchKeys } from "./keys";
import { generatePages } from "./pages";
import { generateShops } from "./shops";
import { prng, Rand } from "./random";
import { worldSizes } from "./sizes";
import { GENRES } from "./vocabulary";

export { BENCH_ORIGIN, BENCH_TOKENS } from "./keys";

export interface GenerateOptions {
  /** Number of events. */
  events: number;
  /** Any number or string; the same seed gives the same world. */
  seed: number | string;
}

export function generateWorld(options: GenerateOptions): WorldFile {
  const sizes = worldSizes(Math.max(0, Math.floor(options.events)));
  const r = new Rand(prng(options.seed));
  const genres = GENRES.map((name, i) => ({ id: i + 1, name }));
  const { crews, slugs } = generateCrews(r, sizes.crews);
  const pages = generatePages(r, sizes, managerPicker(r, slugs));
  const events = generateEvents(r, sizes.events, pages);
  const { partners, news } = generatePartnersAndNews(r, sizes);
  const presskits = generatePresskits(r, pages.artists);
  const forms = generateForms(r, slugs);
  const { shops, event_shops } = generateShops(r, pages.promoters, events);

  return {
    description: `Generated world: ${sizes.events} events, seed ${JSON.stringify(options.seed)}.`,
    site_url: DEFAULT_SITE_URL,
    default_fee: DEFAULT_FEE,
    genres,
    crews,
    artists: pages.artists,
    promoters: pages.promoters,
    venues: pages.venues,
    events,
    partners,
    news,
    presskits,
    forms,
    keys: benchKeys(),
    shops,
    event_shops,
  } as WorldFile;
}
