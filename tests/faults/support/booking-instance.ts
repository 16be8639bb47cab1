/**
 * An app instance on an embedded database on disk (PGLITE_DIR), for the kill test: loads the
 * traffic world when LOAD_WORLD=1, else opens what is there (after a kill), and serves HTTP with
 * an in-process store. Prints "READY <port>" (tests/support/instance.ts).
 */
import { installApp } from "@/lib/root/app";
import { openPglite } from "@/lib/db/client";
import { openStore } from "@/lib/kv/open";
import { loadInto, serveHttp } from "../../support/app";
import { trafficWorld } from "../../traffic/world";

async function main() {
  const database = await openPglite(process.env.PGLITE_DIR!);
  if (process.env.LOAD_WORLD === "1") await loadInto(database, trafficWorld());
  installApp({ database, store: await openStore({ STORE_PREFIX: "killed:" }) });
  serveHttp();
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
