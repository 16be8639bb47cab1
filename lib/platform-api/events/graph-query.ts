/**
 * The crew graph (`crew_events`) for one event: its rows deleted and computed again from the
 * event's promoters, venue and confirmed sets by the rule of the full rebuild (refreshCrewGraphOf in
 * lib/crew/graph-refresh.ts; an unpublished event has no rows). Runs inside the caller's
 * transaction, so the graph changes together with the event.
 */
import { eq } from "drizzle-orm";
import { refreshCrewGraphOf } from "@/lib/crew/graph-refresh";
import { crewEvents } from "@/lib/db/schema";
import type { Tx } from "../tx";

/** The crews that see the event now (their crew_events rows), sorted. */
export async function crewsSeeing(tx: Tx, eventId: number): Promise<string[]> {
  const rows = await tx.select({ crewId: crewEvents.crewId }).from(crewEvents).where(eq(crewEvents.eventId, eventId));
  return rows.map((r) => r.crewId).sort();
}

/** Recomputes the event's rows; returns the crews that saw it before and see it after. */
export async function refreshEventGraph(tx: Tx, eventId: number): Promise<{ before: string[]; after: string[]; added: string[] }> {
  const before = await crewsSeeing(tx, eventId);
  await refreshCrewGraphOf(tx, eventId);
  const after = await crewsSeeing(tx, eventId);
  const had = new Set(before);
  return { before, after, added: after.filter((c) => !had.has(c)) };
}
