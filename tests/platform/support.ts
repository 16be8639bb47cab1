/**
 * Calls to the platform API in tests. They go through the same registry and pipeline as
 * `api.request` (tests/support/app.ts), without its OpenAPI contract check: that document covers
 * the partner API only, and platform routes are not in it.
 */
import { sql } from "drizzle-orm";
import { buildRequest, dispatch, toApiResponse, type ApiResponse, type TestApp } from "../support/app";
import { settleBackground } from "@/lib/http/after";
import { PLATFORM_TOKEN } from "../support/keys";

export async function platformCall(method: string, path: string, body?: unknown, token: string | null = PLATFORM_TOKEN): Promise<ApiResponse> {
  const headers: Record<string, string> = token ? { Authorization: `Bearer ${token}` } : {};
  const res = await toApiResponse(await dispatch(buildRequest(method, `/platform/v1${path}`, { headers, body })));
  await settleBackground();
  return res;
}

export interface OutboxRow {
  type: string;
  subject: Record<string, any>;
}

/** The outbox rows written so far, oldest first. */
export async function outbox(api: TestApp): Promise<OutboxRow[]> {
  const r = (await api.database.db.execute(sql`SELECT type, subject FROM event_outbox ORDER BY created_at, id`)) as unknown as { rows: OutboxRow[] };
  return r.rows;
}

/** The crews (by slug) that see an event in crew_events. */
export async function graphOf(api: TestApp, eventId: number): Promise<string[]> {
  const r = (await api.database.db.execute(
    sql`SELECT c.slug FROM crew_events ce JOIN crews c ON c.id = ce.crew_id WHERE ce.event_id = ${eventId} ORDER BY c.slug`,
  )) as unknown as { rows: { slug: string }[] };
  return r.rows.map((x) => x.slug);
}
