/** Discovery routes: no key, limited per caller address (docs/guides/rate-limits.md, "Other allowances"). */
import { sql } from "drizzle-orm";
import { z } from "zod";
import { SCOPES, SCOPE_LIST, scopeGroup } from "@/lib/auth/scopes";
import { definePublicEndpoint } from "@/lib/http/endpoint";
import { config } from "./config";
import { CHANGELOG } from "./changelog";

const Check = z.enum(["ok", "down"]);

const Status = z
  .object({
    status: Check.describe("ok only when every component is ok."),
    api_version: z.string().max(20),
    time: z.iso.datetime().max(40),
    components: z
      .object({
        database: Check.describe("A query answered."),
        store: Check.describe("The store behind limits, budgets and the cache answered a read."),
      })
      .describe("Only what this route checks; more components appear as they are checked."),
  })
  .meta({ id: "Status" });

const CHECK_TIMEOUT_MS = 2_000;

/** ok when `probe` settles within the timeout, down when it fails or hangs. */
async function check(probe: () => Promise<unknown>): Promise<"ok" | "down"> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error("timeout")), CHECK_TIMEOUT_MS)));
  try {
    await Promise.race([probe(), timeout]);
    return "ok";
  } catch {
    return "down";
  } finally {
    clearTimeout(timer);
  }
}

export const getStatus = definePublicEndpoint({
  id: "get_status",
  method: "GET",
  path: "/v1/status",
  tag: "Discovery",
  summary: "Service status",
  description:
    "Whether the service answers, and each component it checks: the database (a query) and the store behind limits, budgets and the cache (a read). Answers 503 with the same body when a component is down.",
  cache: "no-store",
  envelope: "single",
  response: Status,
  handler: async ({ app, setStatus }) => {
    const [database, store] = await Promise.all([check(() => app.database.db.execute(sql`select 1`)), check(() => app.store.get("status:probe"))]);
    const components = { database, store };
    const ok = Object.values(components).every((c) => c === "ok");
    if (!ok) setStatus(503);
    return { status: ok ? ("ok" as const) : ("down" as const), api_version: config().apiVersion, time: new Date().toISOString(), components };
  },
});

const ScopeInfo = z
  .object({
    scope: z.string().max(100),
    group: z.enum(["read", "write"]),
    default: z.boolean(),
    publishable: z.boolean(),
    owner_only: z.boolean(),
    summary: z.string().max(2000),
    routes: z.array(z.string().max(200)).max(500).describe('The routes the scope opens, as "METHOD /v1/path".'),
  })
  .meta({ id: "ScopeInfo" });

export const listScopes = definePublicEndpoint({
  id: "list_scopes",
  method: "GET",
  path: "/v1/scopes",
  tag: "Discovery",
  summary: "Every scope",
  description: "All scopes with what they open, whether new keys get them by default, and whether a publishable key may hold them.",
  cache: 3600,
  envelope: "small-list",
  response: z.object({ data: z.array(ScopeInfo).max(500) }),
  handler: async () => {
    const { endpoints } = await import("@/lib/api/registry");
    return {
      data: SCOPE_LIST.map((scope) => ({
        scope,
        group: scopeGroup(scope),
        default: SCOPES[scope].default,
        publishable: SCOPES[scope].publishable,
        owner_only: SCOPES[scope].ownerOnly,
        summary: SCOPES[scope].summary,
        routes: endpoints.filter((e) => e.scopes.includes(scope)).map((e) => `${e.method} ${e.path}`),
      })),
    };
  },
});

const ChangelogEntry = z.object({ date: z.iso.date().max(10), changes: z.array(z.string().max(5000)).max(500), routes: z.array(z.string().max(200)).max(500) }).meta({ id: "ChangelogEntry" });

export const listChangelog = definePublicEndpoint({
  id: "list_changelog",
  method: "GET",
  path: "/v1/changelog",
  tag: "Discovery",
  summary: "Changes by date",
  description: "What changed, newest first, with the routes shipped that day.",
  cache: 3600,
  envelope: "small-list",
  response: z.object({ data: z.array(ChangelogEntry).max(1000) }),
  handler: async () => ({ data: [...CHANGELOG].sort((a, b) => (a.date < b.date ? 1 : -1)) }),
});

export const getOpenApi = definePublicEndpoint({
  id: "get_openapi",
  method: "GET",
  path: "/v1/openapi.json",
  tag: "Discovery",
  summary: "OpenAPI 3.1 document",
  description: "The OpenAPI 3.1 document of every route this server serves, generated from the same declarations that serve them.",
  cache: 3600,
  envelope: "single",
  response: z.record(z.string(), z.unknown()),
  handler: async ({ baseUrl }) => {
    const { endpoints } = await import("@/lib/api/registry");
    const { buildOpenApi } = await import("@/lib/openapi/document");
    return buildOpenApi(endpoints, `${baseUrl}/api`);
  },
});

export const discoveryEndpoints = [getStatus, listScopes, listChangelog, getOpenApi];
