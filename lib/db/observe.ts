/**
 * A span per database statement while telemetry is on (lib/observability/): named by the
 * statement's kind and first table (`SELECT api_keys`, `INSERT calls`), never its text or values,
 * and made only under a recording span (a request, a delivery), so the audit batch written after an
 * answer and the worker's polling make none. Installed on the driver's client when the database
 * opens; with telemetry off nothing is wrapped.
 */
import type { Attributes } from "@opentelemetry/api";
import { childSpan } from "@/lib/observability/spans";
import { telemetry } from "@/lib/observability/state";

type Driver = "pglite" | "pg" | "neon";

const KIND = /^[\s(]*([A-Za-z]+)/;
const TABLE = /\b(?:from|into|update|join|table)\s+(?:only\s+)?"?([A-Za-z_][A-Za-z0-9_]*)"?/i;

/** What a statement may say about itself in a span: its kind and its first table. */
export function statementAttributes(text: string, driver: Driver): { name: string; attributes: Attributes } {
  const kind = (KIND.exec(text)?.[1] ?? "SQL").toUpperCase();
  const table = TABLE.exec(text)?.[1];
  const attributes: Attributes = { "db.system.name": "postgresql", "db.operation.name": kind, "events_api.db.driver": driver };
  if (table) attributes["db.collection.name"] = table;
  return { name: table ? `${kind} ${table}` : kind, attributes };
}

function textOf(query: unknown): string {
  if (typeof query === "string") return query;
  const text = (query as { text?: unknown } | null)?.text;
  return typeof text === "string" ? text : "";
}

function traced<T>(driver: Driver, query: unknown, run: () => T): T {
  const { name, attributes } = statementAttributes(textOf(query), driver);
  return childSpan(name, attributes, run);
}

interface Queryable {
  query(...args: unknown[]): unknown;
}

/**
 * node-postgres and Neon pools: `pool.query` (a statement outside a transaction), and `query` on
 * each client the pool lends (a transaction's statements). The pool's own calls into a client pass
 * a callback and are left alone: `pool.query` already made their span.
 */
export function observePool(pool: Queryable & { on(event: "connect", listener: (client: Queryable) => void): unknown }, driver: Driver): void {
  if (telemetry() === undefined) return;
  const poolQuery = pool.query.bind(pool);
  pool.query = (...args: unknown[]) => traced(driver, args[0], () => poolQuery(...args));
  pool.on("connect", (client) => {
    const clientQuery = client.query.bind(client);
    client.query = (...args: unknown[]) => (typeof args[args.length - 1] === "function" ? clientQuery(...args) : traced(driver, args[0], () => clientQuery(...args)));
  });
}

interface PgliteLike extends Queryable {
  exec(...args: unknown[]): unknown;
  transaction(run: (tx: Queryable & { exec(...args: unknown[]): unknown }) => unknown): unknown;
}

/** PGlite: `query` and `exec` on the instance and on the transaction object it hands to `transaction`. */
export function observePglite(client: PgliteLike): void {
  if (telemetry() === undefined) return;
  const wrap = (target: Queryable & { exec(...args: unknown[]): unknown }) => {
    const query = target.query.bind(target);
    const exec = target.exec.bind(target);
    target.query = (...args: unknown[]) => traced("pglite", args[0], () => query(...args));
    target.exec = (...args: unknown[]) => traced("pglite", args[0], () => exec(...args));
  };
  wrap(client);
  const transaction = client.transaction.bind(client);
  client.transaction = (run) =>
    transaction((tx) => {
      wrap(tx);
      return run(tx);
    });
}
