import type { NextConfig } from "next";

const nextConfig: NextConfig = {
  // Native and WASM packages load their own files at run time: keep them out of the bundle.
  serverExternalPackages: ["@electric-sql/pglite", "pg", "ioredis", "@neondatabase/serverless", "ws", "ical-generator", "sanitize-html"],
  // The migrations folder is read at start; ship it with every server function on Vercel.
  outputFileTracingIncludes: { "/**": ["./drizzle/**/*"] },
  poweredByHeader: false,
  typedRoutes: false,
  devIndicators: false,
  // Under /api a trailing slash is the dispatcher's to answer (app/api/[[...path]]/route.ts serves
  // /api/v1/events/ as /api/v1/events, as the plain Node entry does), never Next's 308 to the path
  // without it. Next.js turns its redirect off everywhere or nowhere: the first redirect below gives
  // every other path (pages, docs) the same 308 to the path without the slash.
  skipTrailingSlashRedirect: true,
  // Ticket checkouts moved from /checkout/tickets/{id} to /checkout/{id} (one page tree for both
  // kinds); links already handed out keep working. 308, so the old page's forms keep POST and body.
  redirects: async () => [
    { source: "/:path((?!api(?:/|$)).+)/", destination: "/:path", permanent: true },
    { source: "/checkout/tickets/:path+", destination: "/checkout/:path+", permanent: true },
  ],
  // Every guide also as Markdown at /docs/{guide}.md (a segment cannot carry an extension in the
  // app router): served by app/docs/md/[guide]/route.ts. Before the pages, so /docs/[guide] does not take it.
  rewrites: async () => ({ beforeFiles: [{ source: "/docs/:guide([a-z0-9-]+).md", destination: "/docs/md/:guide" }], afterFiles: [], fallback: [] }),
};

export default nextConfig;
