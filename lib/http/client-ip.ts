import { config } from "@/lib/platform/config";

/**
 * The caller's address. Behind a trusted proxy (TRUST_PROXY=1, or on Vercel) the first
 * X-Forwarded-For entry is the client; otherwise the entry our own server appended (the last)
 * is the only one that cannot be forged.
 */
export function clientIp(request: Request): string {
  const xff = request.headers.get("x-forwarded-for");
  const parts = xff ? xff.split(",").map((s) => s.trim()).filter(Boolean) : [];
  const ip = config().trustProxy ? (parts[0] ?? request.headers.get("x-real-ip")) : (parts[parts.length - 1] ?? null);
  return ip ? ip.replace(/^::ffff:/, "") : "unknown";
}
