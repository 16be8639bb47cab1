/** Usage and the audit log: what a key has spent and called. */
import { z } from "zod";
import { ESCALATION, SWEEP } from "@/lib/limits/penalty";
import { count32, ts, word } from "@/lib/http/schemas";
import { defineEndpoint, type Endpoint } from "@/lib/http/endpoint";
import { q } from "@/lib/http/query";
import { AUDIT_DAYS, AUDIT_MAX } from "./audit";
import { auditLogOf } from "./audit-query";
import { usageOf } from "./hooks";
import { usageHistoryOf } from "./usage-history-query";
import { HOUR_MS, HOUR_SLOTS, MAX_ERROR_GROUPS, MINUTE_MS, MINUTE_SLOTS, fillSlots, groupErrors, seriesStart, type Bucket } from "./usage-rules";

const UsageWindow = z
  .object({
    limit: count32(),
    used: count32(),
    remaining: count32(),
    reset_seconds: count32().describe("Seconds until the window starts again."),
  })
  .meta({ id: "UsageWindow" });

const Usage = z
  .object({
    key: z.object({ id: z.uuid().max(36), type: z.enum(["secret", "publishable"]) }),
    plan: word().describe("The crew's plan: studio or roster."),
    work: z.object({ minute: UsageWindow, day: UsageWindow }).describe("The key's own work budget."),
    crew_work: z.object({ minute: UsageWindow, day: UsageWindow }).describe("The same budget pooled over all the crew's keys."),
    requests: z.object({ minute: UsageWindow }).describe("Requests of the key, cached or not."),
    bytes: z.object({ today: z.int().min(0).max(Number.MAX_SAFE_INTEGER), limit: z.int().min(0).max(Number.MAX_SAFE_INTEGER) }).describe("Response bytes of the key today (UTC)."),
    frozen: z.boolean().describe("True while the key is held to cached answers after an unusual sweep of ids."),
  })
  .meta({ id: "Usage" });

export const getUsage = defineEndpoint({
  id: "get_usage",
  mcpTool: true,
  method: "GET",
  path: "/v1/usage",
  tag: "Key and crew",
  summary: "What the key has spent",
  description: [
    "The key's work budget (minute and day), the crew's pooled budget, the key's requests this minute and response bytes today, read from the very counters the limits spend. Costs no work; it counts as a request. Windows are fixed: minute windows start on the minute, day windows at 00:00 UTC.",
    "",
    `\`frozen\` is true while the key is held to cached answers: a key that reads single resources by id and gets at least ${SWEEP.minMisses} not-found answers in ${SWEEP.windowSeconds / 60} minutes, making up at least half of its reads by id, is sweeping ids it was never given, and is frozen for ${SWEEP.freezeSeconds / 60} minutes. Meanwhile cached answers still come (at no cost); uncached reads answer 429 \`rate_limited\` with \`Retry-After\`.`,
    "",
    `A key that keeps hitting limits waits longer: from the ${ESCALATION.firstStrike}rd clock minute within an hour in which it got a 429, uncached reads are held ${ESCALATION.baseSeconds / 60} minutes, then 4, 8 and at most ${ESCALATION.maxSeconds / 60} minutes (Retry-After says how long). An hour without a 429 forgets the history.`,
  ].join("\n"),
  scopes: [],
  publishable: false,
  cache: "no-store",
  envelope: "single",
  cost: () => 0,
  response: Usage,
  handler: async ({ crew, key, now }) => ({ key: { id: key.id, type: key.type }, plan: crew.plan, ...(await usageOf(crew, key, now.getTime())) }),
});

const AuditEntry = z
  .object({
    at: ts(),
    method: z.string().max(10),
    path: z.string().max(8192),
    status: z.int().min(100).max(599),
    ip: z.string().max(45),
    request_id: z.string().max(128),
    cache: z.enum(["hit", "miss", "stale"]).nullable().describe("hit: answered from the cache; miss: read fresh; stale: refreshed after expiry, or the last copy served while the budget was spent or a dependency failed; null: not cacheable."),
    ms: count32().describe("Time to answer, milliseconds."),
  })
  .meta({ id: "AuditEntry" });

export const getAuditLog = defineEndpoint({
  id: "get_audit_log",
  method: "GET",
  path: "/v1/audit-log",
  tag: "Key and crew",
  summary: "The key's last calls",
  description: `The calling key's last calls, newest first: every request the key authenticated, with its answer's status, whether the cache answered, and the time taken. The log keeps ${AUDIT_DAYS} days and at most ${AUDIT_MAX} calls. It is written just after each answer, so a call shows up a moment after it returns; this request itself is not in its own answer. \`count\` is the number of calls the log holds for the key (at most ${AUDIT_MAX}), whatever \`limit\` returns.`,
  scopes: [],
  publishable: false,
  cache: "no-store",
  envelope: "small-list",
  query: z.object({ limit: q.int(1, AUDIT_MAX).optional().describe(`Calls to return, 1 to ${AUDIT_MAX} (default 100).`) }),
  response: z.object({ data: z.array(AuditEntry).max(AUDIT_MAX), count: z.int().min(0).max(AUDIT_MAX) }).meta({ id: "AuditLog" }),
  handler: async ({ crew, key, query, now }) => {
    const { rows, count } = await auditLogOf(crew, key, query.limit ?? 100, now);
    return {
      data: rows.map((r) => ({ at: r.at.toISOString(), method: r.method, path: r.path, status: r.status, ip: r.ip, request_id: r.requestId, cache: r.cache, ms: r.ms })),
      count,
    };
  },
});

const UsageSlot = z
  .object({
    at: ts().describe("Start of the slot (minute or hour, UTC)."),
    requests: count32().describe("Calls of the key, cached or not, refused or not."),
    work: count32().describe("Work spent on the key's budget."),
    cached: count32().describe("Calls the cache answered (`hit` or `stale` in the audit log), at no work."),
    rate_limited: count32().describe("Calls refused with 429."),
    client_errors: count32().describe("Other 4xx answers."),
    server_errors: count32().describe("5xx answers."),
  })
  .meta({ id: "UsageSlot" });

const UsageErrorGroup = z
  .object({
    code: word().describe("The problem's `code`."),
    route: z.string().max(300).describe("The method and the route's path template, e.g. `GET /v1/events/{id}`."),
    count: count32(),
    last_at: ts().describe("When the latest of them was answered."),
    last_request_id: z.string().max(128).describe("Its `X-Request-Id`."),
    docs_url: z.string().max(2048).describe("The errors guide's section of the code (the problem's `type`)."),
  })
  .meta({ id: "UsageErrorGroup" });

const UsageHistory = z
  .object({
    key: z.object({ id: z.uuid().max(36), type: z.enum(["secret", "publishable"]) }),
    last_used_at: ts().nullable().describe("The key's last call, to the minute (written at most once a minute); null if never used."),
    limits: z
      .object({ work_per_minute: count32(), work_per_day: count32(), requests_per_minute: count32() })
      .describe("The key's own limits, as in `GET /v1/usage`: to draw against the series."),
    minutes: z.array(UsageSlot).length(MINUTE_SLOTS).describe(`The last ${MINUTE_SLOTS} minutes, oldest first; the last slot is the current minute.`),
    hours: z.array(UsageSlot).length(HOUR_SLOTS).describe(`The last ${HOUR_SLOTS} hours, oldest first; the last slot is the current hour.`),
    errors: z.array(UsageErrorGroup).max(MAX_ERROR_GROUPS).describe("Error answers of the hours above, grouped by code and route; most frequent first."),
  })
  .meta({ id: "UsageHistory" });

const slot = (b: Bucket) => ({ at: new Date(b.at).toISOString(), requests: b.requests, work: b.work, cached: b.cached, rate_limited: b.rateLimited, client_errors: b.clientErrors, server_errors: b.serverErrors });

export const getUsageHistory = defineEndpoint({
  id: "get_usage_history",
  method: "GET",
  path: "/v1/usage/history",
  tag: "Key and crew",
  summary: "The key's calls over the last hour and day",
  description: [
    `The calling key's calls minute by minute over the last ${MINUTE_SLOTS} minutes (\`minutes\`) and hour by hour over the last ${HOUR_SLOTS} hours (\`hours\`): every slot is present, zeros included, oldest first, the current minute (hour) last. Each slot counts requests, work spent, answers from the cache, 429 refusals, other 4xx and 5xx answers. \`limits\` are the key's own figures from \`GET /v1/usage\` (work a minute, work a UTC day, requests a minute), to draw against the series; the day's work budget starts again at 00:00 UTC.`,
    "",
    `\`errors\` groups the error answers of those hours by problem \`code\` and \`route\` (the method and path template, \`GET /v1/events/{id}\`), with their count, the time and request id of the latest, and \`docs_url\`, the errors guide's section of the code. At most ${MAX_ERROR_GROUPS} groups, most frequent first.`,
    "",
    "`last_used_at` is the key's last call, to the minute. Figures are written with the audit log, just after each answer, and are the same whichever instance answers; this request itself is not in its own answer. Costs no work; it counts as a request.",
  ].join("\n"),
  scopes: [],
  publishable: false,
  cache: "no-store",
  envelope: "single",
  cost: () => 0,
  response: UsageHistory,
  handler: async ({ crew, key, now, baseUrl }) => {
    const nowMs = now.getTime();
    const stored = await usageHistoryOf(crew, key, nowMs);
    const limits = crew.limitsOf(key);
    return {
      key: { id: key.id, type: key.type },
      last_used_at: stored.lastUsedAt ? stored.lastUsedAt.toISOString() : null,
      limits: { work_per_minute: limits.workPerMinute, work_per_day: limits.workPerDay, requests_per_minute: limits.requestsPerMinute },
      minutes: fillSlots(seriesStart(nowMs, MINUTE_MS, MINUTE_SLOTS), MINUTE_MS, MINUTE_SLOTS, stored.minutes).map(slot),
      hours: fillSlots(seriesStart(nowMs, HOUR_MS, HOUR_SLOTS), HOUR_MS, HOUR_SLOTS, stored.hours).map(slot),
      errors: groupErrors(stored.errors).map((g) => ({
        code: g.code,
        route: g.route,
        count: g.count,
        last_at: g.lastAt.toISOString(),
        last_request_id: g.lastRequestId,
        docs_url: `${baseUrl}/docs/errors#${g.code}`,
      })),
    };
  },
});

export const trafficEndpoints: Endpoint[] = [getUsage, getUsageHistory, getAuditLog];
