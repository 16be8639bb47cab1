/**
 * Sales: a member's sales are derived from fulfilled orders carrying their code that are not
 * fully refunded. `orders` counts them, `tickets` adds their quantities, `revenue_cents` adds
 * `amount_total` less `amount_refunded`. A member is selling with at least one sale. Codes are
 * unique in the world case-insensitively, so orders are matched to codes that way.
 */
import type { OrderFacts, Sales } from "./types";

export const NO_SALES: Readonly<Sales> = Object.freeze({ orders: 0, tickets: 0, revenue_cents: 0 });

/** The form codes are compared in (they are unique case-insensitively). */
export const codeKey = (code: string): string => code.toLowerCase();

/**
 * A fulfilled order counts until it is fully refunded: the attribution follows the money. An order
 * that was never fulfilled (a payment that came after its checkout was released, what it bought
 * sold since) sold nothing, whatever its refund's state. The status follows the amounts in the
 * world, but a row whose refund reaches its total counts as refunded even if its status lags; a
 * free order (total 0, nothing refunded) is a sale.
 */
export function countsAsSale(order: Pick<OrderFacts, "status" | "amount_total" | "amount_refunded" | "fulfilled">): boolean {
  if (!order.fulfilled || order.status === "refunded") return false;
  return !(order.amount_total > 0 && order.amount_refunded >= order.amount_total);
}

const revenueOf = (o: OrderFacts): number => Math.max(0, o.amount_total - o.amount_refunded);

/** Sales of the given orders (the caller passes one member's orders; see `salesByCode` for many). */
export function memberSales(orders: readonly OrderFacts[]): Sales {
  const s: Sales = { orders: 0, tickets: 0, revenue_cents: 0 };
  for (const o of orders) {
    if (!countsAsSale(o)) continue;
    s.orders += 1;
    s.tickets += o.tickets;
    s.revenue_cents += revenueOf(o);
  }
  return s;
}

/** Orders that carry `code` (case-insensitively). */
export const ordersWithCode = (orders: readonly OrderFacts[], code: string): OrderFacts[] =>
  orders.filter((o) => o.code !== null && codeKey(o.code) === codeKey(code));

/** Sales per code key (`codeKey`) for every code that has at least one counted order. */
export function salesByCode(orders: readonly OrderFacts[]): Map<string, Sales> {
  const out = new Map<string, Sales>();
  for (const o of orders) {
    if (o.code === null || !countsAsSale(o)) continue;
    const k = codeKey(o.code);
    const s = out.get(k) ?? { orders: 0, tickets: 0, revenue_cents: 0 };
    s.orders += 1;
    s.tickets += o.tickets;
    s.revenue_cents += revenueOf(o);
    out.set(k, s);
  }
  return out;
}

export const isSelling = (sales: Sales): boolean => sales.orders > 0;
