/**
 * The changelog as an Atom 1.0 feed (RFC 4287), served at /changelog.atom: one entry per dated
 * changelog entry, its changes as HTML. A small escaped template rather than a feed library: the
 * document has a handful of elements, and five characters to escape.
 */
import { Marked } from "marked";
import type { ChangelogEntry } from "./changelog";

export const CHANGELOG_FEED_PATH = "/changelog.atom";
export const CHANGELOG_PAGE_PATH = "/docs/changelog";
export const ATOM_CONTENT_TYPE = "application/atom+xml; charset=utf-8";

export const xmlEscape = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&apos;");

/** A changelog day as an RFC 3339 instant: its start in UTC (entries carry a date only). */
export const dayInstant = (date: string) => `${date}T00:00:00Z`;

const markdown = new Marked({ gfm: true });
const inline = (text: string) => markdown.parseInline(text, { async: false }) as string;

/** An entry's changes and routes as HTML (escaped again when written into the feed). */
function entryHtml(e: ChangelogEntry): string {
  const changes = `<ul>${e.changes.map((c) => `<li>${inline(c)}</li>`).join("")}</ul>`;
  const routes = e.routes.length ? `<p>Routes: ${e.routes.map((r) => `<code>${xmlEscape(r)}</code>`).join(", ")}</p>` : "";
  return changes + routes;
}

/**
 * The feed for entries served from `baseUrl` (no trailing slash). Ids are the entries' anchors on
 * the changelog page; relative links in the changes resolve against that page (`xml:base`).
 */
export function changelogAtom(entries: readonly ChangelogEntry[], baseUrl: string, title = "Events Partner API changelog"): string {
  const sorted = [...entries].sort((a, b) => (a.date < b.date ? 1 : -1));
  const page = `${baseUrl}${CHANGELOG_PAGE_PATH}`;
  const self = `${baseUrl}${CHANGELOG_FEED_PATH}`;
  const updated = sorted[0] ? dayInstant(sorted[0].date) : "1970-01-01T00:00:00Z";
  const items = sorted.map((e) => {
    const n = e.changes.length;
    return `  <entry>
    <id>${xmlEscape(`${page}#d-${e.date}`)}</id>
    <title>${xmlEscape(`${e.date}: ${n} change${n === 1 ? "" : "s"}${e.routes.length ? `, ${e.routes.length} new route${e.routes.length === 1 ? "" : "s"}` : ""}`)}</title>
    <updated>${dayInstant(e.date)}</updated>
    <link rel="alternate" type="text/html" href="${xmlEscape(`${page}#d-${e.date}`)}"/>
    <content type="html" xml:base="${xmlEscape(page)}">${xmlEscape(entryHtml(e))}</content>
  </entry>`;
  });
  return `<?xml version="1.0" encoding="utf-8"?>
<feed xmlns="http://www.w3.org/2005/Atom">
  <id>${xmlEscape(self)}</id>
  <title>${xmlEscape(title)}</title>
  <subtitle>What changed in the API, newest first, with the routes shipped that day.</subtitle>
  <updated>${updated}</updated>
  <author><name>${xmlEscape(title.replace(/ changelog$/, ""))}</name></author>
  <link rel="self" type="application/atom+xml" href="${xmlEscape(self)}"/>
  <link rel="alternate" type="text/html" href="${xmlEscape(page)}"/>
${items.join("\n")}
</feed>
`;
}
