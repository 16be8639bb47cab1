/** The calling key's audit log as GET /v1/audit-log reads it: this instance's queued calls written first. */
import type { KeyRecord } from "@/lib/auth/authenticate";
import { scopeApp, scopeDb, type CrewScope } from "@/lib/crew/scope";
import { readAudit, type AuditPage } from "./audit";
import { flushCalls } from "./calls";

/** The key's last `limit` calls, newest first, and how many the log holds (the key is the crew's own caller). */
export async function auditLogOf(crew: CrewScope, key: Pick<KeyRecord, "id">, limit: number, now: Date): Promise<AuditPage> {
  await flushCalls(scopeApp(crew));
  return readAudit(scopeDb(crew), key.id, limit, now);
}
