import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { refreshCrewGraph } from "../../lib/crew/graph-refresh";
import { openPglite, rows, type Database } from "../../lib/db/client";
import { loadWorldJson } from "../../lib/world/load";
import { exampleWorld } from "./snapshot";

interface GraphRow {
  crew: string;
  event_id: number;
  via_promoter: boolean;
  via_venue: boolean;
  via_artist: boolean;
  starts_match: boolean;
  updated_match: boolean;
}

let database: Database;

async function graph(): Promise<GraphRow[]> {
  return rows<GraphRow>(
    database.db,
    sql`SELECT c.slug AS crew, ce.event_id, ce.via_promoter, ce.via_venue, ce.via_artist, ce.starts_at IS NOT DISTINCT FROM e.starts_at AS starts_match, ce.updated_at = e.updated_at AS updated_match
        FROM crew_events ce JOIN crews c ON c.id = ce.crew_id JOIN events e ON e.id = ce.event_id
        ORDER BY c.slug, ce.event_id`,
  );
}

const eventsOf = (g: GraphRow[], crew: string) => g.filter((r) => r.crew === crew).map((r) => r.event_id);

beforeAll(async () => {
  database = await openPglite(null);
  await loadWorldJson(database.db, exampleWorld());
});
afterAll(async () => {
  await database?.close();
});

describe("crew_events for the example world", () => {
  it("gives nightshift its promoters', venue's and roster's published events, not the unpublished 103", async () => {
    const g = await graph();
    expect(eventsOf(g, "nightshift")).toEqual([100, 101, 102]);
    expect(g.filter((r) => r.crew === "nightshift")).toEqual([
      // 100: promoter 20, venue 30, Ada Volt (10) and Esme Quill (14) on confirmed sets.
      { crew: "nightshift", event_id: 100, via_promoter: true, via_venue: true, via_artist: true, starts_match: true, updated_match: true },
      // 101: promoter 20 second in display order, foreign venue 32, Ada Volt and Esme Quill.
      { crew: "nightshift", event_id: 101, via_promoter: true, via_venue: false, via_artist: true, starts_match: true, updated_match: true },
      { crew: "nightshift", event_id: 102, via_promoter: true, via_venue: true, via_artist: true, starts_match: true, updated_match: true },
    ]);
  });

  it("gives harbour 104, and not 100 where its artist 13 only has an unconfirmed set", async () => {
    const g = await graph();
    expect(eventsOf(g, "harbour")).toEqual([104]);
    expect(g.find((r) => r.crew === "harbour")).toEqual({ crew: "harbour", event_id: 104, via_promoter: true, via_venue: false, via_artist: true, starts_match: true, updated_match: true });
  });

  it("copies event_id and confirmed onto every set artist", async () => {
    const mismatched = await rows(
      database.db,
      sql`SELECT 1 FROM lineup_set_artists lsa JOIN lineup_sets s ON s.id = lsa.set_id WHERE lsa.event_id <> s.event_id OR lsa.confirmed <> s.confirmed`,
    );
    expect(mismatched).toEqual([]);
    const unconfirmed = await rows<{ artist_id: number; event_id: number }>(database.db, sql`SELECT artist_id, event_id FROM lineup_set_artists WHERE NOT confirmed`);
    expect(unconfirmed).toEqual([{ artist_id: 13, event_id: 100 }]);
  });

  it("leaves unconfirmed artists out of search_text", async () => {
    const [e] = await rows<{ search_text: string }>(database.db, sql`SELECT search_text FROM events WHERE id = 100`);
    expect(e!.search_text).toBe("volt night all night long. ada volt cleo marsh esme quill secret guest bram okafor");
    expect(e!.search_text).not.toContain("dmitri");
  });

  it("follows a change when rebuilt: confirming the set puts 100 in harbour's graph, unpublishing removes it", async () => {
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`UPDATE lineup_set_artists SET confirmed = true WHERE artist_id = 13 AND event_id = 100`);
      await refreshCrewGraph(tx);
    });
    let g = await graph();
    expect(eventsOf(g, "harbour")).toEqual([100, 104]);
    expect(g.find((r) => r.crew === "harbour" && r.event_id === 100)).toMatchObject({ via_promoter: false, via_venue: false, via_artist: true });

    await database.db.execute(sql`UPDATE events SET published = false WHERE id = 100`);
    await refreshCrewGraph(database.db);
    g = await graph();
    expect(eventsOf(g, "harbour")).toEqual([104]);
    expect(eventsOf(g, "nightshift")).toEqual([101, 102]);

    // A new load replaces the graph with the file's.
    await loadWorldJson(database.db, exampleWorld());
    g = await graph();
    expect(eventsOf(g, "nightshift")).toEqual([100, 101, 102]);
    expect(eventsOf(g, "harbour")).toEqual([104]);
  });
});
