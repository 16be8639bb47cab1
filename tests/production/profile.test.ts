/**
 * The production profile, tried as a crew would run it (docs/guides/deploy.md, "Self-hosting"):
 * `npm run serve:api` in its own process with NODE_ENV=production on PostgreSQL and Redis, the
 * Postgres-schedule webhook worker, mail over SMTP and no sandbox anywhere. A platform-API order
 * must reach the crew's webhook receiver signed, and mail must arrive over SMTP.
 *
 * Runs where CI provides a server database and Redis (DATABASE_URL, TEST_REDIS_URL); skipped on the
 * embedded default. The receiver is an https server on this machine with a certificate the process
 * is told to trust (NODE_EXTRA_CA_CERTS), reached through WEBHOOK_INTERNAL_HOSTS as a self-hosted
 * crew would reach a receiver on its own network.
 */
import { execFileSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import https from "node:https";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signature } from "@/lib/webhooks/sign";
import { startInstance, stopInstance, type Instance } from "../support/instance";
import { KEYS } from "../support/keys";
import { startFakeSmtp, type FakeSmtp } from "../mail/support/fake-smtp";

const DATABASE_URL = process.env.DATABASE_URL;
const REDIS_URL = process.env.TEST_REDIS_URL;
const HOOK_HOST = "hooks.crew.test";
const PLATFORM = `svc_plat_prod_${randomBytes(18).toString("base64url")}`;
const SECRET = `whsec_${randomBytes(24).toString("base64")}`;

interface Received {
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

const portOf = (s: net.Server) => (s.address() as net.AddressInfo).port;

async function until<T>(what: string, fn: () => T | undefined, ms = 90_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const v = fn();
    if (v !== undefined) return v;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

describe.skipIf(!DATABASE_URL || !REDIS_URL)("the production profile (NODE_ENV=production, PostgreSQL, Redis, worker, SMTP)", () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "prod-profile-"));
  const received: Received[] = [];
  let receiver: https.Server;
  let smtp: FakeSmtp;
  let instance: Instance | undefined;
  let dbName = "";

  beforeAll(async () => {
    // The receiver's certificate, trusted by the server process only through NODE_EXTRA_CA_CERTS.
    const key = path.join(dir, "key.pem");
    const cert = path.join(dir, "cert.pem");
    execFileSync("openssl", ["req", "-x509", "-newkey", "rsa:2048", "-nodes", "-keyout", key, "-out", cert, "-days", "1", "-subj", `/CN=${HOOK_HOST}`, "-addext", `subjectAltName=DNS:${HOOK_HOST}`], { stdio: "ignore" });
    receiver = https.createServer({ key: fs.readFileSync(key), cert: fs.readFileSync(cert) }, (req, res) => {
      let body = "";
      req.on("data", (c) => (body += c));
      req.on("end", () => {
        received.push({ headers: req.headers, body });
        res.writeHead(204).end();
      });
    });
    await new Promise<void>((r) => receiver.listen(0, "127.0.0.1", () => r()));
    smtp = await startFakeSmtp();

    // A database of its own on the server, and the basic world with a webhook for order.paid.
    const { Client } = await import("pg");
    dbName = `prod_${randomBytes(6).toString("hex")}`;
    const admin = new Client({ connectionString: DATABASE_URL });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${dbName}`);
    await admin.end();
    const url = new URL(DATABASE_URL!);
    url.pathname = `/${dbName}`;
    const world = JSON.parse(fs.readFileSync(path.join(__dirname, "../worlds/basic.json"), "utf8"));
    world.webhooks = [{ crew: "nightshift", url: `https://${HOOK_HOST}:${portOf(receiver as unknown as net.Server)}/in`, events: ["order.paid"], secret: SECRET, state: "on" }];
    const worldFile = path.join(dir, "world.json");
    fs.writeFileSync(worldFile, JSON.stringify(world));

    instance = await startInstance([path.join(process.cwd(), "scripts/serve-api.ts")], {
      env: {
        PATH: process.env.PATH,
        HOME: process.env.HOME,
        NODE_ENV: "production",
        DATABASE_URL: url.toString(),
        REDIS_URL,
        STORE_PREFIX: `prod-${dbName}:`,
        WEBHOOK_DRIVER: "worker",
        SMTP_URL: smtp.url,
        MAIL_FROM: "Events <mail@crew.test>",
        PAYMENTS: "none",
        PUBLIC_URL: "https://api.crew.test",
        SECRETS_KEY: randomBytes(32).toString("base64"),
        PLATFORM_TOKEN: PLATFORM,
        WEBHOOK_INTERNAL_HOSTS: `${HOOK_HOST}=127.0.0.1`,
        NODE_EXTRA_CA_CERTS: cert,
        WORLD_FILE: worldFile,
        PORT: "0",
        HOST: "127.0.0.1",
        PRINT_READY: "1",
      },
      cwd: process.cwd(),
      timeoutMs: 120_000,
    });
  }, 180_000);

  afterAll(async () => {
    await stopInstance(instance);
    receiver?.close();
    await smtp?.close();
    if (dbName) {
      const { Client } = await import("pg");
      const admin = new Client({ connectionString: DATABASE_URL });
      await admin.connect();
      await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`).catch(() => undefined);
      await admin.end();
    }
    fs.rmSync(dir, { recursive: true, force: true });
  }, 60_000);

  it("a platform-API order reaches the webhook receiver signed, and its mail arrives over SMTP", async () => {
    const res = await fetch(`${instance!.base}/platform/v1/orders`, {
      method: "POST",
      headers: { Authorization: `Bearer ${PLATFORM}`, "Content-Type": "application/json" },
      body: JSON.stringify({ event_id: 100, lines: [{ tier_id: "tier-100-early", quantity: 1 }], buyer_email: "fan@buyers.example" }),
    });
    const order = (await res.json()) as { id: string };
    expect(res.status, JSON.stringify(order)).toBe(201);

    // The webhook: Standard Webhooks headers, a signature over id, timestamp and body with the secret.
    const call = await until("the order.paid webhook", () => received.find((r) => r.body.includes(order.id)));
    const id = String(call.headers["webhook-id"]);
    const at = new Date(Number(call.headers["webhook-timestamp"]) * 1000);
    expect(call.headers["webhook-signature"]).toBe(signature([SECRET], id, at, call.body));
    const payload = JSON.parse(call.body) as { type: string; data: { order: { id: string; buyer_email?: string } } };
    expect(payload.type).toBe("order.paid");
    expect(payload.data.order.id).toBe(order.id);

  }, 180_000);

  it("a mail the service sends goes out over SMTP through the mail queue (a key rotation's notice to the crew owner)", async () => {
    // A platform-API order is recorded by the back office and mails nobody; the rotation notice is
    // queued in the rotation's transaction and sent by the worker's mail job.
    const res = await fetch(`${instance!.base}/v1/keys/rotate`, {
      method: "POST",
      headers: { Authorization: `Bearer ${KEYS.secret}`, "Content-Type": "application/json" },
      body: JSON.stringify({ grace_hours: 1 }),
    });
    expect(res.status, await res.clone().text()).toBe(201);
    const mail = await until("the rotation notice over SMTP", () => smtp.received.find((m) => m.to.includes("owner@nightshift.test")));
    expect(mail.data).toMatch(/^Subject: .+/m);
    expect(mail.data).toMatch(/^From: .*mail@crew\.test/m);
  }, 180_000);
});
