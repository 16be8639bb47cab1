/**
 * The rate-limit counters (docs/guides/rate-limits.md), named once: budgets spend them, `/v1/usage`
 * reads them, the headers show them. Keys carry the crew id in braces (a Redis hash tag) so every
 * window one request touches lives in one cluster slot and one script can check them all.
 */
import type { Auth } from "@/lib/auth/authenticate";
import { SWEEP } from "@/lib/limits/penalty";
import { ALLOWANCES, keyLimits, type KeyLimits } from "@/lib/limits/plans";
import { VISITOR_SEGMENT, crewTag } from "@/lib/limits/route-limits";

export { VISITOR_SEGMENT };
import type { Window, WindowRef } from "@/lib/kv/store";

const MINUTE = 60;
const DAY = 86_400;

export interface KeyWindows {
  limits: KeyLimits;
  work: { minute: WindowRef; day: WindowRef };
  crewWork: { minute: WindowRef; day: WindowRef };
  requests: WindowRef;
  bytes: WindowRef;
  writes: { key: WindowRef; crewMinute: WindowRef; crewDay: WindowRef };
  /** Publishable keys only: the visitor's own allowance. */
  visitor: { work: WindowRef; requests: WindowRef } | null;
  /** Hold keys: escalating waits, and the freeze after an id sweep. */
  penalty: string;
  frozen: string;
  /** Behaviour counters and state. */
  strikes: string;
  idReads: WindowRef;
  idMisses: WindowRef;
  /** What every keyed request spends (requests a minute, the bytes gate, the visitor's requests): built once, never changed. */
  admit: Window[];
  /** The work windows in a fixed order: key minute/day, crew minute/day, visitor. */
  workRefs: WindowRef[];
}


/** Whether every window that refused is a visitor's (then the 429 is the visitor's alone). */
export const refusedForVisitorOnly = (refused: readonly string[]): boolean => refused.length > 0 && refused.every((key) => key.includes(VISITOR_SEGMENT));

/**
 * The windows of a key (and visitor), built once per key record: the key cache hands out the same
 * record until it reloads it, so its windows and their key strings are reused request after request.
 */
const built = new WeakMap<object, { crew: object; byVisitor: Map<string, KeyWindows> }>();

export function keyWindows(auth: Auth, visitorIp: string | null): KeyWindows {
  let memo = built.get(auth.key);
  if (!memo || memo.crew !== auth.crew) built.set(auth.key, (memo = { crew: auth.crew, byVisitor: new Map() }));
  const visitor = auth.key.type === "publishable" ? (visitorIp ?? "") : "";
  let w = memo.byVisitor.get(visitor);
  if (!w) {
    if (memo.byVisitor.size >= 1000) memo.byVisitor.clear();
    memo.byVisitor.set(visitor, (w = buildWindows(auth, visitorIp)));
  }
  return w;
}

function buildWindows(auth: Auth, visitorIp: string | null): KeyWindows {
  const w = namedWindows(auth, visitorIp);
  const admit: Window[] = [{ ...w.requests, cost: 1 }, { ...w.bytes, cost: 0 }];
  if (w.visitor) admit.push({ ...w.visitor.requests, cost: 1 });
  const workRefs = [w.work.minute, w.work.day, w.crewWork.minute, w.crewWork.day, ...(w.visitor ? [w.visitor.work] : [])];
  return { ...w, admit, workRefs };
}

function namedWindows(auth: Auth, visitorIp: string | null): Omit<KeyWindows, "admit" | "workRefs"> {
  const { key, crew } = auth;
  const limits = keyLimits(crew.plan, key);
  const c = crewTag(crew.id);
  const k = `${c}:k:${key.id}`;
  const visitor = key.type === "publishable" && visitorIp ? `${k}${VISITOR_SEGMENT}${visitorIp}` : null;
  return {
    limits,
    work: { minute: { key: `${k}:work:m`, limit: limits.workPerMinute, seconds: MINUTE }, day: { key: `${k}:work:d`, limit: limits.workPerDay, seconds: DAY } },
    crewWork: { minute: { key: `${c}:work:m`, limit: limits.crewWorkPerMinute, seconds: MINUTE }, day: { key: `${c}:work:d`, limit: limits.crewWorkPerDay, seconds: DAY } },
    requests: { key: `${k}:req:m`, limit: limits.requestsPerMinute, seconds: MINUTE },
    bytes: { key: `${k}:bytes:d`, limit: limits.bytesPerDay, seconds: DAY },
    writes: {
      key: { key: `${k}:write:m`, limit: limits.writesPerMinute, seconds: MINUTE },
      // "As many writes again" as the crew's pooled work.
      crewMinute: { key: `${c}:write:m`, limit: limits.crewWorkPerMinute, seconds: MINUTE },
      crewDay: { key: `${c}:write:d`, limit: limits.crewWorkPerDay, seconds: DAY },
    },
    visitor: visitor
      ? { work: { key: `${visitor}:work:m`, limit: ALLOWANCES.visitorWorkPerMinute, seconds: MINUTE }, requests: { key: `${visitor}:req:m`, limit: ALLOWANCES.visitorRequestsPerMinute, seconds: MINUTE } }
      : null,
    penalty: `${k}:hold:penalty`,
    frozen: `${k}:hold:frozen`,
    strikes: `${k}:strikes`,
    idReads: { key: `${k}:ids:reads`, limit: Number.MAX_SAFE_INTEGER, seconds: SWEEP.windowSeconds },
    idMisses: { key: `${k}:ids:misses`, limit: Number.MAX_SAFE_INTEGER, seconds: SWEEP.windowSeconds },
  };
}

/** Discovery routes: per caller address and route. */
export function discoveryWindow(ip: string, endpointId: string): WindowRef {
  return { key: `{ip:${ip}}:disc:${endpointId}`, limit: ALLOWANCES.discoveryPerMinute, seconds: MINUTE };
}
