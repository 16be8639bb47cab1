/**
 * The load generator of bench/traffic.ts: raw HTTP/1.1 over keep-alive sockets, one request in
 * flight per socket (as a browser or an SDK sends them), no http.Agent, no parser objects. On one
 * core it sends well over 100,000 requests a second, so the server, not this client, is what runs
 * out; traffic.ts still checks that before it prints a ratio.
 *
 * Two shapes:
 *   - closed: `connections` sockets, each sending its next request when the last one answered,
 *     for `seconds`: the server's maximum;
 *   - open: requests sent at `rate` a second whatever the answers (queued when every socket is
 *     busy), each latency counted from when it was due, so a stall shows in full.
 *
 * Run in the calling thread (`runLoad`) or in worker threads (`runLoadInWorkers`), which split the
 * sockets and the rate. Plain JavaScript so a worker thread can load it without a TypeScript loader.
 */
import { readFileSync } from "node:fs";
import net from "node:net";
import { Worker, isMainThread, parentPort, workerData } from "node:worker_threads";

const CRLF2 = Buffer.from("\r\n\r\n");
const CONTENT_LENGTH = Buffer.from("\r\ncontent-length:");

/** The bytes of one GET, sent as they are for every request. */
export function rawGet(port, path, headers) {
  const lines = [`GET ${path} HTTP/1.1`, `Host: 127.0.0.1:${port}`, "Connection: keep-alive", ...Object.entries(headers).map(([k, v]) => `${k}: ${v}`)];
  return Buffer.from(`${lines.join("\r\n")}\r\n\r\n`, "latin1");
}

/**
 * The end of the first whole response in `buf` and its status, or null while it is incomplete.
 * Bodies are framed by Content-Length or chunked; a 304 has none.
 */
function parseOne(buf) {
  const headEnd = buf.indexOf(CRLF2);
  if (headEnd < 0) return null;
  const status = (buf[9] - 48) * 100 + (buf[10] - 48) * 10 + (buf[11] - 48);
  const bodyStart = headEnd + 4;
  if (status === 304 || status === 204) return { end: bodyStart, status };
  // The servers here write lower-case names: found without turning the head into a string.
  const fast = buf.indexOf(CONTENT_LENGTH);
  if (fast >= 0 && fast < headEnd) {
    let length = 0;
    let at = fast + CONTENT_LENGTH.length;
    while (buf[at] === 32) at++;
    for (let c = buf[at]; c >= 48 && c <= 57; c = buf[++at]) length = length * 10 + (c - 48);
    return buf.length >= bodyStart + length ? { end: bodyStart + length, status } : null;
  }
  const head = buf.latin1Slice(0, headEnd).toLowerCase();
  const cl = head.indexOf("\r\ncontent-length:");
  if (cl >= 0) {
    const lineEnd = head.indexOf("\r\n", cl + 17);
    const length = parseInt(head.slice(cl + 17, lineEnd < 0 ? undefined : lineEnd), 10);
    return buf.length >= bodyStart + length ? { end: bodyStart + length, status } : null;
  }
  if (head.includes("\r\ntransfer-encoding: chunked")) {
    let at = bodyStart;
    for (;;) {
      const lineEnd = buf.indexOf("\r\n", at);
      if (lineEnd < 0) return null;
      const size = parseInt(buf.latin1Slice(at, lineEnd), 16);
      const next = lineEnd + 2 + size + 2;
      if (buf.length < next) return null;
      if (size === 0) return { end: next, status };
      at = next;
    }
  }
  throw new Error(`an answer with neither Content-Length nor chunked body: ${head.slice(0, 200)}`);
}

/** `connections` keep-alive sockets to the server, each connected. */
function openSockets(port, connections) {
  return Promise.all(
    Array.from({ length: connections }, () => new Promise((resolve, reject) => {
      const s = net.connect({ port, host: "127.0.0.1", noDelay: true }, () => resolve(s));
      s.once("error", reject);
    })),
  );
}

/** Calls `answered(status)` for each whole answer the socket receives, in order, until it returns false. */
function readAnswers(socket, answered) {
  let buf = Buffer.alloc(0);
  socket.on("data", (chunk) => {
    buf = buf.length ? Buffer.concat([buf, chunk]) : chunk;
    for (;;) {
      const r = parseOne(buf);
      if (!r) break;
      buf = buf.subarray(r.end);
      if (!answered(r.status)) return;
    }
  });
}

/** Twice the room, the figures kept (no per-answer allocation in the client). */
function grown(latencies) {
  const out = new Float64Array(latencies.length * 2);
  out.set(latencies);
  return out;
}

/**
 * One load run: { done, wrong, sent, latencies (ms, unsorted), seconds, clientCpu (s: this process's
 * CPU over the run), queued (open loop: requests still waiting for a socket at the end),
 * clientStallMs / clientStalledMs (open loop: the longest gap between this client's 1 ms ticks
 * over 2 ms, and their sum: time the client itself was late, which its latencies include) }.
 * opts: { port, request (Buffer), expect, seconds, connections, rate (open loop; 0: closed),
 * warmup (seconds sent the same way first and not counted: a fresh thread's code is not yet
 * compiled, and its first tens of milliseconds would count as the server's latency),
 * poll (the client never sleeps: each turn of its loop follows the last at once, and an open loop
 * releases what is due every turn instead of every millisecond. An answer then never has to wake
 * the client: on a virtual machine, waking an idle vCPU exits to the hypervisor, and that cost lands
 * in the sender's kernel time, more of it per answer the more the client idles, i.e. the slower
 * the server. A client on another machine would not charge it to the server. The client's CPU is
 * then one core, whatever it does) }.
 */
export async function runLoad(opts) {
  const { port, request, expect, seconds, connections, rate = 0, warmup = 0, poll = false } = opts;
  const sockets = await openSockets(port, connections);
  let cpu0 = process.cpuUsage();
  const t0 = performance.now();
  /** Start of the counted window: answers to requests due before it are the warm-up's. */
  const from = t0 + warmup * 1000;
  const until = from + seconds * 1000;
  // Grown by doubling, not pushed one by one into an array: no per-answer allocation in the client.
  let latencies = new Float64Array(rate ? Math.ceil(rate * seconds * 1.1) + 1024 : 1 << 16);
  let count = 0;
  let done = 0;
  let wrong = 0;
  let sent = 0;
  let stallMax = 0;
  let stalled = 0;
  let counting = warmup === 0;
  /** Open loop: due times of requests no socket was free for yet. */
  const queue = [];
  const idle = [];
  let finished;
  const allDone = new Promise((r) => (finished = r));
  let open = connections;
  const retire = (s) => {
    s.end();
    if (--open === 0) finished();
  };

  const send = (state, due) => {
    state.due = due;
    state.busy = true;
    sent++;
    state.socket.write(request);
  };

  const states = sockets.map((socket) => {
    const state = { socket, due: 0, busy: false };
    readAnswers(socket, (status) => {
      const now = performance.now();
      if (state.due >= from) {
        if (count === latencies.length) latencies = grown(latencies);
        latencies[count++] = now - state.due;
        if (status === expect) done++;
        else wrong++;
      }
      state.busy = false;
      if (now >= until) {
        retire(socket);
        return false;
      }
      if (!rate) send(state, performance.now());
      else if (queue.length) send(state, queue.shift());
      else idle.push(state);
      return true;
    });
    socket.on("error", () => retire(socket));
    return state;
  });

  if (warmup) setTimeout(() => (cpu0 = process.cpuUsage()), warmup * 1000);
  let running = true;
  allDone.then(() => (running = false));
  if (!rate) {
    for (const s of states) send(s, performance.now());
    if (poll) {
      const spin = () => running && void setImmediate(spin);
      spin();
    }
  } else {
    idle.push(...states);
    const interval = 1000 / rate;
    let scheduled = 0;
    let lastTick = t0;
    // Due requests are released every millisecond (a timer cannot fire per request at these rates).
    const tick = () => {
      const now = performance.now();
      if (!counting && now >= from) counting = true;
      else if (counting && now - lastTick > 2) {
        stalled += now - lastTick;
        stallMax = Math.max(stallMax, now - lastTick);
      }
      lastTick = now;
      if (now >= until) {
        if (timer) clearInterval(timer);
        for (const s of idle.splice(0)) retire(s.socket);
        return false;
      }
      while (t0 + scheduled * interval <= now) {
        const due = t0 + scheduled * interval;
        scheduled++;
        const free = idle.pop();
        if (free) send(free, due);
        else queue.push(due);
      }
      return true;
    };
    let timer = null;
    if (poll) {
      // Polling: each turn of the loop releases what is due (no timer's millisecond steps).
      const spin = () => tick() && setImmediate(spin);
      spin();
    } else timer = setInterval(tick, 1);
  }
  await allDone;
  const cpu = process.cpuUsage(cpu0);
  return {
    done,
    wrong,
    sent,
    latencies: latencies.subarray(0, count),
    seconds: (performance.now() - Math.max(t0, from)) / 1000,
    clientCpu: (cpu.user + cpu.system) / 1e6,
    queued: queue.length,
    clientStallMs: stallMax,
    clientStalledMs: stalled,
  };
}

/**
 * Closed-loop runs of several requests to one server over the same sockets, one after another
 * (`phases`: [{ request, expect, seconds }]), after `warmup` seconds of the first one, uncounted:
 * two routes of one server measured in alternating slices without new connections between them
 * (on a Next.js server a new connection's first requests are slow). At the end of a phase no new
 * request is sent; once every socket has its answer, the server's CPU is read (`cpuPids`, from
 * /proc) and the next phase starts, so each phase's answers and CPU are its own. Returns one
 * result per phase: { done, wrong, latencies, seconds, cpu, sys (server seconds), clientCpu }.
 */
export async function runPhases(opts) {
  const { port, phases, connections, warmup = 0, poll = false, cpuPids = [] } = opts;
  const sockets = await openSockets(port, connections);
  const serverCpu = () => {
    let total = 0;
    let sys = 0;
    for (const pid of cpuPids) {
      try {
        const f = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1].split(" ");
        total += (Number(f[11]) + Number(f[12])) / 100;
        sys += Number(f[12]) / 100;
      } catch {
        // gone meanwhile
      }
    }
    return { total, sys };
  };
  let phase = null;
  let inFlight = 0;
  let drained = null;
  let failed = null;
  const states = sockets.map((socket) => {
    const state = { socket, due: 0 };
    readAnswers(socket, (status) => {
      inFlight--;
      const now = performance.now();
      const p = phase;
      if (p.counted) {
        if (p.count === p.latencies.length) p.latencies = grown(p.latencies);
        p.latencies[p.count++] = now - state.due;
        if (status === p.expect) p.done++;
        else p.wrong++;
      }
      if (now < p.until) {
        state.due = performance.now();
        inFlight++;
        socket.write(p.request);
      } else if (inFlight === 0) drained();
      return true;
    });
    socket.on("error", (e) => {
      failed = e;
      drained?.();
    });
    return state;
  });
  const spinning = { on: true };
  if (poll) {
    const spin = () => spinning.on && void setImmediate(spin);
    spin();
  }
  const runOne = async (request, expect, seconds, counted) => {
    phase = { request, expect, until: performance.now() + seconds * 1000, counted, done: 0, wrong: 0, count: 0, latencies: new Float64Array(1 << 16) };
    const ended = new Promise((r) => (drained = r));
    for (const s of states) {
      s.due = performance.now();
      inFlight++;
      s.socket.write(request);
    }
    await ended;
    if (failed) throw failed;
    return phase;
  };
  const out = [];
  try {
    if (warmup > 0 && phases.length) await runOne(phases[0].request, phases[0].expect, warmup, false);
    for (const ph of phases) {
      const cpu0 = serverCpu();
      const client0 = process.cpuUsage();
      const t0 = performance.now();
      const p = await runOne(ph.request, ph.expect, ph.seconds, true);
      const cpu1 = serverCpu();
      const client = process.cpuUsage(client0);
      out.push({ done: p.done, wrong: p.wrong, latencies: p.latencies.subarray(0, p.count), seconds: (performance.now() - t0) / 1000, cpu: cpu1.total - cpu0.total, sys: cpu1.sys - cpu0.sys, clientCpu: (client.user + client.system) / 1e6 });
    }
  } finally {
    spinning.on = false;
    for (const s of sockets) s.destroy();
  }
  return out;
}

/** `runPhases` in a worker thread of its own (see runLoadInWorkers for why a thread). */
export function runPhasesInWorker(opts) {
  const data = { ...opts, phases: opts.phases.map((p) => ({ ...p, request: p.request.toString("latin1") })), kind: "phases" };
  return new Promise((resolve, reject) => {
    const w = new Worker(new URL(import.meta.url), { workerData: data });
    w.once("message", resolve);
    w.once("error", reject);
  });
}

/**
 * The same run in `workers` threads (sockets and rate divided); results merged. Always in threads
 * of their own, also for one: a thread's heap holds only its own run, so the collections of a
 * caller that keeps millions of latencies (bench/traffic.ts over its rounds) never pause the
 * sending and show up as the server's latency.
 */
export async function runLoadInWorkers(opts, workers) {
  // process.cpuUsage() is the whole process's: measured here, around all the threads.
  const cpu0 = process.cpuUsage();
  const parts = await Promise.all(
    Array.from({ length: Math.max(1, workers) }, (_, i) => {
      const share = { ...opts, request: opts.request.toString("latin1"), connections: Math.ceil(opts.connections / Math.max(1, workers)), rate: opts.rate ? opts.rate / Math.max(1, workers) : 0, index: i };
      return new Promise((resolve, reject) => {
        const w = new Worker(new URL(import.meta.url), { workerData: share });
        w.once("message", resolve);
        w.once("error", reject);
      });
    }),
  );
  return {
    done: parts.reduce((a, p) => a + p.done, 0),
    wrong: parts.reduce((a, p) => a + p.wrong, 0),
    sent: parts.reduce((a, p) => a + p.sent, 0),
    latencies: ((all) => {
      const out = new Float64Array(all.reduce((a, l) => a + l.length, 0));
      let at = 0;
      for (const l of all) {
        out.set(l, at);
        at += l.length;
      }
      return out;
    })(parts.map((p) => p.latencies)),
    seconds: Math.max(...parts.map((p) => p.seconds)),
    clientCpu: ((c) => (c.user + c.system) / 1e6)(process.cpuUsage(cpu0)),
    queued: parts.reduce((a, p) => a + p.queued, 0),
    clientStallMs: Math.max(...parts.map((p) => p.clientStallMs)),
    clientStalledMs: Math.max(...parts.map((p) => p.clientStalledMs)),
  };
}

if (!isMainThread && workerData) {
  const r =
    workerData.kind === "phases"
      ? await runPhases({ ...workerData, phases: workerData.phases.map((p) => ({ ...p, request: Buffer.from(p.request, "latin1") })) })
      : await runLoad({ ...workerData, request: Buffer.from(workerData.request, "latin1") });
  parentPort.postMessage(r);
}
