/**
 * The benchmark's load generator (bench/load-client.mjs) counts what it claims to: every counted
 * answer has its latency, answers with another status are counted apart, and an open loop's
 * warm-up is sent but not counted.
 */
import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
// @ts-expect-error: plain JavaScript, so that worker threads load it without a TypeScript loader
import { rawGet, runLoad, runLoadInWorkers, runPhases, runPhasesInWorker } from "../../bench/load-client.mjs";

interface Run {
  done: number;
  wrong: number;
  sent: number;
  latencies: Float64Array;
  queued: number;
  clientStallMs: number;
  clientStalledMs: number;
}

let server: http.Server;
let port = 0;
let served = 0;
/** Requests served by path. */
const byPath = new Map<string, number>();

beforeAll(async () => {
  server = http.createServer((req, res) => {
    served++;
    byPath.set(req.url ?? "", (byPath.get(req.url ?? "") ?? 0) + 1);
    if (req.url === "/missing") {
      res.writeHead(404, { "content-type": "application/json", "content-length": "2" }).end("{}");
      return;
    }
    if (req.url === "/chunked") {
      res.writeHead(200, { "content-type": "text/plain" });
      res.write("a");
      res.end("b");
      return;
    }
    res.writeHead(200, { "content-type": "application/json", "content-length": "11" }).end('{"ok":true}');
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  port = (server.address() as AddressInfo).port;
});

afterAll(() => new Promise<void>((r) => server.close(() => r())));

const load = (path: string, opts: Record<string, number>) =>
  runLoad({ port, request: rawGet(port, path, { Accept: "application/json" }), expect: 200, connections: 4, ...opts }) as Promise<Run>;

describe("load client", () => {
  it("closed loop: one latency per answer, every answer as expected", async () => {
    const before = served;
    const r = await load("/ok", { seconds: 0.3 });
    expect(r.done).toBeGreaterThan(0);
    expect(r.wrong).toBe(0);
    expect(r.latencies).toBeInstanceOf(Float64Array);
    expect(r.latencies.length).toBe(r.done);
    expect(served - before).toBe(r.sent);
  });

  it("counts answers of another status as wrong, and reads chunked bodies", async () => {
    const missing = await load("/missing", { seconds: 0.2 });
    expect(missing.done).toBe(0);
    expect(missing.wrong).toBe(missing.latencies.length);
    expect(missing.wrong).toBeGreaterThan(0);
    const chunked = await load("/chunked", { seconds: 0.2 });
    expect(chunked.wrong).toBe(0);
    expect(chunked.done).toBe(chunked.latencies.length);
  });

  it("open loop: the warm-up is sent but not counted, and the client's own lateness is reported", async () => {
    const before = served;
    const r = await load("/ok", { seconds: 0.4, warmup: 0.3, rate: 500 });
    expect(served - before).toBe(r.sent);
    expect(r.done + r.wrong).toBe(r.latencies.length);
    // At 500/s the 0.3 s warm-up alone sends about 150 requests: all answered, none counted.
    expect(r.sent - r.done - r.wrong).toBeGreaterThanOrEqual(100);
    // Every request due is sent or still queued for a socket (a stall of this shared process may
    // leave one queued at the end); none beyond the schedule: 500/s over 0.3 + 0.4 s.
    expect(r.sent + r.queued).toBeLessThanOrEqual(Math.floor(500 * 0.7) + 1);
    expect(r.clientStalledMs).toBeGreaterThanOrEqual(r.clientStallMs);
  });

  it("polling: the same counts, closed and open loop, and the run still ends", async () => {
    const closed = await load("/ok", { seconds: 0.2, poll: 1 });
    expect(closed.done).toBeGreaterThan(0);
    expect(closed.latencies.length).toBe(closed.done);
    const before = served;
    const open = await load("/ok", { seconds: 0.3, warmup: 0.2, rate: 500, poll: 1 });
    expect(served - before).toBe(open.sent);
    expect(open.done + open.wrong).toBe(open.latencies.length);
    expect(open.sent - open.done - open.wrong).toBeGreaterThanOrEqual(60);
    expect(open.sent + open.queued).toBeLessThanOrEqual(Math.floor(500 * 0.5) + 1);
  });

  it("phases: two routes in turn over the same sockets, each phase counting only its own answers, the warm-up none", async () => {
    byPath.clear();
    const phases = [
      { request: rawGet(port, "/ok", {}), expect: 200, seconds: 0.15 },
      { request: rawGet(port, "/missing", {}), expect: 404, seconds: 0.15 },
      { request: rawGet(port, "/ok", {}), expect: 200, seconds: 0.15 },
    ];
    const cpu0 = process.cpuUsage();
    const runs = (await runPhases({ port, phases, connections: 4, warmup: 0.1, cpuPids: [process.pid] })) as (Run & { cpu: number; seconds: number })[];
    const cpu = process.cpuUsage(cpu0);
    expect(runs).toHaveLength(3);
    for (const r of runs) {
      expect(r.wrong).toBe(0);
      expect(r.done).toBeGreaterThan(0);
      expect(r.latencies.length).toBe(r.done);
      expect(r.cpu).toBeGreaterThanOrEqual(0);
    }
    // This process is the server here: each phase's CPU is its own share (from /proc, in 10 ms
    // ticks, one tick either way per reading), not the process's total so far.
    expect(runs.reduce((a, r) => a + r.cpu, 0)).toBeLessThanOrEqual((cpu.user + cpu.system) / 1e6 + 0.03);
    // A phase ends only when every socket has its answer: no answer of one phase lands in the next.
    expect(byPath.get("/missing")).toBe(runs[1]!.done);
    // The warm-up sent /ok on the same sockets, answered and not counted.
    expect(byPath.get("/ok")! - runs[0]!.done - runs[2]!.done).toBeGreaterThan(0);
  });

  it("phases in a worker thread: the same figures come back", async () => {
    const runs = (await runPhasesInWorker({ port, phases: [{ request: rawGet(port, "/missing", {}), expect: 200, seconds: 0.1 }], connections: 2 })) as Run[];
    expect(runs).toHaveLength(1);
    expect(runs[0]!.done).toBe(0);
    expect(runs[0]!.wrong).toBe(runs[0]!.latencies.length);
    expect(runs[0]!.wrong).toBeGreaterThan(0);
  });

  it("in worker threads: the parts' latencies merged into one array", async () => {
    const r = (await runLoadInWorkers({ port, request: rawGet(port, "/ok", {}), expect: 200, seconds: 0.3, connections: 4 }, 2)) as Run;
    expect(r.latencies).toBeInstanceOf(Float64Array);
    expect(r.latencies.length).toBe(r.done + r.wrong);
    expect(r.wrong).toBe(0);
  });
});
