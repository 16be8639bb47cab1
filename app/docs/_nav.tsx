import Link from "next/link";
import { GUIDES } from "../_portal/guide-list";

/** The guides' side navigation. */
export function DocsNav({ current }: { current: string }) {
  return (
    <nav className="docs-nav" aria-label="Guides">
      <h2>Guides</h2>
      <ul>
        {GUIDES.map((g) => (
          <li key={g.slug}>
            <Link href={`/docs/${g.slug}`} aria-current={g.slug === current ? "page" : undefined}>
              {g.title}
            </Link>
          </li>
        ))}
      </ul>
      <h2>Reference</h2>
      <ul>
        <li>
          <Link href="/docs">API reference</Link>
        </li>
        <li>
          <a href="/api/v1/openapi.json">OpenAPI document</a>
        </li>
        {/* Plain documents for AI assistants and other tools (route handlers, not pages). */}
        {GUIDES.some((g) => g.slug === current) ? (
          <li>
            <a href={`/docs/${current}.md`} type="text/markdown">
              This guide as Markdown
            </a>
          </li>
        ) : null}
        <li>
          <a href="/llms.txt" type="text/plain">
            llms.txt
          </a>
        </li>
      </ul>
    </nav>
  );
}
