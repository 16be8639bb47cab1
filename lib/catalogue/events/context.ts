/**
 * The handler context of the event routes: every one is keyed and cacheable, so a handler gets
 * the crew (`ctx.crew`) and only the key's kind, and reads crew data through the query modules.
 */
import type { KeyedContext } from "@/lib/http/endpoint";

export type Ctx<Q = unknown, P = { id: number }> = KeyedContext<P, Q, unknown, number>;
