/**
 * What makes a test a unit test: it lives in tests/unit/ and opens no database, store, app or
 * network. Such tests run once, in one module graph per worker, and not again on PostgreSQL and
 * Redis; a test that opens something must live outside tests/unit/ (an integration test). The
 * imports are refused here; a connection, a server or an embedded database is also refused when
 * attempted (tests/unit/setup.ts), which the last test checks.
 */
import http from "node:http";
import { describe, expect, it } from "vitest";
import { importsOf, sourceFiles, type Import } from "./imports";

/** Modules whose import means opening something: the app, its database and store, and the test support that starts them. */
const OPENERS: Record<string, string> = {
  "lib/root/app.ts": "the app",
  "lib/runtime/current-app.ts": "the app",
  "lib/db/client.ts": "a database",
  "lib/kv/open.ts": "a store",
  "lib/server/server.ts": "a server",
  "tests/support/app.ts": "the app",
  "tests/support/database.ts": "a database",
  "tests/support/instance.ts": "an app instance",
  "tests/support/node-entry.ts": "a server",
  "tests/support/setup.ts": "the integration setup",
  "tests/support/setup-shared.ts": "the integration setup",
  "tests/support/setup-process.ts": "the integration setup",
};

/** Packages that connect, listen or start processes. */
const PACKAGES = ["pg", "@electric-sql/pglite", "ioredis", "@upstash/redis", "@neondatabase/serverless", "nodemailer", "http", "https", "net", "tls", "dgram", "child_process", "worker_threads", "cluster"];
const packageOf = (spec: string) => spec.replace(/^node:/, "").split("/").slice(0, spec.startsWith("@") ? 2 : 1).join("/");

/**
 * Every runtime import of a unit test and of the test helpers it reaches (helpers anywhere under
 * tests/), with the chain that leads to it. Imports of lib/ are not followed: a rule module may
 * sit beside a query module; opening is what counts, and that is refused by name above.
 */
function reach(entry: string): { imp: Import; chain: string[] }[] {
  const out: { imp: Import; chain: string[] }[] = [];
  const seen = new Set<string>();
  const walk = (file: string, chain: string[]) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const imp of importsOf(file)) {
      if (imp.typeOnly) continue;
      out.push({ imp, chain });
      if (imp.target?.startsWith("tests/")) walk(imp.target, [...chain, imp.target]);
    }
  };
  walk(entry, [entry]);
  return out;
}

function refusals(file: string): string[] {
  return reach(file).flatMap(({ imp, chain }) => {
    const via = chain.length > 1 ? ` (via ${chain.slice(1).join(" -> ")})` : "";
    if (imp.target && OPENERS[imp.target]) return [`${file} opens ${OPENERS[imp.target]}: ${imp.from} imports ${imp.spec}${via}`];
    if (!imp.target && PACKAGES.includes(packageOf(imp.spec))) return [`${file} connects or spawns: ${imp.from} imports ${imp.spec}${via}`];
    return [];
  });
}

describe("unit tests (tests/unit/)", () => {
  // This file imports a server and the database client on purpose: to show they are refused.
  const SELF = "tests/unit/architecture/unit-tests.test.ts";
  const files = sourceFiles("tests/unit", { tests: true }).filter((f) => f.endsWith(".test.ts") && f !== SELF);

  it("the check sees what it must refuse", () => {
    expect(files.length).toBeGreaterThan(30);
    // An integration test, checked as if it lived in tests/unit/: each kind of opener is named.
    expect(refusals("tests/security/matrix.test.ts").join("\n")).toMatch(/opens the app: tests\/security\/matrix\.test\.ts imports \.\.\/support\/app/);
    expect(refusals("tests/support/app.ts").join("\n")).toMatch(/opens a database: tests\/support\/app\.ts imports \.\/database/);
    expect(refusals("tests/support/node-entry.ts").join("\n")).toMatch(/opens a server/);
    expect(refusals("tests/payments/stripe-provider.test.ts").join("\n")).toMatch(/connects or spawns: .* imports node:http/);
  });

  it("open no database, store, app or network (else they live outside tests/unit/)", () => {
    expect(files.flatMap(refusals)).toEqual([]);
  });

  it("are refused a connection, a listening server and an embedded database when they try", async () => {
    await expect(fetch("http://127.0.0.1:4321/")).rejects.toMatchObject({ cause: { message: expect.stringMatching(/^A unit test opens no network connection/) } });
    const server = http.createServer();
    expect(() => server.listen(0)).toThrow(/A unit test opens no listening server/);
    const { openPglite } = await import("@/lib/db/client");
    await expect(openPglite(null)).rejects.toThrow(/A unit test opens no database/);
  });
});
