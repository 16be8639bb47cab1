/**
 * The process's App for modules deep in the request walk (lib/pipeline/identify.ts, the checkout
 * pages): they reach it here instead of importing the composition root (lib/app/app.ts), which
 * imports half the app to start the webhook worker. The root registers its opener when it is
 * imported; every entry (route binding, lib/server, scripts, Inngest, tests) imports the root.
 */
import type { App } from "@/lib/app/types";

// On globalThis, so the root and its readers agree even across module copies (dev server reloads).
const holder = globalThis as unknown as { __eventsAppOpener?: () => Promise<App>; __eventsAppOpened?: () => App | null };

export function setAppOpener(open: () => Promise<App>, opened: () => App | null): void {
  holder.__eventsAppOpener = open;
  holder.__eventsAppOpened = opened;
}

/** The App, opened on first use by the composition root. */
export function openApp(): Promise<App> {
  const open = holder.__eventsAppOpener;
  if (!open) throw new Error("No app: import the composition root (lib/app/app.ts) from this entry.");
  return open();
}

/**
 * The App when it is open already, else null: the request walk continues without waiting a turn
 * of the event loop for an App that is there (a cached read waits for nothing at all).
 */
export function openedApp(): App | null {
  return holder.__eventsAppOpened?.() ?? null;
}
