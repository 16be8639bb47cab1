/**
 * Keeps one of Node's own `process.nextTick` records alive for the life of the process.
 *
 * Why: Node 20 builds each tick record with an object literal (`{ [async_id_symbol], [trigger_async_id_symbol],
 * callback, args }`) and V8 tracks the shapes that literal produces. The shapes after the first
 * field live only while some record does. When several full garbage collections pass with no
 * tick record alive (opening the embedded database does exactly that: it loads a PostgreSQL
 * extension and grows the heap by tens of megabytes), each collection drops those shapes, the next
 * tick makes new ones, and after a few rounds V8 marks the literal megamorphic for good. From then
 * on every tick (an HTTP request makes about seven, in Node's own stream code) builds its record
 * through the runtime: 5 to 10 % of the serving thread at saturation, measured with `perf`
 * (`Runtime_DefineKeyedOwnPropertyInLiteral`).
 *
 * One record kept alive keeps its shapes alive, so the literal stays monomorphic. The record is
 * taken the only way Node hands one out, from an async hook's `init`, which is enabled for that one
 * tick and disabled again. Imported first by the composition root, before any database opens.
 */
import { createHook } from "node:async_hooks";

const holder = globalThis as unknown as { __eventsTickShape?: object };

function pinTickShape(): void {
  if (holder.__eventsTickShape) return;
  let record: object | undefined;
  const hook = createHook({
    init(_id, type, _trigger, resource) {
      if (type === "TickObject" && record === undefined) record = resource as object;
    },
  }).enable();
  try {
    // With one argument, as most of Node's own ticks: the record holds an `args` list.
    process.nextTick(() => undefined, 0);
  } finally {
    hook.disable();
  }
  if (record) holder.__eventsTickShape = record;
}

pinTickShape();
