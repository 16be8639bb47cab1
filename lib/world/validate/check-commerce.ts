/** Semantic checks of orders and payouts. */
import { codeKey } from "../../ambassadors/rules/sales";
import { arr, get, int, str, type Checked, type Checker, type Obj, type Path } from "./checker";

interface TierInfo {
  /** The event's id as the file gives it (undefined when the event has none). */
  event: number | undefined;
  currency: string;
}

/** Ticket tiers by id, with their event and currency (absent currency: EUR, the default). */
function tiersOf(doc: Obj): Map<string, TierInfo> {
  const tiers = new Map<string, TierInfo>();
  for (const ev of arr(doc.events)) {
    for (const tier of arr(get(ev, "ticket_tiers"))) {
      const id = str(get(tier, "id"));
      if (id !== undefined && !tiers.has(id)) tiers.set(id, { event: int(get(ev, "id")), currency: str(get(tier, "currency")) ?? "EUR" });
    }
  }
  return tiers;
}

/** What the status must be for the amounts: nothing refunded, all of it, or part. */
export function statusFor(amountTotal: number, amountRefunded: number): "paid" | "partially_refunded" | "refunded" {
  if (amountRefunded === 0) return "paid";
  return amountRefunded >= amountTotal ? "refunded" : "partially_refunded";
}

/**
 * Unique ids; the event exists and every line's tier is one of its tiers; one currency, its
 * tiers'; amount_refunded within amount_total and the status agreeing with it; an ambassador code
 * is a member's code (case-insensitively) in a programme listing the order's event; via_site_of
 * names a crew. Returns created_at.
 */
export function checkOrders(c: Checker, doc: Obj, codeEvents: ReadonlyMap<string, ReadonlySet<number>>): Checked["orders"] {
  const orders = arr(doc.orders);
  const tiers = tiersOf(doc);
  c.unique(orders, (o, i) => ({ value: str(get(o, "id"))?.toLowerCase(), path: ["orders", i, "id"], label: `id ${String(get(o, "id"))}` }));
  return orders.map((o, i) => {
    const p: Path = ["orders", i];
    const event = int(get(o, "event"));
    c.refPage([...p, "event"], "event", event);
    const currency = str(get(o, "currency"));
    let expected = currency;
    arr(get(o, "lines")).forEach((line, j) => {
      const id = str(get(line, "tier"));
      if (id === undefined) return;
      const tier = tiers.get(id);
      if (!tier) {
        c.add([...p, "lines", j, "tier"], `ticket tier ${JSON.stringify(id)} is not in this world`);
        return;
      }
      if (event !== undefined && tier.event !== event) c.add([...p, "lines", j, "tier"], `ticket tier ${JSON.stringify(id)} belongs to ${tier.event === undefined ? "another event" : `event ${tier.event}`}, not event ${event}`);
      if (expected === undefined) expected = tier.currency;
      else if (tier.currency !== expected) {
        if (currency !== undefined) c.add([...p, "currency"], `${JSON.stringify(currency)} is not the currency of ticket tier ${JSON.stringify(id)} (${tier.currency})`);
        else c.add([...p, "lines", j, "tier"], `ticket tier ${JSON.stringify(id)} is in ${tier.currency}, the order's other lines in ${expected}`);
      }
    });
    const total = int(get(o, "amount_total"));
    const refunded = get(o, "amount_refunded") === undefined ? 0 : int(get(o, "amount_refunded"));
    const status = str(get(o, "status"));
    if (total !== undefined && refunded !== undefined && refunded >= 0 && total >= 0) {
      if (refunded > total) c.add([...p, "amount_refunded"], `${refunded} is more than amount_total ${total}`);
      else if (status !== undefined && status !== statusFor(total, refunded)) {
        c.add([...p, "status"], `${JSON.stringify(status)} disagrees with the amounts (${refunded} of ${total} refunded: ${statusFor(total, refunded)})`);
      }
    }
    const code = get(o, "ambassador_code");
    if (typeof code === "string") {
      const listed = codeEvents.get(codeKey(code));
      if (!listed) c.add([...p, "ambassador_code"], `${JSON.stringify(code)} is not the code of an ambassador in this world`);
      else if (event !== undefined && !listed.has(event)) c.add([...p, "ambassador_code"], `${JSON.stringify(code)} belongs to a programme that does not list event ${event}`);
    }
    const via = get(o, "via_site_of");
    if (via != null) c.refCrew([...p, "via_site_of"], via);
    return { created: c.time([...p, "created_at"], get(o, "created_at"), c.utc) };
  });
}

/** Unique ids; the payee page exists. Returns paid_at. */
export function checkPayouts(c: Checker, payouts: unknown[]): Checked["payouts"] {
  c.unique(payouts, (x, i) => ({ value: str(get(x, "id"))?.toLowerCase(), path: ["payouts", i, "id"], label: `id ${String(get(x, "id"))}` }));
  return payouts.map((x, i) => {
    const payee = get(x, "payee");
    const type = str(get(payee, "type"));
    if (type === "promoter" || type === "artist" || type === "venue") c.refPage(["payouts", i, "payee", "id"], type, get(payee, "id"));
    return { paid: c.time(["payouts", i, "paid_at"], get(x, "paid_at"), c.utc) };
  });
}
