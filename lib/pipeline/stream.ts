/**
 * A streamed answer (`StreamBody`) as a ReadableStream: pulled chunk by chunk as the client reads
 * (nothing is produced ahead of the reader, so memory stays flat whatever the size), its bytes
 * counted as they go. Work spent mid-stream goes through the same traffic step as the request's
 * own cost, at the time it is spent.
 */
import * as traffic from "@/lib/traffic/hooks";
import { config } from "@/lib/config/config";
import type { StreamBody, StreamControl } from "@/lib/http/endpoint";
import { applyFields } from "@/lib/http/fields";
import { fieldErrors } from "@/lib/http/query";
import { isProblem, problemBody, rateLimited } from "@/lib/http/problem";
import { internalError } from "./answer";
import type { Call } from "./call";

export interface OpenedStream {
  stream: ReadableStream<Uint8Array>;
  /** Bytes sent, once the stream has ended (finished, failed or cancelled by the client). */
  done: Promise<number>;
}

function controlOf(call: Call): StreamControl {
  const validate = config().validateResponses;
  const fields = call.input?.fields ?? null;
  return {
    spendWork: async (cost) => {
      const treq = call.traffic;
      if (!call.auth || !treq || cost <= 0) return null;
      // A long stream spends in the minute it reaches, not the one it started in.
      treq.now = Date.now();
      const verdict = await traffic.spendWork(treq, cost);
      return verdict.ok ? null : problemBody(rateLimited(verdict.retryAfter, verdict.detail), call.problem);
    },
    problemOf: (e) => problemBody(isProblem(e) ? e : internalError(e, call.requestId), call.problem),
    item: (value) => {
      if (validate) {
        const r = call.endpoint.response.safeParse(value);
        if (!r.success) throw new Error(`An item of ${call.endpoint.id} does not match its schema: ${JSON.stringify(fieldErrors(r.error).slice(0, 5))}`);
      }
      return fields ? applyFields(value, fields, "single") : value;
    },
  };
}

export function openStream(call: Call, body: StreamBody): OpenedStream {
  const encoder = new TextEncoder();
  let bytes = 0;
  let settle!: (n: number) => void;
  const done = new Promise<number>((resolve) => (settle = resolve));
  let iterator: AsyncIterator<string> | null = null;
  const stream = new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        try {
          iterator ??= body.chunks(controlOf(call))[Symbol.asyncIterator]();
          const next = await iterator.next();
          if (next.done) {
            controller.close();
            settle(bytes);
            return;
          }
          const chunk = encoder.encode(next.value);
          bytes += chunk.byteLength;
          controller.enqueue(chunk);
        } catch (e) {
          // The producer writes its own trailer for failures it expects; anything else breaks the transfer.
          internalError(e, call.requestId);
          controller.error(e);
          settle(bytes);
        }
      },
      async cancel() {
        settle(bytes);
        await iterator?.return?.();
      },
    },
    // Lazy: the first chunk is produced when the client first reads.
    { highWaterMark: 0 },
  );
  return { stream, done };
}
