/**
 * Discovery routes: no key, limited per caller address (docs/guides/rate-limits.md, "Other allowances").
 * The scopes and OpenAPI routes describe the registry's endpoints, which include these: the registry
 * (lib/registry/registry.ts) builds them with `discoveryEndpoints(() => endpoints)`, so discovery never
 * imports the registry.
 */
import { z } from "zod";
import { SCOPES, SCOPE_LIST, scopeGroup } from "@/lib/auth/scopes";
import { runAfter } from "@/lib/http/after";
import { definePublicEndpoint, type Endpoint } from "@/lib/http/endpoint";
import { config } from "@/lib/config/config";
import { CHANGELOG } from "./changelog";
import { processStatus } from "./health/status";
import { routesOfScope } from "@/lib/openapi/routes-beside";

const Check = z.enum(["ok", "down"]);

const Status = z
  .object({
    status: Check.describe("ok only when every component is ok."),
    api_version: z.string().max(20),
    time: z.iso.datetime().max(40),
    components: z
      .object({
        database: Check.describe("The database answered a query within 1 s."),
        payments: Check.describe(
          "The payment provider answered within 2 s: Stripe an authenticated call with the platform's key; ok for the sandbox checkout, and when no provider is configured (nothing to reach; checkouts answer 409 not_ready).",
        ),
        email: Check.describe("The mail server (SMTP_URL) greeted and accepted the login within 2 s; ok for the sandbox mailbox."),
      })
      .describe("Exactly these three."),
  })
  .meta({ id: "Status" });

export const getStatus = definePublicEndpoint({
  id: "get_status",
  method: "GET",
  path: "/v1/status",
  tag: "Discovery",
  summary: "Service status",
  description:
    "Whether the service answers, and each component: the database, the payment provider and the mail server. Each is checked at most once a minute (a down result again after 10 seconds), each within its own deadline; a check past its deadline is down. Answers 503 with the same body when a component is down.",
  cache: "no-store",
  envelope: "single",
  response: Status,
  handler: async ({ app, setStatus }) => {
    const components = await processStatus.components(app);
    // The store is not a component of the answer: read at most once a minute, after answering, and logged when down.
    runAfter(() => processStatus.store(app));
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

const listScopes = (served: () => Endpoint[]) =>
  definePublicEndpoint({
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
      const endpoints = served();
      return {
        data: SCOPE_LIST.map((scope) => ({
          scope,
          group: scopeGroup(scope),
          default: SCOPES[scope].default,
          publishable: SCOPES[scope].publishable,
          owner_only: SCOPES[scope].ownerOnly,
          summary: SCOPES[scope].summary,
          // The registry's routes and those served beside it (the MCP server).
          routes: routesOfScope(endpoints, scope),
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

const getOpenApi = (served: () => Endpoint[]) =>
  definePublicEndpoint({
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
      const { buildOpenApi } = await import("@/lib/openapi/document");
      return buildOpenApi(served(), `${baseUrl}/api`);
    },
  });

/** The discovery routes; `served` lists every endpoint the scopes and OpenAPI routes describe. */
export const discoveryEndpoints = (served: () => Endpoint[]): Endpoint[] => [getStatus, listScopes(served), listChangelog, getOpenApi(served)];
