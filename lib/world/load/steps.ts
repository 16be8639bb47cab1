/**
 * The steps of a load, in the order loadWorld runs them, all inside its one transaction. Each
 * writes one part of the world and reports itself as a step (the names bench/world-load.ts prints).
 */
import { randomBytes } from "node:crypto";
import { getTableName, sql } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import { refreshCrewGraph, type Executor } from "../../crew/graph-refresh";
import type { Db } from "../../db/client";
import * as schema from "../../db/schema";
import type { ResolvedWorld } from "../format";
import { restoreSchema, setAsideIndexesAndForeignKeys, type SetAside } from "./bulk";
import { LOADED_TABLES, quote } from "./columns";
import {
  albumRows,
  crewRow,
  eventPromoterRows,
  eventRows,
  pageRow,
  partnerRow,
  photoRows,
  presaleRows,
  promoterRow,
  setArtistRows,
  setRows,
  ticketTierRows,
  venueRow,
  type PreparedRows,
} from "./rows";
import { ambassadorProgramRow, badgeRows, claimRows, ledgerRows, memberRows, programEventRows, questRows, rewardRows, tierRows } from "./ambassador-rows";
import { couponRows, eventShopRow, productRows, shippingOptionRows, shopRow, variantRows } from "./shop-rows";
import { eventAccessCodeRows, eventCouponRows } from "./ticket-code-rows";
import { copyRows, insertRows, pgliteCopier, type BlobCopier } from "./write";

/** One load in progress: its transaction, how rows are written, and the row counts so far. */
export class WorldLoad {
  /** Rows written, by table. */
  readonly counts: Record<string, number> = {};
  /** What bulk mode dropped, to rebuild at the end; null outside bulk mode. */
  aside: SetAside | null = null;
  /** Set in bulk mode on PGlite: rows then go by COPY. */
  copier: BlobCopier | null = null;

  constructor(
    readonly db: Db,
    readonly tx: Executor,
    readonly bulk: boolean,
    readonly step: (name: string) => void,
  ) {}

  async write(table: PgTable, rows: Iterable<object>): Promise<void> {
    this.counts[getTableName(table)] = await (this.copier ? copyRows(this.copier, table, rows) : insertRows(this.tx, table, rows));
  }
}

const tableList = () => LOADED_TABLES.map(quote).join(", ");

/**
 * Empties every table the world fills (keys, outboxes, booking requests and the audit log
 * included) and writes the platform settings. `cursor_secret` is kept, or created when absent,
 * so cursors handed out before the load stay valid.
 */
export async function clearTablesAndSettings(load: WorldLoad, world: ResolvedWorld): Promise<void> {
  const { tx } = load;
  await tx.execute(sql.raw(`TRUNCATE TABLE ${tableList()} RESTART IDENTITY`));
  await tx.execute(sql`DELETE FROM settings WHERE key <> 'cursor_secret'`);
  await tx.execute(sql`INSERT INTO settings (key, value) VALUES ('site_url', ${JSON.stringify(world.site_url)}::jsonb), ('default_fee', ${JSON.stringify(world.default_fee)}::jsonb)`);
  await tx.execute(sql`INSERT INTO settings (key, value) VALUES ('cursor_secret', ${JSON.stringify(randomBytes(32).toString("hex"))}::jsonb) ON CONFLICT (key) DO NOTHING`);
  load.step("clear tables and settings");
}

/** Bulk mode only: drops secondary indexes and foreign keys, and on PGlite switches rows to COPY. */
export async function setAsideForBulkLoad(load: WorldLoad): Promise<void> {
  if (!load.bulk) return;
  const aside = await setAsideIndexesAndForeignKeys(load.tx, LOADED_TABLES);
  load.aside = aside;
  load.copier = pgliteCopier(load.db, load.tx);
  load.step(`set aside ${aside.indexes.length} indexes and ${aside.foreignKeys.length} foreign keys; rows by ${load.copier ? "COPY" : "json_to_recordset"}`);
}

export async function insertCrews(load: WorldLoad, { world }: PreparedRows): Promise<void> {
  await load.write(schema.crews, world.crews.map(crewRow));
  load.step("crews");
}

/** Members and the hashes of their admin tokens. */
export async function insertCrewMembers(load: WorldLoad, rows: PreparedRows): Promise<void> {
  await load.write(schema.crewMembers, rows.crewMembers);
  load.step("crew_members");
}

export async function insertGenres(load: WorldLoad, { world }: PreparedRows): Promise<void> {
  await load.write(schema.genres, world.genres);
  load.step("genres");
}

export async function insertPages(load: WorldLoad, { world, lookups }: PreparedRows): Promise<void> {
  await load.write(schema.artists, world.artists.map((a) => pageRow(a, lookups)));
  await load.write(schema.promoters, world.promoters.map((p) => promoterRow(p, lookups)));
  await load.write(schema.venues, world.venues.map((v) => venueRow(v, lookups)));
  load.step("pages");
}

export async function insertPageManagers(load: WorldLoad, rows: PreparedRows): Promise<void> {
  await load.write(schema.pageManagers, rows.pageManagers);
  load.step("page_managers");
}

export async function insertEvents(load: WorldLoad, { world, lookups }: PreparedRows): Promise<void> {
  await load.write(schema.events, eventRows(world, lookups));
  load.step("events");
  await load.write(schema.eventPromoters, eventPromoterRows(world));
  load.step("event_promoters");
}

/** Sets, then their artists. Set ids are numbered here (1..n), so the serial's sequence moves past them. */
export async function insertLineups(load: WorldLoad, { world }: PreparedRows): Promise<void> {
  await load.write(schema.lineupSets, setRows(world));
  load.step("lineup_sets");
  const setCount = world.events.reduce((n, e) => n + e.lineup.length, 0);
  await load.tx.execute(sql`SELECT setval(pg_get_serial_sequence('lineup_sets', 'id'), ${setCount + 1}::bigint, false)`);
  await load.write(schema.lineupSetArtists, setArtistRows(world));
  load.step("lineup_set_artists");
}

export async function insertTicketTiers(load: WorldLoad, { world }: PreparedRows): Promise<void> {
  await load.write(schema.ticketTiers, ticketTierRows(world));
  load.step("ticket_tiers");
}

/** Events' coupons and access codes (after the tiers the codes unlock). */
export async function insertTicketCodes(load: WorldLoad, { world }: PreparedRows): Promise<void> {
  await load.write(schema.eventCoupons, eventCouponRows(world));
  await load.write(schema.eventAccessCodes, eventAccessCodeRows(world));
  load.step("event_coupons and event_access_codes");
}

export async function insertGalleries(load: WorldLoad, { world }: PreparedRows): Promise<void> {
  await load.write(schema.galleryAlbums, albumRows(world));
  load.step("gallery_albums");
  await load.write(schema.galleryPhotos, photoRows(world));
  load.step("gallery_photos");
}

export async function insertPresales(load: WorldLoad, { world }: PreparedRows): Promise<void> {
  await load.write(schema.presales, presaleRows(world));
  load.step("presales");
}

/** Shops with their shipping options, coupons, products and variants; then event shops. */
export async function insertShops(load: WorldLoad, { world }: PreparedRows): Promise<void> {
  await load.write(schema.shops, world.shops.map(shopRow));
  await load.write(schema.shopShippingOptions, shippingOptionRows(world.shops));
  await load.write(schema.shopCoupons, couponRows(world.shops));
  await load.write(schema.shopProducts, productRows(world.shops));
  await load.write(schema.shopVariants, variantRows(world.shops));
  load.step("shops");
  await load.write(schema.eventShops, world.event_shops.map(eventShopRow));
  load.step("event_shops");
}

/** Ambassador programmes with their events, tiers, badges, quests, rewards, members, ledgers and claims. */
export async function insertAmbassadorPrograms(load: WorldLoad, { world }: PreparedRows): Promise<void> {
  const programmes = world.ambassador_programs;
  await load.write(schema.ambassadorPrograms, programmes.map(ambassadorProgramRow));
  await load.write(schema.ambassadorProgramEvents, programEventRows(programmes));
  await load.write(schema.ambassadorTiers, tierRows(programmes));
  await load.write(schema.ambassadorBadges, badgeRows(programmes));
  await load.write(schema.ambassadorQuests, questRows(programmes));
  await load.write(schema.ambassadorRewards, rewardRows(programmes));
  load.step("ambassador_programs");
  await load.write(schema.ambassadorMembers, memberRows(programmes));
  await load.write(schema.ambassadorLedger, ledgerRows(programmes, false));
  await load.write(schema.ambassadorXpLedger, ledgerRows(programmes, true));
  await load.write(schema.ambassadorClaims, claimRows(programmes));
  load.step("ambassador_members");
}

/** News, partners and press kits. */
export async function insertContent(load: WorldLoad, rows: PreparedRows): Promise<void> {
  await load.write(schema.news, rows.news);
  load.step("news");
  await load.write(schema.partners, rows.world.partners.map(partnerRow));
  load.step("partners");
  await load.write(schema.presskits, rows.presskits);
  load.step("presskits");
}

export async function insertForms(load: WorldLoad, rows: PreparedRows): Promise<void> {
  await load.write(schema.forms, rows.forms);
  load.step("forms");
}

export async function insertApiKeys(load: WorldLoad, rows: PreparedRows): Promise<void> {
  await load.write(schema.apiKeys, rows.apiKeys);
  load.step("api_keys");
}

/**
 * Orders and payouts as they stand. The world is a state, not a stream of changes: nothing is
 * written to event_outbox, so a load sends no webhook call and no email.
 */
export async function insertOrdersAndPayouts(load: WorldLoad, rows: PreparedRows): Promise<void> {
  await load.write(schema.orders, rows.orders);
  load.step("orders");
  await load.write(schema.payouts, rows.payouts);
  load.step("payouts");
}

/** Webhooks with their secrets (kept as given: calls are signed with them); no deliveries. */
export async function insertWebhooks(load: WorldLoad, rows: PreparedRows): Promise<void> {
  await load.write(schema.webhooks, rows.webhooks);
  load.step("webhooks");
}

/** crew_events: which crew sees which event, computed from the rows just written. */
export async function materialiseCrewGraph(load: WorldLoad): Promise<void> {
  await refreshCrewGraph(load.tx);
  load.step("crew_events");
  const graph = (await load.tx.execute(sql`SELECT count(*)::int AS n FROM crew_events`)) as unknown as { rows: { n: number }[] };
  load.counts.crew_events = graph.rows[0]?.n ?? 0;
}

/** Bulk mode only: rebuilds what setAsideForBulkLoad dropped, then refreshes the statistics. */
export async function rebuildAfterBulkLoad(load: WorldLoad): Promise<void> {
  if (!load.aside) return;
  await restoreSchema(load.tx, load.aside, load.step);
  load.step("rebuild indexes and foreign keys");
  // Fresh statistics, so the first reads after a big load get good plans.
  await load.tx.execute(sql.raw(`ANALYZE ${tableList()}`));
  load.step("analyze");
}
