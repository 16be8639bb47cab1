/**
 * loadWorld: replaces everything in the database with a resolved world, in one transaction.
 *
 * Every table of the schema is emptied (catalogue, keys, outboxes, booking requests, audit log);
 * `settings` keeps only `cursor_secret` (created when absent) so cursors stay valid across
 * loads. Rows go in as bulk `INSERT … SELECT FROM json_to_recordset($1::json)`, one JSON
 * parameter per chunk: the portable path, the same on PGlite and Postgres. Derived data is
 * computed here: page managers, line-up copies (event_id/confirmed on set artists),
 * events.search_text, news body_html, hashed tokens and press kit passwords, and the crew graph.
 *
 * Large worlds (bulk mode, see LoadOptions) set secondary indexes and foreign keys aside and
 * rebuild them after the rows are in, as pg_restore does, and on PGlite send rows with COPY from
 * a blob. Everything stays in the one transaction: a failure leaves the database as it was.
 * While a load runs, readers of the same database wait (TRUNCATE and the DDL take exclusive
 * locks); 100,000 events take about 20 s on PGlite on disk (bench/world-load.ts).
 */
import { randomBytes } from "node:crypto";
import { is, sql } from "drizzle-orm";
import { getTableConfig, PgTable } from "drizzle-orm/pg-core";
import { Marked } from "marked";
import sanitizeHtml from "sanitize-html";
import { hashPassword } from "../auth/password";
import { generateToken, hashToken, tokenLast4, tokenPrefix, type KeyType } from "../auth/token";
import { refreshCrewGraph, type Executor } from "../crew/graph-refresh";
import type { Db } from "../db/client";
import * as schema from "../db/schema";
import type { ResolvedWorld } from "./format";
import { validateWorld } from "./validate";

export interface LoadedToken {
  /** Crew slug. */
  crew: string;
  name: string;
  type: KeyType;
  token: string;
  state: "active" | "suspended" | "revoked";
}

export interface LoadResult {
  /** Tokens generated for keys the world gave neither token nor token_hash: shown this once only. */
  tokens: LoadedToken[];
  /** Rows written, by table. */
  counts: Record<string, number>;
}

/** Every table of the schema, by SQL name. */
const ALL_TABLES: string[] = Object.values(schema as Record<string, unknown>)
  .filter((t): t is PgTable => is(t, PgTable))
  .map((t) => getTableConfig(t).name);

const CHUNK_ROWS = 5000;

type Column = readonly [name: string, type: string];
type Row = Record<string, unknown>;

const quote = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** Bulk insert through json_to_recordset, in chunks; Dates serialise as ISO instants. */
export async function insertRows(tx: Executor, table: string, columns: readonly Column[], data: Iterable<object>): Promise<number> {
  const names = columns.map(([n]) => quote(n)).join(", ");
  const defs = columns.map(([n, t]) => `${quote(n)} ${t}`).join(", ");
  const head = sql.raw(`INSERT INTO ${quote(table)} (${names}) SELECT ${names} FROM json_to_recordset(`);
  const tail = sql.raw(`::json) AS x(${defs})`);
  let chunk: object[] = [];
  let count = 0;
  const flush = async () => {
    if (chunk.length === 0) return;
    const json = JSON.stringify(chunk);
    count += chunk.length;
    chunk = [];
    await tx.execute(sql`${head}${json}${tail}`);
  };
  for (const row of data) {
    chunk.push(row);
    if (chunk.length >= CHUNK_ROWS) await flush();
  }
  await flush();
  return count;
}

/** A PGlite connection (or its transaction) that can take a COPY … FROM '/dev/blob'. */
interface BlobCopier {
  query(query: string, params?: unknown[], options?: { blob?: Blob }): Promise<unknown>;
}

/**
 * The PGlite transaction behind a Drizzle transaction, when the database is PGlite: COPY is about
 * twice as fast as json_to_recordset there. Null for other drivers (and if Drizzle's internals
 * ever change shape), which then take the portable JSON path.
 */
function pgliteCopier(db: Db, tx: unknown): BlobCopier | null {
  const root = (db as unknown as { $client?: Record<string, unknown> }).$client;
  if (!root || typeof root.dumpDataDir !== "function" || typeof root.exec !== "function") return null;
  const client = (tx as { session?: { client?: Record<string, unknown> } }).session?.client;
  return client && typeof client.query === "function" && typeof client.exec === "function" ? (client as unknown as BlobCopier) : null;
}

const csvQuote = (s: string) => `"${s.replace(/"/g, '""')}"`;
const arrayElement = (v: unknown) => (typeof v === "number" ? String(v) : `"${String(v).replace(/[\\"]/g, (m) => `\\${m}`)}"`);

/** One CSV field for COPY (FORMAT csv): unquoted empty is NULL, everything textual is quoted. */
function csvField(value: unknown, type: string): string {
  if (value === null || value === undefined) return "";
  if (type === "jsonb") return csvQuote(JSON.stringify(value));
  if (type.endsWith("[]")) return csvQuote(`{${(value as unknown[]).map(arrayElement).join(",")}}`);
  if (value instanceof Date) return value.toISOString();
  if (typeof value === "string") return csvQuote(value);
  return String(value);
}

const COPY_CHUNK_ROWS = 20_000;

/** Bulk insert through COPY FROM a blob (PGlite only), in chunks. */
async function copyRows(copier: BlobCopier, table: string, columns: readonly Column[], data: Iterable<object>): Promise<number> {
  const statement = `COPY ${quote(table)} (${columns.map(([n]) => quote(n)).join(", ")}) FROM '/dev/blob' WITH (FORMAT csv)`;
  let lines: string[] = [];
  let count = 0;
  const flush = async () => {
    if (lines.length === 0) return;
    const blob = new Blob([lines.join("\n")]);
    count += lines.length;
    lines = [];
    await copier.query(statement, [], { blob });
  };
  for (const row of data) {
    const r = row as Row;
    lines.push(columns.map(([n, t]) => csvField(r[n], t)).join(","));
    if (lines.length >= COPY_CHUNK_ROWS) await flush();
  }
  await flush();
  return count;
}

const markdown = new Marked({ gfm: true, async: false });
const SANITIZE: sanitizeHtml.IOptions = {
  allowedTags: [...sanitizeHtml.defaults.allowedTags, "img"],
  allowedAttributes: { ...sanitizeHtml.defaults.allowedAttributes, a: ["href", "name", "title", "rel"], img: ["src", "alt", "title", "width", "height"] },
  allowedSchemes: ["http", "https", "mailto"],
  transformTags: { a: sanitizeHtml.simpleTransform("a", { rel: "noopener noreferrer nofollow" }) },
};

/** News body: markdown rendered by marked, then sanitised (scripts, handlers, odd schemes removed). */
export function renderMarkdown(source: string): string {
  return sanitizeHtml(markdown.parse(source) as string, SANITIZE).trim();
}

/** Lower-cased title, description, then confirmed sets' custom names and artist names. */
export function searchText(title: string, description: string, names: Iterable<string>): string {
  const parts = [title, description];
  const seen = new Set<string>();
  for (const n of names) {
    if (n && !seen.has(n)) {
      seen.add(n);
      parts.push(n);
    }
  }
  return parts
    .filter((p) => p.length > 0)
    .join(" ")
    .toLowerCase();
}

const PAGE_COLUMNS = [
  ["id", "integer"],
  ["name", "text"],
  ["image_url", "text"],
  ["description", "text"],
  ["genre_ids", "integer[]"],
  ["links", "jsonb"],
  ["is_verified", "boolean"],
  ["published", "boolean"],
  ["contact_emails", "jsonb"],
  ["updated_at", "timestamptz"],
] as const satisfies readonly Column[];

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

interface SetAside {
  indexes: { name: string; def: string }[];
  foreignKeys: { table: string; name: string; def: string }[];
}

/**
 * Drops the secondary indexes (not primary keys, not those behind a constraint) and the foreign
 * keys of `tables`, returning their definitions as the catalogue states them, so restoreSchema
 * puts back exactly what was there. Only inside the load's transaction: on failure the rollback
 * restores them too.
 */
async function setAsideIndexesAndForeignKeys(tx: Executor, tables: string[]): Promise<SetAside> {
  const list = sql.join(tables.map((t) => sql`${t}`), sql`, `);
  const fks = (await tx.execute(sql`
    SELECT con.conrelid::regclass::text AS "table", con.conname AS name, pg_get_constraintdef(con.oid) AS def
    FROM pg_constraint con
    JOIN pg_class c ON c.oid = con.conrelid
    WHERE con.contype = 'f' AND c.relnamespace = current_schema()::regnamespace AND c.relname IN (${list})
    ORDER BY 1, 2`)) as unknown as { rows: SetAside["foreignKeys"] };
  const indexes = (await tx.execute(sql`
    SELECT i.indexrelid::regclass::text AS name, pg_get_indexdef(i.indexrelid) AS def
    FROM pg_index i
    JOIN pg_class c ON c.oid = i.indrelid
    WHERE c.relnamespace = current_schema()::regnamespace AND c.relname IN (${list})
      AND NOT i.indisprimary AND NOT i.indisunique
      AND NOT EXISTS (SELECT 1 FROM pg_constraint con WHERE con.conindid = i.indexrelid)
    ORDER BY 1`)) as unknown as { rows: SetAside["indexes"] };
  for (const fk of fks.rows) await tx.execute(sql.raw(`ALTER TABLE ${fk.table} DROP CONSTRAINT ${quote(fk.name)}`));
  for (const ix of indexes.rows) await tx.execute(sql.raw(`DROP INDEX ${ix.name}`));
  return { indexes: indexes.rows, foreignKeys: fks.rows };
}

async function restoreSchema(tx: Executor, aside: SetAside, step: (name: string) => void): Promise<void> {
  for (const ix of aside.indexes) {
    await tx.execute(sql.raw(ix.def));
    step(`  index ${ix.name}`);
  }
  for (const fk of aside.foreignKeys) {
    await tx.execute(sql.raw(`ALTER TABLE ${fk.table} ADD CONSTRAINT ${quote(fk.name)} ${fk.def}`));
    step(`  foreign key ${fk.name}`);
  }
}

export async function loadWorld(db: Db, world: ResolvedWorld, options: LoadOptions = {}): Promise<LoadResult> {
  const tokens: LoadedToken[] = [];
  const counts: Record<string, number> = {};
  let mark = performance.now();
  const step = (name: string) => {
    const at = performance.now();
    options.onStep?.(name, at - mark);
    mark = at;
  };

  // Everything CPU-bound (hashing, rendering) happens before the transaction opens.
  const genreIds = new Map(world.genres.map((g) => [g.name, g.id]));
  const toGenreIds = (names: string[]) => names.map((n) => genreIds.get(n)!);
  const crewIds = new Map(world.crews.map((c) => [c.slug, c.id]));
  const artistNames = new Map(world.artists.map((a) => [a.id, a.name]));

  const pageRow = (p: ResolvedWorld["artists"][number]): Row => ({
    id: p.id,
    name: p.name,
    image_url: p.image_url,
    description: p.description,
    genre_ids: toGenreIds(p.genres),
    links: p.links,
    is_verified: p.is_verified,
    published: p.published,
    contact_emails: p.contact_emails,
    updated_at: p.updated_at,
  });

  const pageManagers: Row[] = [];
  for (const [type, pages] of [
    ["artist", world.artists],
    ["promoter", world.promoters],
    ["venue", world.venues],
  ] as const) {
    for (const p of pages) for (const slug of p.managed_by) pageManagers.push({ crew_id: crewIds.get(slug)!, page_type: type, page_id: p.id });
  }

  // Event rows are produced while inserting, table by table, so a large world is never held twice.
  function* eventRows(): Generator<Row> {
    for (const e of world.events) {
      const names: string[] = [];
      for (const s of e.lineup) {
        if (!s.confirmed) continue;
        if (s.name) names.push(s.name);
        for (const a of s.artists) names.push(artistNames.get(a) ?? "");
      }
      yield {
        id: e.id,
        title: e.title,
        description: e.description,
        type: e.type,
        timezone: e.timezone,
        starts_at: e.starts_at,
        ends_at: e.ends_at,
        image_url: e.image_url,
        published: e.published,
        updated_at: e.updated_at,
        venue_id: e.venue,
        genre_ids: toGenreIds(e.genres),
        timetable_published: e.timetable_published,
        stages: e.stages,
        days: e.days.map((d) => ({ name: d.name, starts_at: d.starts_at.toISOString(), ends_at: d.ends_at.toISOString() })),
        search_text: searchText(e.title, e.description, names),
      };
    }
  }
  function* eventPromoterRows(): Generator<Row> {
    for (const e of world.events) for (const [position, promoterId] of e.promoters.entries()) yield { event_id: e.id, promoter_id: promoterId, position };
  }
  // Set ids are 1..n in document order; both generators walk the sets in the same order.
  function* setRows(): Generator<Row> {
    let id = 0;
    for (const e of world.events) {
      for (const [position, s] of e.lineup.entries()) {
        id += 1;
        yield { id, event_id: e.id, position, name: s.name, stage: s.stage, start_at: s.start, end_at: s.end, confirmed: s.confirmed };
      }
    }
  }
  function* setArtistRows(): Generator<Row> {
    let id = 0;
    for (const e of world.events) {
      for (const s of e.lineup) {
        id += 1;
        for (const [position, artistId] of s.artists.entries()) yield { set_id: id, artist_id: artistId, position, event_id: e.id, confirmed: s.confirmed };
      }
    }
  }
  const setCount = world.events.reduce((n, e) => n + e.lineup.length, 0);
  function* tierRows(): Generator<Row> {
    for (const e of world.events) {
      for (const [position, t] of e.ticket_tiers.entries()) {
        yield {
          id: t.id,
          event_id: e.id,
          position,
          name: t.name,
          description: t.description,
          price: t.price,
          currency: t.currency,
          sale_start: t.sale_start,
          sale_end: t.sale_end,
          max_per_order: t.max_per_order,
          stock: t.stock,
          sold: t.sold,
          public: t.public,
          off_sale: t.off_sale,
          bundle_size: t.bundle_size,
        };
      }
    }
  }
  function* albumRows(): Generator<Row> {
    for (const e of world.events) {
      for (const [position, a] of e.gallery.entries()) yield { id: a.id, event_id: e.id, position, name: a.name, description: a.description, private: a.private };
    }
  }
  function* photoRows(): Generator<Row> {
    for (const e of world.events) {
      for (const a of e.gallery) {
        for (const [position, p] of a.photos.entries()) yield { id: p.id, album_id: a.id, position, url: p.url, width: p.width, height: p.height, uploading: p.uploading };
      }
    }
  }
  function* presaleRows(): Generator<Row> {
    for (const e of world.events) {
      for (const [position, p] of e.presales.entries()) {
        yield {
          token: p.token,
          event_id: e.id,
          position,
          status: p.status,
          draft: p.draft,
          featured: p.featured,
          featured_mode: p.featured_mode,
          registration_opens_at: p.registration_opens_at,
          registration_closes_at: p.registration_closes_at,
          teaser: p.teaser,
          hidden: p.hidden,
        };
      }
    }
  }

  const news = world.news.map((n) => ({
    id: n.id,
    owner_type: n.owner.type,
    owner_id: n.owner.id,
    title: n.title,
    body_markdown: n.body_markdown,
    body_html: renderMarkdown(n.body_markdown),
    hero_image_url: n.hero_image_url,
    published_at: n.published_at,
    draft: n.draft,
  }));

  const presskits = world.presskits.map((k) => ({
    id: k.id,
    artist_id: k.artist_id,
    title: k.title,
    status: k.status,
    password_hash: k.password !== null ? hashPassword(k.password) : k.password_hash,
    is_default: k.is_default,
    updated_at: k.updated_at,
    sections: k.sections,
    style: k.style,
    bio_version: k.bio_version,
    bio_overrides: k.bio_overrides,
    press_quotes: k.press_quotes,
    files: k.files,
  }));

  const forms = world.forms.map((f) => ({
    id: f.id,
    crew_id: crewIds.get(f.crew)!,
    slug: f.slug,
    title: f.title,
    description: f.description,
    owner_type: f.owner.type,
    owner_id: f.owner.type === "crew" ? null : f.owner.id,
    draft: f.draft,
    opens_at: f.opens_at,
    closes_at: f.closes_at,
    max_responses: f.max_responses,
    responses: f.responses,
    captures_contact: f.captures_contact,
    definition_version: f.definition_version,
    settings: f.settings,
    questions: f.questions,
  }));

  const keys = world.keys.map((k) => {
    let token = k.token;
    let generated = false;
    if (token === null && k.token_hash === null) {
      token = generateToken(k.type);
      generated = true;
    }
    if (generated && token !== null) tokens.push({ crew: k.crew, name: k.name, type: k.type, token, state: k.state });
    return {
      id: k.id,
      crew_id: crewIds.get(k.crew)!,
      name: k.name,
      type: k.type,
      token_hash: token !== null ? hashToken(token) : k.token_hash,
      prefix: token !== null ? tokenPrefix(token) : k.prefix,
      last4: token !== null ? tokenLast4(token) : k.last4,
      scopes: k.scopes,
      websites: k.websites,
      storefront_origins: k.storefront_origins,
      state: k.state,
      expires_at: k.expires_at,
      created_at: k.created_at,
      rate_per_minute: k.rate_limit?.per_minute ?? null,
      rate_per_day: k.rate_limit?.per_day ?? null,
      rotated_from_id: k.rotated_from,
      rotated_at: k.rotated_at,
      last_used_at: k.last_used_at,
    };
  });

  const rowCount = world.events.reduce((n, e) => n + 1 + e.lineup.length * 2 + e.ticket_tiers.length + e.promoters.length, pageManagers.length);
  const bulk = options.bulk ?? rowCount > BULK_THRESHOLD;
  const loaded = ALL_TABLES.filter((t) => t !== "settings");
  step("prepare rows");
  await db.transaction(async (tx) => {
    await tx.execute(sql.raw(`TRUNCATE TABLE ${loaded.map(quote).join(", ")} RESTART IDENTITY`));
    await tx.execute(sql`DELETE FROM settings WHERE key <> 'cursor_secret'`);
    await tx.execute(sql`INSERT INTO settings (key, value) VALUES ('site_url', ${JSON.stringify(world.site_url)}::jsonb), ('default_fee', ${JSON.stringify(world.default_fee)}::jsonb)`);
    await tx.execute(sql`INSERT INTO settings (key, value) VALUES ('cursor_secret', ${JSON.stringify(randomBytes(32).toString("hex"))}::jsonb) ON CONFLICT (key) DO NOTHING`);
    step("clear tables and settings");
    const aside = bulk ? await setAsideIndexesAndForeignKeys(tx, loaded) : null;
    const copier = bulk ? pgliteCopier(db, tx) : null;
    if (aside) step(`set aside ${aside.indexes.length} indexes and ${aside.foreignKeys.length} foreign keys; rows by ${copier ? "COPY" : "json_to_recordset"}`);
    const write = (table: string, columns: readonly Column[], data: Iterable<object>) => (copier ? copyRows(copier, table, columns, data) : insertRows(tx, table, columns, data));

    counts.crews = await write(
      "crews",
      [
        ["id", "uuid"],
        ["name", "text"],
        ["slug", "text"],
        ["plan", "text"],
        ["owner_email", "text"],
      ],
      world.crews,
    );
    step("crews");
    counts.genres = await write(
      "genres",
      [
        ["id", "integer"],
        ["name", "text"],
      ],
      world.genres,
    );
    step("genres");
    counts.artists = await write("artists", PAGE_COLUMNS, world.artists.map(pageRow));
    counts.promoters = await write("promoters", [...PAGE_COLUMNS, ["fee", "jsonb"]], world.promoters.map((p) => ({ ...pageRow(p), fee: p.fee })));
    counts.venues = await write(
      "venues",
      [...PAGE_COLUMNS, ["address", "text"], ["city", "text"], ["country", "text"], ["lat", "double precision"], ["lng", "double precision"], ["capacity", "jsonb"]],
      world.venues.map((v) => ({ ...pageRow(v), ...(v.location ?? {}), capacity: v.capacity })),
    );
    step("pages");
    counts.page_managers = await write(
      "page_managers",
      [
        ["crew_id", "uuid"],
        ["page_type", "text"],
        ["page_id", "integer"],
      ],
      pageManagers,
    );
    step("page_managers");
    counts.events = await write(
      "events",
      [
        ["id", "integer"],
        ["title", "text"],
        ["description", "text"],
        ["type", "text"],
        ["timezone", "text"],
        ["starts_at", "timestamptz"],
        ["ends_at", "timestamptz"],
        ["image_url", "text"],
        ["published", "boolean"],
        ["updated_at", "timestamptz"],
        ["venue_id", "integer"],
        ["genre_ids", "integer[]"],
        ["timetable_published", "boolean"],
        ["stages", "text[]"],
        ["days", "jsonb"],
        ["search_text", "text"],
      ],
      eventRows(),
    );
    step("events");
    counts.event_promoters = await write(
      "event_promoters",
      [
        ["event_id", "integer"],
        ["promoter_id", "integer"],
        ["position", "integer"],
      ],
      eventPromoterRows(),
    );
    step("event_promoters");
    counts.lineup_sets = await write(
      "lineup_sets",
      [
        ["id", "integer"],
        ["event_id", "integer"],
        ["position", "integer"],
        ["name", "text"],
        ["stage", "text"],
        ["start_at", "timestamptz"],
        ["end_at", "timestamptz"],
        ["confirmed", "boolean"],
      ],
      setRows(),
    );
    step("lineup_sets");
    await tx.execute(sql`SELECT setval(pg_get_serial_sequence('lineup_sets', 'id'), ${setCount + 1}::bigint, false)`);
    counts.lineup_set_artists = await write(
      "lineup_set_artists",
      [
        ["set_id", "integer"],
        ["artist_id", "integer"],
        ["position", "integer"],
        ["event_id", "integer"],
        ["confirmed", "boolean"],
      ],
      setArtistRows(),
    );
    step("lineup_set_artists");
    counts.ticket_tiers = await write(
      "ticket_tiers",
      [
        ["id", "text"],
        ["event_id", "integer"],
        ["position", "integer"],
        ["name", "text"],
        ["description", "text"],
        ["price", "numeric"],
        ["currency", "text"],
        ["sale_start", "timestamptz"],
        ["sale_end", "timestamptz"],
        ["max_per_order", "integer"],
        ["stock", "integer"],
        ["sold", "integer"],
        ["public", "boolean"],
        ["off_sale", "boolean"],
        ["bundle_size", "integer"],
      ],
      tierRows(),
    );
    step("ticket_tiers");
    counts.gallery_albums = await write(
      "gallery_albums",
      [
        ["id", "integer"],
        ["event_id", "integer"],
        ["position", "integer"],
        ["name", "text"],
        ["description", "text"],
        ["private", "boolean"],
      ],
      albumRows(),
    );
    step("gallery_albums");
    counts.gallery_photos = await write(
      "gallery_photos",
      [
        ["id", "integer"],
        ["album_id", "integer"],
        ["position", "integer"],
        ["url", "text"],
        ["width", "integer"],
        ["height", "integer"],
        ["uploading", "boolean"],
      ],
      photoRows(),
    );
    step("gallery_photos");
    counts.presales = await write(
      "presales",
      [
        ["token", "text"],
        ["event_id", "integer"],
        ["position", "integer"],
        ["status", "text"],
        ["draft", "boolean"],
        ["featured", "boolean"],
        ["featured_mode", "text"],
        ["registration_opens_at", "timestamptz"],
        ["registration_closes_at", "timestamptz"],
        ["teaser", "jsonb"],
        ["hidden", "jsonb"],
      ],
      presaleRows(),
    );
    step("presales");
    counts.news = await write(
      "news",
      [
        ["id", "integer"],
        ["owner_type", "text"],
        ["owner_id", "integer"],
        ["title", "text"],
        ["body_markdown", "text"],
        ["body_html", "text"],
        ["hero_image_url", "text"],
        ["published_at", "timestamptz"],
        ["draft", "boolean"],
      ],
      news,
    );
    step("news");
    counts.partners = await write(
      "partners",
      [
        ["id", "integer"],
        ["owner_type", "text"],
        ["owner_id", "integer"],
        ["name", "text"],
        ["logo_url", "text"],
        ["website_url", "text"],
        ["position", "integer"],
      ],
      world.partners.map((p) => ({ ...p, owner_type: p.owner.type, owner_id: p.owner.id })),
    );
    step("partners");
    counts.presskits = await write(
      "presskits",
      [
        ["id", "uuid"],
        ["artist_id", "integer"],
        ["title", "text"],
        ["status", "text"],
        ["password_hash", "text"],
        ["is_default", "boolean"],
        ["updated_at", "timestamptz"],
        ["sections", "text[]"],
        ["style", "jsonb"],
        ["bio_version", "text"],
        ["bio_overrides", "jsonb"],
        ["press_quotes", "jsonb"],
        ["files", "jsonb"],
      ],
      presskits,
    );
    step("presskits");
    counts.forms = await write(
      "forms",
      [
        ["id", "uuid"],
        ["crew_id", "uuid"],
        ["slug", "text"],
        ["title", "text"],
        ["description", "text"],
        ["owner_type", "text"],
        ["owner_id", "integer"],
        ["draft", "boolean"],
        ["opens_at", "timestamptz"],
        ["closes_at", "timestamptz"],
        ["max_responses", "integer"],
        ["responses", "integer"],
        ["captures_contact", "boolean"],
        ["definition_version", "integer"],
        ["settings", "jsonb"],
        ["questions", "jsonb"],
      ],
      forms,
    );
    step("forms");
    counts.api_keys = await write(
      "api_keys",
      [
        ["id", "uuid"],
        ["crew_id", "uuid"],
        ["name", "text"],
        ["type", "text"],
        ["token_hash", "text"],
        ["prefix", "text"],
        ["last4", "text"],
        ["scopes", "text[]"],
        ["websites", "text[]"],
        ["storefront_origins", "text[]"],
        ["state", "text"],
        ["expires_at", "timestamptz"],
        ["created_at", "timestamptz"],
        ["rate_per_minute", "integer"],
        ["rate_per_day", "integer"],
        ["rotated_from_id", "uuid"],
        ["rotated_at", "timestamptz"],
        ["last_used_at", "timestamptz"],
      ],
      keys,
    );
    step("api_keys");

    await refreshCrewGraph(tx);
    step("crew_events");
    const graph = (await tx.execute(sql`SELECT count(*)::int AS n FROM crew_events`)) as unknown as { rows: { n: number }[] };
    counts.crew_events = graph.rows[0]?.n ?? 0;
    if (aside) {
      await restoreSchema(tx, aside, step);
      step("rebuild indexes and foreign keys");
      // Fresh statistics, so the first reads after a big load get good plans.
      await tx.execute(sql.raw(`ANALYZE ${loaded.map(quote).join(", ")}`));
      step("analyze");
    }
  });

  step("commit");
  return { tokens, counts };
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
