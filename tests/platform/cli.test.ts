/** scripts/platform.ts: each command's request, sent here to the in-process API instead of a server. */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { buildCall, run, type Io } from "@/scripts/platform";
import { dispatch, startApp, type TestApp } from "../support/app";
import { PLATFORM_TOKEN } from "../support/keys";

let api: TestApp;
beforeAll(async () => {
  api = await startApp();
});
afterAll(async () => {
  await api.close();
});

/** Runs a command line against the test app; returns the exit code, what it printed, and the URLs it called. */
async function cli(argv: string[], env: Record<string, string | undefined> = { PLATFORM_TOKEN }) {
  const out: string[] = [];
  const err: string[] = [];
  const urls: string[] = [];
  const io: Io = {
    env,
    fetch: (async (url: string, init: RequestInit) => {
      urls.push(url);
      return dispatch(new Request(url, init));
    }) as typeof fetch,
    out: (l) => out.push(l),
    err: (l) => err.push(l),
  };
  const code = await run(argv, io);
  return { code, out: out.join("\n"), err: err.join("\n"), urls };
}

describe("buildCall", () => {
  test.each([
    [["event:publish", "--id", "7"], { method: "POST", path: "/events/7/publish", body: undefined }],
    [["event:unpublish", "--id", "7"], { method: "POST", path: "/events/7/unpublish", body: undefined }],
    [["event:add-page", "--id", "7", "--type", "artist", "--page", "10"], { method: "POST", path: "/events/7/pages", body: { type: "artist", id: 10 } }],
    [["event:update", "--id", "7", "--title", "T", "--venue", "30", "--image-url", "null"], { method: "PATCH", path: "/events/7", body: { title: "T", venue: 30, image_url: null } }],
    [
      ["order:pay", "--event", "100", "--tier", "a", "--qty", "2", "--tier", "b", "--qty", "1", "--email", "fan@x.test", "--via", "nightshift"],
      { method: "POST", path: "/orders", body: { event_id: 100, lines: [{ tier_id: "a", quantity: 2 }, { tier_id: "b", quantity: 1 }], buyer_email: "fan@x.test", via_site_of: "nightshift" } },
    ],
    [
      ["order:pay", "--event", "100", "--tier", "a", "--qty", "1", "--email", "fan@x.test", "--code", "MK-GLOW"],
      { method: "POST", path: "/orders", body: { event_id: 100, lines: [{ tier_id: "a", quantity: 1 }], buyer_email: "fan@x.test", ambassador_code: "MK-GLOW" } },
    ],
    [["order:refund", "--order", "o-1", "--amount", "500"], { method: "POST", path: "/orders/o-1/refunds", body: { amount: 500 } }],
    [["order:refund-retry", "--order", "o-1", "--refund", "r-1"], { method: "POST", path: "/orders/o-1/refunds/r-1/retry", body: undefined }],
    [["payout:pay", "--type", "promoter", "--id", "20", "--amount", "125000", "--currency", "EUR"], { method: "POST", path: "/payouts", body: { payee: { type: "promoter", id: 20 }, amount: 125000, currency: "EUR" } }],
    [
      ["form:submit", "--slug", "volunteers", "--crew", "nightshift", "--answers", '{"name":"Kim"}', "--email", "kim@x.test"],
      { method: "POST", path: "/forms/volunteers/responses?crew=nightshift", body: { answers: { name: "Kim" }, contact: { email: "kim@x.test", first_name: "", last_name: "" } } },
    ],
  ])("%j", (argv, expected) => {
    expect(buildCall(argv).call).toEqual(expected);
  });

  test.each([
    [["event:publish"], "--id is required"],
    [["event:publish", "--id", "x"], "--id must be a whole number"],
    [["order:pay", "--event", "1", "--tier", "a", "--email", "e@x.test"], "one --qty for each --tier"],
    [["form:submit", "--slug", "s", "--answers", "{nope"], "--answers must be JSON"],
    [["nothing"], "unknown command nothing"],
  ])("refuses %j", (argv, message) => {
    expect(() => buildCall(argv)).toThrow(message);
  });
});

describe("run", () => {
  test("event:create then event:publish against the API print the stored event", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "platform-cli-"));
    const file = path.join(dir, "event.json");
    fs.writeFileSync(file, JSON.stringify({ title: "From the CLI", timezone: "UTC", promoters: [20] }));
    const created = await cli(["event:create", "--file", file, "--url", "http://localhost:4000/"]);
    fs.rmSync(dir, { recursive: true, force: true });
    expect(created.code).toBe(0);
    expect(created.urls).toEqual(["http://localhost:4000/api/platform/v1/events"]);
    const event = JSON.parse(created.out);
    expect(event).toMatchObject({ title: "From the CLI", published: false });
    const published = await cli(["event:publish", "--id", String(event.id)]);
    expect(published.code).toBe(0);
    expect(published.urls[0]).toBe(`http://localhost:3000/api/platform/v1/events/${event.id}/publish`);
    expect(JSON.parse(published.out)).toMatchObject({ id: event.id, published: true, crews: ["nightshift"] });
  });

  test("a problem is printed and exits 1", async () => {
    const r = await cli(["order:pay", "--event", "100", "--tier", "tier-100-early", "--qty", "999", "--email", "fan@x.test"]);
    expect(r.code).toBe(1);
    expect(r.err).toContain("422");
    expect(r.err).toContain("insufficient_stock");
    expect(r.out).toBe("");
    const wrong = await cli(["event:publish", "--id", "100", "--token", "svc_plat_wrong"]);
    expect(wrong.code).toBe(1);
    expect(wrong.err).toContain("invalid_key");
  });

  test("without a token it says how to give one and calls nothing", async () => {
    const r = await cli(["event:publish", "--id", "100"], {});
    expect(r.code).toBe(2);
    expect(r.err).toContain("PLATFORM_TOKEN");
    expect(r.urls).toEqual([]);
  });
});
