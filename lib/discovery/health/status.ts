/**
 * What GET /v1/status reports, checked at most once a minute per component: an "ok" is reused for
 * 60 s and a "down" for 10 s (a recovery shows sooner), so the route, open to anyone, makes no call
 * to the database, the payment provider or the mail server per request. The store is read once a
 * minute, up or down, and only logged when down: the answer does not carry it.
 */
import { checkoutProvider } from "@/lib/checkout/provider";
import { mailTransport, type MailTransport } from "@/lib/mail/transport";
import type { PaymentProvider } from "@/lib/payments/provider";
import type { App } from "@/lib/root/types";
import { HealthCache, type Health } from "./check";
import { databaseHealth, emailHealth, paymentsHealth, storeHealth } from "./components";

/** Each check's own deadline: past it the component is "down". */
export const STATUS_DEADLINES_MS = { database: 1_000, payments: 2_000, email: 2_000, store: 1_000 } as const;
export const STATUS_LIFETIMES = { okMs: 60_000, downMs: 10_000 } as const;
const STORE_LIFETIMES = { okMs: 60_000, downMs: 60_000 } as const;

export interface StatusComponents {
  database: Health;
  payments: Health;
  email: Health;
}

export interface StatusSeams {
  /** The provider checkout sells through; null when payments are not configured. */
  provider(): PaymentProvider | null;
  /** The transport mail leaves through; null for the sandbox mailbox. */
  transport(): MailTransport | null;
  /** A monotonic clock in milliseconds. */
  now?(): number;
}

const configured: StatusSeams = { provider: checkoutProvider, transport: mailTransport };

export function statusChecks(seams: StatusSeams = configured) {
  const components = new HealthCache(STATUS_LIFETIMES, seams.now);
  const stores = new HealthCache(STORE_LIFETIMES, seams.now);
  return {
    /** The three components, from the cache or checked side by side. */
    async components(app: Pick<App, "database">): Promise<StatusComponents> {
      const provider = seams.provider();
      const transport = seams.transport();
      const [database, payments, email] = await Promise.all([
        components.get(app.database, () => databaseHealth(app.database.db, STATUS_DEADLINES_MS.database)),
        // Nothing configured: the answer is the configuration's, no call to cache.
        provider ? components.get(provider, () => paymentsHealth(provider, STATUS_DEADLINES_MS.payments)) : paymentsHealth(null, 0),
        transport ? components.get(transport, () => emailHealth(transport, STATUS_DEADLINES_MS.email)) : emailHealth(null, 0),
      ]);
      return { database, payments, email };
    },
    /** The store's health, logged when down. */
    store(app: Pick<App, "store">): Promise<Health> {
      return stores.get(app.store, () => storeHealth(app.store, STATUS_DEADLINES_MS.store));
    },
    /** Forgets every cached answer (tests). */
    clear(): void {
      components.clear();
      stores.clear();
    },
  };
}

/** This process's checks, behind GET /v1/status. */
export const processStatus = statusChecks();
