import { afterEach, describe, expect, it, vi } from "vitest";

// The route imports the functions, which import the engine: the engine is not run here.
vi.mock("@/lib/webhook-delivery/bound", () => ({ attemptDelivery: vi.fn(), dispatchPending: vi.fn() }));

type Handler = (request: Request) => Promise<Response>;

async function loadRoute(): Promise<Record<"GET" | "POST" | "PUT", Handler>> {
  vi.resetModules(); // config() is read once per module instance
  return (await import("@/app/api/inngest/route")) as unknown as Record<"GET" | "POST" | "PUT", Handler>;
}

const SIGNING_KEY = "signkey-test-0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef";

afterEach(() => {
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
});

describe("app/api/inngest", () => {
  it("answers the 404 problem on every method without Inngest settings", async () => {
    vi.stubEnv("INNGEST_EVENT_KEY", "");
    vi.stubEnv("INNGEST_SIGNING_KEY", "");
    const route = await loadRoute();
    for (const method of ["GET", "POST", "PUT"] as const) {
      const response = await route[method](new Request("http://localhost:3000/api/inngest", { method, headers: { "X-Request-Id": "req_inngest_test" } }));
      expect(response.status).toBe(404);
      expect(response.headers.get("content-type")).toMatch(/^application\/problem\+json/);
      const body = await response.json();
      expect(body).toMatchObject({ status: 404, instance: "/api/inngest" });
    }
  });

  it("serves the app's functions with Inngest settings, refusing unsigned calls", async () => {
    vi.stubEnv("INNGEST_EVENT_KEY", "test-event-key");
    vi.stubEnv("INNGEST_SIGNING_KEY", SIGNING_KEY);
    const route = await loadRoute();
    vi.spyOn(console, "error").mockImplementation(() => undefined); // the SDK logs the refusal
    const response = await route.GET(new Request("http://localhost:3000/api/inngest"));
    expect(response.status).toBe(401);
    expect(response.headers.get("content-type")).not.toMatch(/problem/);
  });

  it("lists the two webhook functions, the checkout sweep, the mail job and the retention purge to a local Inngest dev server", async () => {
    vi.stubEnv("INNGEST_EVENT_KEY", "test-event-key");
    vi.stubEnv("INNGEST_SIGNING_KEY", SIGNING_KEY);
    vi.stubEnv("INNGEST_DEV", "1");
    const route = await loadRoute();
    const response = await route.GET(new Request("http://localhost:3000/api/inngest"));
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ function_count: 5 });
  });

  // Issue: "Set maxDuration on /api/inngest" (Vercel cuts a function off at its maxDuration).
  it("lets one call from Inngest run 300 s, the most every Vercel plan allows", async () => {
    const route = (await loadRoute()) as unknown as { maxDuration: unknown };
    expect(route.maxDuration).toBe(300);
  });
});
