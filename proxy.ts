/**
 * Portal pages get a strict Content Security Policy with a fresh nonce per request (see
 * lib/http/csp.ts). Next.js reads the nonce from the request's Content-Security-Policy header
 * and puts it on its own scripts; pages render per request for that (app/layout.tsx). API routes
 * answer JSON and are left alone.
 */
import { NextResponse, type NextRequest } from "next/server";
import { config as settings } from "@/lib/config/config";
import { PAGE_HEADERS, contentSecurityPolicy, newNonce } from "@/lib/http/csp";

export function proxy(request: NextRequest) {
  const policy = contentSecurityPolicy(newNonce(), settings().development);
  const headers = new Headers(request.headers);
  headers.set("Content-Security-Policy", policy);
  const response = NextResponse.next({ request: { headers } });
  response.headers.set("Content-Security-Policy", policy);
  for (const [name, value] of Object.entries(PAGE_HEADERS)) response.headers.set(name, value);
  return response;
}

export const config = {
  matcher: [
    {
      // Pages only: not the API, Next's static files, or files of public/ (vendor/) and app/icon.svg.
      source: "/((?!api|_next/static|_next/image|vendor|favicon.ico|icon.svg).*)",
      // A next/link prefetch is no document.
      missing: [
        { type: "header", key: "next-router-prefetch" },
        { type: "header", key: "purpose", value: "prefetch" },
      ],
    },
  ],
};
