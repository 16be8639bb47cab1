/**
 * Examples for the document, taken from a running app: a fresh in-memory database loaded with a
 * world (the demo world), one call per read operation through the same dispatch the tests use,
 * the answer kept when it is a success. Ids for path parameters come from the parent list
 * (`/v1/artists` for `/v1/artists/{id}/events`), so the examples follow whatever the world holds.
 */
import type { z } from "zod";
import type { Endpoint } from "@/lib/http/endpoint";
import { runEndpoint } from "@/lib/server/in-process";
import { settleBackground } from "@/lib/http/after";
import { closeApp, installApp } from "@/lib/root/app";
import { openPglite } from "@/lib/db/client";
import { openStore } from "@/lib/kv/open";
import { findRoute } from "@/lib/server/routes";
import { loadWorld } from "@/lib/world/load";
import { validateWorld } from "@/lib/world/validate";
import type { CapturedExample } from "@/lib/openapi/examples";
import { isOptional } from "@/lib/openapi/params";

const BASE = "http://localhost:3000";
/** Routes whose answer is no example: the document itself, and rotation (it mints a real key). */
const SKIP = new Set(["get_openapi", "rotate_key"]);
const MAX_TEXT = 4000;

interface WorldKey {
  crew?: string;
  type?: string;
  token?: string;
  state?: string;
  scopes?: string[];
  expires_at?: string | null;
}

async function call(endpoints: Endpoint[], path: string, key: string | null): Promise<{ status: number; contentType: string; body: unknown }> {
  const url = new URL(`/api${path}`, BASE);
  const request = new Request(url, { headers: { ...(key ? { Authorization: `Bearer ${key}` } : {}), "X-Forwarded-For": "203.0.113.9" } });
  const match = findRoute(url.pathname);
  const endpoint = match?.route.endpoints.find((e) => e.method === "GET");
  if (!match || !endpoint || !endpoints.includes(endpoint)) return { status: 404, contentType: "", body: null };
  const res = await runEndpoint(endpoint, request, match.params);
  // The body first: a streamed answer (exports) is recorded once it has been read, so settling the
  // background work before reading it would wait forever.
  const text = await res.text();
  await settleBackground();
  const contentType = (res.headers.get("content-type") ?? "").split(";")[0]!;
  // NDJSON (exports) is many JSON documents: kept as text like the calendars.
  return { status: res.status, contentType, body: contentType.includes("json") && contentType !== "application/x-ndjson" ? JSON.parse(text) : text };
}

/** The secret key of the world that holds the most scopes: it opens the most routes. */
export function bestKey(world: { keys?: WorldKey[] }): string | null {
  const keys = (world.keys ?? []).filter((k) => k.token && k.type === "secret" && (k.state ?? "active") === "active" && !k.expires_at);
  keys.sort((a, b) => (b.scopes?.length ?? 6) - (a.scopes?.length ?? 6));
  return keys[0]?.token ?? null;
}

/** Values for required query parameters, learnt from earlier answers. */
type Known = Map<string, string[]>;

function firstItems(body: unknown): Record<string, unknown>[] {
  const data = (body as { data?: unknown })?.data;
  return Array.isArray(data) ? (data.filter((d) => d && typeof d === "object") as Record<string, unknown>[]) : [];
}

function queryFor(e: Endpoint, known: Known): Record<string, string> | null {
  const out: Record<string, string> = {};
  for (const [name, field] of Object.entries((e.query?.shape ?? {}) as Record<string, z.ZodType>)) {
    if (isOptional(field)) continue;
    const value = known.get(name)?.[0];
    if (value === undefined) return null;
    out[name] = value;
  }
  if ((e.paginated ?? e.envelope === "list") && !("limit" in out) && !(e.query && "limit" in e.query.shape)) out.limit = "2";
  return out;
}

/** Calls each read once and keeps its success; `misses` gets the operations left without an example, with why. */
export async function captureExamples(endpoints: Endpoint[], worldJson: unknown, misses: (id: string, why: string) => void = () => {}): Promise<Record<string, CapturedExample>> {
  const result = validateWorld(worldJson, new Date());
  if (!result.ok) throw new Error(`The world is invalid:\n${result.problems.join("\n")}`);
  const database = await openPglite(null);
  await loadWorld(database.db, result.world);
  const store = await openStore({ REDIS_URL: "" });
  installApp({ database, store });
  const key = bestKey(worldJson as { keys?: WorldKey[] });
  const known: Known = new Map();
  const learn = (name: string, value: unknown) => {
    if (typeof value !== "number" && typeof value !== "string") return;
    const list = known.get(name) ?? [];
    if (!list.includes(String(value))) list.push(String(value));
    known.set(name, list);
  };
  const out: Record<string, CapturedExample> = {};
  try {
    // Parents before children: fewer path parameters first.
    const reads = endpoints.filter((e) => e.method === "GET" && !SKIP.has(e.id)).sort((a, b) => (a.path.match(/\{/g)?.length ?? 0) - (b.path.match(/\{/g)?.length ?? 0));
    for (let pass = 0; pass < 2; pass++) {
      for (const e of reads) {
        if (out[e.id]) continue;
        const names = [...e.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!);
        const parent = e.path.slice(0, e.path.indexOf("/{"));
        const candidates = names.length ? (known.get(`${parent}|${names[0]}`) ?? []).slice(0, 8) : [""];
        const query = queryFor(e, known);
        if (!query) {
          if (pass === 1) misses(e.id, "no value known for a required query parameter");
          continue;
        }
        if (candidates.length === 0 && pass === 1) misses(e.id, `no id known from ${parent}`);
        let last = "";
        for (const candidate of candidates) {
          const params: Record<string, string> = names.length ? { [names[0]!]: candidate } : {};
          const path = e.path.replace(/\{(\w+)\}/g, (_m, n: string) => encodeURIComponent(params[n] ?? ""));
          const qs = new URLSearchParams(query).toString();
          let res = await call(endpoints, `${path}${qs ? `?${qs}` : ""}`, e.auth === "none" ? null : key);
          // "Exactly one of promoter_id, venue_id…": try each optional parameter we know a value for.
          for (const name of Object.keys(e.query?.shape ?? {})) {
            if (res.status !== 400 || name in query || !known.get(name)?.length) continue;
            const tryQuery = { ...query, [name]: known.get(name)![0]! };
            const again = await call(endpoints, `${path}?${new URLSearchParams(tryQuery).toString()}`, e.auth === "none" ? null : key);
            if (again.status < 300) {
              res = again;
              Object.assign(query, { [name]: tryQuery[name] });
            }
          }
          if (res.status >= 300) {
            last = `${res.status} ${(res.body as { code?: string } | null)?.code ?? ""} on ${path}`;
            if (pass === 1 && candidate === candidates[candidates.length - 1]) misses(e.id, last);
            continue;
          }
          const items = firstItems(res.body);
          for (const item of items) {
            learn(`${e.path}|id`, item.id);
            learn(`${e.path}|slug`, item.slug);
          }
          if (e.path === "/v1/promoters") items.forEach((i) => learn("promoter_id", i.id));
          if (e.path === "/v1/venues") items.forEach((i) => learn("venue_id", i.id));
          if (e.path === "/v1/artists") items.forEach((i) => learn("artist_id", i.id));
          if (e.path === "/v1/events") items.forEach((i) => {
            learn("event_id", i.id);
            if (typeof i.title === "string") learn("q", i.title.split(/\s+/).find((w) => w.length >= 3) ?? i.title);
          });
          const value = typeof res.body === "string" && res.body.length > MAX_TEXT ? `${res.body.slice(0, MAX_TEXT)}\n…` : res.body;
          const finalQs = new URLSearchParams(query).toString();
          out[e.id] = { path: `${path}${finalQs ? `?${finalQs}` : ""}`, params, query, status: res.status, contentType: res.contentType, value };
          break;
        }
      }
    }
  } finally {
    await closeApp();
  }
  return Object.fromEntries(Object.entries(out).sort(([a], [b]) => (a < b ? -1 : 1)));
}
