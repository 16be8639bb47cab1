/**
 * POST /v1/ambassador-register. The pure `registration` rule decides (existing member, refused,
 * new); this module reads what it needs under a lock on the programme row, so the seat count and
 * the phone's uniqueness hold under concurrent sign-ups, and writes the member, its seat and its
 * session in that same transaction.
 */
import { randomUUID } from "node:crypto";
import { and, eq, ilike, or, sql } from "drizzle-orm";
import { disposableEmail, e164, memberCode, registration } from "@/lib/ambassadors/rules";
import { toMember } from "@/lib/ambassadors/serialize";
import type { CrewScope } from "@/lib/crew/scope";
import { scopeDb } from "@/lib/crew/scope";
import { ambassadorMembers, ambassadorPrograms } from "@/lib/db/schema";
import { bodyInvalid, conflict, notFound } from "@/lib/http/problem";
import { config } from "@/lib/config/config";
import { reachableProgramme } from "./programme-query";
import type { RegisterInput } from "./schemas";
import { mintSession } from "./session";

export interface Registered {
  created: boolean;
  member_id: string;
  code: string;
  status: "active" | "pending" | "suspended";
  session: { token: string; expires_at: string } | null;
}

/** A throw-away or blocked address, refused with 422 naming the field. */
export function refuseBlockedEmail(email: string, param = "email"): void {
  if (disposableEmail(email, config().ambassadorBlockedEmails)) {
    throw bodyInvalid([{ param, message: "This e-mail address is not accepted (a throw-away mail service or a blocked address)." }]);
  }
}

function isUniqueViolation(e: unknown): boolean {
  for (let cur: unknown = e, depth = 0; cur && typeof cur === "object" && depth < 4; cur = (cur as { cause?: unknown }).cause, depth++) {
    if ((cur as { code?: unknown }).code === "23505") return true;
  }
  return false;
}

const initialsPrefix = (code: string) => code.slice(0, code.indexOf("-") + 1);

export async function register(crew: CrewScope, body: RegisterInput, now: Date): Promise<Registered> {
  refuseBlockedEmail(body.email);
  const phone = e164(body.phone);
  if (phone === null) throw bodyInvalid([{ param: "phone", message: "Must be a real phone number in international form (+43 660 1234501)." }]);
  const programme = await reachableProgramme(crew, { type: body.owner_type, id: body.owner_id });
  if (!programme) throw notFound();
  const email = body.email.trim();
  const db = scopeDb(crew);

  // A concurrent sign-up can take the same phone or generated code between our read and insert:
  // the unique indexes refuse it, and one more pass reads the winner.
  for (let attempt = 0; ; attempt++) {
    try {
      return await db.transaction(async (tx) => {
        const [p] = await tx.select().from(ambassadorPrograms).where(eq(ambassadorPrograms.id, programme.id)).for("update");
        if (!p) throw notFound();
        const found = await tx
          .select()
          .from(ambassadorMembers)
          .where(and(eq(ambassadorMembers.programId, p.id), or(eq(ambassadorMembers.phone, phone), sql`lower(${ambassadorMembers.email}) = ${email.toLowerCase()}`)));
        const decision = registration(
          { signup_open: p.signupOpen, seats_left: p.seatsLeft, auto_approve: p.autoApprove },
          found.map((m) => ({ ...toMember(m), phone: m.phone })),
          phone,
          email,
        );
        if (decision.kind === "existing") {
          const m = decision.member;
          return { created: false, member_id: m.id, code: m.code, status: m.status, session: null };
        }
        if (decision.kind === "refused") {
          throw decision.reason === "already_registered"
            ? conflict("This phone number or e-mail address is already enrolled in the programme under other details. Sign in with the enrolled address instead.", { reason: "already_registered" })
            : conflict("Sign-up for this programme is closed.", { reason: "signup_closed" });
        }
        const probe = memberCode(body.first_name, body.last_name, []);
        const taken = await tx.select({ code: ambassadorMembers.code }).from(ambassadorMembers).where(ilike(ambassadorMembers.code, `${initialsPrefix(probe)}%`));
        const code = memberCode(body.first_name, body.last_name, taken.map((t) => t.code));
        const id = randomUUID();
        await tx.insert(ambassadorMembers).values({
          id,
          programId: p.id,
          firstName: body.first_name,
          lastName: body.last_name,
          email,
          phone,
          locale: body.locale ?? null,
          status: decision.status,
          code,
          joinedAt: now,
        });
        await tx.update(ambassadorPrograms).set({ seatsLeft: sql`${ambassadorPrograms.seatsLeft} - 1` }).where(eq(ambassadorPrograms.id, p.id));
        const session = await mintSession(tx, crew.id, id, now);
        return { created: true, member_id: id, code, status: decision.status, session };
      });
    } catch (e) {
      if (attempt < 3 && isUniqueViolation(e)) continue;
      throw e;
    }
  }
}
