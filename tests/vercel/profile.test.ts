/**
 * What npm run test:vercel stands on: the app the suites start runs on the Neon driver and the
 * Upstash REST transport (not node-postgres or ioredis), and the two stand-ins keep the protocols
 * of the services they stand in for (tests/vercel/stand-ins/), so a product that passes here
 * speaks what Neon and Upstash speak. Skipped outside npm run test:vercel.
 */
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { WebSocket } from "ws";
import { config } from "@/lib/config/config";
import { rows } from "@/lib/db/client";
import { startApp, type TestApp } from "../support/app";

const env = process.env;
const onProfile = Boolean(env.POSTGRES_URL && env.NEON_WS_PROXY && env.UPSTASH_REDIS_REST_URL && env.UPSTASH_REDIS_REST_TOKEN);

describe.skipIf(!onProfile)("the Vercel profile (npm run test:vercel)", () => {
  let api: TestApp;
  beforeAll(async () => {
    api = await startApp();
  });
  afterAll(() => api?.close());

  it("the app runs on the Neon driver and the Upstash store, as the settings name them", async () => {
    expect(config().drivers.database.driver).toBe("neon");
    expect(config().drivers.store.driver).toBe("upstash");
    expect(api.database.driver).toBe("neon");
    expect(api.store.kind).toBe("upstash");
    const [server] = await rows<{ version: string }>(api.database.db, sql`SELECT current_setting('server_version') AS version`);
    expect(server!.version).toMatch(/^15\./);
  });

  it("a transaction through the Neon driver holds its row lock against another", async () => {
    const db = api.database.db;
    await db.execute(sql`CREATE TABLE IF NOT EXISTS profile_lock (id int PRIMARY KEY, n int NOT NULL)`);
    await db.execute(sql`INSERT INTO profile_lock VALUES (1, 0) ON CONFLICT (id) DO UPDATE SET n = 0`);
    // Ten increments at once, each reading then writing under FOR UPDATE: none is lost.
    await Promise.all(
      Array.from({ length: 10 }, () =>
        db.transaction(async (tx) => {
          const [row] = await rows<{ n: number }>(tx as never, sql`SELECT n FROM profile_lock WHERE id = 1 FOR UPDATE`);
          await new Promise((r) => setTimeout(r, 5));
          await tx.execute(sql`UPDATE profile_lock SET n = ${row!.n + 1} WHERE id = 1`);
        }),
      ),
    );
    const [after] = await rows<{ n: number }>(db, sql`SELECT n FROM profile_lock WHERE id = 1`);
    expect(after!.n).toBe(10);
  });

  it("the store keeps any text as written through the REST transport (base64 on the wire)", async () => {
    const text = 'ünïcødé ✓ 🎫 "quoted" \\ {"json":[1,2]} OK';
    await api.store.set("profile:text", text, 60);
    expect(await api.store.get("profile:text")).toBe(text);
    await api.store.set("profile:ok", "OK", 60);
    expect(await api.store.get("profile:ok")).toBe("OK");
  });
});

describe.skipIf(!onProfile)("the Upstash REST stand-in keeps the documented protocol", () => {
  const url = env.UPSTASH_REDIS_REST_URL!;
  const token = env.UPSTASH_REDIS_REST_TOKEN!;
  const k = `profile-rest-${process.pid}`;
  const call = async (path: string, body?: unknown, headers: Record<string, string> = {}, method = "POST") => {
    const res = await fetch(`${url}${path}`, { method, headers: { Authorization: `Bearer ${token}`, ...headers }, body: body === undefined ? undefined : JSON.stringify(body) });
    return { status: res.status, type: res.headers.get("content-type"), body: (await res.json()) as any };
  };

  it("refuses a request without the bearer token, or with another, as 401 { error }", async () => {
    for (const headers of [{}, { Authorization: "Bearer wrong" }] as Record<string, string>[]) {
      const res = await fetch(url, { method: "POST", headers, body: JSON.stringify(["GET", k]) });
      expect(res.status).toBe(401);
      expect(await res.json()).toEqual({ error: expect.any(String) });
    }
  });

  it("runs one command from a JSON array, and answers a Redis error as 400 { error }", async () => {
    expect(await call("/", ["SET", k, "v1", "EX", 60])).toMatchObject({ status: 200, type: "application/json", body: { result: "OK" } });
    expect((await call("/", ["GET", k])).body).toEqual({ result: "v1" });
    expect((await call("/", ["INCR", k])).body).toEqual({ error: "ERR value is not an integer or out of range" });
    expect((await call("/", ["INCR", k])).status).toBe(400);
    expect((await call("/", { not: "a command" })).status).toBe(400);
  });

  it("answers strings as base64 when asked (Upstash-Encoding: base64), except OK; numbers and nil as they are", async () => {
    const b64 = { "Upstash-Encoding": "base64" };
    expect((await call("/", ["SET", k, "ünï", "EX", 60], b64)).body).toEqual({ result: "OK" });
    expect((await call("/", ["GET", k], b64)).body).toEqual({ result: Buffer.from("ünï").toString("base64") });
    expect((await call("/", ["MGET", k, `${k}:none`], b64)).body).toEqual({ result: [Buffer.from("ünï").toString("base64"), null] });
    expect((await call("/", ["DEL", `${k}:none`], b64)).body).toEqual({ result: 0 });
  });

  it("/pipeline answers each command in order, failures among them, with 200", async () => {
    const res = await call("/pipeline", [
      ["SET", `${k}:p`, "1", "EX", "60"],
      ["INCR", `${k}:p`],
      ["HGET", `${k}:p`, "f"],
      ["GET", `${k}:p`],
    ]);
    expect(res.status).toBe(200);
    expect(res.body).toEqual([{ result: "OK" }, { result: 2 }, { error: expect.stringMatching(/^WRONGTYPE/) }, { result: "2" }]);
  });

  it("/multi-exec runs the commands as one transaction; a command refused while queuing discards it with 400", async () => {
    const ok = await call("/multi-exec", [
      ["SET", `${k}:m`, "5", "EX", "60"],
      ["INCRBY", `${k}:m`, "2"],
    ]);
    expect(ok).toMatchObject({ status: 200, body: [{ result: "OK" }, { result: 7 }] });
    const discarded = await call("/multi-exec", [
      ["INCRBY", `${k}:m`, "100"],
      ["NOSUCHCOMMAND", "x"],
    ]);
    expect(discarded.status).toBe(400);
    expect(discarded.body.error).toMatch(/EXECABORT/);
    expect((await call("/", ["GET", `${k}:m`])).body).toEqual({ result: "7" });
  });

  it("takes the path form, and refuses other methods with 405", async () => {
    expect((await call(`/set/${k}:path/a%2Fb`, undefined, {}, "GET")).body).toEqual({ result: "OK" });
    expect((await call(`/get/${k}:path`, undefined, {}, "GET")).body).toEqual({ result: "a/b" });
    expect((await call("/", ["GET", k], {}, "DELETE")).status).toBe(405);
  });
});

describe.skipIf(!onProfile)("the WebSocket proxy stand-in", () => {
  it("refuses an address outside its allow list before the upgrade (400), as wsproxy does", async () => {
    const socket = new WebSocket(`ws://${env.NEON_WS_PROXY}?address=example.com:5432`);
    const refused = await new Promise<{ status: number; text: string }>((resolve, reject) => {
      socket.on("unexpected-response", (_req, res) => {
        let text = "";
        res.on("data", (c: Buffer) => (text += c));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, text }));
      });
      socket.on("open", () => reject(new Error("the proxy upgraded a connection to a refused address")));
      socket.on("error", reject);
    });
    socket.on("error", () => undefined); // ending a socket that never opened is an error event
    socket.terminate();
    expect(refused).toEqual({ status: 400, text: "proxying to specified address not allowed" });
  });
});
