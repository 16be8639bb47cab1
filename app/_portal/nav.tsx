"use client";
/** The site's main navigation; marks the current section for sighted and screen-reader users. */
import Link from "next/link";
import { usePathname } from "next/navigation";

const LINKS = [
  { href: "/docs", label: "API reference", match: (p: string) => p === "/docs" },
  { href: "/docs/authentication", label: "Guides", match: (p: string) => p.startsWith("/docs/") },
  { href: "/console", label: "Key console", match: (p: string) => p === "/console" },
  { href: "/console/webhooks", label: "Webhooks", match: (p: string) => p.startsWith("/console/webhooks") },
  { href: "/mailbox", label: "Mailbox", match: (p: string) => p.startsWith("/mailbox") },
];

export function SiteNav() {
  const pathname = usePathname() ?? "/";
  return (
    <nav className="site-nav" aria-label="Main">
      <ul>
        {LINKS.map((l) => (
          <li key={l.href}>
            <Link href={l.href} aria-current={l.match(pathname) ? "page" : undefined}>
              {l.label}
            </Link>
          </li>
        ))}
        <li>
          <a href="/api/v1/openapi.json">OpenAPI JSON</a>
        </li>
      </ul>
    </nav>
  );
}
