/**
 * Runs once when a server process starts: runs the deploy check (lib/config/deploy-check.ts), then opens the app (database, store, migrations) so the
 * webhook worker resumes waiting deliveries at once after a restart, not on the first request.
 */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  // The deploy check before anything is opened: refused settings stop the server (register throws).
  const { checkDeploy, formatCheck } = await import("@/lib/config/deploy-check");
  const check = checkDeploy(process.env);
  if (!check.ok) {
    console.error(formatCheck(check));
    console.error(`Refused to start: ${[...new Set(check.problems.map((p) => p.setting))].join(", ")} (npm run check:deploy)`);
    // Next.js logs an error thrown here and keeps the process up without serving: exit instead, so
    // a supervisor sees the refusal (non-zero) rather than a server that never answers.
    process.exit(1);
  }
  const { getApp } = await import("@/lib/app/app");
  try {
    await getApp();
  } catch (e) {
    // The first request tries again and answers a problem if it still fails.
    console.error(JSON.stringify({ level: "error", msg: "could not open the app at start", error: String(e) }));
  }
}
