/**
 * The composition root: the process-wide handles (database, store), opened once on first use, and
 * the webhook worker started beside them. Tests install their own with `installApp` so each test
 * file runs on a fresh, seeded database. Only entries import this file (route binding, lib/server,
 * scripts, instrumentation.ts, Inngest functions, tests), and they hand the App (`appNow`) to what
 * needs it: the dispatcher, which carries it on each request's walk, pages, jobs. No module below
 * looks it up.
 */
// First: before anything opens, Node's tick records keep one shape (see the file).
import "@/lib/runtime/pin-tick-shape";
import { openDatabase } from "@/lib/db/client";
import { flushCalls } from "@/lib/traffic/calls";
import { config } from "@/lib/config/config";
import { DeployRefused } from "@/lib/config/deploy-check";
import { secretsKeys } from "@/lib/crypto/secrets-keys";
import { registerCheckoutKinds } from "@/lib/checkout/kinds";
import { merchCheckout } from "@/lib/shop/checkout/merch-kind";
import { ticketCheckout } from "@/lib/tickets/checkout/ticket-kind";
import { openStore } from "@/lib/kv/open";
import { resealWebhookSecrets } from "@/lib/webhooks/secrets";
import { observeAppGauges } from "./gauges";
import type { App } from "./types";
import { startWorker, stopWorker } from "./worker";
import { log } from "@/lib/observability/log";

export type { App, AppGetter } from "./types";

const holder = globalThis as unknown as { __eventsApp?: Promise<App>; __eventsAppReady?: App; __eventsCloseApp?: () => Promise<void> };

export function getApp(): Promise<App> {
  if (holder.__eventsApp) return holder.__eventsApp;
  const opening: Promise<App> = openNewApp().then(
    (app) => {
      if (holder.__eventsApp === opening) holder.__eventsAppReady = app;
      return app;
    },
    (e) => {
      if (holder.__eventsApp === opening) holder.__eventsApp = undefined; // a failed start is retried on the next request
      throw e;
    },
  );
  holder.__eventsApp = opening;
  return opening;
}

/**
 * The App as the dispatcher hands it to the walk: the App itself once it is open (a cached read
 * waits for nothing), else the promise of it.
 */
export function appNow(): App | Promise<App> {
  return holder.__eventsAppReady ?? getApp();
}

async function openNewApp(): Promise<App> {
  // Issue 24: refused settings (lib/config/drivers.ts) open nothing; never a silent fallback.
  const { drivers } = config();
  if (drivers.problems.length > 0) throw new DeployRefused(drivers.problems);
  // The secrets key before anything opens: a key file others can read or write refuses the start.
  secretsKeys();
  const database = await openDatabase();
  // Signing secrets stored plain (before sealing began) or under an older key are sealed now; a
  // failure (SECRETS_KEY_PREVIOUS missing) is logged: those webhooks fail to sign until it is set.
  await resealWebhookSecrets(database.db).catch((e) => log.error("sealing webhook secrets failed", { error: e }));
  const store = await openStore();
  const app = { database, store };
  // Webhook delivery on the Postgres schedule (the worker driver), unless WEBHOOK_WORKER=0.
  if (config().webhookWorker && drivers.webhooks.driver === "worker") startWorker(app);
  // With telemetry on: the webhook queue and the refunds owed, read at each metric export.
  observeAppGauges(() => holder.__eventsAppReady);
  return app;
}

// The kinds of checkout the engine runs: declared in their domains, registered here.
registerCheckoutKinds({ merch: merchCheckout, tickets: ticketCheckout });

// For `npm start` (scripts/start.mjs), which serves Next.js and cannot import this module: on
// SIGTERM it calls this, so the calls still in their batch are written before the process ends.
holder.__eventsCloseApp = closeApp;

export function installApp(app: App): void {
  holder.__eventsApp = Promise.resolve(app);
  holder.__eventsAppReady = app;
}

export async function closeApp(): Promise<void> {
  const app = await holder.__eventsApp?.catch(() => undefined);
  holder.__eventsApp = undefined;
  holder.__eventsAppReady = undefined;
  // The calls answered last are still in their batch (a busy instance collects for a second):
  // written now, while the database and the store are open, not dropped by closing them.
  if (app) await flushCalls(app);
  await stopWorker();
  await app?.store.close();
  await app?.database.close();
}
