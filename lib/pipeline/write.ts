/**
 * The write path after the common steps: the Idempotency-Key check (replay, mismatch, in flight),
 * the write allowance and the route's own limits, the handler, and the answer kept for replays.
 */
import * as traffic from "@/lib/traffic/hooks";
import { validIdempotencyKey } from "@/lib/traffic/idempotency";
import { notifyOutboxWritten } from "@/lib/webhooks/notify";
import { runAfter } from "@/lib/http/after";
import { answer, type Answer } from "@/lib/http/exchange";
import { Problem } from "@/lib/http/problem";
import { opened, type Call } from "./call";
import { render, runHandler } from "./handler";

/** Step "idempotency": a replayed key answers its stored answer; a new one is claimed for this call. */
export async function claimIdempotencyKey(call: Call): Promise<traffic.Claim | Answer | null> {
  const { treq, input } = opened(call);
  const key = call.endpoint.idempotent && call.auth ? call.request.headers.get("idempotency-key") : null;
  if (key === null) return null;
  if (!validIdempotencyKey(key)) {
    throw new Problem("validation_error", "The Idempotency-Key header must be 1 to 255 visible ASCII characters.", {
      status: 400,
      errors: [{ param: "Idempotency-Key", message: "Must be 1 to 255 visible ASCII characters." }],
    });
  }
  const claim = await traffic.claimIdempotency(treq, key, replayInput(call, input.body));
  if (claim.kind !== "replay") return claim;
  for (const [k, v] of Object.entries(claim.answer.headers)) call.headers.set(k, v);
  call.headers.set("Idempotent-Replayed", "true");
  call.headers.set("Cache-Control", "private, no-store");
  return answer(claim.answer.status, call.headers, claim.answer.status === 204 ? null : claim.answer.body);
}

/**
 * What a replay must match: the body, the path's parameters (the same key sent to another form or
 * another session is another request, never a replay of the first), plus the declared request
 * headers the answer depends on (a member session), so one member's retry never answers another
 * member's request. Only a hash of it is kept. A route with neither, the body alone.
 */
function replayInput(call: Call, body: unknown): unknown {
  const named = (call.endpoint.headers ?? []).map((h) => h.name).filter((n) => !/^(idempotency-key|origin)$/i.test(n));
  const hasParams = Object.keys(call.rawParams).length > 0;
  if (named.length === 0 && !hasParams) return body;
  return {
    body: body ?? null,
    ...(hasParams ? { params: call.rawParams } : {}),
    ...(named.length ? { headers: Object.fromEntries(named.map((n) => [n.toLowerCase(), call.request.headers.get(n)])) } : {}),
  };
}

/** Steps "allowances for writes" and "handler" of a write; a failed attempt releases its key so a corrected retry can run. */
export async function runWrite(call: Call, claim: traffic.Claim | null): Promise<Answer> {
  const { treq, input } = opened(call);
  try {
    if (call.auth) await traffic.admitWrite(treq, input.body);
    const out = await render(call, await runHandler(call));
    const kept = { ...out.headers, "Content-Type": out.contentType };
    if (claim) await traffic.settleIdempotency(treq, claim, { status: out.status, body: out.bodyText, headers: kept });
    for (const [k, v] of Object.entries(kept)) call.headers.set(k, v);
    call.headers.set("Cache-Control", "private, no-store");
    // Outbox rows are committed by now: tell the webhook driver (a no-op without Inngest).
    if (call.endpoint.emits?.length && out.status < 300) runAfter(() => notifyOutboxWritten());
    return answer(out.status, call.headers, out.status === 204 ? null : out.bodyText);
  } catch (e) {
    if (claim) await traffic.settleIdempotency(treq, claim, null).catch(() => undefined);
    throw e;
  }
}
