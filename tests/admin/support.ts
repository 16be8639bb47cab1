/**
 * The crew admin API in tests: the basic world plus crew members with admin tokens, and a caller
 * that sends a member's token. Admin routes are not in the partner API's OpenAPI document, so these
 * calls go through the registry and the pipeline without the document check of tests/support/app.ts.
 */
import fs from "node:fs";
import path from "node:path";
import { hashToken } from "@/lib/auth/token";
import { crewMembers } from "@/lib/db/schema";
import { settleBackground } from "@/lib/http/after";
import { buildRequest, dispatch, startApp, toApiResponse, type ApiResponse, type TestApp } from "../support/app";
import { KEYS } from "../support/keys";

/** Admin tokens of the members these tests add (emails of their own, so world members never clash). */
export const ADMIN = {
  owner: "svc_adm_testNightshiftOwnerToken000001",
  manageApi: "svc_adm_testNightshiftManageApiToken01",
  member: "svc_adm_testNightshiftPlainMemberTok01",
  harbourOwner: "svc_adm_testHarbourOwnerToken000000001",
  lapsedOwner: "svc_adm_testLapsedOwnerToken0000000001",
  unknown: "svc_adm_testThisTokenDoesNotExist00001",
} as const;

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
  const api = await startApp();
  const me = async (key: string) => {
    const r = await api.get("/v1/me", { key });
    if (r.status !== 200) throw new Error(`GET /v1/me answered ${r.status}`);
    return r.body.crew.id as string;
  };
  const crews = { nightshift: await me(KEYS.secret), harbour: await me(KEYS.harbour), lapsed: lapsedCrewId() };
  const member = (crewId: string, email: string, role: string, token: string) => ({ crewId, email, role, adminTokenHash: hashToken(token) });
  await api.database.db
    .insert(crewMembers)
    .values([
      member(crews.nightshift, "webhooks-owner@nightshift.test", "owner", ADMIN.owner),
      member(crews.nightshift, "webhooks-manager@nightshift.test", "manage_api", ADMIN.manageApi),
      member(crews.nightshift, "webhooks-member@nightshift.test", "member", ADMIN.member),
      member(crews.harbour, "webhooks-owner@harbour.test", "owner", ADMIN.harbourOwner),
      member(crews.lapsed, "webhooks-owner@lapsed.test", "owner", ADMIN.lapsedOwner),
    ]);
  const call = async (method: string, p: string, token: string | null, body?: unknown, headers: Record<string, string> = {}) => {
    // A different address per call, so refused tokens never trip the failed-lookup meter.
    const ip = `198.51.100.${(ipCounter++ % 250) + 1}`;
    const req = buildRequest(method, p, { key: token, body, headers, ip });
    const res = await toApiResponse(await dispatch(req));
    await settleBackground();
    return res;
  };
  return { api, crews, call };
}

/** A body for POST /admin/v1/webhooks. */
export const hook = (extra: Record<string, unknown> = {}) => ({ url: "https://hooks.example.com/events", events: ["order.paid"], ...extra });
