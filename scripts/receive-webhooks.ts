/**
 * `npm run webhook:receive -- --port 4000 --secret whsec_…`: a local webhook receiver for trying
 * webhooks against a sandbox server (docs/guides/webhooks.md). It listens on 127.0.0.1, checks
 * every call as a receiver should, and prints the verified ones:
 *
 * - a POST without Content-Length (411), or declaring more than --max-bytes (413), is refused
 *   before the body is read;
 * - the raw body bytes are verified with `standardwebhooks` (`new Webhook(secret).verify(rawBody,
 *   headers)`: the HMAC-SHA256 signature over `id.timestamp.body`, one matching `v1` signature
 *   suffices, and a timestamp more than 5 minutes off is refused): 401 when that fails;
 * - a `webhook-id` already answered 2xx is answered again without being handled twice (retries and
 *   resends keep their id).
 *
 *   --port N        where to listen (default 4000; the demo world's sandbox webhook calls port 4000)
 *   --secret S      the webhook's signing secret (`whsec_…`), shown when the webhook is made
 *   --status N      answer verified calls with this status (default 204; 500 shows retries)
 *   --max-bytes N   the largest body accepted (default 1048576)
 */
import http from "node:http";
import { parseArgs } from "node:util";
import { Webhook, WebhookVerificationError } from "standardwebhooks";

const USAGE = "Usage: npm run webhook:receive -- --secret whsec_… [--port 4000] [--status 204] [--max-bytes 1048576]";

const { values } = parseArgs({
  options: {
    port: { type: "string", default: "4000" },
    secret: { type: "string" },
    status: { type: "string", default: "204" },
    "max-bytes": { type: "string", default: String(1024 * 1024) },
    help: { type: "boolean", default: false },
  },
  allowPositionals: false,
});

function fail(message: string): never {
  console.error(`${message}\n${USAGE}`);
  process.exit(1);
}

if (values.help) {
  console.log(USAGE);
  process.exit(0);
}
const port = Number(values.port);
const status = Number(values.status);
const maxBytes = Number(values["max-bytes"]);
if (!Number.isInteger(port) || port < 1 || port > 65535) fail(`--port must be a port number, not ${JSON.stringify(values.port)}`);
if (!Number.isInteger(status) || status < 200 || status > 599) fail(`--status must be an HTTP status, not ${JSON.stringify(values.status)}`);
if (!Number.isInteger(maxBytes) || maxBytes < 1) fail(`--max-bytes must be a whole number above 0`);
if (!values.secret) fail("--secret is required: the webhook's signing secret (whsec_…).");

let verifier: Webhook;
try {
  verifier = new Webhook(values.secret);
} catch (e) {
  fail(`--secret is not a signing secret: ${(e as Error).message}`);
}

/** Message ids already handled: a retry or a resend carries the same id. */
const seen = new Set<string>();

const time = () => new Date().toISOString().slice(11, 19);

function answer(res: http.ServerResponse, code: number, text?: string): void {
  res.writeHead(code, text ? { "Content-Type": "text/plain; charset=utf-8" } : {});
  res.end(text);
}

const server = http.createServer((req, res) => {
  if (req.method !== "POST") return answer(res, 405, "POST only.\n");
  // Refused before reading the body: no declared size, or too large a one.
  const declared = req.headers["content-length"];
  if (declared === undefined || !/^\d+$/.test(declared)) {
    console.log(`${time()}  refused ${req.url}: no Content-Length`);
    return answer(res, 411, "Content-Length required.\n");
  }
  if (Number(declared) > maxBytes) {
    console.log(`${time()}  refused ${req.url}: Content-Length ${declared} is above ${maxBytes}`);
    res.setHeader("Connection", "close");
    return answer(res, 413, "Too large.\n");
  }

  const chunks: Buffer[] = [];
  let size = 0;
  req.on("data", (chunk: Buffer) => {
    size += chunk.length;
    if (size > maxBytes) {
      req.destroy();
      return;
    }
    chunks.push(chunk);
  });
  req.on("end", () => {
    const raw = Buffer.concat(chunks);
    const headers: Record<string, string> = {};
    for (const [k, v] of Object.entries(req.headers)) if (typeof v === "string") headers[k] = v;
    let envelope: { type?: string; timestamp?: string; data?: unknown };
    try {
      envelope = verifier.verify(raw, headers) as typeof envelope;
    } catch (e) {
      const why = e instanceof WebhookVerificationError ? e.message : `not JSON (${(e as Error).message})`;
      console.log(`${time()}  refused ${req.url}: ${why} (webhook-id ${headers["webhook-id"] ?? "none"})`);
      return answer(res, 401, `${why}\n`);
    }
    const id = headers["webhook-id"]!;
    if (seen.has(id)) {
      console.log(`${time()}  ${id} again (a retry or a resend): already handled, answered ${status}`);
      return answer(res, status);
    }
    // Handled only when answered 2xx: a failed call is sent again and handled then.
    if (status < 300) seen.add(id);
    const signatures = headers["webhook-signature"]!.split(" ").length;
    console.log(`${time()}  verified ${envelope.type} ${id} (${raw.length} bytes, ${signatures} signature${signatures > 1 ? "s" : ""}), answered ${status}`);
    console.log(JSON.stringify(envelope, null, 2).replace(/^/gm, "    "));
    answer(res, status);
  });
});

server.on("error", (e) => fail(`Cannot listen on 127.0.0.1:${port}: ${e.message}`));
server.listen(port, "127.0.0.1", () => {
  console.log(`Receiving webhooks on http://localhost:${port} (any path); verified calls are answered ${status}. Ctrl-C stops.`);
});
for (const sig of ["SIGINT", "SIGTERM"] as const) process.on(sig, () => server.close(() => process.exit(0)));
