/**
 * JSON with object keys sorted (undefined members left out), so the same body written in another
 * key order reads the same; and its SHA-256 fingerprint, for comparing an idempotent retry's body.
 */
import { createHash } from "node:crypto";

/** Keys sorted, so the same body written in another order has the same text. */
export function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(",")}]`;
  if (value && typeof value === "object") {
    const entries = Object.entries(value as Record<string, unknown>).filter(([, v]) => v !== undefined);
    return `{${entries
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`)
      .join(",")}}`;
  }
  return JSON.stringify(value);
}

/** SHA-256 of the canonical JSON, base64url. */
export function fingerprint(value: unknown): string {
  return createHash("sha256").update(canonical(value)).digest("base64url");
}
