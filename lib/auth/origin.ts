/**
 * Origins are compared as scheme://host[:port], lower case, paths dropped
 * (docs/guides/authentication.md, "Websites and storefront addresses").
 */
export function normaliseOrigin(value: string): string | null {
  try {
    const u = new URL(value);
    if (u.protocol !== "https:" && u.protocol !== "http:") return null;
    return u.origin.toLowerCase();
  } catch {
    return null;
  }
}

export function originAllowed(origin: string | null, websites: readonly string[]): boolean {
  if (!origin) return false;
  const o = normaliseOrigin(origin);
  return o !== null && websites.some((w) => normaliseOrigin(w) === o);
}
