/**
 * Name resolution for webhook sends. `dns.lookup` runs getaddrinfo on libuv's thread pool (four
 * threads, shared with file and crypto work) and has no time limit: a crew's slow name server
 * could hold the pool and stall every request of the process. This asks DNS directly through
 * c-ares (`dns.promises.Resolver`, on the event loop), A and AAAA at once, and gives up at a
 * deadline, cancelling what is still in flight.
 */
import { promises as dns } from "node:dns";

export interface ResolvedAddress {
  address: string;
  family: number;
}

/** A lookup that stops when `signal` aborts (the caller's deadline). */
export type Lookup = (host: string, signal?: AbortSignal) => Promise<ResolvedAddress[]>;

export interface DnsLookupOptions {
  /** Name servers ("127.0.0.1:5300"); default: the system's (resolv.conf). */
  servers?: string[];
  /** c-ares's wait for one answer before it asks again, in ms. */
  timeoutMs?: number;
  /** How many times c-ares asks each server. */
  tries?: number;
}

/** An empty answer (the name has no such record) is not a failure of the other family. */
const NO_RECORDS = new Set(["ENODATA", "ENOTFOUND"]);

export function dnsLookup(options: DnsLookupOptions = {}): Lookup {
  return async (host, signal) => {
    // One resolver per lookup: `cancel()` ends every query of a resolver, and only this lookup's must end.
    const resolver = new dns.Resolver({ timeout: options.timeoutMs ?? 2_000, tries: options.tries ?? 2 });
    if (options.servers) resolver.setServers(options.servers);
    const cancel = () => resolver.cancel();
    signal?.addEventListener("abort", cancel, { once: true });
    try {
      const [v4, v6] = await Promise.allSettled([resolver.resolve4(host), resolver.resolve6(host)]);
      const found = [...(v4.status === "fulfilled" ? v4.value.map((address) => ({ address, family: 4 })) : []), ...(v6.status === "fulfilled" ? v6.value.map((address) => ({ address, family: 6 })) : [])];
      if (found.length > 0) return found;
      const failures = [v4, v6].flatMap((r) => (r.status === "rejected" ? [r.reason as NodeJS.ErrnoException] : []));
      // A real failure (timeout, refused, server failure) says more than "no such record".
      throw failures.find((e) => !NO_RECORDS.has(e.code ?? "")) ?? failures[0] ?? Object.assign(new Error(`${host} has no address`), { code: "ENODATA" });
    } finally {
      signal?.removeEventListener("abort", cancel);
    }
  };
}

/** The resolver webhook sends use by default. */
export const systemLookup: Lookup = dnsLookup();
