/** Programme statistics for the owner (GET /v1/ambassador-stats), through the pure `programmeStats`. */
import { eq } from "drizzle-orm";
import { scopeDb, type CrewScope } from "@/lib/crew/scope";
import { ambassadorMembers } from "@/lib/db/schema";
import { notFound } from "@/lib/http/problem";
import { programmeStats, type TimeWindow } from "./rules";
import { programmeOrders, reachProgramme, type Owner } from "./programme-query";

export async function statsOf(crew: CrewScope, owner: Owner, window: TimeWindow | null) {
  const reached = await reachProgramme(crew, owner);
  if (!reached) throw notFound();
  const db = scopeDb(crew);
  const id = reached.programme.id;
  const [members, facts] = await Promise.all([
    db.select({ code: ambassadorMembers.code, status: ambassadorMembers.status, joined_at: ambassadorMembers.joinedAt }).from(ambassadorMembers).where(eq(ambassadorMembers.programId, id)),
    programmeOrders(db, id),
  ]);
  return programmeStats(members, facts, window);
}
