import type { HeaderReader } from "@/lib/http/exchange";
import ipaddr from "ipaddr.js";
import { config } from "@/lib/config/config";

/**
 * The caller's address. Behind a trusted proxy (TRUST_PROXY=1, or on Vercel) the first
 * X-Forwarded-For entry is the client; otherwise the entry our own server appended (the last)
 * is the only one that cannot be forged. Anything that is not an IP address reads as "unknown":
 * the first entry is the client's own text, and it is stored in the audit log and names limit
 * buckets.
 */
export function clientIp(request: { headers: HeaderReader }): string {
  const xff = request.headers.get("x-forwarded-for");
  const parts = xff ? forwardedAddresses(xff) : [];
  const ip = config().trustProxy ? (parts[0] ?? request.headers.get("x-real-ip")) : (parts[parts.length - 1] ?? null);
  const address = ip?.replace(/^::ffff:/, "");
  return address && isAddress(address) ? address : "unknown";
}

/** The entries of X-Forwarded-For; one address (what our own server or a single proxy writes) needs no splitting. */
function forwardedAddresses(xff: string): string[] {
  if (!xff.includes(",")) {
    const one = xff.trim();
    return one ? [one] : [];
  }
  return xff.split(",").map((s) => s.trim()).filter(Boolean);
}

/** Dotted IPv4 or IPv6 as proxies write them (not "1" or "0x7f.1", which ipaddr.js also reads), at most 45 characters. */
function isAddress(s: string): boolean {
  // The same few addresses call again and again; parsing one is a visible share of a cached read.
  if (seen.has(s)) return true;
  const ok = s.length <= 45 && (ipaddr.IPv4.isValidFourPartDecimal(s) || ipaddr.IPv6.isValid(s));
  if (ok) {
    if (seen.size >= 10_000) seen.clear();
    seen.add(s);
  }
  return ok;
}
const seen = new Set<string>();
