/**
 * Setup of the `unit` project (tests/unit/): these tests run once, in one shared module graph per
 * worker, and never against PostgreSQL or Redis, so they must open nothing. A connection, a
 * listening server or an embedded database is refused here at the moment it is attempted, with the
 * way out named; tests/unit/architecture/unit-tests.test.ts refuses the imports beforehand.
 */
import net from "node:net";
import { vi } from "vitest";

const refuse = (what: string) => () => {
  throw new Error(`A unit test opens no ${what}: a test that needs one is an integration test and lives outside tests/unit/.`);
};

// Every client (fetch, node:http, pg, ioredis, Upstash, Neon) connects through a net.Socket, and
// every server listens through a net.Server.
net.Socket.prototype.connect = refuse("network connection") as unknown as typeof net.Socket.prototype.connect;
net.Server.prototype.listen = refuse("listening server") as unknown as typeof net.Server.prototype.listen;

vi.mock("@electric-sql/pglite", () => {
  const open = refuse("database (PGlite)");
  return { PGlite: class { constructor() { open(); } static create = open } };
});
