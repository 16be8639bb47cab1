/**
 * Runs once when a server process starts: opens the app (database, store, migrations) so the
 * webhook worker resumes waiting deliveries at once after a restart, not on the first request.
 */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const { getApp } = await import("@/lib/app/app");
  try {
    await getApp();
  } catch (e) {
    // The first request tries again and answers a problem if it still fails.
    console.error(JSON.stringify({ level: "error", msg: "could not open the app at start", error: String(e) }));
  }
}
