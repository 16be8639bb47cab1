import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

/**
 * Two kinds of test, by where the file lives:
 * - `unit` (tests/unit/): pure rules, schemas, formatting. No database, store, app or network
 *   (tests/unit/architecture/unit-tests.test.ts refuses the imports, ./tests/unit/setup.ts the
 *   connections); one module graph per worker, no per-file isolation. Run once.
 * - `integration` (every other test file): on the embedded database in `npm test` and again on
 *   PostgreSQL + Redis in CI. Files run one after another in a few shared workers, each worker
 *   importing the app and opening its database once (./tests/support/setup-shared.ts puts the
 *   clock, spies, environment and databases back after each file). A file that mocks modules
 *   (vi.mock), stubs globals or changes process.env gets a process of its own (the project
 *   `integration-own-process`; OWN_PROCESS below finds them, or a line `// test: own process`).
 * `npm run fuzz` (FUZZ=1) adds a third, `fuzz`: random seeds on every route and the exhaustive
 * sweeps (*.fuzz.ts), which `npm test` leaves out.
 */
const UNIT = "tests/unit/**/*.test.ts";
// With FUZZ set, the interrupted world load fails after every step of the load, not a sample.
// With FUZZ set, the killed booking instance and world load are killed at more random moments.
const FUZZ = ["tests/fuzz/**/*.test.ts", "tests/**/*.fuzz.ts", "tests/faults/world-load-interrupted.test.ts", "tests/faults/killed-booking.test.ts"];
const INTEGRATION = ["tests/**/*.test.ts", "inngest/**/*.test.ts"];

/** What a test file does that a worker shared with other files would carry over to them. */
const OWN_PROCESS = /vi\.(mock|doMock|stubEnv|stubGlobal|resetModules)\(|process\.env(\.\w+|\[[^\]]+\]) *(=[^=]|\?\?=)|delete process\.env|Object\.assign\(process\.env|^\/\/ test: own process$/m;
const ownProcess = ["tests", "inngest"]
  .flatMap((dir) => fs.readdirSync(dir, { recursive: true, encoding: "utf8" }).map((f) => `${dir}/${f.split(path.sep).join("/")}`))
  .filter((f) => f.endsWith(".test.ts") && !f.startsWith("tests/unit/") && OWN_PROCESS.test(fs.readFileSync(f, "utf8")))
  .sort();

export default defineConfig({
  resolve: { alias: { "@": path.dirname(fileURLToPath(import.meta.url)) } },
  test: {
    environment: "node",
    // Audit batches are written at once, so a test never waits for the flush timer.
    // Sandbox mode on both databases (local webhook receivers, the sandbox mailbox), a known platform
    // token, and no in-process webhook worker: tests run the schedule themselves.
    env: { AUDIT_FLUSH_MS: "0", SANDBOX: "1", PLATFORM_TOKEN: "svc_plat_test_platformToken000000000001", WEBHOOK_WORKER: "0" },
    testTimeout: 30_000,
    hookTimeout: 60_000,
    maxWorkers: process.env.CI ? 2 : 3,
    projects: [
      {
        extends: true,
        test: { name: "unit", include: [UNIT], setupFiles: ["tests/unit/setup.ts"], pool: "threads", isolate: false },
      },
      {
        extends: true,
        test: { name: "integration", include: INTEGRATION, exclude: [UNIT, ...ownProcess], setupFiles: ["tests/support/setup-shared.ts"], pool: "forks", isolate: false, unstubEnvs: true, unstubGlobals: true },
      },
      {
        extends: true,
        // Each file its own process and database.
        test: { name: "integration-own-process", include: ownProcess, setupFiles: ["tests/support/setup.ts"], pool: "forks" },
      },
      ...(process.env.FUZZ
        ? [{ extends: true as const, test: { name: "fuzz", include: FUZZ, setupFiles: ["tests/support/setup.ts"], pool: "forks" as const, testTimeout: 600_000 } }]
        : []),
    ],
  },
});
