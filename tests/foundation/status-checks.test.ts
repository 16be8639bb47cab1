/**
 * The health checks behind GET /v1/status, one by one with fakes (no app): deadlines, the
 * in-process cache, the Stripe call, the SMTP check against local servers, the store log.
 * Spec: "`GET /v1/status`: `{ status, api_version, time ts, components: { database, payments, email } }`;
 * each component is `ok` or `down`; the whole is ok only when every component is."
 */
import http from "node:http";
import net from "node:net";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { MailTransport } from "@/lib/mail/transport";
import { smtpTransport } from "@/lib/mail/transport";
import { SandboxProvider } from "@/lib/payments/sandbox";
import { StripeProvider } from "@/lib/payments/stripe";
import { HealthCache, withinDeadline, type Health } from "@/lib/discovery/health/check";
import { databaseHealth, emailHealth, paymentsHealth, storeHealth } from "@/lib/discovery/health/components";
import { STATUS_DEADLINES_MS, statusChecks } from "@/lib/discovery/health/status";

const never = () => new Promise<never>(() => undefined);
const closers: (() => Promise<void>)[] = [];
afterEach(async () => {
  vi.restoreAllMocks();
  while (closers.length) await closers.pop()!();
});

/** A sandbox provider whose health check is `health`. */
function providerWith(health: (deadlineMs: number) => Promise<void>) {
  return Object.assign(new SandboxProvider(), { health: vi.fn(health) });
}

async function listen(server: http.Server | net.Server): Promise<number> {
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return (server.address() as AddressInfo).port;
}

describe("a check within its deadline", () => {
  it("is ok when the probe settles, down when it rejects", async () => {
    expect(await withinDeadline(async () => 1, 100)).toBe("ok");
    expect(await withinDeadline(async () => Promise.reject(new Error("refused")), 100)).toBe("down");
  });

  it("is down when the probe still runs at the deadline, and answers then", async () => {
    const started = performance.now();
    expect(await withinDeadline(never, 150)).toBe("down");
    const took = performance.now() - started;
    expect(took).toBeGreaterThanOrEqual(140);
    expect(took).toBeLessThan(1000);
  });

  it("database: `select 1`, down when the query fails or hangs", async () => {
    const execute = vi.fn(async () => ({ rows: [] }));
    expect(await databaseHealth({ execute } as never, 100)).toBe("ok");
    expect(execute).toHaveBeenCalledTimes(1);
    expect(await databaseHealth({ execute: () => Promise.reject(new Error("ECONNREFUSED")) } as never, 100)).toBe("down");
    expect(await databaseHealth({ execute: never } as never, 50)).toBe("down");
  });
});

describe("the cache of results", () => {
  it("reuses an ok for its lifetime, then checks again", async () => {
    let now = 0;
    const cache = new HealthCache({ okMs: 60_000, downMs: 10_000 }, () => now);
    const subject = {};
    const probe = vi.fn(async (): Promise<Health> => "ok");
    expect(await cache.get(subject, probe)).toBe("ok");
    now = 59_999;
    expect(await cache.get(subject, probe)).toBe("ok");
    expect(probe).toHaveBeenCalledTimes(1);
    now = 60_000;
    expect(await cache.get(subject, probe)).toBe("ok");
    expect(probe).toHaveBeenCalledTimes(2);
  });

  it("reuses a down for the shorter down lifetime", async () => {
    let now = 0;
    const cache = new HealthCache({ okMs: 60_000, downMs: 10_000 }, () => now);
    const subject = {};
    const probe = vi.fn(async (): Promise<Health> => "down");
    await cache.get(subject, probe);
    now = 9_999;
    await cache.get(subject, probe);
    expect(probe).toHaveBeenCalledTimes(1);
    now = 10_000;
    await cache.get(subject, probe);
    expect(probe).toHaveBeenCalledTimes(2);
  });

  it("shares one running check between callers, and keeps subjects apart", async () => {
    const cache = new HealthCache({ okMs: 60_000, downMs: 10_000 }, () => 0);
    let finish!: (h: Health) => void;
    const probe = vi.fn(() => new Promise<Health>((resolve) => (finish = resolve)));
    const a = cache.get({ id: 1 }, async () => "down");
    const subject = {};
    const first = cache.get(subject, probe);
    const second = cache.get(subject, probe);
    finish("ok");
    expect(await Promise.all([first, second, a])).toEqual(["ok", "ok", "down"]);
    expect(probe).toHaveBeenCalledTimes(1);
  });

  it("counts a probe that throws as down", async () => {
    const cache = new HealthCache({ okMs: 1, downMs: 1 });
    expect(await cache.get({}, () => Promise.reject(new Error("boom")))).toBe("down");
  });
});

describe("payments", () => {
  it("the sandbox checkout is ok; no provider configured is ok (nothing to reach: a deployment that does not sell)", async () => {
    expect(await paymentsHealth(new SandboxProvider(), 100)).toBe("ok");
    expect(await paymentsHealth(null, 100)).toBe("ok");
  });

  it("a provider whose check throws or hangs past the deadline is down", async () => {
    expect(await paymentsHealth(providerWith(() => Promise.reject(new Error("401"))), 100)).toBe("down");
    const hanging = providerWith(never);
    const started = performance.now();
    expect(await paymentsHealth(hanging, 150)).toBe("down");
    expect(performance.now() - started).toBeLessThan(1000);
    expect(hanging.health).toHaveBeenCalledWith(150);
  });

  describe("Stripe: the platform's balance with the platform key", () => {
    async function fakeBalance(answer: "ok" | "refused" | "hang") {
      const seen: { method?: string; url?: string; authorization?: string; account?: string }[] = [];
      const hanging = new Set<http.ServerResponse>();
      const server = http.createServer((req, res) => {
        seen.push({ method: req.method, url: req.url, authorization: req.headers.authorization, account: req.headers["stripe-account"] as string | undefined });
        if (answer === "hang") return void hanging.add(res);
        res.writeHead(answer === "ok" ? 200 : 401, { "Content-Type": "application/json" });
        res.end(JSON.stringify(answer === "ok" ? { object: "balance", available: [], pending: [], livemode: false } : { error: { type: "invalid_request_error", message: "Invalid API Key provided" } }));
      });
      const port = await listen(server);
      closers.push(async () => {
        for (const res of hanging) res.destroy();
        server.closeAllConnections();
        await new Promise<void>((resolve) => server.close(() => resolve()));
      });
      return { seen, provider: new StripeProvider({ secretKey: "sk_test_platform", apiUrl: `http://127.0.0.1:${port}` }) };
    }

    it("is ok when Stripe answers, with the platform key and no connected account", async () => {
      const { seen, provider } = await fakeBalance("ok");
      expect(await paymentsHealth(provider, 2000)).toBe("ok");
      expect(seen).toEqual([{ method: "GET", url: "/v1/balance", authorization: "Bearer sk_test_platform", account: undefined }]);
    });

    it("is down when Stripe refuses the key, once (no retry)", async () => {
      const { seen, provider } = await fakeBalance("refused");
      expect(await paymentsHealth(provider, 2000)).toBe("down");
      expect(seen).toHaveLength(1);
    });

    it("is down at the deadline when Stripe does not answer", async () => {
      const { provider } = await fakeBalance("hang");
      const started = performance.now();
      expect(await paymentsHealth(provider, 300)).toBe("down");
      expect(performance.now() - started).toBeLessThan(1500);
    });
  });
});

describe("email", () => {
  /** A local SMTP server that greets and answers EHLO and QUIT, or (silent) accepts and says nothing. */
  async function fakeSmtp(silent: boolean) {
    const sockets = new Set<net.Socket>();
    const server = net.createServer((socket) => {
      sockets.add(socket);
      socket.on("error", () => undefined);
      if (silent) return;
      socket.write("220 mail.test ESMTP fake\r\n");
      socket.on("data", (chunk) => {
        for (const line of chunk.toString("utf8").split("\r\n").filter(Boolean)) {
          const verb = line.slice(0, 4).toUpperCase();
          if (verb === "EHLO") socket.write("250-mail.test\r\n250 8BITMIME\r\n");
          else if (verb === "QUIT") socket.end("221 bye\r\n");
          else socket.write("250 OK\r\n");
        }
      });
    });
    const port = await listen(server);
    closers.push(async () => {
      for (const s of sockets) s.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    });
    return { port, sockets };
  }

  it("the sandbox mailbox (no transport) and a transport with nothing to reach are ok", async () => {
    expect(await emailHealth(null, 100)).toBe("ok");
    expect(await emailHealth({ send: async () => ({ messageId: "x" }) }, 100)).toBe("ok");
  });

  it("SMTP: ok when the server greets and answers EHLO", async () => {
    const { port } = await fakeSmtp(false);
    expect(await emailHealth(smtpTransport(`smtp://127.0.0.1:${port}`), 2000)).toBe("ok");
  });

  it("SMTP: down at the deadline when the server accepts but never greets", async () => {
    const { port } = await fakeSmtp(true);
    const started = performance.now();
    expect(await emailHealth(smtpTransport(`smtp://127.0.0.1:${port}`), 300)).toBe("down");
    expect(performance.now() - started).toBeLessThan(1500);
  });

  it("SMTP: down when nothing listens on the port", async () => {
    const server = net.createServer();
    const port = await listen(server);
    await new Promise<void>((resolve) => server.close(() => resolve()));
    expect(await emailHealth(smtpTransport(`smtp://127.0.0.1:${port}`), 2000)).toBe("down");
  });

  it("a transport whose check throws is down", async () => {
    const failing: MailTransport = { send: async () => ({ messageId: "x" }), verify: () => Promise.reject(Object.assign(new Error("auth"), { code: "EAUTH" })) };
    expect(await emailHealth(failing, 100)).toBe("down");
  });
});

describe("the store: logged when down, not answered", () => {
  it("logs a store that does not answer, once per minute", async () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => undefined);
    let now = 0;
    const checks = statusChecks({ provider: () => null, transport: () => null, now: () => now });
    const store = { get: vi.fn(() => Promise.reject(new Error("READONLY"))) };
    expect(await checks.store({ store } as never)).toBe("down");
    now = 59_000;
    expect(await checks.store({ store } as never)).toBe("down");
    expect(store.get).toHaveBeenCalledTimes(1);
    expect(store.get).toHaveBeenCalledWith("status:probe");
    expect(log).toHaveBeenCalledTimes(1);
    expect(JSON.parse(String(log.mock.calls[0]![0]))).toMatchObject({ level: "error", msg: expect.stringContaining("store") });
    now = 60_000;
    await checks.store({ store } as never);
    expect(log).toHaveBeenCalledTimes(2);
  });

  it("logs nothing while the store answers", async () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => undefined);
    expect(await storeHealth({ get: async () => null }, 100)).toBe("ok");
    expect(log).not.toHaveBeenCalled();
  });
});

describe("the status components together", () => {
  const database = (execute: () => Promise<unknown>) => ({ database: { db: { execute: vi.fn(execute) } } }) as never;

  it("are exactly database, payments and email", async () => {
    const checks = statusChecks({ provider: () => new SandboxProvider(), transport: () => null });
    const components = await checks.components(database(async () => ({})));
    expect(Object.keys(components).sort()).toEqual(["database", "email", "payments"]);
    expect(components).toEqual({ database: "ok", payments: "ok", email: "ok" });
  });

  it("check each component once a minute (a down again after 10 s), not per call", async () => {
    let now = 0;
    const provider = providerWith(async () => undefined);
    const verify = vi.fn(() => Promise.reject(new Error("ECONNREFUSED")));
    const transport: MailTransport = { send: async () => ({ messageId: "x" }), verify };
    const checks = statusChecks({ provider: () => provider, transport: () => transport, now: () => now });
    const app = database(async () => ({}));
    expect(await checks.components(app)).toEqual({ database: "ok", payments: "ok", email: "down" });
    now = 9_000;
    await checks.components(app);
    expect(provider.health).toHaveBeenCalledTimes(1);
    expect(verify).toHaveBeenCalledTimes(1);
    now = 10_000; // the down is checked again, the oks are not yet
    await checks.components(app);
    expect(provider.health).toHaveBeenCalledTimes(1);
    expect(verify).toHaveBeenCalledTimes(2);
    now = 60_000;
    await checks.components(app);
    expect(provider.health).toHaveBeenCalledTimes(2);
    expect(provider.health).toHaveBeenCalledWith(STATUS_DEADLINES_MS.payments);
  });

  it("use deadlines of 1 s (database) and 2 s (payments, email)", () => {
    expect(STATUS_DEADLINES_MS).toMatchObject({ database: 1_000, payments: 2_000, email: 2_000 });
  });
});
