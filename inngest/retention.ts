/**
 * The daily retention purge on Inngest (the Postgres worker runs the same purge once a day in its
 * loop): at 03:00 UTC, what the retention rules let go is deleted (lib/retention/purge.ts). One step
 * per rule, so a retried run does not redo the tables already purged.
 */
import { cron } from "inngest";
import { getApp } from "@/lib/root/app";
import { inngest } from "@/lib/scheduler/client";
import { purgeRule, RULES } from "@/lib/retention/purge";

export const purgeRetention = inngest.createFunction(
  { id: "retention-purge", name: "Retention: delete what is kept no longer", triggers: [cron("0 3 * * *")], concurrency: { limit: 1 } },
  async ({ step }) => {
    const now = await step.run("now", async () => new Date().toISOString());
    const deleted: Record<string, number> = {};
    for (const rule of RULES) {
      deleted[rule.table] = await step.run(`purge-${rule.table}`, async () => purgeRule((await getApp()).database.db, rule, new Date(now)));
    }
    return { deleted };
  },
);
