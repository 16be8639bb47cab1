/**
 * An endpoint is declared once: method, path, scopes, key kinds, cache lifetime, work cost,
 * schemas and handler. The route file, the OpenAPI document, GET /v1/scopes, the MCP tools and
 * the portal are all derived from these declarations.
 *
 * A keyed handler gets its tenant by construction: `ctx.crew` (a CrewScope, never null) and the
 * calling key, and no database handle. What a cached answer may depend on is what the declaration
 * says: the crew, the key kind, the path and query, and the request headers it declares. On a
 * cacheable endpoint `ctx.key` holds only the key's kind, so an answer that depends on the key
 * itself cannot be cached by mistake, and `ctx.header()` reads declared headers only.
 */
import type { z } from "zod";
import type { Auth, KeyRecord } from "@/lib/auth/authenticate";
import type { Scope } from "@/lib/auth/scopes";
import type { CrewScope } from "@/lib/crew/scope";
import type { PlatformScope } from "@/lib/auth/platform-scope";
import type { WebhookEventType } from "@/lib/webhooks/types";
import type { App } from "@/lib/root/types";
import type { Window } from "@/lib/kv/store";
import type { CursorPosition } from "./cursor";
import type { ErrorCode } from "./errors";
import type { FieldError } from "./problem";
import type { Locale } from "./locale";

export type Method = "GET" | "POST" | "PATCH" | "DELETE";
/** list: `{ data, pagination }`; small-list: `{ data, ...siblings }`; single: the object itself. */
export type Envelope = "list" | "small-list" | "single";
/** Seconds a read is cached per crew and key kind, or "no-store". */
export type CacheLifetime = number | "no-store";
/** Which write allowance a POST spends (docs/guides/rate-limits.md, "Other allowances"). */
export type WriteClass = "write" | "checkout" | "code-check" | "none";
/** One of a route's own limits: the store windows a call spends (the helpers of lib/limits/route-limits.ts build them). */
export type RouteLimit = (auth: Auth, body: unknown) => Window[];

export interface PageRequest {
  limit: number;
  /** The sort key of the last row of the previous page; null on the first page. */
  after: CursorPosition | null;
}

export interface ListResult<T> {
  data: T[];
  /** Sort key of the last returned row when more rows follow, else null. */
  next: CursorPosition | null;
  /** Sibling fields of the envelope (e.g. `event_id`). */
  extra?: Record<string, unknown>;
}

/** A non-JSON answer (iCalendar feeds). */
export class RawBody {
  constructor(
    readonly body: string,
    readonly contentType: string,
    readonly headers: Record<string, string> = {},
  ) {}
}

/** What a streamed answer may ask of the walk while it is being written. */
export interface StreamControl {
  /**
   * Spends `cost` more work on the call's budgets (key, crew, visitor), as an uncached read does.
   * Null when granted; else the RFC 9457 body of the 429 that ends the stream.
   */
  spendWork(cost: number): Promise<Record<string, unknown> | null>;
  /** The RFC 9457 body of a failure met mid-stream (logged as a 500 when it is not a problem). */
  problemOf(e: unknown): Record<string, unknown>;
  /** One item as the route declares it (the `response` schema): checked in tests and dev, cut to `fields`. */
  item(value: unknown): unknown;
}

/**
 * A streamed answer (catalogue exports): the chunks are written as the iterable yields them, one at
 * a time as the client reads, never kept whole. Only on `cache: "no-store"` routes: a stream is
 * never stored or tagged with an ETag.
 */
export class StreamBody {
  constructor(
    readonly contentType: string,
    readonly chunks: (control: StreamControl) => AsyncIterable<string>,
    readonly headers: Record<string, string> = {},
  ) {}
}

export interface DeclaredHeader {
  name: string;
  description: string;
  required?: boolean;
  /** Longest value accepted (default 1000); a longer one is 400 validation_error naming the header. */
  maxLength?: number;
  /**
   * A credential the handler checks itself (a member session): any value reaches the handler,
   * whatever its length, so a bad one gets the credential's single refusal, never a 400 that tells
   * it apart. `maxLength` is then only documented (the longest a valid value can be).
   */
  credential?: boolean;
}

/** The length limit of a declared header, as documented and enforced. */
export const headerMaxLength = (h: DeclaredHeader) => h.maxLength ?? 1000;

/** What every handler gets: validated input and the request facts the contract lets it read. */
export interface RequestFacts<P, Q, B> {
  params: P;
  query: Q;
  body: B;
  locale: Locale;
  page: PageRequest;
  clientIp: string;
  now: Date;
  /** This service's public base URL (PUBLIC_URL, else the request's origin): for links to its own pages. */
  baseUrl: string;
  /** A request header the endpoint declares in `headers` (else an error: undeclared headers would escape the cache key). */
  header(name: string): string | null;
  /** Headers the handler adds to the answer. */
  setHeader(name: string, value: string): void;
  /** Status to answer with instead of the declared one (e.g. 200 instead of 201 for an existing resource). */
  setStatus(status: number): void;
}

/** The calling key as a handler may see it: whole on uncached endpoints, only its kind on cached ones. */
export type KeyView<C extends CacheLifetime> = C extends "no-store" ? KeyRecord : Pick<KeyRecord, "type">;

export interface KeyedContext<P, Q, B, C extends CacheLifetime = "no-store"> extends RequestFacts<P, Q, B> {
  /** The key's crew, with the crew-scoped reads; never null. */
  crew: CrewScope;
  key: KeyView<C>;
}

/** A crew member on the crew admin API (`/api/admin/v1`): the crew, and who acts for it. */
export interface AdminContext<P, Q, B> extends RequestFacts<P, Q, B> {
  crew: CrewScope;
  member: AdminMember;
}

export interface AdminMember {
  email: string;
  role: "owner" | "manage_api";
}

/** The platform's back office (`/api/platform/v1`): every crew's data, through lib/auth/platform-scope.ts. */
export interface PlatformContext<P, Q, B> extends RequestFacts<P, Q, B> {
  platform: PlatformScope;
}

/** Discovery routes: no key, so no crew; they read platform-wide data only. */
export interface PublicContext<P, Q, B> extends RequestFacts<P, Q, B> {
  app: App;
}

type Result<R extends z.ZodType> = Promise<z.input<R> | ListResult<unknown> | RawBody | StreamBody>;

interface CommonSpec<P extends z.ZodObject, Q extends z.ZodObject, B extends z.ZodType, R extends z.ZodType> {
  /** operationId, and the MCP tool name where the MCP table names one. */
  id: string;
  method: Method;
  /** OpenAPI-style path under the API root: /v1/artists/{id}. */
  path: string;
  tag: string;
  summary: string;
  description: string;
  envelope: Envelope;
  /** Work cost of an uncached call; default: single 1, small list 1, list 1 per started 25 of `limit`. */
  cost?: (query: z.output<Q>) => number;
  params?: P;
  query?: Q;
  body?: B;
  response: R;
  /** Status of a success. */
  status?: number;
  /** Content type of a success when not JSON. */
  contentType?: string;
  /** Whether the list takes `limit`/`cursor` (default: envelope === "list"). */
  paginated?: boolean;
  /** Problem codes beyond the common ones, for the OpenAPI document. */
  errors?: ErrorCode[];
  /** Takes an Idempotency-Key header (POST). */
  idempotent?: boolean;
  /**
   * Platform events a successful call writes to the outbox (in its own transaction). Documented, and
   * after such an answer the write step wakes the webhook driver (Inngest; the Postgres worker finds the rows itself).
   */
  emits?: WebhookEventType[];
  /** Request headers the answer depends on: readable through `ctx.header`, part of the cache key, documented. */
  headers?: DeclaredHeader[];
  /** Status of a refused query (default 400); the shop catalogue's contract answers 422. */
  queryStatus?: 400 | 422;
  /**
   * The route reads no body (logout): whatever is sent (any fields, any content type, not JSON) is
   * read up to the common size limit (over it: 413, as on every route) and dropped, never refused.
   */
  bodyIgnored?: boolean;
  /**
   * Top-level body fields that are credentials the handler only hashes (a sign-in token): any
   * string reaches the handler, so a NUL in one gets the credential's single refusal, not a 422
   * naming what was wrong with it. Nothing in such a field is ever stored as text.
   */
  credentialFields?: readonly string[];
  /** The `reason` of a 422 for a body the schema refuses, when the route names reasons (the shop's invalid_cart, invalid_mode). */
  bodyReason?: (errors: FieldError[]) => string | undefined;
}

export interface KeyedSpec<P extends z.ZodObject, Q extends z.ZodObject, B extends z.ZodType, R extends z.ZodType, C extends CacheLifetime> extends CommonSpec<P, Q, B, R> {
  scopes: Scope[];
  /** Whether a publishable key may call it. */
  publishable: boolean;
  cache: C;
  /**
   * Served as an MCP tool named by `id` (spec 4.13), with this declaration's scopes, arguments and
   * answer. Reads only: a tool on any other method is refused when the declaration is made.
   */
  mcpTool?: boolean;
  /**
   * The write allowance a POST spends: "write" (the default), "checkout" (a checkout's own, for the
   * key and the crew), "code-check" (coupon and access-code checks), or "none".
   */
  writeClass?: WriteClass;
  /**
   * The route's own limits, beyond the allowances (the helpers of lib/limits/route-limits.ts:
   * `perVisitor`, `perCrewPerDay`, ...), as its description tells them. A POST spends them after the
   * Idempotency-Key check, a GET before the cache (a cached answer counts too).
   */
  limits?: readonly RouteLimit[];
  handler: (ctx: KeyedContext<z.output<P>, z.output<Q>, z.output<B>, C>) => Result<R>;
}

export interface PublicSpec<P extends z.ZodObject, Q extends z.ZodObject, B extends z.ZodType, R extends z.ZodType> extends CommonSpec<P, Q, B, R> {
  cache: CacheLifetime;
  handler: (ctx: PublicContext<z.output<P>, z.output<Q>, z.output<B>>) => Result<R>;
}

export interface AdminSpec<P extends z.ZodObject, Q extends z.ZodObject, B extends z.ZodType, R extends z.ZodType> extends CommonSpec<P, Q, B, R> {
  handler: (ctx: AdminContext<z.output<P>, z.output<Q>, z.output<B>>) => Result<R>;
}

export interface PlatformSpec<P extends z.ZodObject, Q extends z.ZodObject, B extends z.ZodType, R extends z.ZodType> extends CommonSpec<P, Q, B, R> {
  handler: (ctx: PlatformContext<z.output<P>, z.output<Q>, z.output<B>>) => Result<R>;
}

/**
 * Who may call: "key" (the partner API), "none" (discovery), "admin" (a crew member's admin token,
 * /api/admin/v1), "platform" (the platform token, /api/platform/v1).
 */
export type AuthKind = "key" | "none" | "admin" | "platform";

/** A declaration as the pipeline, the router and the generators see it. */
export interface Endpoint extends CommonSpec<z.ZodObject, z.ZodObject, z.ZodType, z.ZodType> {
  auth: AuthKind;
  scopes: Scope[];
  publishable: boolean;
  cache: CacheLifetime;
  mcpTool?: boolean;
  writeClass?: WriteClass;
  limits?: readonly RouteLimit[];
  handler: (ctx: never) => Promise<unknown>;
}

/** A route that needs a key: its handler gets the crew and the key. */
export function defineEndpoint<P extends z.ZodObject, Q extends z.ZodObject, B extends z.ZodType, R extends z.ZodType, C extends CacheLifetime>(
  spec: KeyedSpec<P, Q, B, R, C>,
): Endpoint {
  // Spec 4.13: "No write is a tool".
  if (spec.mcpTool && spec.method !== "GET") throw new Error(`${spec.id}: only a GET route can be an MCP tool`);
  return { ...spec, auth: "key" } as unknown as Endpoint;
}

/** A discovery route (no key, one shared answer for everyone). */
export function definePublicEndpoint<P extends z.ZodObject, Q extends z.ZodObject, B extends z.ZodType, R extends z.ZodType>(spec: PublicSpec<P, Q, B, R>): Endpoint {
  return { ...spec, auth: "none", scopes: [], publishable: true } as unknown as Endpoint;
}

/** A route of the crew admin API: a member's admin token (owner or manage_api), never cached. */
export function defineAdminEndpoint<P extends z.ZodObject, Q extends z.ZodObject, B extends z.ZodType, R extends z.ZodType>(spec: AdminSpec<P, Q, B, R>): Endpoint {
  return { ...spec, auth: "admin", scopes: [], publishable: false, cache: "no-store" } as unknown as Endpoint;
}

/** A route of the platform API: the platform token, never cached. */
export function definePlatformEndpoint<P extends z.ZodObject, Q extends z.ZodObject, B extends z.ZodType, R extends z.ZodType>(spec: PlatformSpec<P, Q, B, R>): Endpoint {
  return { ...spec, auth: "platform", scopes: [], publishable: false, cache: "no-store" } as unknown as Endpoint;
}

/** Items a page holds when the request names no `limit`. */
export const DEFAULT_LIMIT = 25;

/** Whether a route takes `limit`/`cursor`. */
export const isPaginated = (e: Pick<Endpoint, "paginated" | "envelope">) => e.paginated ?? e.envelope === "list";
