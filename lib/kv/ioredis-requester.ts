/**
 * An `@upstash/redis` requester that sends commands to a self-hosted Redis through ioredis, so the
 * Upstash and self-hosted adapters share one typed client and one code path. It answers the
 * shapes Upstash's REST API answers: `{ result }` or `{ error }`, and for `/pipeline` and
 * `/multi-exec` an array of those.
 */
import type { Requester, UpstashRequest, UpstashResponse } from "@upstash/redis";
import type IORedis from "ioredis";

type Part = string | number;

export function ioredisRequester(client: IORedis): Requester {
  const one = async (command: Part[]): Promise<UpstashResponse<unknown>> => {
    const [name, ...args] = command;
    try {
      return { result: await client.call(String(name), ...args.map(String)) };
    } catch (e) {
      return { error: e instanceof Error ? e.message : String(e) };
    }
  };
  return {
    request: async <T>(req: UpstashRequest): Promise<UpstashResponse<T>> => {
      const path = req.path?.[0];
      if (path === "pipeline" || path === "multi-exec") {
        const commands = req.body as Part[][];
        const batch = path === "pipeline" ? client.pipeline() : client.multi();
        for (const [name, ...args] of commands) batch.call(String(name), ...args.map(String));
        const replies = (await batch.exec()) ?? [];
        const results = replies.map(([err, value]) => (err ? { error: err.message } : { result: value }));
        return results as unknown as UpstashResponse<T>;
      }
      return (await one(req.body as Part[])) as UpstashResponse<T>;
    },
  };
}
