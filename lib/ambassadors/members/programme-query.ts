/**
 * Finding a programme for the members area; its rows become the pure rules' plain data through
 * lib/ambassadors/serialize. A programme is in reach when the crew manages its owner page; any
 * other owner reads as having no programme (the same 404), whatever exists there.
 */
import { and, asc, eq } from "drizzle-orm";
import type { Tier } from "@/lib/ambassadors/rules";
import { toTier, type MemberRow, type ProgrammeRow } from "@/lib/ambassadors/serialize";
import type { CrewScope } from "@/lib/crew/scope";
import { scopeDb } from "@/lib/crew/scope";
import type { Db } from "@/lib/db/client";
import { ambassadorProgramEvents, ambassadorPrograms, ambassadorTiers } from "@/lib/db/schema";

export type OwnerRef = { type: "promoter" | "venue"; id: number };

/** The programme of an owner page the crew manages, or null (no programme, or not the crew's). */
export async function reachableProgramme(crew: CrewScope, owner: OwnerRef): Promise<ProgrammeRow | null> {
  if (!(await crew.manages(owner.type, owner.id))) return null;
  const [row] = await scopeDb(crew)
    .select()
    .from(ambassadorPrograms)
    .where(and(eq(ambassadorPrograms.ownerType, owner.type), eq(ambassadorPrograms.ownerId, owner.id)))
    .limit(1);
  return row ?? null;
}

/** Whether the crew still manages the owner page of a programme (sessions and links stop working when it does not). */
export async function programmeInReach(crew: CrewScope, programme: Pick<ProgrammeRow, "ownerType" | "ownerId">): Promise<boolean> {
  return crew.manages(programme.ownerType, programme.ownerId);
}

export async function programmeEvents(db: Pick<Db, "select">, programmeId: string) {
  return db.select().from(ambassadorProgramEvents).where(eq(ambassadorProgramEvents.programId, programmeId)).orderBy(asc(ambassadorProgramEvents.position));
}

export async function programmeTiers(db: Pick<Db, "select">, programmeId: string): Promise<Tier[]> {
  const rows = await db.select().from(ambassadorTiers).where(eq(ambassadorTiers.programId, programmeId)).orderBy(asc(ambassadorTiers.position));
  return rows.map(toTier);
}

/** The member self-view answered by the profile route (never the phone). */
export const memberSelf = (m: MemberRow) => ({ id: m.id, first_name: m.firstName, last_name: m.lastName, email: m.email, locale: m.locale, status: m.status, code: m.code });
