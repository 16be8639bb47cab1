/** What GET /v1/usage/history reads: this instance's queued calls written first, then the series and the key's last use. */
import { and, eq } from "drizzle-orm";
import type { KeyRecord } from "@/lib/auth/authenticate";
import { scopeApp, scopeDb, type CrewScope } from "@/lib/crew/scope";
import { apiKeys } from "@/lib/db/schema";
import { flushCalls } from "./calls";
import { readUsage, type StoredSeries } from "./usage-series";

export async function usageHistoryOf(crew: CrewScope, key: Pick<KeyRecord, "id">, nowMs: number): Promise<StoredSeries & { lastUsedAt: Date | null }> {
  await flushCalls(scopeApp(crew));
  const db = scopeDb(crew);
  const [series, [row]] = await Promise.all([
    readUsage(db, key.id, nowMs),
    db.select({ lastUsedAt: apiKeys.lastUsedAt }).from(apiKeys).where(and(eq(apiKeys.id, key.id), eq(apiKeys.crewId, crew.id))),
  ]);
  return { ...series, lastUsedAt: row?.lastUsedAt ?? null };
}
