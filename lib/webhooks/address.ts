/**
 * Where a webhook may point. At create and edit (no lookup): https, a host name (not an IP
 * address), no user name or password, port 443 or 1024 and above; a sandbox webhook may instead be
 * http://localhost:<port> or http://127.0.0.1:<port> when the deployment runs in sandbox mode.
 * At send time the name is resolved (./dns-lookup.ts, with a deadline) and every address must be public; the connection then goes to
 * the address that was checked, so a second lookup cannot swap in a private one (DNS rebinding).
 * A self-hosted deployment may name receivers on its own network (WEBHOOK_INTERNAL_HOSTS): those
 * host names connect to the address they are pinned to.
 */
import ipaddr from "ipaddr.js";
import { systemLookup, type Lookup } from "./dns-lookup";

export { parseInternalHosts } from "@/lib/config/internal-hosts";

export interface AddressRules {
  /** The webhook was created with `sandbox: true`. */
  sandboxWebhook: boolean;
  /** The deployment runs in sandbox mode. */
  sandboxMode: boolean;
  /**
   * WEBHOOK_INTERNAL_HOSTS: receivers on the operator's own network, by host name, each pinned to
   * the address it must be reached at. Only these names may reach a private address, and only the
   * pinned one (no lookup, so no answer can swap it); https and every other rule still apply.
   */
  internalHosts?: ReadonlyMap<string, string>;
}

const LOCAL_NAMES = /^(localhost|localhost\.localdomain|ip6-localhost|ip6-loopback)$|\.localhost$|\.local$|\.internal$/i;

/** A local receiver of a sandbox webhook: http://localhost:<port> or http://127.0.0.1:<port>. */
function isLocalReceiver(u: URL): boolean {
  return u.protocol === "http:" && (u.hostname === "localhost" || u.hostname === "127.0.0.1") && u.port !== "" && !u.username && !u.password;
}

/** Why a URL is refused before any lookup, or null when it passes. */
export function staticAddressProblem(raw: string, rules: AddressRules): string | null {
  let u: URL;
  try {
    u = new URL(raw);
  } catch {
    return "Must be an absolute URL.";
  }
  if (raw.length > 2000) return "Must be at most 2000 characters.";
  if (isLocalReceiver(u)) {
    if (rules.sandboxWebhook && rules.sandboxMode) return null;
    return rules.sandboxWebhook ? "Local receivers work only when the service runs in sandbox mode." : "A local receiver (http://localhost:<port>) needs `sandbox: true`, and the service in sandbox mode.";
  }
  if (u.protocol !== "https:") return "Must use https.";
  if (u.username || u.password) return "Must not carry a user name or password.";
  const host = u.hostname.replace(/^\[|\]$/g, "");
  if (ipaddr.isValid(host) || /^[0-9.]+$/.test(host)) return "Must name a host, not an IP address.";
  if (LOCAL_NAMES.test(host) || !host.includes(".")) return "Must name a public host (not localhost or a local name).";
  if (u.port !== "" && Number(u.port) !== 443 && Number(u.port) < 1024) return "The port must be 443, or 1024 and above.";
  return null;
}

/**
 * Whether an address is public. IPv4: global unicast only (not loopback, private, link-local,
 * shared, multicast, documentation or any other reserved range). IPv6: only the global unicast
 * block 2000::/3, less its special ranges (documentation, 6to4, Teredo, ORCHID...); an IPv6 form
 * that carries an IPv4 address, mapped (::ffff:a.b.c.d) or compatible (::a.b.c.d, ::7f00:1), is
 * judged as that IPv4 address, as a stack may connect to it. Only the plain forms a resolver
 * answers with are read: no zone ids, no short or hexadecimal IPv4 (127.1, 0x7f.1).
 */
export function isPublicAddress(address: string): boolean {
  if (ipaddr.IPv4.isValidFourPartDecimal(address)) return ipaddr.IPv4.parse(address).range() === "unicast";
  if (address.includes("%") || !ipaddr.IPv6.isValid(address)) return false;
  const ip = ipaddr.IPv6.parse(address);
  const carried = carriedIPv4(ip);
  if (carried) return carried.range() === "unicast";
  return ip.parts[0]! >> 13 === 0b001 && ip.range() === "unicast";
}

/** The IPv4 address inside an IPv4-mapped (::ffff:0:0/96) or IPv4-compatible (::/96) IPv6 address. */
function carriedIPv4(ip: ipaddr.IPv6): ipaddr.IPv4 | null {
  const p = ip.parts;
  if (p.slice(0, 5).some((x) => x !== 0) || (p[5] !== 0 && p[5] !== 0xffff)) return null;
  return new ipaddr.IPv4([p[6]! >> 8, p[6]! & 0xff, p[7]! >> 8, p[7]! & 0xff]);
}

export type Resolved = { ok: true; address: string; family: 4 | 6 } | { ok: false; error: string };

export type { Lookup };

/** How long a name may take to resolve: well inside the 10 s an attempt has, leaving the rest to the call. */
export const RESOLVE_DEADLINE_MS = 5_000;

/**
 * The address to connect to, checked. Every resolved address must be public (one private answer
 * refuses the whole name). A sandbox webhook's local receiver connects to loopback, in sandbox mode only.
 */
export async function resolveForSend(raw: string, rules: AddressRules, resolve: Lookup = systemLookup, deadlineMs = RESOLVE_DEADLINE_MS): Promise<Resolved> {
  const problem = staticAddressProblem(raw, rules);
  if (problem) return { ok: false, error: `address refused: ${problem}` };
  const u = new URL(raw);
  if (isLocalReceiver(u)) return { ok: true, address: "127.0.0.1", family: 4 };
  const pinned = rules.internalHosts?.get(u.hostname.toLowerCase());
  if (pinned) return { ok: true, address: pinned, family: pinned.includes(":") ? 6 : 4 };
  let found: { address: string; family: number }[];
  try {
    found = await withDeadline(u.hostname, resolve, deadlineMs);
  } catch (e) {
    return { ok: false, error: `could not resolve ${u.hostname}: ${(e as NodeJS.ErrnoException).code ?? String(e)}` };
  }
  if (found.length === 0) return { ok: false, error: `${u.hostname} has no address` };
  const bad = found.find((a) => !isPublicAddress(a.address));
  if (bad) return { ok: false, error: `address refused: ${u.hostname} resolves to ${bad.address}, which is not public` };
  return { ok: true, address: found[0]!.address, family: found[0]!.family === 6 ? 6 : 4 };
}


/** The lookup's answer, or ETIMEOUT at the deadline (the lookup is told to stop; one that does not is no longer waited for). */
async function withDeadline(host: string, resolve: Lookup, deadlineMs: number): Promise<{ address: string; family: number }[]> {
  const stop = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      stop.abort();
      reject(Object.assign(new Error(`no answer within ${deadlineMs / 1000} s`), { code: "ETIMEOUT" }));
    }, deadlineMs);
  });
  try {
    return await Promise.race([resolve(host, stop.signal), late]);
  } finally {
    clearTimeout(timer);
  }
}
