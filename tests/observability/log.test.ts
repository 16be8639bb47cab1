/**
 * The service's log lines (lib/observability/log.ts) with telemetry off, as a fresh clone runs:
 * one JSON object per line with time, level and msg, the fields given, errors with their stack, and
 * nothing secret in any text, whatever the error's message quoted.
 */
import { afterEach, describe, expect, it, vi } from "vitest";
import { log, logLine } from "@/lib/observability/log";

afterEach(() => vi.restoreAllMocks());

const parse = (line: string) => JSON.parse(line) as Record<string, unknown>;

describe("log lines", () => {
  it("one JSON object: time, level, msg and the fields given; no request or trace id outside a request", () => {
    const line = parse(logLine("info", "retention purge", { deleted: { audit_log: 3 }, request_id: undefined }));
    expect(line).toEqual({ time: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/), level: "info", msg: "retention purge", deleted: { audit_log: 3 } });
  });

  it("errors and warnings go to stderr, the rest to stdout, each as one line", () => {
    const err = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const out = vi.spyOn(console, "log").mockImplementation(() => undefined);
    log.error("audit log write failed; calls dropped", { calls: 2 });
    log.warn("key frozen after an id sweep", { key_id: "k1" });
    log.info("listening", { url: "http://localhost:3000/api/v1" });
    expect(err.mock.calls.map((c) => parse(String(c[0])).level)).toEqual(["error", "warn"]);
    expect(out.mock.calls.map((c) => parse(String(c[0])).msg)).toEqual(["listening"]);
    for (const c of [...err.mock.calls, ...out.mock.calls]) expect(String(c[0])).not.toContain("\n");
  });

  it("an error carries its message and stack; anything else thrown is written as text", () => {
    const e = new TypeError("cannot read x");
    const line = parse(logLine("error", "unexpected error", { request_id: "req_0123456789abcdef0123456789abcdef", error: e }));
    expect(line).toMatchObject({ level: "error", request_id: "req_0123456789abcdef0123456789abcdef", error: "TypeError: cannot read x" });
    expect(String(line.stack)).toMatch(/^TypeError: cannot read x\n\s+at /);
    expect(parse(logLine("error", "after-answer task failed", { error: { token: "svc_sk_test_thrownObject0001" } })).error).toBe("[object Object]");
  });

  it("no key, token, secret, credential, e-mail address or phone number in any text of a line", () => {
    const quoted = new Error(
      'Failed query: select 1 params: owner@harbour.test,+436601234501 key svc_sk_test_demoHarbourServer000001 secret whsec_CQ9kdavYByvBBFtSWzc3qFx6krHnYptoVq via postgres://app:hunter2@db.internal:5432/events, Authorization: Bearer sk_live_abcdef123456',
    );
    const text = logLine("error", "database unavailable for owner@harbour.test", { error: quoted, detail: "smtps://mailer:pa55@smtp.example.com:465" });
    for (const secret of ["owner@harbour.test", "+436601234501", "svc_sk_test_demoHarbourServer000001", "whsec_CQ9kdavYByvBBFtSWzc3qFx6krHnYptoVq", "hunter2", "pa55", "sk_live_abcdef123456"]) {
      expect(text).not.toContain(secret);
    }
    const line = parse(text);
    expect(line.msg).toBe("database unavailable for [email]");
    expect(line.detail).toBe("smtps://[redacted]@smtp.example.com:465");
    expect(String(line.error)).toContain("postgres://[redacted]@db.internal:5432/events");
  });
});
