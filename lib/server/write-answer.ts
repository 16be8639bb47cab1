/**
 * Writes an answer of the walk (lib/http/exchange.ts) to a Node ServerResponse: the status, the
 * headers as the walk set them (lower-case names, as a Fetch `Headers` gives them and as Next.js
 * writes them), and a text body in one write or a stream with back-pressure.
 */
import { once } from "node:events";
import type { ServerResponse } from "node:http";
import type { Answer } from "@/lib/http/exchange";

/** After the walk's headers when the connection must close (a body left unread). */
const CLOSE = ["connection", "close"] as const;

/** A text body is written at once; a promise only for a stream. */
export function writeAnswer(res: ServerResponse, a: Answer, close = false): Promise<void> | undefined {
  if (typeof a.body === "string") {
    const length = String(a.bytes);
    res.writeHead(a.status, a.headers.flat(close ? ["content-length", length, ...CLOSE] : ["content-length", length]));
    res.end(a.body);
    return;
  }
  res.writeHead(a.status, a.headers.flat(close ? CLOSE : undefined));
  if (a.body === null) {
    res.end();
    return;
  }
  return pipeStream(res, a.body);
}

/** Pulls the stream as the client reads; a client that goes away cancels it (the producer stops). */
async function pipeStream(res: ServerResponse, stream: ReadableStream<Uint8Array>): Promise<void> {
  const reader = stream.getReader();
  let finished = false;
  res.once("close", () => {
    if (!finished) reader.cancel().catch(() => undefined);
  });
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      if (!res.write(value)) await Promise.race([once(res, "drain"), once(res, "close")]);
      if (res.destroyed) return;
    }
    finished = true;
    res.end();
  } catch {
    // The stream failed after the status was sent: all that is left is to cut the transfer.
    finished = true;
    res.destroy();
  }
}

/** A Fetch Response (the routes that speak Fetch: MCP, Stripe's webhook, Inngest) to a ServerResponse. */
export async function writeResponse(res: ServerResponse, response: Response, close = false): Promise<void> {
  const flat: string[] = [];
  for (const [name, value] of response.headers) flat.push(name, value);
  if (close) flat.push(...CLOSE);
  res.writeHead(response.status, flat);
  if (!response.body) {
    res.end();
    return;
  }
  await pipeStream(res, response.body);
}
