/**
 * Picks the driver from the environment: POSTGRES_URL (Neon serverless, on Vercel), DATABASE_URL
 * (node-postgres), otherwise embedded PGlite in PGLITE_DIR (default .data/pglite). Every driver
 * gets the same schema and the same migrations folder.
 */
import fs from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { config, databaseConfig, type Env } from "@/lib/config/config";
import { databaseDriver } from "@/lib/config/drivers";
import { withSocketErrors } from "./neon-socket";
import { observePglite, observePool } from "./observe";
import * as schema from "./schema";
import { log } from "@/lib/observability/log";

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
export interface Database {
  db: Db;
  driver: "pglite" | "pg" | "neon";
  close(): Promise<void>;
  /**
   * Calls `listener` after each commit that sent a notification on `channel` (pg_notify); answers
   * how to stop. The embedded database only: there, every writer is this process's own connection.
   */
  onNotify?(channel: string, listener: () => void): Promise<() => Promise<void>>;
}

export const MIGRATIONS_DIR = path.join(process.cwd(), "drizzle");
/** A new server connection that takes longer than this fails (a server that accepts but never answers must not hang requests). */
const CONNECT_TIMEOUT_MS = 5000;
// Any constant works; it serialises migrations across instances starting together.
const MIGRATION_LOCK = 727_2026;

/** The driver named by `env`, or without it by the process's settings (lib/config/drivers.ts resolves which). */
export async function openDatabase(env?: Env): Promise<Database> {
  const c = env ? databaseConfig(env) : config().database;
  const driver = env ? databaseDriver(env).driver : config().drivers.database.driver;
  if (driver === "neon") return openNeon(c.postgresUrl!, { poolSize: c.poolSize, wsProxy: c.neonWsProxy });
  if (driver === "node-postgres") return openPg(c.databaseUrl!, c.poolSize);
  return openPglite(c.pgliteDir);
}

/**
 * An embedded database in `dir`, or in memory when null. `from`: a data directory as PGlite's
 * dumpDataDir wrote it (`dump()` of an open one), started from instead of an empty one: an empty
 * database's first start is most of the cost of a new one.
 */
export async function openPglite(dir: string | null, from?: Blob): Promise<Database & { dump(): Promise<Blob> }> {
  const { PGlite } = await import("@electric-sql/pglite");
  const { pg_trgm } = await import("@electric-sql/pglite/contrib/pg_trgm");
  const { drizzle } = await import("drizzle-orm/pglite");
  const { migrate } = await import("drizzle-orm/pglite/migrator");
  if (dir) ownerOnlyFolder(dir);
  const options = { extensions: { pg_trgm }, ...(from ? { loadDataDir: from } : {}) };
  const client = dir ? new PGlite(dir, options) : new PGlite(options);
  await client.waitReady;
  if (dir) dropOthersWrite(dir);
  const db = drizzle(client, { schema }) as unknown as Db;
  await migrate(drizzle(client), { migrationsFolder: MIGRATIONS_DIR });
  observePglite(client as unknown as Parameters<typeof observePglite>[0]); // spans per statement, with telemetry on (./observe.ts)
  return {
    db,
    driver: "pglite",
    close: () => client.close(),
    onNotify: async (channel, listener) => {
      const stop = await client.listen(channel, () => listener());
      return () => stop();
    },
    dump: async () => (await client.dumpDataDir("none")) as Blob,
  };
}

/**
 * The embedded database's folder is its owner's alone (0700, as PostgreSQL asks of its data
 * folder): PGlite writes the files of a new database with mode 0666 whatever the umask, so
 * nobody else may even reach them.
 */
function ownerOnlyFolder(dir: string): void {
  fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
  fs.chmodSync(dir, 0o700);
}

/** Then the files themselves lose group and world write (files PGlite makes later are 0600 already). */
function dropOthersWrite(dir: string): void {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (entry.isSymbolicLink()) continue;
    const file = path.join(entry.parentPath, entry.name);
    const mode = fs.statSync(file).mode;
    if (mode & 0o022) fs.chmodSync(file, mode & 0o755);
  }
}

export async function openPg(url: string, poolSize = config().database.poolSize): Promise<Database> {
  const { Pool } = await import("pg");
  const { drizzle, NodePgSession, NodePgTransaction } = await import("drizzle-orm/node-postgres");
  const { migrate } = await import("drizzle-orm/node-postgres/migrator");
  const pool = new Pool({ connectionString: url, max: poolSize, connectionTimeoutMillis: CONNECT_TIMEOUT_MS });
  observePool(pool as unknown as Parameters<typeof observePool>[0], "pg"); // spans per statement, with telemetry on (./observe.ts)
  // An idle connection the server ends (a restart, a failover) is an 'error' event on the pool:
  // unhandled it would end the process. The pool drops the client and opens a new one when needed.
  pool.on("error", (e) => log.error("idle database connection lost", { error: e }));
  // A client lent out (a transaction between two statements) hears of the loss as an 'error'
  // event too, with no listener of the pool's: unhandled, it would end the process. Its pending
  // or next query fails, and the pool drops it when it is released.
  pool.on("connect", (client) => client.on("error", (e) => log.error("database connection lost", { error: e })));
  const db = drizzle(pool, { schema }) as unknown as Db;
  releaseOnFailedBegin(db, NodePgSession as unknown as SessionClass, NodePgTransaction as unknown as TransactionClass);
  const conn = await pool.connect();
  try {
    await conn.query("SELECT pg_advisory_lock($1)", [MIGRATION_LOCK]);
    await migrate(drizzle(conn), { migrationsFolder: MIGRATIONS_DIR });
  } finally {
    await conn.query("SELECT pg_advisory_unlock($1)", [MIGRATION_LOCK]).catch(() => undefined);
    conn.release();
  }
  return { db, driver: "pg", close: () => pool.end() };
}

export interface NeonOptions {
  /** Connections per instance. */
  poolSize?: number;
  /** host:port/path of a WebSocket proxy in front of a PostgreSQL that is not Neon's (NEON_WS_PROXY); reached over plain ws://. */
  wsProxy?: string | null;
}

export async function openNeon(url: string, options: NeonOptions = {}): Promise<Database> {
  const { Pool, Client } = await import("@neondatabase/serverless");
  const { drizzle, NeonSession, NeonTransaction } = await import("drizzle-orm/neon-serverless");
  const { migrate } = await import("drizzle-orm/neon-serverless/migrator");
  // Node 20 has no WebSocket global (Node 22 has): without a constructor the driver cannot open
  // a connection at all ("All attempts to open a WebSocket ... failed"). `ws` is the one Neon names.
  const WebSocketImpl = withSocketErrors(typeof WebSocket !== "undefined" ? WebSocket : (await import("ws")).default);
  const proxy = options.wsProxy ?? null;
  // Set on each client, not on the global neonConfig: two pools of one process (tests) may go
  // through different proxies.
  class NeonClient extends Client {
    constructor(config?: ConstructorParameters<typeof Client>[0]) {
      super(config);
      const c = this.neonConfig;
      c.webSocketConstructor = WebSocketImpl;
      if (proxy) {
        c.wsProxy = (host, port) => `${proxy}?address=${host}:${port}`;
        c.useSecureWebSocket = false;
        // "password" pipelining sends the password before the server asks: only Neon's proxy (or a
        // server set to cleartext passwords) expects that.
        c.pipelineConnect = false;
      }
    }
  }
  const pool = new Pool({ connectionString: url, max: options.poolSize ?? config().database.poolSize, connectionTimeoutMillis: CONNECT_TIMEOUT_MS });
  pool.Client = NeonClient;
  observePool(pool as unknown as Parameters<typeof observePool>[0], "neon");
  pool.on("error", (e: unknown) => log.error("idle database connection lost", { error: e }));
  pool.on("connect", (client: { on(event: "error", listener: (e: unknown) => void): unknown }) => client.on("error", (e: unknown) => log.error("database connection lost", { error: e })));
  const db = drizzle(pool, { schema }) as unknown as Db;
  releaseOnFailedBegin(db, NeonSession as unknown as SessionClass, NeonTransaction as unknown as TransactionClass);
  const conn = await pool.connect();
  try {
    await conn.query("SELECT pg_advisory_lock($1)", [MIGRATION_LOCK]);
    await migrate(drizzle(conn), { migrationsFolder: MIGRATIONS_DIR });
  } finally {
    await conn.query("SELECT pg_advisory_unlock($1)", [MIGRATION_LOCK]).catch(() => undefined);
    conn.release();
  }
  return { db, driver: "neon", close: () => pool.end() };
}

interface PoolClient {
  release(err?: Error | boolean): void;
}
interface TxLike {
  execute(query: ReturnType<typeof sql>): Promise<unknown>;
  getTransactionConfigSQL(config: unknown): ReturnType<typeof sql>;
}
type SessionClass = new (client: PoolClient, dialect: unknown, schema: unknown, options: unknown) => object;
type TransactionClass = new (dialect: unknown, session: object, schema: unknown) => TxLike;
interface PgSessionLike {
  client: { connect(): Promise<PoolClient> };
  dialect: unknown;
  schema: unknown;
  options: unknown;
  transaction(run: (tx: TxLike) => Promise<unknown>, config?: unknown): Promise<unknown>;
}

/**
 * drizzle's node-postgres (and neon-serverless) transaction, with BEGIN inside the try. drizzle (0.45) sends BEGIN
 * before its try/finally, so when BEGIN fails (the server ended the connection) the client is
 * never released: each such loss keeps one connection lent out forever, until the pool runs dry
 * and every request waits. Here the client always goes back, and a lost one is destroyed; a failed
 * ROLLBACK no longer hides the error that caused it.
 */
function releaseOnFailedBegin(db: Db, Session: SessionClass, Transaction: TransactionClass) {
  const session = (db as unknown as { session: PgSessionLike }).session;
  session.transaction = async function (this: PgSessionLike, run, config) {
    const client = await this.client.connect();
    const tx = new Transaction(this.dialect, new Session(client, this.dialect, this.schema, this.options), this.schema);
    let failure: unknown;
    try {
      await tx.execute(sql`begin${config ? sql` ${tx.getTransactionConfigSQL(config)}` : undefined}`);
      try {
        const result = await run(tx);
        await tx.execute(sql`commit`);
        return result;
      } catch (e) {
        await tx.execute(sql`rollback`).catch(() => undefined);
        throw e;
      }
    } catch (e) {
      failure = e;
      throw e;
    } finally {
      client.release(connectionLost(failure) ? (failure as Error) : undefined);
    }
  };
}

/** Rows of a raw query, whatever the driver's result shape. */
export async function rows<T = Record<string, unknown>>(db: Db, query: ReturnType<typeof sql>): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/**
 * SQLSTATEs of a lost or refused server connection: class 08 (connection exception), the server
 * shutting down or starting (57P01 to 57P03), too many connections (53300).
 */
const LOST_STATES = /^(08...|57P0[123]|53300)$/;
const LOST_WORDS = /Connection terminated|connection error|not queryable|timeout exceeded when trying to connect|not currently accepting connections|ECONNREFUSED|ECONNRESET|EPIPE|ETIMEDOUT|EHOSTUNREACH/i;

/** Whether an error (or one it wraps: drizzle keeps the driver's as `cause`) says the server connection was lost or refused. */
export function connectionLost(e: unknown): boolean {
  for (let x = e, depth = 0; x && depth < 5; x = (x as { cause?: unknown }).cause, depth++) {
    const { code, message } = x as { code?: unknown; message?: unknown };
    if (typeof code === "string" && (LOST_STATES.test(code) || LOST_WORDS.test(code))) return true;
    if (typeof message === "string" && LOST_WORDS.test(message)) return true;
  }
  return false;
}
