/**
 * The plain entry's trace context (lib/observability/traced-context.ts): on while traced work runs,
 * switched off when the last piece ends, so that Node.js stops carrying it through every async
 * resource of the process.
 */
import { ROOT_CONTEXT, createContextKey } from "@opentelemetry/api";
import { describe, expect, it } from "vitest";
import { tracedWorkContext, type TracedWorkContext } from "@/lib/observability/traced-context";

const KEY = createContextKey("test.request");
const ctx = (name: string) => ROOT_CONTEXT.setValue(KEY, name);
const nameIn = (m: TracedWorkContext) => m.active().getValue(KEY);
const tick = () => new Promise<void>((r) => setImmediate(r));

/** A continuation inside `name`'s context that reads the context after `gate` opens. */
function waiting(m: TracedWorkContext, name: string, gate: Promise<void>): Promise<unknown> {
  return m.with(ctx(name), async () => {
    await gate;
    await tick();
    return nameIn(m);
  });
}

describe("the plain entry's trace context", () => {
  it("follows traced work through its awaits while it runs", async () => {
    const m = await tracedWorkContext();
    const end = m.begin();
    await expect(waiting(m, "a", tick())).resolves.toBe("a");
    expect(nameIn(m)).toBeUndefined();
    end();
    expect(m.underWay).toBe(0);
  });

  it("stays on for work still running when other work ends", async () => {
    const m = await tracedWorkContext();
    const endA = m.begin();
    const endB = m.begin();
    let open!: () => void;
    const gate = new Promise<void>((r) => (open = r));
    const b = waiting(m, "b", gate);
    endA();
    endA(); // ending twice ends once
    expect(m.underWay).toBe(1);
    open();
    await expect(b).resolves.toBe("b");
    endB();
    expect(m.underWay).toBe(0);
  });

  it("is off once the last work has ended: a continuation that outlives it sees no context; the next work switches it on again", async () => {
    const m = await tracedWorkContext();
    const end = m.begin();
    let open!: () => void;
    const gate = new Promise<void>((r) => (open = r));
    const late = waiting(m, "late", gate);
    end();
    open();
    await expect(late).resolves.toBeUndefined();
    expect(m.active()).toBe(ROOT_CONTEXT);

    const again = m.begin();
    await expect(waiting(m, "again", tick())).resolves.toBe("again");
    again();
  });
});
