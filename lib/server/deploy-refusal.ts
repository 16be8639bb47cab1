/**
 * The deploy check as both servers run it before anything is opened (lib/config/deploy-check.ts):
 * refused settings print their table, log one line naming the settings, and end the process with
 * a non-zero code, so that a supervisor sees the refusal rather than a server that never answers.
 */
import type { Env } from "@/lib/config/config";
import { checkDeploy, formatCheck } from "@/lib/config/deploy-check";
import { log } from "@/lib/observability/log";

export function exitUnlessDeployable(env: Env): void {
  const check = checkDeploy(env);
  if (check.ok) return;
  // The table is for the operator reading the terminal; the line after it for the log's readers.
  console.error(formatCheck(check));
  log.error("refused to start (npm run check:deploy)", { settings: [...new Set(check.problems.map((p) => p.setting))] });
  process.exit(1);
}
