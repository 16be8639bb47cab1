/**
 * A span per store call while telemetry is on (lib/observability/): `store spend`, `store get`,
 * ... with the adapter's kind, never a key (keys name crews, keys and visitor addresses) or a
 * value. Made only under a recording span (a request's), and a call the in-process store answers
 * at once stays synchronous. With telemetry off the store is returned as it is.
 */
import { childSpan } from "@/lib/observability/spans";
import { telemetry } from "@/lib/observability/state";
import type { Store } from "./store";

const CALLS = new Set<string | symbol>(["get", "set", "setIfAbsent", "del", "releaseLock", "spend", "add", "peek", "hold", "heldUntil", "clear"]);

export function observeStore<S extends Store>(store: S): S {
  if (telemetry() === undefined) return store;
  const system = store.kind === "memory" ? "memory" : "redis";
  const wrapped = new WeakMap<object, unknown>();
  return new Proxy(store, {
    get(target, prop) {
      // The adapter itself as `this` (its private fields), not the proxy.
      const value: unknown = Reflect.get(target, prop, target);
      if (typeof value !== "function") return value;
      let fn = wrapped.get(value);
      if (fn === undefined) {
        const method = value as (...args: unknown[]) => unknown;
        const attributes = { "db.system.name": system, "db.operation.name": String(prop), "events_api.store.kind": target.kind };
        fn = CALLS.has(prop) ? (...args: unknown[]) => childSpan(`store ${String(prop)}`, attributes, () => method.apply(target, args)) : method.bind(target);
        wrapped.set(value, fn);
      }
      return fn;
    },
  });
}
