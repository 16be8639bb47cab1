/**
 * The process-wide handles (database, store), opened once on first use. Tests install their own
 * with `installApp` so each test file runs on a fresh, seeded database.
 */
import { openDatabase, type Database } from "@/lib/db/client";
import { openStore, type Store } from "@/lib/store/store";
import { startWorker, stopWorker } from "@/lib/webhooks/worker";
import { config } from "./config";

export interface App {
  database: Database;
  store: Store;
}

const holder = globalThis as unknown as { __eventsApp?: Promise<App> };

export function getApp(): Promise<App> {
  holder.__eventsApp ??= (async () => {
    const database = await openDatabase();
    const store = await openStore();
    const app = { database, store };
    // Webhook delivery on the Postgres schedule, unless Inngest sends or WEBHOOK_WORKER=0.
    if (config().webhookWorker && !config().inngest) startWorker(app);
    return app;
  })().catch((e) => {
    holder.__eventsApp = undefined; // a failed start is retried on the next request
    throw e;
  });
  return holder.__eventsApp;
}

export function installApp(app: App): void {
  holder.__eventsApp = Promise.resolve(app);
}

export async function closeApp(): Promise<void> {
  const app = await holder.__eventsApp?.catch(() => undefined);
  holder.__eventsApp = undefined;
  await stopWorker();
  await app?.store.close();
  await app?.database.close();
}
