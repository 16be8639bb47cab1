/**
 * The ambassador code on a platform order: it must name a member (codes are unique in the world
 * case-insensitively) of a programme whose codes work on the order's event. The order keeps the
 * code as the member has it. A sale is credited (`ambassador.sale_attributed`) to an active or
 * pending member; a suspended member's code is accepted on the order (the buyer paid with it) but
 * credits nobody, as its code no longer works anywhere (the ambassador-code lookup answers 404).
 */
import { and, eq, sql } from "drizzle-orm";
import { codeKey, codeUsable } from "@/lib/ambassadors/rules";
import type { Db } from "@/lib/db/client";
import { ambassadorMembers, ambassadorProgramEvents, ambassadorPrograms } from "@/lib/db/schema";
import { bodyInvalid } from "@/lib/http/problem";

type Reader = Pick<Db, "select">;

export interface OrderCode {
  /** The code as the member has it. */
  code: string;
  memberId: string;
  /** Whether the sale is credited to the member (not suspended). */
  attributed: boolean;
}

/** The member whose code the order carries, or a 422 naming `ambassador_code`. */
export async function resolveOrderCode(db: Reader, code: string, eventId: number): Promise<OrderCode> {
  const [member] = await db
    .select({ id: ambassadorMembers.id, code: ambassadorMembers.code, status: ambassadorMembers.status, programId: ambassadorMembers.programId, programName: ambassadorPrograms.name })
    .from(ambassadorMembers)
    .innerJoin(ambassadorPrograms, eq(ambassadorPrograms.id, ambassadorMembers.programId))
    .where(eq(sql`lower(${ambassadorMembers.code})`, codeKey(code)))
    .limit(1);
  if (!member) throw bodyInvalid([{ param: "ambassador_code", message: `no ambassador has the code ${JSON.stringify(code)}` }]);
  const [listed] = await db
    .select({ eventId: ambassadorProgramEvents.eventId })
    .from(ambassadorProgramEvents)
    .where(and(eq(ambassadorProgramEvents.programId, member.programId), eq(ambassadorProgramEvents.eventId, eventId)))
    .limit(1);
  if (!listed) {
    throw bodyInvalid([
      { param: "ambassador_code", message: `the code ${JSON.stringify(code)} belongs to the programme ${JSON.stringify(member.programName)}, whose codes do not work on event ${eventId}` },
    ]);
  }
  return { code: member.code, memberId: member.id, attributed: codeUsable(member) };
}
