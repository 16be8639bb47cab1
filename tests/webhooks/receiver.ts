/** A local webhook receiver for tests: records every call and answers as the test says. */
import http from "node:http";
import type { AddressInfo } from "node:net";

export interface ReceivedCall {
  path: string;
  headers: Record<string, string>;
  body: string;
}

/** What the receiver does with the next call: a status, a redirect, or no answer at all. */
export type Answer = number | { redirect: string } | "hang";

export interface Receiver {
  url: string;
  calls: ReceivedCall[];
  /** Answers for the next calls, in order; once used up, `fallback`. */
  answers: Answer[];
  fallback: Answer;
  reset(): void;
  close(): Promise<void>;
}

export async function startReceiver(): Promise<Receiver> {
  const calls: ReceivedCall[] = [];
  const state = { answers: [] as Answer[], fallback: 200 as Answer };
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      const headers: Record<string, string> = {};
      for (const [k, v] of Object.entries(req.headers)) if (typeof v === "string") headers[k] = v;
      calls.push({ path: req.url ?? "", headers, body: Buffer.concat(chunks).toString("utf8") });
      const answer = state.answers.shift() ?? state.fallback;
      if (answer === "hang") return;
      if (typeof answer === "object") {
        res.writeHead(302, { Location: answer.redirect });
        res.end();
        return;
      }
      res.writeHead(answer, { "Content-Type": "text/plain" });
      res.end("a body the sender does not read");
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hooks`,
    calls,
    get answers() {
      return state.answers;
    },
    set answers(a: Answer[]) {
      state.answers = a;
    },
    get fallback() {
      return state.fallback;
    },
    set fallback(a: Answer) {
      state.fallback = a;
    },
    reset() {
      calls.length = 0;
      state.answers = [];
      state.fallback = 200;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
