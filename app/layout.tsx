import type { Metadata, Viewport } from "next";
import Link from "next/link";
import { connection } from "next/server";
import type { ReactNode } from "react";
import { SiteNav } from "./_portal/nav";
import "./globals.css";

export const metadata: Metadata = {
  title: { default: "Events Partner API", template: "%s · Events Partner API" },
  description: "Read your crew's artists, promoters, venues, events and tickets over one API.",
};

export const viewport: Viewport = { width: "device-width", initialScale: 1 };

export default async function RootLayout({ children }: { children: ReactNode }) {
  // Every page renders per request: its scripts carry the nonce of that request's CSP (proxy.ts).
  await connection();
  return (
    <html lang="en">
      <body className="portal">
        <a className="skip-link" href="#main">
          Skip to content
        </a>
        <header className="site-header">
          <div className="bar">
            <Link className="brand" href="/">
              Events Partner API
            </Link>
            <SiteNav />
          </div>
        </header>
        <main id="main" tabIndex={-1}>
          {children}
        </main>
        <footer className="site-footer">
          <div className="bar">
            API version v1 · {/* An API route answering JSON, not a page: a plain link. */}
            {/* eslint-disable-next-line @next/next/no-html-link-for-pages */}
            <a href="/api/v1/status">Status</a> · <Link href="/docs/changelog">Changelog</Link> · <a href="/api/v1/openapi.json">OpenAPI 3.1 document</a>
          </div>
        </footer>
      </body>
    </html>
  );
}
