/**
 * What instrumentation.ts runs when a Next.js server process starts on the Node.js runtime: the
 * deploy check (lib/config/deploy-check.ts), OpenTelemetry as Next.js and Vercel document it
 * (@vercel/otel, lib/observability/next-sdk.ts; nothing is loaded without an endpoint outside
 * Vercel), then the app (database, store, migrations), so that the webhook worker resumes waiting
 * deliveries at once after a restart, not on the first request.
 * `env` is the process's environment, as the entry read it.
 */
import type { Env } from "@/lib/config/config";
import { log } from "@/lib/observability/log";
import { exitUnlessDeployable } from "./deploy-refusal";

export async function registerNextServer(env: Env): Promise<void> {
  // The deploy check before anything is opened. Next.js logs an error thrown from register() and
  // keeps the process up without serving: the check exits instead.
  exitUnlessDeployable(env);
  // Loaded after the check, and the app after telemetry: its database and store are observed from
  // their first statement.
  const { startNextTelemetry } = await import("@/lib/observability/next-sdk");
  await startNextTelemetry();
  const { getApp } = await import("@/lib/root/app");
  try {
    await getApp();
  } catch (e) {
    // The first request tries again and answers a problem if it still fails.
    log.error("could not open the app at start", { error: e });
  }
}
