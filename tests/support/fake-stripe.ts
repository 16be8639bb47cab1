/**
 * A local HTTP server that plays the one Stripe call the service makes, POST /v1/checkout/sessions:
 * it records what arrives (form body, Stripe-Account, Idempotency-Key) and answers a session, or
 * the failure it was told to play.
 */
import http from "node:http";
import type { AddressInfo } from "node:net";

export interface RecordedStripeCall {
  method: string;
  path: string;
  /** The form-encoded body as flat pairs, e.g. `line_items[0][price_data][unit_amount]`. */
  form: Record<string, string>;
  stripeAccount: string | null;
  idempotencyKey: string | null;
  authorization: string | null;
}

export type FakeStripeMode = "ok" | "hang" | { status: number; type: string; code?: string; message: string } | { status: 200; body: unknown };

export interface FakeStripe {
  /** e.g. http://127.0.0.1:41234 (the value of STRIPE_API_URL). */
  url: string;
  calls: RecordedStripeCall[];
  /** How the next requests are answered (default "ok"). */
  mode: FakeStripeMode;
  close(): Promise<void>;
}

export async function startFakeStripe(): Promise<FakeStripe> {
  const calls: RecordedStripeCall[] = [];
  const hanging = new Set<http.ServerResponse>();
  let counter = 0;
  const fake: FakeStripe = { url: "", calls, mode: "ok", close: async () => undefined };

  const server = http.createServer((req, res) => {
    let raw = "";
    req.setEncoding("utf8");
    req.on("data", (chunk: string) => (raw += chunk));
    req.on("end", () => {
      const form = Object.fromEntries(new URLSearchParams(raw));
      const header = (name: string) => (typeof req.headers[name] === "string" ? (req.headers[name] as string) : null);
      calls.push({ method: req.method ?? "", path: req.url ?? "", form, stripeAccount: header("stripe-account"), idempotencyKey: header("idempotency-key"), authorization: header("authorization") });
      const send = (status: number, body: unknown) => {
        res.writeHead(status, { "Content-Type": "application/json", "Request-Id": `req_fake_${calls.length}` });
        res.end(JSON.stringify(body));
      };
      if (req.method !== "POST" || req.url !== "/v1/checkout/sessions") return send(404, { error: { type: "invalid_request_error", message: `Unrecognized request URL (${req.method}: ${req.url})` } });
      const mode = fake.mode;
      if (mode === "hang") {
        hanging.add(res);
        return;
      }
      if (mode === "ok") {
        counter += 1;
        const id = `cs_test_fake${String(counter).padStart(6, "0")}`;
        return send(200, {
          id,
          object: "checkout.session",
          url: `https://checkout.stripe.test/c/pay/${id}`,
          mode: "payment",
          status: "open",
          payment_status: "unpaid",
          client_reference_id: form.client_reference_id ?? null,
          metadata: { checkout_session_id: form["metadata[checkout_session_id]"] },
          expires_at: Number(form.expires_at),
        });
      }
      if ("body" in mode) return send(mode.status, mode.body);
      return send(mode.status, { error: { type: mode.type, code: mode.code, message: mode.message } });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  fake.close = async () => {
    for (const res of hanging) res.destroy();
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  };
  return fake;
}
