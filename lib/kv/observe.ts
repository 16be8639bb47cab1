/**
 * A span per call to a remote store (Redis, Upstash) while telemetry is on (lib/observability/):
 * `store spend`, `store get`, ... with the adapter's kind, never a key (keys name crews, keys and
 * visitor addresses) or a value. Made only under a recording span (a request's). The in-process
 * store is not wrapped: its calls are map lookups within the request's own time, and a span each
 * would cost more than the call. With telemetry off the store is returned as it is.
 */
import { childSpan } from "@/lib/observability/spans";
import { telemetry } from "@/lib/observability/state";
import type { Store } from "./store";

const CALLS = new Set<string | symbol>(["get", "set", "setIfAbsent", "del", "releaseLock", "spend", "add", "peek", "hold", "heldUntil", "clear"]);

export function observeStore<S extends Store>(store: S): S {
  if (telemetry() === undefined || store.kind === "memory") return store;
  const wrapped = new WeakMap<object, unknown>();
  return new Proxy(store, {
    get(target, prop) {
      // The adapter itself as `this` (its private fields), not the proxy.
      const value: unknown = Reflect.get(target, prop, target);
      if (typeof value !== "function") return value;
      let fn = wrapped.get(value);
      if (fn === undefined) {
        const method = value as (...args: unknown[]) => unknown;
        const attributes = { "db.system.name": "redis", "db.operation.name": String(prop), "events_api.store.kind": target.kind };
        fn = CALLS.has(prop) ? (...args: unknown[]) => childSpan(`store ${String(prop)}`, attributes, () => method.apply(target, args)) : method.bind(target);
        wrapped.set(value, fn);
      }
      return fn;
    },
  });
}
