/**
 * Browser tests of the portal (e2e/): Debian's Chromium against the built app, started with a
 * fresh embedded database loaded with the demo world. Screenshots land in e2e/output/.
 */
import fs from "node:fs";
import path from "node:path";
import { defineConfig, devices } from "@playwright/test";

const PORT = Number(process.env.E2E_PORT ?? 3211);
export const WORLD_FILE = fs.existsSync("worlds/demo.json") ? "worlds/demo.json" : "tests/worlds/basic.json";
const DB_DIR = path.resolve("e2e/output/pglite");

export default defineConfig({
  testDir: "e2e",
  outputDir: "e2e/output/results",
  timeout: 60_000,
  expect: { timeout: 15_000 },
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? "list" : [["list"]],
  use: {
    baseURL: `http://localhost:${PORT}`,
    trace: "retain-on-failure",
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      // Quiet on a closed network: no background fetches of any kind.
      args: ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync"],
    },
  },
  projects: [
    { name: "desktop", use: { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 900 } }, testIgnore: /phone\.spec\.ts/ },
    { name: "phone", use: { ...devices["Pixel 7"], browserName: "chromium" }, testMatch: /phone\.spec\.ts/ },
  ],
  webServer: {
    // A fresh database every run; start.mjs builds when sources are newer than the build.
    command: `rm -rf "${DB_DIR}" && node scripts/start.mjs`,
    url: `http://localhost:${PORT}/api/v1/status`,
    timeout: 300_000,
    reuseExistingServer: false,
    stdout: "pipe",
    // The embedded database and in-process store, whatever the shell points at. Webhook waits run
    // 10 000 times faster (sandbox only), so a delivery fails its ten attempts in about 30 seconds.
    env: { PORT: String(PORT), PGLITE_DIR: DB_DIR, WORLD_FILE, DEMO_KEYS: "1", NEXT_TELEMETRY_DISABLED: "1", DATABASE_URL: "", POSTGRES_URL: "", REDIS_URL: "", WEBHOOK_TIME_SCALE: "0.0001" },
  },
});
