/**
 * What differs between a merch checkout and a ticket checkout, behind two small interfaces: a
 * pricer (what the body buys, at what price, holding what) and a fulfiller (the order it becomes,
 * the mails and events that follow). Everything else (holds, expiry, the provider, replays,
 * releases, late payments) is the engine's, once, for both.
 */
import type { KeyRecord } from "@/lib/auth/authenticate";
import type { CrewScope } from "@/lib/crew/scope";
import type { Db } from "@/lib/db/client";
import type { orders } from "@/lib/db/schema";
import type { CheckoutKind, CheckoutProviderName, SessionDetails, checkoutSessions } from "@/lib/db/tables/checkout";
import type { HostedCheckoutRequest } from "@/lib/payments/provider";
import type { Claim, Tx } from "./scarce";

export type SessionRow = typeof checkoutSessions.$inferSelect;
export type OrderInsert = typeof orders.$inferInsert;

/** What the pricer resolved under the locks: the session's money and what it holds. */
export interface Priced {
  eventId: number | null;
  currency: string;
  totalCents: number;
  details: SessionDetails;
  /** Stock or tickets, and the coupon's one use: held while the session is open, taken when it is paid. */
  claims: Claim[];
  /** The seller's account the page opens on; null: none (the page cannot sell, unless the order is free). */
  paymentAccount: string | null;
}

export interface Pricer<Body, Prepared> {
  /** What a retry must repeat (the body without what is ignored). */
  fingerprint(body: Body): string;
  /** Reads and checks what needs no lock (the event, the discount, the cart's prices); throws the route's problems. */
  prepare(crew: CrewScope, body: Body, now: Date): Promise<Prepared>;
  /**
   * In the transaction that writes the session: locks and counts the scarce rows (through
   * lib/checkout/scarce.ts), prices, and throws the route's refusal when something is gone.
   */
  price(tx: Tx, prepared: Prepared, now: Date): Promise<Priced>;
}

export interface Payment {
  /** The payment provider's name (lib/payments/providers.ts), or "free". */
  provider: CheckoutProviderName;
  /** The provider's payment reference (Stripe: the payment intent); null for a free order. */
  ref: string | null;
}

export interface Fulfiller {
  /** What a stored session holds and its payment takes (from the session alone: its holds may be gone when a payment arrives late). */
  claims(session: SessionRow): Claim[];
  /** The order row a paid session becomes (the engine adds id, status, payment and session). */
  order(session: SessionRow, payment: Payment): Omit<OrderInsert, "id" | "status" | "amountRefunded" | "createdAt" | "checkoutSessionId" | "paymentProvider" | "paymentRef" | "paymentAccount" | "unfulfilled">;
  /** Outbox events beyond `order.paid`, in the order's transaction (only for an order that was fulfilled). */
  emitExtra(tx: Tx, session: SessionRow, orderId: string, now: Date): Promise<void>;
  /** Queues the buyer's (and seller's) mails in the order's transaction (in a savepoint: a failure is logged by the engine and the order stands). */
  queueMails(tx: Tx, orderId: string): Promise<void>;
  /** The hosted page's request for a stored session: built only from the row, so a retry sends the same. */
  hostedRequest(session: SessionRow): Pick<HostedCheckoutRequest, "lines" | "shipping" | "application_fee_cents">;
  /** The buyer's order page for a paid session. */
  orderPagePath(db: Db, orderId: string): Promise<string>;
}

/** One kind of checkout: its name, pricer and fulfiller. */
export interface CheckoutKindDef<Body = unknown, Prepared = unknown> {
  kind: CheckoutKind;
  pricer: Pricer<Body, Prepared>;
  fulfiller: Fulfiller;
  /** Whether a priced session may complete at once without a provider (tickets: a free order on a key allowed to issue one). */
  freeOrder?(priced: Priced, key: Pick<KeyRecord, "scopes" | "createdByOwner">): boolean;
}
