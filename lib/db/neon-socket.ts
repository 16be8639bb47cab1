/**
 * The WebSocket the Neon driver opens, with its failures told as Errors. The driver hands a
 * socket's `error` event on as the error itself: an ErrorEvent with `ws` (its message says
 * "connect ECONNREFUSED ..."), an Event that may say nothing with the WebSocket of Node 22 and
 * browsers. node-postgres then fails the connect or the query with that object, which logs as
 * "[object Object]" and, without a message, is not recognised as a lost connection (a 500 where a
 * 503 is owed). Here each such event reaches the driver as an Error with SQLSTATE 08006
 * (connection_failure) and the socket's own words, its cause kept.
 */
import type { WebSocketConstructor, WebSocketLike } from "@neondatabase/serverless";

type Listener = (this: WebSocketLike, ev: unknown) => unknown;

export function withSocketErrors(Impl: WebSocketConstructor): WebSocketConstructor {
  return class SocketWithErrors extends (Impl as new (...args: unknown[]) => WebSocketLike) {
    override addEventListener(type: "open" | "message" | "close" | "error", listener: Listener, options?: unknown): void {
      if (type !== "error") return super.addEventListener(type, listener, options);
      super.addEventListener("error", function (this: WebSocketLike, ev: unknown) {
        return listener.call(this, socketError(ev));
      }, options);
    }
  };
}

/** An error event of a WebSocket as an Error the database code recognises as a lost connection. */
export function socketError(ev: unknown): Error {
  if (ev instanceof Error) return ev;
  const { message, error } = (ev ?? {}) as { message?: unknown; error?: unknown };
  const detail = typeof message === "string" && message ? message : error instanceof Error ? error.message : "no detail given";
  return Object.assign(new Error(`database WebSocket connection failed: ${detail}`, { cause: error ?? ev }), { code: "08006" });
}
