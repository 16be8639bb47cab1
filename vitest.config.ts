import path from "node:path";
import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: { alias: { "@": path.resolve(__dirname) } },
  test: {
    include: ["tests/**/*.test.ts", "inngest/**/*.test.ts"],
    environment: "node",
    setupFiles: ["tests/support/setup.ts"],
    // Audit batches are written at once, so a test never waits for the flush timer.
    // Sandbox mode on both databases (local webhook receivers, the sandbox mailbox), a known platform
    // token, and no in-process webhook worker: tests run the schedule themselves.
    env: { AUDIT_FLUSH_MS: "0", SANDBOX: "1", PLATFORM_TOKEN: "svc_plat_test_platformToken000000000001", WEBHOOK_WORKER: "0" },
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Each file gets its own database; two cores on CI.
    pool: "forks",
    maxWorkers: process.env.CI ? 2 : 3,
  },
});
