/**
 * Two copies of one app for comparing the API's two entries: the same world loaded into two
 * databases at the same instant, each with its own store. A request goes to copy A through the
 * route file Next.js runs for its path (app/api/[[...path]]/route.ts, called as Next calls it) and
 * to copy B over HTTP through the plain Node entry (lib/server/). Both copies see the same
 * requests in the same order, with Date frozen at the same instant for both sends, so their
 * state stays in step and any difference in the answers is the entry's.
 */
import path from "node:path";
import { vi } from "vitest";
import { forgetKeyCache } from "@/lib/auth/authenticate";
import { settleBackground } from "@/lib/http/after";
import { installApp, type App } from "@/lib/root/app";
import { openStore } from "@/lib/kv/open";
import { freshDatabase } from "../support/database";
import { loadInto } from "../support/app";
import { FRAMING_HEADERS, startNodeEntry, type NodeEntry, type WireAnswer } from "../support/node-entry";

export type Side = "next" | "node";

/** An answer reduced to what a client can tell apart: status, headers (framing left out, sorted), body bytes. */
export interface Seen {
  status: number;
  headers: [string, string][];
  body: Buffer;
}

export interface TwoEntries {
  apps: Record<Side, App>;
  /** Runs `steps` on copy A (Next.js's route file), then on copy B (the Node entry), at one frozen instant. */
  both<T>(steps: (send: (request: Request) => Promise<Seen>) => Promise<T>): Promise<Record<Side, T>>;
  close(): Promise<void>;
}

/** The route files Next.js holds under app/api: Inngest's for its path, the dispatcher's catch-all for every other. */
const INNGEST_PATH = /^\/api\/inngest\/?$/;

type RouteModule = Record<string, ((request: Request, context: { params: Promise<Record<string, string[]>> }) => Promise<Response>) | undefined>;

/** What Next.js runs for a path under /api: the route file's export for the method, called as Next.js calls it. */
async function viaRouteFile(request: Request): Promise<Response> {
  const pathname = new URL(request.url).pathname;
  const file = INNGEST_PATH.test(pathname) ? "app/api/inngest/route.ts" : "app/api/[[...path]]/route.ts";
  const mod = (await import(/* @vite-ignore */ path.join(process.cwd(), file))) as RouteModule;
  const handler = mod[request.method];
  if (!handler) throw new Error(`${file} exports no ${request.method}`);
  // The catch-all's segments, as Next.js passes them (the dispatcher matches the path itself).
  return handler(request, { params: Promise.resolve({ path: pathname.split("/").filter(Boolean).slice(1) }) });
}

const sortHeaders = (pairs: Iterable<[string, string]>) => [...pairs].filter(([n]) => !FRAMING_HEADERS.has(n)).sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));

async function seenOfResponse(request: Request, response: Response): Promise<Seen> {
  const bytes = Buffer.from(await response.arrayBuffer());
  // Next.js sends no body to HEAD, whatever the handler answered.
  return { status: response.status, headers: sortHeaders(response.headers), body: request.method === "HEAD" ? Buffer.alloc(0) : bytes };
}

const seenOfWire = (wire: WireAnswer): Seen => ({ status: wire.status, headers: sortHeaders(wire.headers), body: wire.body });

/**
 * Starts both copies with `world` (plus `seed`, run on each database), Date frozen at one instant
 * while they load so that dates the world states relative to now come out equal.
 */
export async function startTwoEntries(world: unknown, seed: (app: App) => Promise<void> = async () => undefined): Promise<TwoEntries> {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(vi.getRealSystemTime());
  const apps = {} as Record<Side, App>;
  let n = 0;
  for (const side of ["next", "node"] as const) {
    const database = await freshDatabase();
    await loadInto(database, world);
    const store = await openStore({ ...process.env, REDIS_URL: process.env.TEST_REDIS_URL ?? "", STORE_PREFIX: `${process.env.STORE_PREFIX}both-${++n}:` });
    apps[side] = { database, store };
    await seed(apps[side]);
  }
  vi.useRealTimers();
  installApp(apps.node);
  const entry: NodeEntry = await startNodeEntry();

  const send: Record<Side, (request: Request) => Promise<Seen>> = {
    next: async (request) => {
      const seen = await seenOfResponse(request, await viaRouteFile(request));
      await settleBackground();
      return seen;
    },
    node: async (request) => {
      const seen = seenOfWire(await entry.send(request));
      await settleBackground();
      return seen;
    },
  };

  const on = async <T>(side: Side, instant: number, steps: (send: (request: Request) => Promise<Seen>) => Promise<T>): Promise<T> => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(instant);
    installApp(apps[side]);
    forgetKeyCache();
    await apps[side].store.clear();
    try {
      return await steps(send[side]);
    } finally {
      vi.useRealTimers();
    }
  };
  return {
    apps,
    async both(steps) {
      const instant = vi.getRealSystemTime();
      return { next: await on("next", instant, steps), node: await on("node", instant, steps) };
    },
    async close() {
      await entry.close();
      for (const app of Object.values(apps)) await app.store.close();
      installApp(apps.next);
    },
  };
}

/** Whether a token may be one generated per request (a uuid, a secret, a random id). */
const GENERATED = /^(?=\S*\d)[A-Za-z0-9_+/=-]{16,}$/;
/** Words, and whole webhook secrets (base64 holds + and /). */
const TOKEN = /(whsec_[A-Za-z0-9+/]+=*|[A-Za-z0-9_-]+)/;

/** Values that are measured per request, not computed: the audit log's `ms` (how long a call took). */
const MEASURED = /"ms":\d+/g;

/**
 * Where two texts differ other than by a consistent renaming of generated tokens (the same uuid
 * made on one copy and another on the other; a short token differing is allowed only as the end
 * of a renamed one, as a key's hint shows its last characters) and by measured values: null when
 * they are the same up to that.
 */
export function differenceBeyondGeneratedIds(a: string, b: string): string | null {
  const split = (s: string) => s.replace(MEASURED, '"ms":0').split(TOKEN);
  const ta = split(a);
  const tb = split(b);
  if (ta.length !== tb.length) return `different shapes: ${a.slice(0, 300)} / ${b.slice(0, 300)}`;
  const forward = new Map<string, string>();
  const back = new Map<string, string>();
  const short: [string, string][] = [];
  for (let i = 0; i < ta.length; i++) {
    const [x, y] = [ta[i]!, tb[i]!];
    if (x === y) continue;
    if (x.length !== y.length) return `"${x}" / "${y}"`;
    if (!GENERATED.test(x) || !GENERATED.test(y)) {
      // A masked hint ("svc_sk_live_…e31m") shows the end of a generated token.
      if (!(ta[i - 1] ?? "").endsWith("…")) short.push([x, y]);
      continue;
    }
    if ((forward.get(x) ?? y) !== y || (back.get(y) ?? x) !== x) return `"${x}" renamed inconsistently`;
    forward.set(x, y);
    back.set(y, x);
  }
  for (const [x, y] of short) {
    if (![...forward].some(([f, t]) => f.endsWith(x) && t.endsWith(y))) return `"${x}" / "${y}" near ${a.slice(Math.max(0, a.indexOf(x) - 80), a.indexOf(x) + 40)}`;
  }
  return null;
}
