/** Usage, audit log, booking requests. */
import { z } from "zod";
import { ESCALATION, SWEEP } from "@/lib/budget/penalty";
import { createBookingRequestEndpoint } from "@/lib/booking/endpoint";
import { count32, ts, word } from "@/lib/catalogue/schemas";
import { defineEndpoint, type Endpoint } from "@/lib/http/endpoint";
import { q } from "@/lib/http/query";
import { AUDIT_DAYS, AUDIT_MAX } from "./audit";
import { auditLogOf } from "./audit-query";
import { usageOf } from "./hooks";

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

export const trafficEndpoints: Endpoint[] = [getUsage, getAuditLog, createBookingRequestEndpoint];
