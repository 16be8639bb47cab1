/**
 * Sends fuzzed requests through the registry and pipeline as Next.js would (unknown paths to the
 * catch-all 404, undeclared methods to 405), and checks every answer:
 * - never a 5xx;
 * - every error is an RFC 9457 problem (application/problem+json with type, title, status equal
 *   to the answer's, code, request_id equal to X-Request-Id, instance);
 * - every answer keeps the OpenAPI document (tests/support/contract.ts; admin and platform
 *   answers are checked against their zod schemas by the pipeline itself in tests);
 * - an answer to the fuzzing crew (Alpha) names nothing of the other crew (Bravo).
 */
import fc from "fast-check";
import { expect } from "vitest";
import { settleBackground } from "@/lib/http/after";
import { BASE, toApiResponse, type ApiResponse, type TestApp } from "../../support/app";
import type { Contract } from "../../support/contract";
import { hostileTextRequests, requestsFor, type FuzzRequest, type Target } from "./requests";
import { FOUND_SEEDS, MAIN_SEED } from "./seeds";

/** Requests sent per route id, and answers per status class, for the closing count. */
export const sent = new Map<string, number>();
const classes = new Map<string, number>();

/** Bravo's traces: its text and uuids anywhere, its 82xxx ids in id fields and in paths or links. */
const BRAVO_TEXT = [/bravo/i, /b2b2b2b2/i];
const isBravoId = (n: number) => Number.isInteger(n) && n >= 82000 && n <= 82999;
const NUMBER_IN_TEXT = /(?<![A-Za-z0-9.])\d+(?![A-Za-z0-9])/g;
const ID_LIKE = /^(id|.*_id|.*_ids)$/;

export function bravoTraces(r: ApiResponse, sentText: string): string[] {
  const found: string[] = [];
  for (const re of BRAVO_TEXT) {
    if (re.test(sentText)) continue; // echoed input is not a leak
    const m = r.text.match(re);
    if (m) found.push(`text "${r.text.slice(Math.max(0, m.index! - 40), m.index! + 40)}"`);
  }
  const echoed = (n: number) => sentText.includes(String(n));
  const walk = (v: unknown, path: string, idLike: boolean): void => {
    if (typeof v === "number" && idLike && isBravoId(v) && !echoed(v)) found.push(`${path} = ${v}`);
    else if (typeof v === "string" && (idLike || v.startsWith("/") || v.startsWith("http"))) {
      for (const m of v.matchAll(NUMBER_IN_TEXT)) if (isBravoId(Number(m[0])) && !echoed(Number(m[0]))) found.push(`${path} = ${JSON.stringify(v)}`);
    } else if (Array.isArray(v)) v.forEach((x, i) => walk(x, `${path}[${i}]`, idLike));
    else if (v && typeof v === "object") for (const [k, x] of Object.entries(v)) walk(x, `${path}.${k}`, ID_LIKE.test(k));
  };
  walk(r.body, "$", false);
  return found;
}

export function buildFuzzRequest(r: FuzzRequest): Request {
  const headers = new Headers();
  for (const [name, value] of r.headers) headers.append(name, value);
  if (!headers.has("x-forwarded-for")) headers.set("X-Forwarded-For", "203.0.113.9");
  return new Request(new URL(`/api${r.target}`, BASE), { method: r.method, headers, ...(r.body !== undefined ? { body: r.body } : {}) });
}

/** Every property this answer breaks; empty when it keeps them all. */
export function violations(contract: Contract, request: Request, r: ApiResponse, sentText: string, checkLeaks: boolean): string[] {
  const out: string[] = [];
  if (r.status >= 500) out.push(`answered ${r.status}: ${r.text.slice(0, 500)}`);
  if (r.status >= 400 && request.method !== "HEAD") {
    const b = r.body;
    if (r.headers.get("content-type") !== "application/problem+json") out.push(`error with Content-Type ${r.headers.get("content-type")}`);
    if (!b || typeof b !== "object") out.push(`error body is not a JSON object: ${r.text.slice(0, 200)}`);
    else {
      for (const f of ["type", "title", "code", "request_id", "instance"]) if (typeof b[f] !== "string" || b[f] === "") out.push(`problem without ${f}`);
      if (b.status !== r.status) out.push(`problem status ${b.status} on a ${r.status}`);
      if (b.request_id !== r.headers.get("x-request-id")) out.push(`problem request_id ${b.request_id} is not X-Request-Id ${r.headers.get("x-request-id")}`);
    }
  }
  if (request.method !== "PUT") out.push(...contract.problems(request, r));
  if (checkLeaks) out.push(...bravoTraces(r, sentText).map((t) => `names the other crew: ${t}`));
  return out;
}

export interface FuzzOptions {
  numRuns: number;
  /** Check answers for the other crew's ids (not on the platform API, which sees every crew). */
  checkLeaks: boolean;
  /** The store is cleared every this many requests, so budgets and limits do not answer everything with 429. */
  clearEvery?: number;
}

/**
 * Time one route may take (FUZZ_ROUTE_MS, default 3 s): under `npm run fuzz` a slow machine sends
 * fewer requests rather than running on; the suite's fixed sample ends well within it. The count
 * says how many were sent.
 */
const ROUTE_MS = Number(process.env.FUZZ_ROUTE_MS ?? 3000);

/**
 * The seed of a run: MAIN_SEED (npm test, CI), so the suite sends the same requests every run;
 * FUZZ_SEED=random (npm run fuzz) a new one per route, to keep finding new requests; FUZZ_SEED=<n>
 * with FUZZ_PATH replays a reported failure.
 */
function runSeed(): { seed?: number; path?: string } {
  const v = process.env.FUZZ_SEED;
  if (v === "random") return {};
  const seed = v ? Number(v) : MAIN_SEED;
  return process.env.FUZZ_PATH ? { seed, path: process.env.FUZZ_PATH } : { seed };
}

/** Long values cut for the failure report (a counterexample may hold 60 kB of body). */
const cut = (s: string, n = 300) => (s.length > n ? `${s.slice(0, n)}…(${s.length} chars)` : s);
const describeRequest = (r: FuzzRequest) => [`${r.method} /api${cut(r.target)}`, `headers: ${JSON.stringify(r.headers.map(([n, v]) => [n, cut(v, 80)]))}`, `body: ${cut(r.body ?? "(none)")}`].join("\n");

class Violation extends Error {
  override name = "Violation";
}

/**
 * Sends up to `numRuns` fuzzed requests to one route (within ROUTE_MS) and checks each answer. A
 * failure reports the seed and path (to replay it), the shrunk request, and what broke.
 */
export async function fuzzRoute(api: TestApp, target: Target, options: FuzzOptions): Promise<void> {
  const id = target.endpoint.id;
  const clearEvery = options.clearEvery ?? 40;
  await api.store.clear();
  let last = "";
  const property = fc.asyncProperty(requestsFor(target), async (r) => {
    const n = (sent.get(id) ?? 0) + 1;
    sent.set(id, n);
    if (n % clearEvery === 0) await api.store.clear();
    const request = buildFuzzRequest(r);
    // A clone, whose body is one branch of a tee, as some runtimes hand a route its request.
    const response = await toApiResponse(await api.dispatch(request.clone()));
    await settleBackground();
    const cls = `${String(response.status)[0]}xx`;
    classes.set(cls, (classes.get(cls) ?? 0) + 1);
    const sentText = `${r.target} ${JSON.stringify(r.headers)} ${r.body ?? ""}`;
    const found = violations(api.contract, request, response, decodeSafe(sentText), options.checkLeaks);
    if (found.length) {
      last = `${describeRequest(r)}\n→ ${response.status} ${cut(response.text, 400)}\n- ${found.map((f) => cut(f, 400)).join("\n- ")}`;
      throw new Violation(found[0]);
    }
  });
  const fail = (out: fc.RunDetails<[FuzzRequest]>) => {
    const error = out.errorInstance instanceof Violation ? last : cut(String((out.errorInstance as Error)?.stack ?? out.errorInstance), 2000);
    const found = `{ route: "${id}", seed: ${out.seed}, path: "${out.counterexamplePath}" }`;
    expect.fail(
      [
        `${id}: a fuzzed request broke a property (seed ${out.seed}, path "${out.counterexamplePath}", after ${out.numRuns} runs, shrunk ${out.numShrinks} times)`,
        `Replay: FUZZ_SEED=${out.seed} FUZZ_PATH=${out.counterexamplePath} npx vitest run tests/fuzz -t ${id}`,
        `Once fixed, add to FOUND_SEEDS in tests/fuzz/support/seeds.ts: ${found}`,
        error,
      ].join("\n"),
    );
  };
  const seed = runSeed();
  // Hostile text in every declared text field, sent first by every run (and counted in its paths, so a replay finds its request).
  const examples = hostileTextRequests(target).map((r) => [r] as [FuzzRequest]);
  // The failures found before, replayed first (fixed runs only: a replay or a random run is its own).
  if (process.env.FUZZ_SEED === undefined) {
    for (const f of FOUND_SEEDS.filter((f) => f.route === id)) {
      const out = await fc.check(property, { seed: f.seed, path: f.path, examples, numRuns: 1 });
      if (out.failed) fail(out);
    }
  }
  const out = await fc.check(property, { numRuns: options.numRuns + examples.length, examples, interruptAfterTimeLimit: ROUTE_MS, markInterruptAsFailure: false, ...seed });
  if (out.failed) fail(out);
}

function decodeSafe(s: string): string {
  try {
    return `${s} ${decodeURIComponent(s)}`;
  } catch {
    return s;
  }
}

/** One line per test file for the closing count. */
export function report(label: string): string {
  const total = [...sent.values()].reduce((a, b) => a + b, 0);
  const answers = [...classes].sort().map(([c, n]) => `${c} ${n}`).join(", ");
  const fewest = [...sent].sort((a, b) => a[1] - b[1]).slice(0, 3).map(([id, n]) => `${id} ${n}`).join(", ");
  return `fuzz ${label}: ${total} requests over ${sent.size} routes (fewest: ${fewest}); answers ${answers}`;
}
