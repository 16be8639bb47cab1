/**
 * The platform's back office acts on every crew's data: its handlers get a `PlatformScope` instead
 * of a crew. Like the crew scope, it is opened only by query modules (`platformDb`), never in a
 * handler file.
 */
import type { Db } from "@/lib/db/client";
import type { App } from "@/lib/root/types";

const services = new WeakMap<PlatformScope, App>();

export class PlatformScope {
  constructor(app: App) {
    services.set(this, app);
  }
}

export function platformDb(scope: PlatformScope): Db {
  return services.get(scope)!.database.db;
}

export function platformApp(scope: PlatformScope): App {
  return services.get(scope)!;
}
