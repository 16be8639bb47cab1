/**
 * The Neon driver's socket failures reach the database code as Errors it recognises as a lost
 * connection (503 service_unavailable, a pool client destroyed), whatever WebSocket runs it: the
 * `ws` package's ErrorEvent names the cause; the WebSocket of Node 22 may fire a bare Event.
 */
import { describe, expect, it } from "vitest";
import { connectionLost } from "@/lib/db/client";
import { socketError, withSocketErrors } from "@/lib/db/neon-socket";
import type { WebSocketConstructor, WebSocketLike } from "@neondatabase/serverless";

describe("socketError", () => {
  it("a ws ErrorEvent: its words, SQLSTATE 08006, the socket's error as cause", () => {
    const cause = Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5"), { code: "ECONNREFUSED" });
    const e = socketError({ type: "error", message: "connect ECONNREFUSED 127.0.0.1:5", error: cause });
    expect(e).toBeInstanceOf(Error);
    expect(e.message).toBe("database WebSocket connection failed: connect ECONNREFUSED 127.0.0.1:5");
    expect((e as Error & { code: string }).code).toBe("08006");
    expect(e.cause).toBe(cause);
    expect(connectionLost(e)).toBe(true);
  });

  it("a bare Event (no message, no error), as a Fetch-standard WebSocket fires it: still a lost connection", () => {
    const e = socketError(new Event("error"));
    expect(String(e)).toBe("Error: database WebSocket connection failed: no detail given");
    expect(connectionLost(e)).toBe(true);
  });

  it("an Error stays itself", () => {
    const original = new Error("Connection terminated unexpectedly");
    expect(socketError(original)).toBe(original);
  });
});

describe("withSocketErrors", () => {
  it("hands error listeners an Error and leaves the other events as they come", () => {
    const fired: Record<string, (ev: unknown) => unknown> = {};
    class FakeSocket implements WebSocketLike {
      readyState = 0;
      binaryType = "arraybuffer";
      constructor(readonly url: string) {}
      close() {}
      send() {}
      addEventListener(type: string, listener: (ev: unknown) => unknown) {
        fired[type] = listener;
      }
    }
    const Socket = withSocketErrors(FakeSocket as unknown as WebSocketConstructor);
    const socket = new Socket("ws://127.0.0.1:1/v1?address=db:5432");
    const seen: unknown[] = [];
    socket.addEventListener("error", (ev) => seen.push(ev));
    socket.addEventListener("message", (ev) => seen.push(ev));
    fired.error!(new Event("error"));
    fired.message!({ data: "x" });
    expect(seen[0]).toBeInstanceOf(Error);
    expect(connectionLost(seen[0])).toBe(true);
    expect(seen[1]).toEqual({ data: "x" });
  });
});
