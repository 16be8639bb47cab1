/**
 * Runs once when a server process starts. On the Node.js runtime: the deploy check, OpenTelemetry
 * and the app (lib/server/register-next.ts). Written as a branch on NEXT_RUNTIME so that the Edge
 * build drops it, Node.js APIs and all.
 */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME === "nodejs") await (await import("@/lib/server/register-next")).registerNextServer(process.env);
}
