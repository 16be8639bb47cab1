/**
 * The portal's Content Security Policy (proxy.ts sends it with every page). The key console keeps
 * a secret key in sessionStorage, so no script may run on a portal page unless this server sent
 * it: scripts come from this origin or carry the page's nonce, never inline or eval.
 */
export function contentSecurityPolicy(nonce: string, development: boolean): string {
  return [
    "default-src 'self'",
    // React uses eval in development only (`next dev`), to rebuild server error stacks in the browser.
    `script-src 'self' 'nonce-${nonce}'${development ? " 'unsafe-eval'" : ""}`,
    // The API reference (Scalar) and the guides' table cells set inline styles; with nothing
    // loadable from other origins, injected CSS could not send anything anywhere.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
}

/** A fresh nonce: 128 random bits, base64. */
export function newNonce(): string {
  return Buffer.from(crypto.getRandomValues(new Uint8Array(16))).toString("base64");
}

/** Headers of every portal page besides the policy. */
export const PAGE_HEADERS = { "X-Content-Type-Options": "nosniff", "Referrer-Policy": "no-referrer" } as const;
