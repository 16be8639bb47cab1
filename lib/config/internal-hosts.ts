/** The receivers a self-hosted deployment names on its own network (docs/guides/deploy.md). */
import ipaddr from "ipaddr.js";

/**
 * WEBHOOK_INTERNAL_HOSTS: `host=address` pairs, comma-separated (`hooks.crm.example=10.0.4.7`).
 * Throws on a malformed entry, naming it.
 */
export function parseInternalHosts(raw: string | null | undefined): Map<string, string> {
  const out = new Map<string, string>();
  for (const entry of (raw ?? "").split(",").map((e) => e.trim()).filter(Boolean)) {
    const [host, address, ...rest] = entry.split("=").map((p) => p.trim());
    if (!host || !address || rest.length || !ipaddr.isValid(address) || ipaddr.isValid(host) || !host.includes(".")) {
      throw new Error(`WEBHOOK_INTERNAL_HOSTS: ${JSON.stringify(entry)} must be host=address, e.g. hooks.crm.example=10.0.4.7`);
    }
    out.set(host.toLowerCase(), address);
  }
  return out;
}
