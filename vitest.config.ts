import path from "node:path";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

/**
 * Two kinds of test, by where the file lives:
 * - `unit` (tests/unit/): pure rules, schemas, formatting. No database, store, app or network
 *   (tests/unit/architecture/unit-tests.test.ts refuses the imports, ./tests/unit/setup.ts the
 *   connections); one module graph per worker, no per-file isolation. Run once.
 * - `integration` (every other test file): each file its own process and database, on the embedded
 *   database in `npm test` and again on PostgreSQL + Redis in CI.
 * `npm run fuzz` (FUZZ=1) adds a third, `fuzz`: random seeds on every route and the exhaustive
 * sweeps (*.fuzz.ts), which `npm test` leaves out.
 */
const UNIT = "tests/unit/**/*.test.ts";
// With FUZZ set, the interrupted world load fails after every step of the load, not a sample.
const FUZZ = ["tests/fuzz/**/*.test.ts", "tests/**/*.fuzz.ts", "tests/faults/world-load-interrupted.test.ts"];

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
        // Each file gets its own database.
        test: { name: "integration", include: ["tests/**/*.test.ts", "inngest/**/*.test.ts"], exclude: [UNIT], setupFiles: ["tests/support/setup.ts"], pool: "forks" },
      },
      ...(process.env.FUZZ
        ? [{ extends: true as const, test: { name: "fuzz", include: FUZZ, setupFiles: ["tests/support/setup.ts"], pool: "forks" as const, testTimeout: 600_000 } }]
        : []),
    ],
  },
});
