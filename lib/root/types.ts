/** What a request or a job works with: the process's database and store (opened by lib/root/app.ts). */
import type { Database } from "@/lib/db/client";
import type { Store } from "@/lib/kv/store";

export interface App {
  database: Database;
  store: Store;
}

/**
 * How code below the composition root reaches the App: handed to it by an entry (the dispatcher,
 * a page, a job), never looked up. It answers the App itself when it is open already, so a walk
 * that needs nothing else continues without waiting a turn of the event loop; else its promise.
 */
export type AppGetter = () => App | Promise<App>;
