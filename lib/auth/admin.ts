/**
 * The crew admin API's credential: a crew member's admin token (`svc_adm_…`), stored hashed.
 * Unknown or missing: 401 invalid_key (failed lookups metered per address, like keys); a lapsed
 * crew: 403 subscription_required; a member without admin rights (role member): 403 forbidden.
 */
import type { HeaderReader } from "@/lib/http/exchange";
import { and, eq } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { crewMembers, crews } from "@/lib/db/schema";
import type { AdminMember } from "@/lib/http/endpoint";
import { Problem, invalidKey } from "@/lib/http/problem";
import type { Store } from "@/lib/kv/store";
import type { CrewRecord } from "./authenticate";
import { countFailedLookup, refuseIfFailingTooOften } from "./failed-lookups";
import { hashToken } from "./token";

export const ADMIN_TOKEN_PATTERN = /^svc_adm_[A-Za-z0-9_]{20,64}$/;

export interface AdminAuth {
  crew: CrewRecord;
  member: AdminMember;
}

export async function authenticateAdmin(request: { headers: HeaderReader }, deps: { db: Db; store: Store; clientIp: string; now: Date }): Promise<AdminAuth> {
  const m = /^Bearer[ ]+(\S+)\s*$/i.exec(request.headers.get("authorization") ?? "");
  const token = m?.[1] ?? "";
  if (!ADMIN_TOKEN_PATTERN.test(token)) throw invalidKey();
  const nowMs = deps.now.getTime();
  await refuseIfFailingTooOften(deps.store, deps.clientIp, nowMs);
  const [row] = await deps.db
    .select({ crew: crews, email: crewMembers.email, role: crewMembers.role })
    .from(crewMembers)
    .innerJoin(crews, eq(crews.id, crewMembers.crewId))
    .where(and(eq(crewMembers.adminTokenHash, hashToken(token))))
    .limit(1);
  if (!row) {
    await countFailedLookup(deps.store, deps.clientIp, nowMs);
    throw invalidKey();
  }
  if (row.crew.plan !== "studio" && row.crew.plan !== "roster") throw new Problem("subscription_required", "The crew's plan no longer includes the API and its admin.");
  if (row.role !== "owner" && row.role !== "manage_api") throw new Problem("forbidden", "This member has no admin access: the crew owner or a member with the Manage API permission can use the admin API.");
  return { crew: row.crew, member: { email: row.email, role: row.role } };
}
