/**
 * A signed-in member's own details: name, e-mail and locale (the rest, phone, status, code,
 * credits and XP, is the organiser's), and whether programme e-mails reach them.
 */
import { and, eq, ne, sql } from "drizzle-orm";
import type { CrewScope } from "@/lib/crew/scope";
import { scopeDb } from "@/lib/crew/scope";
import { ambassadorMembers } from "@/lib/db/schema";
import { bodyInvalid } from "@/lib/http/problem";
import { memberSelf } from "./programme-query";
import { refuseBlockedEmail } from "./register";
import type { ProfileInput } from "./schemas";
import type { SignedIn } from "./session";

export async function updateProfile(crew: CrewScope, who: SignedIn, body: ProfileInput) {
  if (body.email !== undefined) refuseBlockedEmail(body.email);
  const db = scopeDb(crew);
  const email = body.email?.trim();
  if (email !== undefined) {
    // One address per member in a programme keeps sign-in links unambiguous.
    const [other] = await db
      .select({ id: ambassadorMembers.id })
      .from(ambassadorMembers)
      .where(and(eq(ambassadorMembers.programId, who.programme.id), ne(ambassadorMembers.id, who.member.id), sql`lower(${ambassadorMembers.email}) = ${email.toLowerCase()}`))
      .limit(1);
    if (other) throw bodyInvalid([{ param: "email", message: "Another member of this programme uses this address." }]);
  }
  const [row] = await db
    .update(ambassadorMembers)
    .set({
      ...(body.first_name !== undefined ? { firstName: body.first_name } : {}),
      ...(body.last_name !== undefined ? { lastName: body.last_name } : {}),
      ...(email !== undefined ? { email } : {}),
      ...(body.locale !== undefined ? { locale: body.locale } : {}),
    })
    .where(eq(ambassadorMembers.id, who.member.id))
    .returning();
  return { member: memberSelf(row!) };
}

export async function setEmailPreference(crew: CrewScope, who: SignedIn, optOut: boolean): Promise<{ email_opt_out: boolean }> {
  const [row] = await scopeDb(crew)
    .update(ambassadorMembers)
    .set({ emailOptOut: optOut })
    .where(eq(ambassadorMembers.id, who.member.id))
    .returning({ optOut: ambassadorMembers.emailOptOut });
  return { email_opt_out: row!.optOut };
}
