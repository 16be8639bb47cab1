/**
 * Every guide as Markdown (/docs/{guide}.md), for AI assistants and tools that read text: the same
 * content as the HTML page, with the generated parts (scope table, error codes, the admin and
 * platform route references, the changelog) written as Markdown from the same sources.
 */
import { adminEndpoints, endpoints, platformApiEndpoints } from "@/lib/registry/registry";
import { SCOPES, SCOPE_LIST } from "@/lib/auth/scopes";
import { CHANGELOG } from "@/lib/discovery/changelog";
import { routesOfScope } from "@/lib/openapi/routes-beside";
import { ERROR_CODES, ERROR_CODE_LIST } from "@/lib/http/errors";
import type { Endpoint } from "@/lib/http/endpoint";
import { ADVICE, CHANGELOG_INTRO, answerShape, answeredBy, errorTableRows, fullPath, guideBySlug, guideSource, jsonSchema, successStatus, surfaceProblems, typeOf, type JsonSchema, type Surface } from "./guides";

/** A table cell: one line, pipes escaped. */
const cell = (text: string) => text.replace(/\r?\n+/g, " ").replace(/\|/g, "\\|");
const code = (text: string) => `\`${text}\``;

function table(head: string[], rows: string[][]): string {
  return [`| ${head.join(" | ")} |`, `|${head.map(() => "---").join("|")}|`, ...rows.map((r) => `| ${r.map(cell).join(" | ")} |`)].join("\n");
}

/** Scopes, with the routes this server serves under each. */
export function scopeTableMarkdown(): string {
  return table(
    ["Scope", "Opens", "Given", "Routes on this server"],
    SCOPE_LIST.map((scope) => {
      const s = SCOPES[scope];
      const routes = routesOfScope(endpoints, scope).map(code);
      const flags = [s.default ? "default" : null, s.publishable ? "publishable" : null, s.ownerOnly ? "crew owner only" : null].filter(Boolean).join(", ");
      return [code(scope), s.summary, flags || "—", routes.length ? routes.join(", ") : "—"];
    }),
  );
}

/** The table of codes, then one section per code, as the HTML page's. */
export function errorSectionsMarkdown(): string {
  const head = table(
    ["Code", "Status", "Meaning"],
    errorTableRows().map((r) => [code(r.code), r.statuses.join(" / "), r.meaning]),
  );
  return `${head}\n\n${ERROR_CODE_LIST.map((c) => {
    const { statuses, where } = answeredBy(c);
    return [`### ${code(c)} ${statuses.join(" / ")}`, "", `**${ERROR_CODES[c].title}.** ${ADVICE[c]}`, "", `Answered by: ${typeof where === "string" ? where : where.map((r) => code(r)).join(", ")}`].join("\n");
  }).join("\n\n")}`;
}

function fieldTable(s: JsonSchema): string {
  return table(
    ["Field", "Type", "Required", "Meaning"],
    Object.entries(s.properties ?? {}).map(([k, p]) => [code(k), code(typeOf(p)), s.required?.includes(k) ? "yes" : "no", p.description ?? "—"]),
  );
}

function routeSection(e: Endpoint): string {
  const parts = [`### ${code(`${e.method} ${fullPath(e)}`)}: ${e.summary}`, "", e.description];
  if (e.query && Object.keys(e.query.shape).length > 0) parts.push("", "#### Query", "", fieldTable(jsonSchema(e.query)));
  if (e.body) {
    const body = jsonSchema(e.body);
    parts.push("", "#### Body", "", Object.keys(body.properties ?? {}).length ? fieldTable(body) : typeOf(body));
  }
  const answer = successStatus(e) === 204 ? "no body" : answerShape(jsonSchema(e.response, "output"));
  parts.push("", "#### Answer", "", `${code(String(successStatus(e)))} ${answer === "no body" ? "with no body." : code(answer)}`);
  parts.push("", "#### Problems", "", ...surfaceProblems(e).map((p) => `- [${code(`${p.status} ${p.code}`)}](/docs/errors#${p.code}): ${p.why}`));
  return parts.join("\n");
}

/** Every route of the crew admin API or the platform API: a table, then one section per route. */
export function routeReferenceMarkdown(surface: Surface): string {
  const list = surface === "admin" ? adminEndpoints : platformApiEndpoints;
  const summary = table(
    ["Route", "What it does", "Success", "Webhook events"],
    list.map((e) => [code(`${e.method} ${fullPath(e)}`), e.summary, String(successStatus(e)), e.emits?.length ? e.emits.map(code).join(", ") : "—"]),
  );
  return [summary, ...list.map(routeSection)].join("\n\n");
}

export function changelogMarkdown(): string {
  const entries = [...CHANGELOG].sort((a, b) => (a.date < b.date ? 1 : -1));
  const days = entries.map((e) => [`## ${e.date}`, "", ...e.changes.map((c) => `- ${c}`), ...(e.routes.length ? ["", `Routes: ${e.routes.map(code).join(", ")}`] : [])].join("\n"));
  return ["# Changelog", "", CHANGELOG_INTRO, "", ...days.flatMap((d) => [d, ""])].join("\n");
}

/** The guide as Markdown, or null for an unknown guide (or one whose file is not written yet). */
export function guideMarkdown(slug: string): string | null {
  if (!guideBySlug(slug)) return null;
  if (slug === "changelog") return changelogMarkdown();
  const source = guideSource(slug);
  if (source === null) return null;
  const text = source
    .replace("<!-- scope-table -->", () => scopeTableMarkdown())
    .replace("<!-- error-codes -->", () => errorSectionsMarkdown())
    .replace("<!-- admin-routes -->", () => routeReferenceMarkdown("admin"))
    .replace("<!-- platform-routes -->", () => routeReferenceMarkdown("platform"));
  return text.endsWith("\n") ? text : `${text}\n`;
}
