/**
 * What instrumentation.ts runs when a Next.js server process starts on the Node.js runtime: the
 * deploy check (lib/config/deploy-check.ts), OpenTelemetry as Next.js and Vercel document it
 * (@vercel/otel, lib/observability/next-sdk.ts; nothing is loaded without an endpoint outside
 * Vercel), then the app (database, store, migrations), so that the webhook worker resumes waiting
 * deliveries at once after a restart, not on the first request.
 * `env` is the process's environment, as the entry read it.
 */
import type { Env } from "@/lib/config/config";

export async function registerNextServer(env: Env): Promise<void> {
  // The deploy check before anything is opened: refused settings stop the server.
  const { checkDeploy, formatCheck } = await import("@/lib/config/deploy-check");
  const { log } = await import("@/lib/observability/log");
  const check = checkDeploy(env);
  if (!check.ok) {
    // The table is for the operator reading the terminal; the line after it for the log's readers.
    console.error(formatCheck(check));
    log.error("refused to start (npm run check:deploy)", { settings: [...new Set(check.problems.map((p) => p.setting))] });
    // Next.js logs an error thrown here and keeps the process up without serving: exit instead, so
    // a supervisor sees the refusal (non-zero) rather than a server that never answers.
    process.exit(1);
  }
  // Before the app opens: its database and store are observed from their first statement.
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
