/**
 * The guides of the portal: markdown files under docs/guides, with parts generated from the code
 * (the scope table from the registry, one section per problem code, the changelog, every route of
 * the crew admin and platform APIs), so the guides cannot drift from what the server does.
 */
import fs from "node:fs";
import path from "node:path";
import { Marked, type Tokens } from "marked";
import { z } from "zod";
import { adminEndpoints, endpoints, platformApiEndpoints } from "@/lib/registry/registry";
import type { Endpoint } from "@/lib/http/endpoint";
import { SCOPES, SCOPE_LIST } from "@/lib/auth/scopes";
import { ADDITION_NOTE, ERROR_CODES, ERROR_CODE_LIST, isServiceAddition, type ErrorCode } from "@/lib/http/errors";
import { CHANGELOG } from "@/lib/discovery/changelog";
import { CHANGELOG_FEED_PATH } from "@/lib/discovery/changelog-feed";
import { problemsOf } from "@/lib/openapi/problems";
import { WEBHOOK_EVENTS } from "@/lib/webhook-delivery/events";
import { withWebhookTables } from "@/lib/webhooks/guide-tables";
import { routesOfScope } from "@/lib/openapi/routes-beside";

import { GUIDES } from "./guide-list";

export { GUIDES, type Guide } from "./guide-list";

export const guideBySlug = (slug: string) => GUIDES.find((g) => g.slug === slug);

const GUIDES_DIR = path.join(process.cwd(), "docs/guides");

export const slugify = (text: string) =>
  text
    .toLowerCase()
    .replace(/<[^>]+>/g, "")
    .replace(/&[a-z]+;/g, "")
    .replace(/[^a-z0-9_\s-]/g, "")
    .trim()
    .replace(/\s+/g, "-");

const escape = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

function markdown(): Marked {
  // Tables are named after the section they sit in, so each scrollable region has its own name.
  let section = "Table";
  const names = new Map<string, number>();
  return new Marked({
    gfm: true,
    renderer: {
      // Anchored headings, so every section can be linked to.
      heading(this: { parser: { parseInline(t: Tokens.Generic[]): string } }, token: Tokens.Heading) {
        const html = this.parser.parseInline(token.tokens);
        const id = slugify(token.text);
        section = token.text.replace(/[`*_]/g, "");
        return `<h${token.depth} id="${id}">${html}</h${token.depth}>\n`;
      },
      // Code blocks scroll sideways on a phone: keyboard users must be able to reach them too.
      code(token: Tokens.Code) {
        const lang = (token.lang ?? "").match(/^\S*/)?.[0];
        return `<pre tabindex="0"><code${lang ? ` class="language-${escape(lang)}"` : ""}>${escape(token.text)}</code></pre>\n`;
      },
      // Wide tables scroll on their own on a phone instead of widening the page.
      table(this: unknown, token: Tokens.Table) {
        const cell = (c: Tokens.TableCell, tag: "th" | "td") => `<${tag}${c.align ? ` style="text-align:${c.align}"` : ""}>${(this as { parser: { parseInline(t: Tokens.Generic[]): string } }).parser.parseInline(c.tokens)}</${tag}>`;
        const head = `<tr>${token.header.map((c) => cell(c, "th")).join("")}</tr>`;
        const body = token.rows.map((r) => `<tr>${r.map((c) => cell(c, "td")).join("")}</tr>`).join("\n");
        const n = (names.get(section) ?? 0) + 1;
        names.set(section, n);
        const label = `${section} table${n > 1 ? ` ${n}` : ""}`;
        return `<div class="table-wrap" tabindex="0" role="region" aria-label="${escape(label)}"><table><thead>${head}</thead><tbody>${body}</tbody></table></div>\n`;
      },
    },
  });
}

export function renderMarkdown(text: string): string {
  return markdown().parse(text, { async: false }) as string;
}


/** Scopes, with the routes this server serves under each. */
export function scopeTable(): string {
  const rows = SCOPE_LIST.map((scope) => {
    const s = SCOPES[scope];
    const routes = routesOfScope(endpoints, scope).map((r) => `<code>${escape(r)}</code>`);
    const flags = [s.default ? "default" : null, s.publishable ? "publishable" : null, s.ownerOnly ? "crew owner only" : null].filter(Boolean).join(", ");
    return `<tr><th scope="row"><code>${scope}</code></th><td>${escape(s.summary)}</td><td>${flags || "—"}</td><td>${routes.length ? routes.join("<br>") : "—"}</td></tr>`;
  });
  return `<div class="table-wrap" tabindex="0" role="region" aria-label="Scopes"><table><thead><tr><th scope="col">Scope</th><th scope="col">Opens</th><th scope="col">Given</th><th scope="col">Routes on this server</th></tr></thead><tbody>${rows.join("\n")}</tbody></table></div>`;
}

/** What a partner should do about each code. */
export const ADVICE: Record<ErrorCode, string> = {
  invalid_key: "Check the key is sent as `Authorization: Bearer <key>` and copied whole. A revoked or expired key cannot come back: create or rotate one in the crew admin.",
  key_in_query: "Send secret keys only in the Authorization header. The key may now sit in logs and browser history: rotate it.",
  key_suspended: "A crew admin suspended the key; ask them to resume it. Nothing was deleted.",
  subscription_required: "The crew's plan no longer includes the API. The key works again as soon as the plan is active.",
  missing_scope: "The route needs a scope the key lacks (the detail names it), or a secret key. Add the scope to the key in the crew admin, or call from your server with a secret key.",
  forbidden: "Crew admin API only: the member's role does not allow this. Ask the crew owner, or a member with the Manage API permission; only the owner can turn a webhook's personal data on.",
  origin_not_allowed: "Publishable keys answer only in a browser on the websites listed on the key. Add the website's origin to the key, or call from a server with a secret key.",
  not_found: "The resource does not exist for this key: unknown, malformed id, unpublished, or outside the crew's graph. These are one answer on purpose.",
  method_not_allowed: "The route does not answer this HTTP method; the `Allow` header lists those it does.",
  conflict: "An earlier request with the same Idempotency-Key is still running (wait and retry), or the action was already done (a key rotates once: rotate its successor). `reason` says which.",
  validation_error: "A query parameter (400) or body field (422) is invalid, unknown or repeated. `errors` lists each one with a message; fix them and retry.",
  invalid_cursor: "The cursor is malformed, was made for other filters, or is older than a week. Start again from the first page.",
  idempotency_mismatch: "The Idempotency-Key was used before with another body. Use a new key for a new request.",
  password_required: "The press kit is protected: send its password in the `Presskit-Password` header. Ten attempts a minute per key and kit.",
  payload_too_large: "The body is larger than the route accepts (64 KB). Send less.",
  unsupported_media_type: "Send the body as JSON with `Content-Type: application/json`.",
  rate_limited: "A limit was reached. Wait `Retry-After` seconds, then retry. Use cached answers and `If-None-Match` to spend less; see the rate limits guide.",
  internal_error: "Something failed on the service side. It is safe to retry; quote the `request_id` if it persists.",
  upstream_error: "A dependency (payments, email) failed. It is safe to retry.",
  service_unavailable: "A part of the service was briefly unavailable and nothing was done. Wait `Retry-After` seconds and send the same request again (with the same `Idempotency-Key`); see the reliability guide.",
};

/** Where a code is answered: its statuses, and a sentence or the list of routes (for the errors guide, HTML and Markdown). */
export function answeredBy(code: ErrorCode): { statuses: number[]; where: string | string[] } {
  const statuses = new Set<number>([ERROR_CODES[code].status]);
  const routes: string[] = [];
  for (const e of endpoints) {
    const uses = problemsOf(e).filter((p) => p.code === code);
    uses.forEach((u) => statuses.add(u.status));
    if (uses.length) routes.push(`${e.method} ${e.path}`);
  }
  const where =
    code === "method_not_allowed"
      ? "Any path, with a method it does not answer."
      : routes.length === 0
        ? "No route of this server answers it yet."
        : routes.length === endpoints.length
          ? "Every route."
          : routes.length > 12
            ? `Most routes (${routes.length} of ${endpoints.length}).`
            : routes;
  return { statuses: [...statuses].sort(), where };
}

/** The errors guide's table: each code, the statuses it is answered with, what it means, and whether it is one of the service's own. */
export function errorTableRows(): { code: ErrorCode; statuses: number[]; meaning: string }[] {
  return ERROR_CODE_LIST.map((code) => ({ code, statuses: answeredBy(code).statuses, meaning: `${ERROR_CODES[code].summary}${isServiceAddition(code) ? ` (${ADDITION_NOTE}.)` : ""}` }));
}

function errorTable(): string {
  const rows = errorTableRows().map((r) => `<tr><th scope="row"><a href="#${r.code}"><code>${r.code}</code></a></th><td>${r.statuses.join(" / ")}</td><td>${renderInline(r.meaning)}</td></tr>`);
  return `<div class="table-wrap" tabindex="0" role="region" aria-label="Error codes"><table><thead><tr><th scope="col">Code</th><th scope="col">Status</th><th scope="col">Meaning</th></tr></thead><tbody>${rows.join("\n")}</tbody></table></div>`;
}

/** The table of codes, then one anchored section per code: the target of every problem's `type`. */
export function errorSections(): string {
  return `${errorTable()}\n${errorSectionList()}`;
}

function errorSectionList(): string {
  return ERROR_CODE_LIST.map((code) => {
    const c = ERROR_CODES[code];
    const { statuses, where } = answeredBy(code);
    return `<section class="error-code" id="${code}" aria-labelledby="${code}-title">
<h3 id="${code}-title"><code>${code}</code> <span class="status">${statuses.join(" / ")}</span></h3>
<p><strong>${escape(c.title)}.</strong> ${renderInline(ADVICE[code])}</p>
<p class="where"><span>Answered by:</span> ${typeof where === "string" ? where : where.map((r) => `<code>${escape(r)}</code>`).join(", ")}</p>
</section>`;
  }).join("\n");
}

function renderInline(text: string): string {
  return markdown().parseInline(text, { async: false }) as string;
}

/** The changelog page's first paragraph (HTML and Markdown). */
export const CHANGELOG_INTRO = `What changed in the API, newest first, with the routes shipped that day. Also as JSON at \`GET /v1/changelog\`, and as an [Atom feed](${CHANGELOG_FEED_PATH}) for feed readers.`;

export function changelogHtml(): string {
  const entries = [...CHANGELOG].sort((a, b) => (a.date < b.date ? 1 : -1));
  return entries
    .map(
      (e) => `<section aria-labelledby="d-${e.date}"><h2 id="d-${e.date}"><time dateTime="${e.date}">${e.date}</time></h2>
<ul>${e.changes.map((c) => `<li>${renderInline(c)}</li>`).join("")}</ul>
${e.routes.length ? `<p class="where"><span>Routes:</span> ${e.routes.map((r) => `<code>${escape(r)}</code>`).join(", ")}</p>` : ""}</section>`,
    )
    .join("\n");
}

export type JsonSchema = {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  items?: JsonSchema;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: JsonSchema | boolean;
  description?: string;
  format?: string;
};

/** The request side of a schema as JSON Schema (what a caller sends, before transforms). */
export const jsonSchema = (schema: z.ZodType, io: "input" | "output" = "input"): JsonSchema => z.toJSONSchema(schema, { io, unrepresentable: "any" }) as JsonSchema;

/** A short type: `string`, `integer | null`, `"a" | "b"`, `[object]`, `{ a, b }`. */
export function typeOf(s: JsonSchema, depth = 0): string {
  if (s.const !== undefined) return JSON.stringify(s.const);
  if (s.enum) return s.enum.map((v) => JSON.stringify(v)).join(" | ");
  const union = s.anyOf ?? s.oneOf;
  if (union) return [...new Set(union.map((u) => typeOf(u, depth)))].join(" | ");
  const types = Array.isArray(s.type) ? s.type : s.type ? [s.type] : [];
  if (types.length === 0) return "any";
  return types
    .map((t) => {
      if (t === "array") return s.items && typeOf(s.items, depth + 1) !== "any" ? `[${typeOf(s.items, depth + 1)}]` : "list";
      if (t === "object") {
        const keys = Object.keys(s.properties ?? {});
        if (keys.length === 0) return "object";
        if (depth >= 2) return "object";
        return `{ ${keys.map((k) => `${k}${s.required?.includes(k) ? "" : "?"}`).join(", ")} }`;
      }
      return t === "string" && s.format === "date-time" ? "date-time" : t === "string" && s.format === "uuid" ? "uuid" : t;
    })
    .join(" | ");
}

/** One level of an answer: `{ a, b, c }`, `{ data: [{ a, b }] }`. */
export function answerShape(s: JsonSchema): string {
  if (s.type === "null") return "no body";
  const props = s.properties ?? {};
  const keys = Object.keys(props);
  if (keys.length === 0) return typeOf(s);
  return `{ ${keys
    .map((k) => {
      const p = props[k]!;
      if (p.type === "array" && p.items?.properties) return `${k}: [{ ${Object.keys(p.items.properties).join(", ")} }]`;
      return k;
    })
    .join(", ")} }`;
}

export type Surface = "admin" | "platform";

interface RouteProblem {
  status: number;
  code: ErrorCode;
  why: string;
}

/** What a route of the crew admin or platform API can refuse, from its declaration and how the walk treats its surface. */
export function surfaceProblems(e: Endpoint): RouteProblem[] {
  const out: RouteProblem[] = [];
  const add = (code: ErrorCode, why: string, status: number = ERROR_CODES[code].status) => out.push({ status, code, why });
  const admin = e.auth === "admin";
  add("validation_error", e.query ? "A query parameter is invalid or unknown; `errors` lists each one." : "A query parameter was sent: this route takes none.", 400);
  if (admin) {
    add("invalid_key", "The admin token is missing, malformed or unknown.");
    add("subscription_required", "The crew's plan is not Studio or Roster.");
    add("forbidden", e.errors?.includes("forbidden") ? "The member has no admin access (role member), or is not the owner and turns personal data on." : "The member has no admin access (role member).");
  } else {
    add("invalid_key", "The platform token is missing or wrong.");
  }
  const hasParams = Boolean(e.params && Object.keys(e.params.shape).length > 0);
  if (admin && hasParams) add("not_found", "Unknown or malformed id, or another crew's (one answer for all).");
  if (!admin) add("not_found", hasParams ? "The platform API is off on this server, or the resource does not exist." : "The platform API is off on this server (no PLATFORM_TOKEN outside sandbox mode).");
  const write = e.method !== "GET";
  if (e.errors?.includes("conflict")) add("conflict", write ? "The description above names each `reason`; or `idempotency_in_flight`: a request with this `Idempotency-Key` is still running." : "The description above names each `reason`.");
  else if (write) add("conflict", "`reason: idempotency_in_flight`: a request with this `Idempotency-Key` is still running.");
  if (write) {
    add("validation_error", "The `Idempotency-Key` header is not 1 to 255 visible ASCII characters.", 400);
    add("payload_too_large", "The body is larger than 64 KB.");
    add("unsupported_media_type", "A body was sent with a Content-Type other than JSON.");
    add("validation_error", e.body ? "The body is invalid; `errors` lists each field." : "The body has fields: this route takes none.", 422);
    add("idempotency_mismatch", "This `Idempotency-Key` was used with another route, path or body.");
  }
  if (admin) add("rate_limited", write ? "The crew's admin writes for this minute are used up (see Limits), or too many unknown tokens from this address; wait `Retry-After` seconds." : "Too many unknown tokens from this address; wait `Retry-After` seconds.");
  add("internal_error", "A failure on the service side; safe to retry.");
  add("service_unavailable", "The database could not be reached; nothing was done. Retry after `Retry-After` seconds.");
  return out.sort((a, b) => a.status - b.status);
}

function fieldTable(s: JsonSchema, label: string): string {
  const props = s.properties ?? {};
  const rows = Object.entries(props).map(
    ([k, p]) =>
      `<tr><th scope="row" style="white-space:nowrap"><code>${escape(k)}</code></th><td${typeOf(p).length <= 24 ? ' style="white-space:nowrap"' : ""}><code>${escape(typeOf(p))}</code></td><td>${s.required?.includes(k) ? "yes" : "no"}</td><td>${p.description ? renderInline(declared(p.description)) : "—"}</td></tr>`,
  );
  return `<div class="table-wrap" tabindex="0" role="region" aria-label="${escape(label)}"><table><thead><tr><th scope="col">Field</th><th scope="col">Type</th><th scope="col">Required</th><th scope="col">Meaning</th></tr></thead><tbody>${rows.join("\n")}</tbody></table></div>`;
}

export const fullPath = (e: Endpoint) => `/api${e.path}`;

/**
 * A declaration's text as markdown: its addresses (`http://localhost:<port>`) become code rather
 * than links, and angle brackets outside code stay text.
 */
function declared(text: string): string {
  const outsideCode = (t: string, f: (part: string) => string) =>
    t
      .split(/(`[^`]*`)/)
      .map((part, i) => (i % 2 === 1 ? part : f(part)))
      .join("");
  const coded = outsideCode(text, (part) =>
    part.replace(/https?:\/\/[\w.-]+(?::(?:<\w+>|\d+))?[\w/.-]*/g, (url) => {
      const bare = url.replace(/\.+$/, "");
      return `\u0060${bare}\u0060${url.slice(bare.length)}`;
    }),
  );
  return outsideCode(coded, (part) => part.replace(/</g, "&lt;").replace(/>/g, "&gt;"));
}
export const successStatus = (e: Endpoint) => e.status ?? 200;

/**
 * Every route of the crew admin API or the platform API, from the registry: a table of routes, then
 * one anchored section per route with its description, query, body, answer and problems.
 */
export function routeReference(surface: Surface): string {
  const list = surface === "admin" ? adminEndpoints : platformApiEndpoints;
  const name = surface === "admin" ? "Crew admin API" : "Platform API";
  const summary = list
    .map(
      (e) =>
        `<tr><th scope="row"><a href="#${e.id}"><code>${e.method} ${escape(fullPath(e))}</code></a></th><td>${escape(e.summary)}</td><td>${successStatus(e)}</td><td>${e.emits?.length ? e.emits.map((t) => `<code>${t}</code>`).join(", ") : "—"}</td></tr>`,
    )
    .join("\n");
  const table = `<div class="table-wrap" tabindex="0" role="region" aria-label="${name} routes"><table><thead><tr><th scope="col">Route</th><th scope="col">What it does</th><th scope="col">Success</th><th scope="col">Webhook events</th></tr></thead><tbody>${summary}</tbody></table></div>`;
  const sections = list.map((e) => {
    const parts = [`<section class="route" aria-labelledby="${e.id}"><h3 id="${e.id}"><code>${e.method} ${escape(fullPath(e))}</code>: ${escape(e.summary)}</h3>`, renderMarkdown(declared(e.description))];
    if (e.query && Object.keys(e.query.shape).length > 0) parts.push(`<h4 id="${e.id}-query">Query</h4>`, fieldTable(jsonSchema(e.query), `${e.method} ${fullPath(e)} query`));
    if (e.body) {
      const body = jsonSchema(e.body);
      parts.push(`<h4 id="${e.id}-body">Body</h4>`, Object.keys(body.properties ?? {}).length ? fieldTable(body, `${e.method} ${fullPath(e)} body`) : `<p>${escape(typeOf(body))}</p>`);
    }
    const answer = successStatus(e) === 204 ? "no body" : answerShape(jsonSchema(e.response, "output"));
    parts.push(`<h4 id="${e.id}-answer">Answer</h4>`, `<p><code>${successStatus(e)}</code> ${answer === "no body" ? "with no body." : `<code>${escape(answer)}</code>`}</p>`);
    parts.push(
      `<h4 id="${e.id}-problems">Problems</h4>`,
      `<ul class="route-problems">${surfaceProblems(e)
        .map((p) => `<li><a href="/docs/errors#${p.code}"><code>${p.status} ${p.code}</code></a>: ${renderInline(p.why)}</li>`)
        .join("")}</ul>`,
      "</section>",
    );
    return parts.join("\n");
  });
  return `${table}\n${sections.join("\n")}`;
}

/**
 * The guide's Markdown file, or null when there is none. The webhook event tables are written in
 * (they are Markdown tables, the same in both forms); the other generated parts are still markers.
 */
export function guideSource(slug: string): string | null {
  if (!guideBySlug(slug)) return null;
  const file = path.join(GUIDES_DIR, `${slug}.md`);
  return fs.existsSync(file) ? withWebhookTables(fs.readFileSync(file, "utf8"), WEBHOOK_EVENTS) : null;
}

/** The guide's HTML, or null when its file is not written yet. */
export function guideHtml(slug: string): string | null {
  if (slug === "changelog") return `<h1 id="changelog">Changelog</h1>\n${renderMarkdown(CHANGELOG_INTRO)}\n${changelogHtml()}`;
  const source = guideSource(slug);
  if (source === null) return null;
  let html = renderMarkdown(source);
  html = html.replace("<!-- scope-table -->", scopeTable());
  html = html.replace("<!-- error-codes -->", errorSections());
  html = html.replace("<!-- admin-routes -->", routeReference("admin"));
  html = html.replace("<!-- platform-routes -->", routeReference("platform"));
  return html;
}
