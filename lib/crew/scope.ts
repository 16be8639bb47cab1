/**
 * The tenant a keyed handler works for. The pipeline builds one `CrewScope` per request from the
 * authenticated key; handlers receive it as `ctx.crew` and never see a database handle. Every read
 * of crew data goes through a query module that takes the scope (`rosterArtist(crew, id)`,
 * `visibleEvent(crew, id)`, `crew.manages("venue", id)`), so a query cannot be written without
 * the crew it is for.
 *
 * Only query modules (reach.ts, *-query.ts, queries.ts, lib/crew/**) open the scope with
 * `scopeDb`/`scopeStore`; ESLint refuses those calls, and imports of the database client or the
 * app, in handler files (endpoints.ts, endpoint.ts, *-handlers.ts). See docs/architecture.md.
 */
import { and, eq, inArray } from "drizzle-orm";
import type { CrewRecord, KeyRecord } from "@/lib/auth/authenticate";
import { keyLimits, type KeyLimits } from "@/lib/limits/plans";
import type { Db } from "@/lib/db/client";
import { crewEvents, pageManagers } from "@/lib/db/schema";
import { genreNames } from "./genres";
import type { App } from "@/lib/root/types";
import { site, type Site } from "./site";
import type { Store } from "@/lib/kv/store";

export type PageType = "artist" | "promoter" | "venue";

/** How much of a page a crew sees: its own pages in full, everyone else's at the public tier. */
export type Tier = "full" | "public";

const services = new WeakMap<CrewScope, App>();
const scopes = new WeakMap<CrewRecord, CrewScope>();

export class CrewScope {
  readonly id: string;
  readonly name: string;
  readonly slug: string;
  readonly plan: string;
  readonly ownerEmail: string;

  constructor(crew: CrewRecord, app: App) {
    this.id = crew.id;
    this.name = crew.name;
    this.slug = crew.slug;
    this.plan = crew.plan;
    this.ownerEmail = crew.ownerEmail;
    services.set(this, app);
  }

  /**
   * The scope of a crew record. A scope holds nothing that changes, so the key cache's record (the
   * same object until it is reloaded) gets the same scope request after request.
   */
  static of(crew: CrewRecord, app: App): CrewScope {
    const known = scopes.get(crew);
    if (known && services.get(known) === app) return known;
    const scope = new CrewScope(crew, app);
    scopes.set(crew, scope);
    return scope;
  }

  /** The tier a page is shown at to this crew: managed pages carry `contact_emails`. */
  tierOf(managed: boolean): Tier {
    return managed ? "full" : "public";
  }

  /** The budgets and allowances of a key of this crew (its plan, or the key's own figures). */
  limitsOf(key: Pick<KeyRecord, "ratePerMinute" | "ratePerDay">): KeyLimits {
    return keyLimits(this.plan, key);
  }

  /** Genre id → name: platform-wide, the same for every crew. */
  genres(): Promise<Map<number, string>> {
    return genreNames(scopeDb(this));
  }

  /** The public site's address and default fee: platform-wide. */
  site(): Promise<Site> {
    return site(scopeDb(this));
  }

  /** Ids of the pages of one type the crew manages. */
  async managedIds(type: PageType): Promise<number[]> {
    const found = await scopeDb(this)
      .select({ id: pageManagers.pageId })
      .from(pageManagers)
      .where(and(eq(pageManagers.crewId, this.id), eq(pageManagers.pageType, type)));
    return found.map((r) => r.id);
  }

  async manages(type: PageType, id: number): Promise<boolean> {
    const found = await scopeDb(this)
      .select({ id: pageManagers.pageId })
      .from(pageManagers)
      .where(and(eq(pageManagers.crewId, this.id), eq(pageManagers.pageType, type), eq(pageManagers.pageId, id)))
      .limit(1);
    return found.length > 0;
  }

  /** Which of `ids` the crew manages. */
  async managedAmong(type: PageType, ids: number[]): Promise<Set<number>> {
    if (ids.length === 0) return new Set();
    const found = await scopeDb(this)
      .select({ id: pageManagers.pageId })
      .from(pageManagers)
      .where(and(eq(pageManagers.crewId, this.id), eq(pageManagers.pageType, type), inArray(pageManagers.pageId, ids)));
    return new Set(found.map((r) => r.id));
  }

  /** Whether a published event is in the crew graph (`crew_events` holds only those). */
  async seesEvent(eventId: number): Promise<boolean> {
    const found = await scopeDb(this)
      .select({ id: crewEvents.eventId })
      .from(crewEvents)
      .where(and(eq(crewEvents.crewId, this.id), eq(crewEvents.eventId, eventId)))
      .limit(1);
    return found.length > 0;
  }
}

/** The database, for a query module that reads or writes on behalf of this crew. */
export function scopeDb(crew: CrewScope): Db {
  return services.get(crew)!.database.db;
}

/** The shared store (limits, counters), for a module that keeps per-crew or per-key state. */
export function scopeStore(crew: CrewScope): Store {
  return services.get(crew)!.store;
}

/** The whole app, for the few modules that flush or inspect platform state for this crew. */
export function scopeApp(crew: CrewScope): App {
  return services.get(crew)!;
}
