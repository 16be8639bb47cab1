/**
 * An endpoint is declared once: method, path, scopes, key kinds, cache lifetime, work cost,
 * schemas and handler. The route file, the OpenAPI document, GET /v1/scopes, the MCP tools and
 * the portal are all derived from these declarations.
 */
import type { z } from "zod";
import type { Scope } from "@/lib/auth/scopes";
import type { Auth } from "@/lib/auth/authenticate";
import type { Db } from "@/lib/db/client";
import type { App } from "@/lib/platform/app";
import type { CursorPosition } from "./cursor";
import type { ErrorCode } from "./errors";
import type { Locale } from "./locale";

export type Method = "GET" | "POST";
/** list: `{ data, pagination }`; small-list: `{ data, ...siblings }`; single: the object itself. */
export type Envelope = "list" | "small-list" | "single";

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

export interface HandlerContext<P, Q, B> {
  params: P;
  query: Q;
  body: B;
  /** Null only on routes that need no key. */
  auth: Auth | null;
  db: Db;
  app: App;
  locale: Locale;
  page: PageRequest;
  request: Request;
  requestId: string;
  clientIp: string;
  now: Date;
  /** Headers the handler adds to the answer. */
  setHeader(name: string, value: string): void;
  /** Status to answer with instead of the declared one (e.g. 200 instead of 201 for an existing resource). */
  setStatus(status: number): void;
}

export interface EndpointSpec<P extends z.ZodObject, Q extends z.ZodObject, B extends z.ZodType, R extends z.ZodType> {
  /** operationId, and the MCP tool name where the MCP table names one. */
  id: string;
  method: Method;
  /** OpenAPI-style path under the API root: /v1/artists/{id}. */
  path: string;
  tag: string;
  summary: string;
  description: string;
  /** "none": discovery routes, no key. */
  auth?: "key" | "none";
  scopes: Scope[];
  /** Whether a publishable key may call it. */
  publishable: boolean;
  /** Seconds a read is cached per crew; "no-store" for key-level data and writes. */
  cache: number | "no-store";
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
  /** Extra request headers the route reads, for the docs. */
  headers?: { name: string; description: string; required?: boolean }[];
  handler: (ctx: HandlerContext<z.output<P>, z.output<Q>, z.output<B>>) => Promise<z.input<R> | ListResult<unknown> | RawBody>;
}

export type Endpoint = EndpointSpec<z.ZodObject, z.ZodObject, z.ZodType, z.ZodType>;

export function defineEndpoint<P extends z.ZodObject, Q extends z.ZodObject, B extends z.ZodType, R extends z.ZodType>(
  spec: EndpointSpec<P, Q, B, R>,
): Endpoint {
  return spec as unknown as Endpoint;
}
