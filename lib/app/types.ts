/** What a request or a job works with: the process's database and store (opened by lib/app/app.ts). */
import type { Database } from "@/lib/db/client";
import type { Store } from "@/lib/store/store";

export interface App {
  database: Database;
  store: Store;
}
