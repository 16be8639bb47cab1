/**
 * One request on its walk through the pipeline: what each step learned, for the steps after it.
 * Steps are small functions over a `Call` (see ./walk.ts for their order and
 * docs/architecture.md for the walk).
 */
import type { Auth } from "@/lib/auth/authenticate";
import { CrewScope } from "@/lib/crew/scope";
import type { App, AppGetter } from "@/lib/root/types";
import type { PlatformScope } from "@/lib/auth/platform-scope";
import type * as traffic from "@/lib/traffic/hooks";
import { AnswerHeaders } from "@/lib/http/answer-headers";
import { clientIp } from "@/lib/http/client-ip";
import type { CursorPosition } from "@/lib/http/cursor";
import type { ApiRequest } from "@/lib/http/exchange";
import type { AdminMember, Endpoint } from "@/lib/http/endpoint";
import type { FieldSelection } from "@/lib/http/fields";
import type { Locale } from "@/lib/http/locale";
import { docsUrlFor, type ProblemContext } from "@/lib/http/problem";
import { requestIdFor } from "@/lib/http/request-id";

/** Headers a browser may read from our answers. */
const EXPOSED = "X-Request-Id, ETag, Cache-Status, Retry-After, RateLimit, RateLimit-Policy, X-RateLimit-Limit, X-RateLimit-Remaining, X-RateLimit-Reset, Content-Disposition";

export interface Input {
  params: Record<string, unknown>;
  query: Record<string, unknown>;
  body: unknown;
  locale: Locale;
  fields: FieldSelection | null;
  limit: number;
  after: CursorPosition | null;
  /** Hash of the filters a cursor is bound to (paginated routes only). */
  fingerprint: string;
}

export interface Call {
  endpoint: Endpoint;
  request: ApiRequest;
  /** Read only: the same parsed object may serve other calls to the same address. */
  readonly url: URL;
  /** The URL's path (read once: each read of `url.pathname` makes a new string). */
  readonly path: string;
  rawParams: Record<string, string>;
  requestId: string;
  clientIp: string;
  started: number;
  now: Date;
  /** Headers of the answer, whatever it turns out to be. */
  headers: AnswerHeaders;
  problem: ProblemContext;
  /** The process's App, as the entry handed it to the walk (the key step opens it). */
  readonly getApp: AppGetter;
  app: App | null;
  /** The key and its crew, once the key step has passed (null on discovery routes). */
  auth: Auth | null;
  crew: CrewScope | null;
  /** Crew admin API: the member acting for the crew. */
  member: AdminMember | null;
  /** Platform API: the back office's scope. */
  platform: PlatformScope | null;
  /** The traffic layer's view of this request, once the app is open. */
  traffic: traffic.TrafficRequest | null;
  input: Input | null;
  /** The stored copy of this answer, fresh or stale (cacheable reads). */
  copy: traffic.CachedAnswer | null;
  /** What the cache step saw, for the audit log. */
  cacheOutcome: "hit" | "miss" | "stale" | null;
  /** A streamed answer: its bytes once it has ended (the audit row waits for it). */
  streamed?: Promise<number>;
  /** The code of the problem the call answered, if it did. */
  problemCode?: string;
  /** The limit that refused a 429 (lib/http/problem.ts `rateLimited`), for the telemetry. */
  limitKind?: string;
}

/**
 * URLs parsed lately: the same few addresses come again and again, and a parse is a visible share
 * of a cached read. The walk only reads a call's URL, so one parsed object can serve them all.
 */
const parsedUrls = new Map<string, ParsedUrl>();

/** A URL with the parts every call reads (a URL's getters make a new string on each read). */
interface ParsedUrl {
  url: URL;
  origin: string;
  pathname: string;
}

function parseUrl(href: string): ParsedUrl {
  let parsed = parsedUrls.get(href);
  if (parsed === undefined) {
    const url = new URL(href);
    parsed = { url, origin: url.origin, pathname: url.pathname };
    if (parsedUrls.size >= 2000) parsedUrls.clear();
    parsedUrls.set(href, parsed);
  }
  return parsed;
}

/** Step: the request id (the client's when valid), and CORS headers on the partner API. */
export function startCall(endpoint: Endpoint, request: ApiRequest, rawParams: Record<string, string>, getApp: AppGetter): Call {
  const parsed = parseUrl(request.url);
  const { url, pathname } = parsed;
  const requestId = requestIdFor(request.headers.get("x-request-id"));
  const headers = new AnswerHeaders({ "X-Request-Id": requestId });
  const origin = request.headers.get("origin");
  // Every partner route answers a browser readably (keys are bearer tokens, never cookies), so a
  // refused call shows its problem instead of an opaque CORS failure. The admin and platform APIs
  // are same-origin only.
  if (origin && (endpoint.auth === "key" || endpoint.auth === "none")) {
    headers.set("Access-Control-Allow-Origin", origin);
    headers.set("Access-Control-Expose-Headers", EXPOSED);
    headers.append("Vary", "Origin");
  }
  return {
    endpoint,
    request,
    url,
    path: pathname,
    rawParams,
    requestId,
    clientIp: clientIp(request),
    started: performance.now(),
    now: new Date(),
    headers,
    problem: { docsUrl: docsUrlFor(parsed), instance: pathname, requestId },
    getApp,
    app: null,
    auth: null,
    crew: null,
    member: null,
    platform: null,
    traffic: null,
    input: null,
    copy: null,
    cacheOutcome: null,
  };
}

/** The app, the crew scope and the traffic request of a call that has passed the key step. */
export function bindCaller(call: Call, app: App, auth: Auth | null, crew: CrewScope | null = auth ? CrewScope.of(auth.crew, app) : null): void {
  call.app = app;
  call.auth = auth;
  call.crew = crew;
  call.traffic = { app, endpoint: call.endpoint, auth, clientIp: call.clientIp, variant: "", noCache: false, now: call.now.getTime(), requestId: call.requestId };
}

/** The parts of a call every step after the key step may rely on. */
export function opened(call: Call): { app: App; treq: traffic.TrafficRequest; input: Input } {
  if (!call.app || !call.traffic || !call.input) throw new Error(`${call.endpoint.id}: a step ran before the key and input steps`);
  return { app: call.app, treq: call.traffic, input: call.input };
}
