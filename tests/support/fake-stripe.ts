/**
 * A local HTTP server that plays the Stripe calls the service makes: it records what arrives (form
 * body, Stripe-Account, Idempotency-Key) and answers as Stripe would, or the failure it was told to
 * play. It keeps the sessions it opened, so a test can expire one, pay one (`complete`) and refund.
 *
 *   POST /v1/checkout/sessions               opens a session on the Stripe-Account (amount_total and
 *                                            currency from its lines and shipping, as Stripe sums them)
 *   GET  /v1/checkout/sessions/{id}          the session (404 on another account, as at Stripe)
 *   POST /v1/checkout/sessions/{id}/expire   open → expired; any other status: 400
 *   POST /v1/refunds                         a succeeded refund of `amount` on `payment_intent`; on a
 *                                            payment intent it knows, what is left to refund is kept:
 *                                            nothing left is 400 charge_already_refunded, more than
 *                                            is left 400 amount_too_large
 *   GET  /v1/payment_intents/{id}            a payment intent it knows (404 otherwise), its charge
 *                                            with `amount_refunded`
 *
 * As at Stripe, a POST with an Idempotency-Key seen before (on the same account) answers the first
 * answer again, or 400 idempotency_error when its path or params differ.
 */
import http from "node:http";
import type { AddressInfo } from "node:net";

export interface RecordedStripeCall {
  method: string;
  /** As requested, with any query string. */
  path: string;
  /** The form-encoded body as flat pairs, e.g. `line_items[0][price_data][unit_amount]`. */
  form: Record<string, string>;
  stripeAccount: string | null;
  idempotencyKey: string | null;
  authorization: string | null;
}

export type FakeStripeAnswer = "ok" | "hang" | { status: number; type: string; code?: string; message: string } | { status: 200; body: unknown };
/** One answer for every route, or one chosen per call (e.g. fail only the refunds). */
export type FakeStripeMode = FakeStripeAnswer | ((call: RecordedStripeCall) => FakeStripeAnswer);

export interface FakeStripeSession {
  status: "open" | "complete" | "expired";
  /** The Stripe-Account it was opened on (null: the platform's own). */
  account: string | null;
  /** Set when it is paid (`complete`), as Stripe sets it on confirmation. */
  payment_intent: string | null;
  /** The session object as answered when it was opened. */
  object: Record<string, unknown>;
}

/** A payment the fake took (`complete`), or one a test gave it: what was paid and how much is refunded. */
export interface FakeStripePayment {
  account: string | null;
  amount: number;
  currency: string;
  refunded: number;
}

export interface FakeStripe {
  /** e.g. http://127.0.0.1:41234 (the value of STRIPE_API_URL). */
  url: string;
  calls: RecordedStripeCall[];
  /** How the next requests to every route are answered (default "ok": as Stripe would, from state). */
  mode: FakeStripeMode;
  /** The sessions opened, by Stripe id (a test may also set a status, e.g. as Stripe's own expiry would). */
  sessions: Map<string, FakeStripeSession>;
  /** Payment intents by id, on their account (a test may add one, or refund part of one as from the dashboard). */
  paymentIntents: Map<string, FakeStripePayment>;
  /** The buyer pays: the session becomes complete with a payment intent (post checkout.session.completed yourself). */
  complete(sessionId: string): { paymentIntent: string };
  close(): Promise<void>;
}

interface Answer {
  status: number;
  body: unknown;
}

const invalid = (status: number, message: string, code?: string): Answer => ({ status, body: { error: { type: "invalid_request_error", ...(code ? { code } : {}), message } } });

export async function startFakeStripe(): Promise<FakeStripe> {
  const calls: RecordedStripeCall[] = [];
  const hanging = new Set<http.ServerResponse>();
  const sessions = new Map<string, FakeStripeSession>();
  const paymentIntents = new Map<string, FakeStripePayment>();
  // Idempotency-Key (per account) → what the first request was and what it was answered.
  const replays = new Map<string, { request: string; answer: Answer }>();
  const counters = { session: 0, paymentIntent: 0, refund: 0 };
  const next = (kind: keyof typeof counters) => String((counters[kind] += 1)).padStart(6, "0");

  const sessionBody = (id: string): Record<string, unknown> => {
    const s = sessions.get(id)!;
    return { ...s.object, status: s.status, payment_status: s.status === "complete" ? "paid" : "unpaid", payment_intent: s.payment_intent };
  };
  // A session is seen only from the account it is on, as at Stripe.
  const sessionOn = (id: string, account: string | null) => {
    const s = sessions.get(id);
    return s && s.account === account ? s : null;
  };
  const missing = (id: string) => invalid(404, `No such checkout.session: '${id}'`, "resource_missing");

  /** The answer from state (mode "ok"); null: no such route. */
  function route(method: string, path: string, form: Record<string, string>, account: string | null): Answer | null {
    if (method === "POST" && path === "/v1/checkout/sessions") {
      const id = `cs_test_fake${next("session")}`;
      // As Stripe sums them: each line's unit amount × quantity, plus the shipping rate.
      let amountTotal = 0;
      for (let i = 0; form[`line_items[${i}][price_data][unit_amount]`] !== undefined; i++) {
        amountTotal += Number(form[`line_items[${i}][price_data][unit_amount]`]) * Number(form[`line_items[${i}][quantity]`] ?? 1);
      }
      amountTotal += Number(form["shipping_options[0][shipping_rate_data][fixed_amount][amount]"] ?? 0);
      const object = {
        id,
        object: "checkout.session",
        url: `https://checkout.stripe.test/c/pay/${id}`,
        mode: "payment",
        client_reference_id: form.client_reference_id ?? null,
        metadata: { checkout_session_id: form["metadata[checkout_session_id]"], ...(form["metadata[checkout_kind]"] ? { checkout_kind: form["metadata[checkout_kind]"] } : {}) },
        expires_at: Number(form.expires_at),
        amount_total: amountTotal,
        currency: form["line_items[0][price_data][currency]"] ?? null,
      };
      sessions.set(id, { status: "open", account, payment_intent: null, object });
      return { status: 200, body: sessionBody(id) };
    }
    const one = /^\/v1\/checkout\/sessions\/([^/]+)(\/expire)?$/.exec(path);
    if (one && method === (one[2] ? "POST" : "GET")) {
      const id = decodeURIComponent(one[1]!);
      const s = sessionOn(id, account);
      if (!s) return missing(id);
      if (one[2]) {
        if (s.status !== "open") return invalid(400, `This Checkout Session is not in an expirable state (its status is ${s.status}).`);
        s.status = "expired";
      }
      return { status: 200, body: sessionBody(id) };
    }
    if (method === "POST" && path === "/v1/refunds") {
      const amount = Number(form.amount);
      const paid = form.payment_intent ? paymentIntents.get(form.payment_intent) : undefined;
      if (paid && paid.account === account) {
        const left = paid.amount - paid.refunded;
        if (left <= 0) return invalid(400, `Charge for payment intent ${form.payment_intent} has already been refunded.`, "charge_already_refunded");
        if (amount > left) return invalid(400, `Refund amount (${amount}) is greater than unrefunded amount on charge (${left})`, "amount_too_large");
        paid.refunded += amount;
      }
      return { status: 200, body: { id: `re_fake${next("refund")}`, object: "refund", amount, payment_intent: form.payment_intent ?? null, status: "succeeded" } };
    }
    const intent = /^\/v1\/payment_intents\/([^/]+)$/.exec(path);
    if (intent && method === "GET") {
      const id = decodeURIComponent(intent[1]!);
      const paid = paymentIntents.get(id);
      if (!paid || paid.account !== account) return invalid(404, `No such payment_intent: '${id}'`, "resource_missing");
      const charge = { id: `ch_${id.slice(3)}`, object: "charge", amount: paid.amount, amount_refunded: paid.refunded, refunded: paid.refunded >= paid.amount, currency: paid.currency };
      return { status: 200, body: { id, object: "payment_intent", amount: paid.amount, amount_received: paid.amount, currency: paid.currency, status: "succeeded", latest_charge: charge } };
    }
    return null;
  }

  const fake: FakeStripe = {
    url: "",
    calls,
    mode: "ok",
    sessions,
    paymentIntents,
    complete(sessionId) {
      const s = sessions.get(sessionId);
      if (!s) throw new Error(`fake Stripe: no session ${sessionId}`);
      if (s.status === "expired") throw new Error(`fake Stripe: session ${sessionId} is expired and cannot be paid`);
      s.status = "complete";
      if (!s.payment_intent) {
        s.payment_intent = `pi_fake${next("paymentIntent")}`;
        paymentIntents.set(s.payment_intent, { account: s.account, amount: Number(s.object.amount_total ?? 0), currency: String(s.object.currency ?? "eur"), refunded: 0 });
      }
      return { paymentIntent: s.payment_intent };
    },
    close: async () => undefined,
  };

  const server = http.createServer((req, res) => {
    let raw = "";
    req.setEncoding("utf8");
    req.on("data", (chunk: string) => (raw += chunk));
    req.on("end", () => {
      const form = Object.fromEntries(new URLSearchParams(raw));
      const header = (name: string) => (typeof req.headers[name] === "string" ? (req.headers[name] as string) : null);
      const call: RecordedStripeCall = { method: req.method ?? "", path: req.url ?? "", form, stripeAccount: header("stripe-account"), idempotencyKey: header("idempotency-key"), authorization: header("authorization") };
      calls.push(call);
      const send = (answer: Answer) => {
        res.writeHead(answer.status, { "Content-Type": "application/json", "Request-Id": `req_fake_${calls.length}` });
        res.end(JSON.stringify(answer.body));
      };
      const path = call.path.split("?")[0]!;
      const known = /^\/v1\/(checkout\/sessions(\/[^/]+(\/expire)?)?|refunds|payment_intents\/[^/]+)$/.test(path);
      if (!known) return send(invalid(404, `Unrecognized request URL (${call.method}: ${call.path})`));
      const mode = typeof fake.mode === "function" ? fake.mode(call) : fake.mode;
      if (mode === "hang") {
        hanging.add(res);
        return;
      }
      // A played failure or body is not remembered under the key: the next try meets the real state.
      if (mode !== "ok") return send("body" in mode ? mode : { status: mode.status, body: { error: { type: mode.type, code: mode.code, message: mode.message } } });
      const key = call.method === "POST" && call.idempotencyKey ? `${call.stripeAccount ?? ""} ${call.idempotencyKey}` : null;
      const request = `${call.method} ${path} ${raw}`;
      const seen = key ? replays.get(key) : undefined;
      if (seen) {
        if (seen.request !== request) {
          return send({ status: 400, body: { error: { type: "idempotency_error", message: `Keys for idempotent requests can only be used with the same parameters they were first used with (${call.idempotencyKey}).` } } });
        }
        return send(seen.answer);
      }
      const answer = route(call.method, path, form, call.stripeAccount) ?? invalid(404, `Unrecognized request URL (${call.method}: ${call.path})`);
      if (key) replays.set(key, { request, answer });
      send(answer);
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
