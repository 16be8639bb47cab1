/**
 * The write path of the platform API and the crew admin API: the Idempotency-Key rules of core
 * 8.6 kept in PostgreSQL (lib/traffic/idempotency-records.ts), and the admin write limits
 * (lib/traffic/admin-limits.ts). With a key, the handler runs inside one transaction that also
 * keeps its answer: the handler's scope is bound to that transaction (its own transactions become
 * savepoints), so the write and its record commit together.
 */
import type { Db } from "@/lib/db/client";
import { CrewScope } from "@/lib/crew/scope";
import { PlatformScope } from "@/lib/auth/platform-scope";
import type { App } from "@/lib/root/types";
import { admitAdminWrite } from "@/lib/traffic/admin-limits";
import { bodyFingerprint, validIdempotencyKey } from "@/lib/traffic/idempotency";
import { claimRecord, releaseRecord, settleRecord, type RecordClaim, type RecordKey } from "@/lib/traffic/idempotency-records";
import { notifyOutboxWritten } from "@/lib/webhooks/notify";
import { withAfterCommit } from "@/lib/db/after-commit";
import { runAfter } from "@/lib/http/after";
import { answer, type Answer } from "@/lib/http/exchange";
import { Problem } from "@/lib/http/problem";
import type { Rendered } from "./cache";
import { opened, type Call } from "./call";
import { render, runHandler } from "./handler";

export const invalidIdempotencyKey = () =>
  new Problem("validation_error", "The Idempotency-Key header must be 1 to 255 visible ASCII characters.", {
    status: 400,
    errors: [{ param: "Idempotency-Key", message: "Must be 1 to 255 visible ASCII characters." }],
  });

/** Who sent a key: the platform, or one member of one crew (keys never cross members). */
function recordKey(call: Call, key: string): RecordKey {
  if (call.endpoint.auth === "admin") return { surface: "admin", principal: `crew:${call.crew!.id}:member:${call.member!.email.toLowerCase()}`, key };
  return { surface: "platform", principal: "platform", key };
}

export async function recordedWrite(call: Call): Promise<Answer> {
  const { app, input } = opened(call);
  const db = app.database.db;
  const key = call.request.headers.get("idempotency-key");
  let claim: RecordClaim | null = null;
  if (key !== null) {
    if (!validIdempotencyKey(key)) throw invalidIdempotencyKey();
    // The route, its path (the order refunded) and the body: the same key elsewhere is a mismatch.
    const fingerprint = bodyFingerprint(call.endpoint.id, { params: call.rawParams, body: input.body ?? null });
    const outcome = await claimRecord(db, recordKey(call, key), fingerprint, call.now);
    if (outcome.kind === "replay") {
      for (const [k, v] of Object.entries(outcome.answer.headers)) call.headers.set(k, v);
      call.headers.set("Idempotent-Replayed", "true");
      call.headers.set("Cache-Control", "private, no-store");
      return answer(outcome.answer.status, call.headers, outcome.answer.status === 204 ? null : outcome.answer.body);
    }
    claim = outcome.claim;
  }
  try {
    if (call.endpoint.auth === "admin") {
      await admitAdminWrite(app.store, { endpointId: call.endpoint.id, crewId: call.crew!.id, params: call.rawParams, nowMs: call.now.getTime() }, (h) => {
        for (const [k, v] of Object.entries(h)) call.headers.set(k, v);
      });
    }
    const out = claim ? await inTransaction(call, app, claim) : await render(call, await runHandler(call));
    for (const [k, v] of Object.entries(keptHeaders(out))) call.headers.set(k, v);
    call.headers.set("Cache-Control", "private, no-store");
    if (call.endpoint.emits?.length && out.status < 300) runAfter(() => notifyOutboxWritten());
    return answer(out.status, call.headers, out.status === 204 ? null : out.bodyText);
  } catch (e) {
    if (claim) await releaseRecord(db, claim);
    throw e;
  }
}

const keptHeaders = (out: Rendered) => ({ ...out.headers, "Content-Type": out.contentType });

/** The handler and its record in one transaction, the handler's scope bound to it. */
async function inTransaction(call: Call, app: App, claim: RecordClaim): Promise<Rendered> {
  const { crew, platform } = call;
  try {
    // Wake-ups the handler sends wait for this commit (a function woken earlier would find nothing).
    return await withAfterCommit(() =>
      app.database.db.transaction(async (tx) => {
      const txApp: App = { database: { ...app.database, db: tx as unknown as Db }, store: app.store };
      if (crew) call.crew = new CrewScope(crew, txApp);
      if (platform) call.platform = new PlatformScope(txApp);
      const out = await render(call, await runHandler(call));
      await settleRecord(tx as unknown as Db, claim, { status: out.status, body: out.bodyText, headers: keptHeaders(out) });
      return out;
    }),
    );
  } finally {
    call.crew = crew;
    call.platform = platform;
  }
}
