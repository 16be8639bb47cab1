/**
 * Gauges read from the database at each metric export while telemetry is on: the webhook queue
 * (deliveries waiting, due or not, held by a webhook that is off, or being sent) and the refunds
 * owed or failed for good (lib/checkout/refund-ledger.ts: their count and amount by currency). Read,
 * not counted as things happen, so they are right after a restart and the same from every
 * instance (take the max across instances, not the sum). Their reads make no spans.
 */
import { count, eq, inArray, sql, sum } from "drizzle-orm";
import { orderRefunds, orders, webhookDeliveries } from "@/lib/db/schema";
import { observeGauges, type Reading } from "@/lib/observability/metrics";
import { untraced } from "@/lib/observability/spans";
import { telemetry } from "@/lib/observability/state";
import type { App } from "./types";

/** The App once open; undefined before (its gauges read nothing yet). */
type OpenedApp = () => App | undefined;

const holder = globalThis as unknown as { __eventsGauges?: boolean };

export async function webhookQueue(openedApp: OpenedApp): Promise<Reading[]> {
  const app = openedApp();
  if (!app) return [];
  const state = sql<string>`CASE WHEN ${webhookDeliveries.state} = 'sending' THEN 'sending' WHEN ${webhookDeliveries.nextAttemptAt} IS NULL THEN 'held' WHEN ${webhookDeliveries.nextAttemptAt} <= now() THEN 'due' ELSE 'scheduled' END`;
  const rows = await untraced(() =>
    app.database.db
      .select({ state, n: count() })
      .from(webhookDeliveries)
      .where(inArray(webhookDeliveries.state, ["waiting", "sending"]))
      .groupBy(state),
  );
  // Every state each time, so a queue that empties reads 0 rather than its last figure.
  const by = new Map(rows.map((r) => [r.state, Number(r.n)]));
  return ["due", "scheduled", "held", "sending"].map((s) => ({ value: by.get(s) ?? 0, attributes: { "events_api.webhook.state": s } }));
}

export async function refundsOwed(openedApp: OpenedApp): Promise<{ count: Reading[]; amount: Reading[] }> {
  const app = openedApp();
  if (!app) return { count: [], amount: [] };
  const rows = await untraced(() =>
    app.database.db
      .select({ currency: orders.currency, state: orderRefunds.status, n: count(), cents: sum(orderRefunds.amount) })
      .from(orderRefunds)
      .innerJoin(orders, eq(orders.id, orderRefunds.orderId))
      .where(inArray(orderRefunds.status, ["owed", "failed"]))
      .groupBy(orders.currency, orderRefunds.status),
  );
  // A currency once owed reads 0 when paid off (not a series that stops), and with none ever owed
  // one reading of 0 without a currency says so.
  for (const r of rows) currenciesSeen.add(r.currency);
  const by = new Map(rows.map((r) => [`${r.currency}:${r.state}`, r]));
  if (currenciesSeen.size === 0) return { count: [{ value: 0 }], amount: [{ value: 0 }] };
  const each = [...currenciesSeen].flatMap((currency) => (["owed", "failed"] as const).map((state) => ({ currency, state, row: by.get(`${currency}:${state}`) })));
  return {
    count: each.map((c) => ({ value: Number(c.row?.n ?? 0), attributes: { currency: c.currency, "events_api.refund.state": c.state } })),
    amount: each.map((c) => ({ value: Number(c.row?.cents ?? 0), attributes: { currency: c.currency, "events_api.refund.state": c.state } })),
  };
}

const currenciesSeen = new Set<string>();

/** Registers the gauges once per process, when telemetry is on. */
export function observeAppGauges(openedApp: OpenedApp): void {
  const t = telemetry();
  if (t === undefined || holder.__eventsGauges) return;
  holder.__eventsGauges = true;
  // One read of the orders serves both refund gauges of an export.
  let owed: Promise<{ count: Reading[]; amount: Reading[] }> | null = null;
  const refunds = () => (owed ??= refundsOwed(openedApp).finally(() => setTimeout(() => (owed = null), 1000).unref()));
  observeGauges(t.instruments, [
    { name: "events_api.webhook.queue.depth", unit: "{delivery}", description: "Webhook deliveries not yet done, by state: due, scheduled (a retry ahead), held (webhook off), sending.", read: () => webhookQueue(openedApp) },
    { name: "events_api.refunds.owed", unit: "{refund}", description: "Refunds owed (waiting for their next try) or failed for good (shown on the order, retried through the platform API), by currency and state.", read: async () => (await refunds()).count },
    { name: "events_api.refunds.owed.amount", unit: "{cent}", description: "The amount of those refunds, in the currency's smallest unit, by currency and state.", read: async () => (await refunds()).amount },
  ]);
}
