/**
 * Resolving crew members, orders, payouts and webhooks: defaults applied, missing ids assigned,
 * every time an instant (from what the checks resolved, by item index).
 */
import type { WEBHOOK_EVENT_TYPES } from "../../webhooks/types";
import type { ResolvedEvent, ResolvedMember, ResolvedOrder, ResolvedPayout, ResolvedWebhook, WorldFileParsed } from "../format";
import { derivedUuid, must } from "./assign";
import type { Checked } from "./checker";

type In<K extends keyof WorldFileParsed> = NonNullable<WorldFileParsed[K]>;

/** Absent or null admin_token (and no hash): the member has no admin token. */
export function resolveMembers(members: NonNullable<In<"crews">[number]["members"]>): ResolvedMember[] {
  return members.map((m) => ({ email: m.email, role: m.role, admin_token: m.admin_token ?? null, admin_token_hash: m.admin_token_hash ?? null }));
}

/** Lines take their tier's name; an order without currency takes its tiers'. */
export function resolveOrders(ordersIn: In<"orders">, events: ResolvedEvent[], times: Checked["orders"], now: Date): ResolvedOrder[] {
  const tiers = new Map(events.flatMap((e) => e.ticket_tiers.map((t) => [t.id, t] as const)));
  return ordersIn.map((o, i) => ({
    id: (o.id ?? derivedUuid(`order:${i}`)).toLowerCase(),
    event: o.event,
    status: o.status,
    currency: o.currency ?? tiers.get(o.lines[0]!.tier)?.currency ?? "EUR",
    lines: o.lines.map((l) => ({ tier_id: l.tier, name: tiers.get(l.tier)?.name ?? "", quantity: l.quantity, unit_amount: l.unit_amount })),
    amount_total: o.amount_total,
    amount_refunded: o.amount_refunded ?? 0,
    created_at: must(times[i]?.created, now),
    ambassador_code: o.ambassador_code ?? null,
    via_site_of: o.via_site_of ?? null,
    buyer_email: o.buyer_email,
  }));
}

export function resolvePayouts(payoutsIn: In<"payouts">, times: Checked["payouts"], now: Date): ResolvedPayout[] {
  return payoutsIn.map((x, i) => ({
    id: (x.id ?? derivedUuid(`payout:${i}`)).toLowerCase(),
    payee: { type: x.payee.type as ResolvedPayout["payee"]["type"], id: x.payee.id },
    amount: x.amount,
    currency: x.currency,
    paid_at: must(times[i]?.paid, now),
  }));
}

export function resolveWebhooks(webhooksIn: In<"webhooks">, times: Checked["webhooks"], now: Date): ResolvedWebhook[] {
  return webhooksIn.map((w, i) => ({
    id: (w.id ?? derivedUuid(`webhook:${i}:${w.crew}`)).toLowerCase(),
    crew: w.crew,
    url: w.url,
    events: w.events as (typeof WEBHOOK_EVENT_TYPES)[number][],
    secret: w.secret ?? null,
    previous_secret: w.previous_secret ?? null,
    rotated_at: times[i]?.rotated ?? null,
    personal_data: w.personal_data ?? false,
    state: w.state ?? "on",
    failing_since: times[i]?.failing ?? null,
    description: w.description ?? null,
    sandbox: w.sandbox ?? false,
    created_at: must(times[i]?.created, now),
  }));
}
