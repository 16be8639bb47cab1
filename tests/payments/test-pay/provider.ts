/**
 * A payment provider of the test suite's own, declared and registered as Stripe is
 * (lib/payments/stripe.ts, lib/payments/providers.ts): its outbound calls keep their sessions and
 * refunds in memory, and it signs its webhook with HMAC-SHA256 over `<timestamp>.<body>` in a
 * `Test-Pay-Signature: t=<unix seconds>,v1=<hex>` header. Importing this file registers it.
 */
import { createHmac, timingSafeEqual } from "node:crypto";
import { definePaymentProvider, registerPaymentProvider, type PaymentProvider } from "@/lib/payments";

export const TEST_PAY_SECRET = "tp_whsec_the_suites_own";
/** Signatures older than this are refused (a replay). */
const TOLERANCE_SECONDS = 300;

/** The provider's event: a payment of one of its sessions went through, or the session ended unpaid. */
export interface TestPayEvent {
  id: string;
  type: "payment.succeeded" | "session.expired" | "payout.sent";
  account: string;
  session: { id: string; reference: string; amount: number; currency: string; payment: string | null };
}

interface Held {
  reference: string;
  account: string;
  amount: number;
  currency: string;
  refunded: number;
}

export class TestPayProvider implements PaymentProvider {
  readonly name = "test-pay";
  readonly minimumLifetimeSeconds = 30 * 60;
  readonly sessions = new Map<string, Held>();
  readonly refunds: { paymentRef: string; account: string; amountCents: number; idempotencyKey: string }[] = [];

  async openCheckout(req: Parameters<PaymentProvider["openCheckout"]>[0]) {
    const id = `tps_${req.sessionId.slice(0, 8)}`;
    this.sessions.set(id, { reference: req.sessionId, account: req.paymentAccount, amount: req.total_cents, currency: req.currency, refunded: 0 });
    return { providerSessionId: id, url: `https://pay.test-pay.example/s/${id}` };
  }

  async expireCheckout(): Promise<"expired" | "complete"> {
    return "expired";
  }

  async refund(req: Parameters<PaymentProvider["refund"]>[0]) {
    const done = this.refunds.findIndex((r) => r.idempotencyKey === req.idempotencyKey);
    if (done < 0) this.refunds.push({ paymentRef: req.paymentRef, account: req.paymentAccount, amountCents: req.amountCents, idempotencyKey: req.idempotencyKey });
    return { refundRef: `tpr_${done < 0 ? this.refunds.length - 1 : done}` };
  }

  async paymentRecord(ref: Parameters<PaymentProvider["paymentRecord"]>[0]) {
    const refunded = this.refunds.filter((r) => r.paymentRef === ref.paymentRef).reduce((sum, r) => sum + r.amountCents, 0);
    return { refundedCents: refunded };
  }

  async checkoutSession(ref: { providerSessionId: string; paymentAccount: string }) {
    const s = this.sessions.get(ref.providerSessionId);
    return s && s.account === ref.paymentAccount ? { ourSessionId: s.reference, amountTotal: s.amount, currency: s.currency } : null;
  }
}

/** The one instance the suite's checkouts use (setCheckoutProviderForTests), so a test can read what it was asked. */
export const testPay = new TestPayProvider();

const mac = (secret: string, timestamp: string, body: string) => createHmac("sha256", secret).update(`${timestamp}.${body}`).digest("hex");

/** A signature header for `body`, as the provider would send it at `now`. */
export function testPaySignature(body: string, now = new Date(), secret = TEST_PAY_SECRET): string {
  const t = String(Math.floor(now.getTime() / 1000));
  return `t=${t},v1=${mac(secret, t, body)}`;
}

export const testPayments = definePaymentProvider<TestPayEvent>({
  name: testPay.name,
  open: () => testPay,
  pageAtProvider: true,
  needsPaymentAccount: true,
  inbound: {
    secret: () => TEST_PAY_SECRET,
    refusal: "The Test-Pay-Signature header is missing or does not match the body.",
    async verify({ rawBody, headers, secret, now }) {
      const parts = Object.fromEntries((headers.get("test-pay-signature") ?? "").split(",").map((p) => p.split("=", 2) as [string, string]));
      const t = parts.t ?? "";
      const given = Buffer.from(parts.v1 ?? "", "hex");
      const expected = Buffer.from(mac(secret, t, rawBody), "hex");
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw new Error("signature does not match");
      if (Math.abs(now.getTime() / 1000 - Number(t)) > TOLERANCE_SECONDS) throw new Error("signature too old");
      const event = JSON.parse(rawBody) as TestPayEvent;
      return { id: event.id, type: event.type, event };
    },
    toCheckoutEvent: ({ event }) => {
      if (event.type !== "payment.succeeded" && event.type !== "session.expired") return null;
      const s = event.session;
      return {
        outcome: event.type === "payment.succeeded" ? "paid" : "expired",
        checkoutId: s.reference.toLowerCase(),
        providerSessionId: s.id,
        account: event.account,
        amountTotal: s.amount,
        currency: s.currency,
        paymentRef: s.payment,
      };
    },
  },
});

registerPaymentProvider(testPayments);
