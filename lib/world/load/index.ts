/**
 * loadWorld: replaces everything in the database with a resolved world, in one transaction.
 *
 * Every table of the schema is emptied (catalogue, keys, outboxes, booking requests, audit log);
 * `settings` keeps only `cursor_secret` (created when absent) so cursors stay valid across
 * loads. Derived data is computed here: page managers, line-up copies (event_id/confirmed on set
 * artists), events.search_text, news body_html, hashed tokens (keys' and members' admin tokens)
 * and press kit passwords, order line names, and the crew graph. Nothing goes to event_outbox: a world is a
 * state, so loading it sends no webhook call and emails nobody. The world file itself is
 * described in docs/world-format.md.
 *
 * Large worlds (bulk mode, see LoadOptions) set secondary indexes and foreign keys aside and
 * rebuild them after the rows are in, as pg_restore does, and on PGlite send rows with COPY from
 * a blob. Everything stays in the one transaction: a failure leaves the database as it was.
 * While a load runs, readers of the same database wait (TRUNCATE and the DDL take exclusive
 * locks); 100,000 events take about 20 s on PGlite on disk (bench/world-load.ts).
 *
 * The parts: rows.ts turns the world into rows, write.ts writes them (columns.ts reads the
 * columns from the Drizzle schema), bulk.ts sets indexes aside, steps.ts is each step below.
 */
import type { Db } from "../../db/client";
import type { ResolvedWorld } from "../format";
import { validateWorld } from "../validate";
import { prepareRows, type LoadedToken, type LoadedWebhookSecret } from "./rows";
import {
  clearTablesAndSettings,
  insertAmbassadorPrograms,
  insertApiKeys,
  insertContent,
  insertCrewMembers,
  insertCrews,
  insertEvents,
  insertForms,
  insertGalleries,
  insertGenres,
  insertLineups,
  insertOrdersAndPayouts,
  insertPageManagers,
  insertPages,
  insertPresales,
  insertShops,
  insertTicketCodes,
  insertTicketTiers,
  insertWebhooks,
  materialiseCrewGraph,
  rebuildAfterBulkLoad,
  setAsideForBulkLoad,
  WorldLoad,
} from "./steps";

export type { LoadedToken, LoadedWebhookSecret } from "./rows";
export { renderMarkdown, searchText } from "./text";
export { insertRows } from "./write";

export interface LoadResult {
  /** Tokens generated for keys the world gave neither token nor token_hash: shown this once only. */
  tokens: LoadedToken[];
  /** Signing secrets made for webhooks the world gave none (an exported world): shown this once only. */
  webhookSecrets: LoadedWebhookSecret[];
  /** Rows written, by table. */
  counts: Record<string, number>;
}

export interface LoadOptions {
  /** Called after each step with its duration (for the benchmark). */
  onStep?: (step: string, ms: number) => void;
  /**
   * Bulk mode: secondary indexes and foreign keys are set aside during the inserts and rebuilt
   * after (as pg_restore does), then tables are analysed. Default: on for worlds of more than
   * BULK_THRESHOLD rows, where it is several times faster; small worlds skip the DDL.
   */
  bulk?: boolean;
}

export const BULK_THRESHOLD = 20_000;

export async function loadWorld(db: Db, world: ResolvedWorld, options: LoadOptions = {}): Promise<LoadResult> {
  const step = stepClock(options.onStep);
  // Hashing and rendering happen before the transaction opens, so its locks are held for less time.
  const rows = prepareRows(world);
  const bulk = options.bulk ?? rows.rowCount > BULK_THRESHOLD;
  step("prepare rows");

  const counts = await db.transaction(async (tx) => {
    const load = new WorldLoad(db, tx, bulk, step);
    await clearTablesAndSettings(load, world);
    await setAsideForBulkLoad(load);
    await insertCrews(load, rows);
    await insertCrewMembers(load, rows);
    await insertGenres(load, rows);
    await insertPages(load, rows);
    await insertPageManagers(load, rows);
    await insertEvents(load, rows);
    await insertLineups(load, rows);
    await insertTicketTiers(load, rows);
    await insertTicketCodes(load, rows);
    await insertGalleries(load, rows);
    await insertPresales(load, rows);
    await insertShops(load, rows);
    await insertAmbassadorPrograms(load, rows);
    await insertContent(load, rows);
    await insertForms(load, rows);
    await insertApiKeys(load, rows);
    await insertOrdersAndPayouts(load, rows);
    await insertWebhooks(load, rows);
    await materialiseCrewGraph(load);
    await rebuildAfterBulkLoad(load);
    return load.counts;
  });

  step("commit");
  return { tokens: rows.tokens, webhookSecrets: rows.webhookSecrets, counts };
}

/** Reports each step with the time since the previous one. */
function stepClock(onStep: LoadOptions["onStep"]): (name: string) => void {
  let mark = performance.now();
  return (name) => {
    const at = performance.now();
    onStep?.(name, at - mark);
    mark = at;
  };
}

/**
 * Validate then load, for callers holding raw JSON (tests, scripts). Throws with every problem
 * listed when the world is invalid; the database is not touched then.
 */
export async function loadWorldJson(db: Db, json: unknown, now: Date = new Date()): Promise<LoadResult> {
  const result = validateWorld(json, now);
  if (!result.ok) throw new Error(`The world is invalid:\n${result.problems.join("\n")}`);
  return loadWorld(db, result.world);
}
