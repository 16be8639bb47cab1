/**
 * The docs machines read: /llms.txt (the llms.txt format, every guide linked as Markdown, every
 * link answering 200), every guide as Markdown at /docs/{guide}.md (the HTML page's content,
 * generated parts included; 404 for an unknown guide), and the changelog as an Atom 1.0 feed.
 * The route handlers are called as Next.js calls them; /api links go through the API's dispatch.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { GET as atomGET } from "@/app/changelog.atom/route";
import { GET as mdGET } from "@/app/docs/md/[guide]/route";
import { GET as llmsGET } from "@/app/llms.txt/route";
import { GUIDES } from "@/app/_portal/guide-list";
import { guideHtml, renderMarkdown } from "@/app/_portal/guides";
import { adminEndpoints, platformApiEndpoints } from "@/lib/registry/registry";
import { SCOPE_LIST } from "@/lib/auth/scopes";
import { CHANGELOG } from "@/lib/discovery/changelog";
import { ERROR_CODE_LIST } from "@/lib/http/errors";
import { dispatch, startApp, type TestApp } from "../support/app";

const ORIGIN = "http://localhost:3000";
const get = (path: string, headers: Record<string, string> = {}) => new Request(`${ORIGIN}${path}`, { headers });
const md = (slug: string, headers: Record<string, string> = {}) => mdGET(get(`/docs/${slug}.md`, headers), { params: Promise.resolve({ guide: slug }) });

/** Fetches a URL of this site as the server would answer it (the rewrite of next.config.ts included). */
async function resolve(url: string): Promise<Response> {
  const u = new URL(url);
  expect(u.origin).toBe(ORIGIN);
  const guide = /^\/docs\/([a-z0-9-]+)\.md$/.exec(u.pathname);
  if (guide) return md(guide[1]!);
  if (u.pathname === "/llms.txt") return llmsGET(get(u.pathname));
  if (u.pathname === "/changelog.atom") return atomGET(get(u.pathname));
  if (u.pathname.startsWith("/api/")) return dispatch(new Request(url, { headers: { "X-Forwarded-For": "203.0.113.7" } }));
  throw new Error(`No handler for ${url} in this test`);
}

let api: TestApp;
beforeAll(async () => {
  api = await startApp();
});
afterAll(() => api.close());

describe("GET /llms.txt", () => {
  it("is plain text in the llms.txt format: H1, a blockquote summary, then sections of links", async () => {
    const res = await llmsGET(get("/llms.txt"));
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/plain; charset=utf-8");
    expect(res.headers.get("cache-control")).toBe("public, max-age=3600");
    const text = await res.text();
    const lines = text.split("\n");
    expect(lines[0]).toBe("# Events Partner API");
    expect(lines[1]).toBe("");
    expect(lines[2]).toMatch(/^> The partner API \(v1\) of an events platform/);
    // Only one H1; the sections are H2, each a list of `- [title](url): note`.
    expect(lines.filter((l) => l.startsWith("# "))).toHaveLength(1);
    expect(lines.filter((l) => l.startsWith("## "))).toEqual(["## Guides", "## Reference"]);
    const firstSection = lines.findIndex((l) => l.startsWith("## "));
    for (const l of lines.slice(firstSection)) if (l && !l.startsWith("## ")) expect(l).toMatch(/^- \[[^\]]+\]\(https?:\/\/[^)\s]+\): \S.*$/);
  });

  it("links every guide's Markdown, the OpenAPI document, the changelog feed and MCP; every link answers 200", async () => {
    const text = await (await llmsGET(get("/llms.txt"))).text();
    const links = [...text.matchAll(/^- \[([^\]]+)\]\(([^)]+)\)/gm)].map((m) => ({ title: m[1]!, url: m[2]! }));
    for (const g of GUIDES) expect(links, g.slug).toContainEqual({ title: g.title, url: `${ORIGIN}/docs/${g.slug}.md` });
    expect(links).toContainEqual({ title: "OpenAPI 3.1 document", url: `${ORIGIN}/api/v1/openapi.json` });
    expect(links).toContainEqual({ title: "Changelog feed", url: `${ORIGIN}/changelog.atom` });
    expect(links.find((l) => l.title === "MCP server")?.url).toBe(`${ORIGIN}/docs/mcp.md`);
    expect(text).toContain(`${ORIGIN}/api/v1/mcp`);
    expect(links.length).toBe(GUIDES.length + 3);
    for (const l of links) expect((await resolve(l.url)).status, l.url).toBe(200);
  });

  it("answers 304 to its own ETag", async () => {
    const first = await llmsGET(get("/llms.txt"));
    const etag = first.headers.get("etag")!;
    expect(etag).toMatch(/^"[A-Za-z0-9_-]{27}"$/);
    const again = await llmsGET(get("/llms.txt", { "If-None-Match": etag }));
    expect(again.status).toBe(304);
    expect(await again.text()).toBe("");
  });

  it("uses the configured public URL over the request's origin", async () => {
    vi.stubEnv("PUBLIC_URL", "https://docs.events.test");
    vi.resetModules();
    try {
      const fresh = await import("@/app/llms.txt/route");
      const text = await (await fresh.GET(get("/llms.txt"))).text();
      expect(text).toContain("(https://docs.events.test/docs/errors.md)");
      expect(text).not.toContain(ORIGIN);
    } finally {
      vi.unstubAllEnvs();
      vi.resetModules();
    }
  });
});

/** The page's first heading as text. */
const h1 = (html: string) => /<h1[^>]*>(.*?)<\/h1>/.exec(html)![1]!.replace(/<[^>]+>/g, "").replace(/&amp;/g, "&");
const headings = (html: string, level: number) => [...html.matchAll(new RegExp(`<h${level}[^>]*>(.*?)</h${level}>`, "g"))].map((m) => m[1]!.replace(/<[^>]+>/g, ""));

describe("GET /docs/{guide}.md", () => {
  it.each(GUIDES.map((g) => g.slug))("%s: Markdown with the page's title and sections", async (slug) => {
    const res = await md(slug);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/markdown; charset=utf-8");
    const text = await res.text();
    const html = guideHtml(slug)!;
    expect(text.split("\n")[0]).toBe(`# ${h1(html)}`);
    // No marker left for a generated part.
    expect(text).not.toMatch(/<!-- (scope-table|error-codes|admin-routes|platform-routes) -->/);
    // The same page: rendered, it has the HTML page's H1 and H2 sections.
    const rendered = renderMarkdown(text);
    expect(headings(rendered, 1)).toEqual(headings(html, 1));
    expect(headings(rendered, 2)).toEqual(headings(html, 2));
    if (!/<!-- /.test(text) && !["authentication", "errors", "admin-api", "platform-api", "changelog"].includes(slug)) expect(rendered).toBe(html);
  });

  it("writes the generated parts as Markdown: scopes, every error code, every admin and platform route, the changelog", async () => {
    const auth = await (await md("authentication")).text();
    for (const scope of SCOPE_LIST) expect(auth).toMatch(new RegExp(`^\\| \`${scope}\` \\|`, "m"));
    expect(auth).toMatch(/^\| `read:artists` \|.*`GET \/v1\/artists`/m);

    const errors = await (await md("errors")).text();
    for (const code of ERROR_CODE_LIST) expect(errors).toMatch(new RegExp(`^### \`${code}\` \\d{3}`, "m"));

    const admin = await (await md("admin-api")).text();
    for (const e of adminEndpoints) expect(admin).toContain(`### \`${e.method} /api${e.path}\`: ${e.summary}`);
    const platform = await (await md("platform-api")).text();
    for (const e of platformApiEndpoints) expect(platform).toContain(`### \`${e.method} /api${e.path}\`: ${e.summary}`);

    const changelog = await (await md("changelog")).text();
    for (const e of CHANGELOG) expect(changelog).toContain(`\n## ${e.date}\n`);
    expect(changelog).toContain("[Atom feed](/changelog.atom)");
  });

  it("answers 404 in plain text for an unknown guide, or a path that leaves the guides", async () => {
    for (const slug of ["no-such-guide", "../README", "md"]) {
      const res = await md(slug);
      expect(res.status, slug).toBe(404);
      expect(res.headers.get("content-type")).toBe("text/plain; charset=utf-8");
      expect(await res.text()).toMatch(/^No guide is called/);
    }
  });
});

/**
 * A strict reading of the feed's XML: every tag closed in order, attributes quoted, text with no raw
 * `<` and only the five named entities or numeric ones. Answers the elements with their text.
 */
function readXml(xml: string): { name: string; attrs: Record<string, string>; text: string; path: string }[] {
  const body = xml.replace(/^<\?xml version="1\.0" encoding="utf-8"\?>\n/, "");
  expect(body.startsWith("<feed")).toBe(true);
  const out: { name: string; attrs: Record<string, string>; text: string; path: string }[] = [];
  const stack: { name: string; attrs: Record<string, string>; text: string }[] = [];
  const decode = (t: string) => {
    expect(t).not.toMatch(/&(?!(amp|lt|gt|quot|apos|#\d+);)/);
    return t.replace(/&lt;/g, "<").replace(/&gt;/g, ">").replace(/&quot;/g, '"').replace(/&apos;/g, "'").replace(/&amp;/g, "&");
  };
  for (const token of body.match(/<[^>]*>|[^<]+/g)!) {
    if (!token.startsWith("<")) {
      if (stack.length) stack[stack.length - 1]!.text += decode(token);
      else expect(token.trim()).toBe("");
      continue;
    }
    const close = /^<\/([\w:]+)>$/.exec(token);
    if (close) {
      const open = stack.pop();
      expect(open?.name, `closing ${close[1]}`).toBe(close[1]);
      out.push({ ...open!, path: [...stack.map((s) => s.name), open!.name].join("/") });
      continue;
    }
    const tag = /^<([\w:]+)((?:\s+[\w:]+="[^"<]*")*)\s*(\/?)>$/.exec(token);
    expect(tag, token).not.toBeNull();
    const attrs = Object.fromEntries([...tag![2]!.matchAll(/([\w:]+)="([^"]*)"/g)].map((m) => [m[1]!, decode(m[2]!)]));
    if (tag![3]) out.push({ name: tag![1]!, attrs, text: "", path: [...stack.map((s) => s.name), tag![1]!].join("/") });
    else stack.push({ name: tag![1]!, attrs, text: "" });
  }
  expect(stack).toEqual([]);
  return out;
}

const RFC3339 = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/;

describe("GET /changelog.atom", () => {
  it("is an Atom 1.0 feed: id, title, updated, author, link rel=self, one entry per dated changelog entry", async () => {
    const res = await atomGET(get("/changelog.atom"));
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/atom+xml; charset=utf-8");
    const xml = await res.text();
    expect(xml).toMatch(/^<\?xml version="1\.0" encoding="utf-8"\?>\n<feed xmlns="http:\/\/www\.w3\.org\/2005\/Atom">/);
    const nodes = readXml(xml);
    const at = (path: string) => nodes.filter((n) => n.path === path);
    expect(at("feed/id").map((n) => n.text)).toEqual([`${ORIGIN}/changelog.atom`]);
    expect(at("feed/title").map((n) => n.text)).toEqual(["Events Partner API changelog"]);
    expect(at("feed/author/name")).toHaveLength(1);
    expect(at("feed/link").map((n) => n.attrs)).toContainEqual({ rel: "self", type: "application/atom+xml", href: `${ORIGIN}/changelog.atom` });
    expect(at("feed/link").map((n) => n.attrs)).toContainEqual({ rel: "alternate", type: "text/html", href: `${ORIGIN}/docs/changelog` });
    const newest = [...CHANGELOG].map((e) => e.date).sort().reverse()[0];
    expect(at("feed/updated").map((n) => n.text)).toEqual([`${newest}T00:00:00Z`]);

    const entries = at("feed/entry");
    expect(entries).toHaveLength(CHANGELOG.length);
    const ids = at("feed/entry/id").map((n) => n.text);
    expect(new Set(ids).size).toBe(CHANGELOG.length);
    const sorted = [...CHANGELOG].sort((a, b) => (a.date < b.date ? 1 : -1));
    expect(ids).toEqual(sorted.map((e) => `${ORIGIN}/docs/changelog#d-${e.date}`));
    expect(at("feed/entry/title")).toHaveLength(CHANGELOG.length);
    for (const u of [...at("feed/updated"), ...at("feed/entry/updated")]) {
      expect(u.text).toMatch(RFC3339);
      expect(Number.isNaN(Date.parse(u.text))).toBe(false);
    }
    // Each entry's content is its changes as HTML: one item per change, the routes named.
    const contents = at("feed/entry/content");
    expect(contents).toHaveLength(CHANGELOG.length);
    sorted.forEach((e, i) => {
      const c = contents[i]!;
      expect(c.attrs).toMatchObject({ type: "html", "xml:base": `${ORIGIN}/docs/changelog` });
      expect(c.text.match(/<li>/g)?.length).toBe(e.changes.length);
      for (const r of e.routes) expect(c.text).toContain(`<code>${r.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;")}</code>`);
    });
  });

  it("escapes what it writes: text with markup and ampersands stays text", async () => {
    const { changelogAtom } = await import("@/lib/discovery/changelog-feed");
    const xml = changelogAtom([{ date: "2026-01-02", changes: ["Fish & chips <b>bold</b> `a<b`"], routes: ["GET /v1/a&b"] }], "https://x.test", "A & B <feed>");
    const nodes = readXml(xml);
    expect(nodes.find((n) => n.path === "feed/title")!.text).toBe("A & B <feed>");
    const content = nodes.find((n) => n.path === "feed/entry/content")!.text;
    expect(content).toContain("<li>Fish &amp; chips <b>bold</b> <code>a&lt;b</code></li>");
    expect(content).toContain("<code>GET /v1/a&amp;b</code>");
  });

  it("answers 304 to its own ETag", async () => {
    const etag = (await atomGET(get("/changelog.atom"))).headers.get("etag")!;
    expect((await atomGET(get("/changelog.atom", { "If-None-Match": `W/${etag}` }))).status).toBe(304);
  });
});
