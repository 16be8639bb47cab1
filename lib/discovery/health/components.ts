/**
 * One check per component of GET /v1/status, each a plain function of the handle it checks (so a
 * test hands it a fake), each bounded by its deadline. Nothing here caches: see ./status.ts.
 */
import { sql } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import type { MailTransport } from "@/lib/mail/transport";
import type { PaymentProvider } from "@/lib/payments/provider";
import type { Store } from "@/lib/kv/store";
import { withinDeadline, type Health } from "./check";
import { log } from "@/lib/observability/log";

/** The database answers a query. */
export function databaseHealth(db: Pick<Db, "execute">, deadlineMs: number): Promise<Health> {
  return withinDeadline(() => db.execute(sql`select 1`), deadlineMs);
}

/**
 * The payment provider answers. No provider configured is "ok": there is nothing to reach, and
 * checkouts answer 409 not_ready by design. That is a deployment that does not sell, not an
 * outage, and a balancer or a start-up probe watching this route must not take it out.
 */
export async function paymentsHealth(provider: PaymentProvider | null, deadlineMs: number): Promise<Health> {
  if (!provider) return "ok";
  if (!provider.health) return "ok";
  return withinDeadline(() => provider.health!(deadlineMs), deadlineMs);
}

/** The mail server answers. No transport is "ok": mail then lands in the sandbox mailbox, a table of the database. */
export async function emailHealth(transport: MailTransport | null, deadlineMs: number): Promise<Health> {
  if (!transport?.verify) return "ok";
  return withinDeadline(() => transport.verify!(deadlineMs), deadlineMs);
}

/** The store (Redis, Upstash) answers a read; "down" is logged, as the answer does not carry it. */
export async function storeHealth(store: Pick<Store, "get">, deadlineMs: number): Promise<Health> {
  const health = await withinDeadline(() => store.get("status:probe"), deadlineMs);
  if (health === "down") {
    log.error("status: the store did not answer a read in time");
  }
  return health;
}
