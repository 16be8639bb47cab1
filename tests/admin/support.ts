/**
 * The crew admin API in tests: the basic world's crew members and their admin tokens, and a caller
 * that sends a member's token. Admin routes are not in the partner API's OpenAPI document, so these
 * calls go through the app's dispatcher and the pipeline without the document check of
 * tests/support/app.ts. The app serves the admin API, and the partner routes the admin tests call
 * beside it (GET /v1/me, booking requests).
 */
import fs from "node:fs";
import path from "node:path";
import { hashToken } from "@/lib/auth/token";
import { and, eq } from "drizzle-orm";
import { adminEndpoints } from "@/lib/admin/endpoints";
import { crewEndpoints } from "@/lib/crew/endpoints";
import { crewMembers } from "@/lib/db/schema";
import { settleBackground } from "@/lib/http/after";
import { trafficEndpoints } from "@/lib/traffic/endpoints";
import { createBookingRequestEndpoint } from "@/lib/booking/endpoint";
import { buildRequest, startApp, toApiResponse, type ApiResponse, type TestApp } from "../support/app";
import { ADMIN as WORLD_ADMIN, KEYS } from "../support/keys";

/**
 * Admin tokens of the world's members (tests/support/keys.ts), plus one for staff@nightshift.test
 * (role member, which the world gives no token): set here so a member without admin rights can call.
 */
export const ADMIN = { ...WORLD_ADMIN, member: "svc_adm_testNightshiftPlainMemberTok01" } as const;
const PLAIN_MEMBER_EMAIL = "staff@nightshift.test";

export interface AdminWorld {
  api: TestApp;
  crews: { nightshift: string; harbour: string; lapsed: string };
  /** Calls /api/admin/v1/... (give the path without /api) with a member's token. */
  call(method: string, p: string, token: string | null, body?: unknown, headers?: Record<string, string>): Promise<ApiResponse>;
}

let ipCounter = 0;

function lapsedCrewId(): string {
  const world = JSON.parse(fs.readFileSync(path.join(process.cwd(), "tests/worlds/basic.json"), "utf8")) as { crews: { id: string; plan: string }[] };
  return world.crews.find((c) => c.plan === "lapsed")!.id;
}

export async function startAdminWorld(): Promise<AdminWorld> {
  const api = await startApp(undefined, { endpoints: [...adminEndpoints, ...crewEndpoints, ...trafficEndpoints, createBookingRequestEndpoint] });
  const me = async (key: string) => {
    const r = await api.get("/v1/me", { key });
    if (r.status !== 200) throw new Error(`GET /v1/me answered ${r.status}`);
    return r.body.crew.id as string;
  };
  const crews = { nightshift: await me(KEYS.secret), harbour: await me(KEYS.harbour), lapsed: lapsedCrewId() };
  const [staff] = await api.database.db
    .update(crewMembers)
    .set({ adminTokenHash: hashToken(ADMIN.member) })
    .where(and(eq(crewMembers.crewId, crews.nightshift), eq(crewMembers.email, PLAIN_MEMBER_EMAIL), eq(crewMembers.role, "member")))
    .returning();
  if (!staff) throw new Error(`tests/worlds/basic.json no longer has ${PLAIN_MEMBER_EMAIL} with role member`);
  const call = async (method: string, p: string, token: string | null, body?: unknown, headers: Record<string, string> = {}) => {
    // A different address per call, so refused tokens never trip the failed-lookup meter.
    const ip = `198.51.100.${(ipCounter++ % 250) + 1}`;
    const req = buildRequest(method, p, { key: token, body, headers, ip });
    const res = await toApiResponse(await api.dispatch(req));
    await settleBackground();
    return res;
  };
  return { api, crews, call };
}

/** A body for POST /admin/v1/webhooks. */
export const hook = (extra: Record<string, unknown> = {}) => ({ url: "https://hooks.example.com/events", events: ["order.paid"], ...extra });
