/**
 * Merch as a kind of checkout: the cart priced by the quote's rules (lib/shop/rules), its variants'
 * stock and its coupon's one use held, and a paid session written as a merch order with the
 * buyer's and seller's mails.
 */
import { and, eq } from "drizzle-orm";
import type { CheckoutKindDef, Priced, SessionRow } from "@/lib/checkout/kind";
import { firstShortfall, lockAndCount, shopCouponKey, type Claim } from "@/lib/checkout/scarce";
import { scopeDb, type CrewScope } from "@/lib/crew/scope";
import { shops } from "@/lib/db/schema";
import type { MerchSessionDetails } from "@/lib/db/tables/checkout";
import type { MerchOrderDetails } from "@/lib/db/tables/commerce";
import { fingerprint } from "@/lib/http/canonical-json";
import { conflict } from "@/lib/http/problem";
import { shopFeePercent } from "@/lib/payments";
import { orderPagePath } from "@/lib/checkout/order-link";
import { queueOrderMails } from "@/lib/shop/order-mail";
import { priceCart, refusalProblem } from "@/lib/shop/quote";
import { applicationFeeCents } from "@/lib/shop/rules/fee";
import type { Quote } from "@/lib/shop/rules/types";
import { cartOf, type CheckoutSessionInput } from "./schemas";

interface Prepared {
  body: CheckoutSessionInput;
  quote: Quote;
  paymentAccount: string | null;
}

/** What a retry must repeat: the body without the ignored marketing consent and the buyer's address. */
export function bodyFingerprint(body: CheckoutSessionInput): string {
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  const { marketing_opt_in, marketing_consent, client_ip, ...kept } = body;
  return fingerprint(kept);
}

const merchDetails = (s: SessionRow): MerchSessionDetails => {
  if (s.details.kind !== "merch") throw new Error(`session ${s.id} is not a merch session`);
  return s.details;
};

/** Units per variant (a variant on two lines counts once, summed), then the coupon's one use. */
function claimsOf(lines: { variant_id: string; quantity: number }[], seller: MerchSessionDetails["seller"], coupon: { code: string } | null): Claim[] {
  const units = new Map<string, number>();
  for (const l of lines) units.set(l.variant_id, (units.get(l.variant_id) ?? 0) + l.quantity);
  const claims: Claim[] = [...units].map(([id, quantity]) => ({ item: "variant", id, quantity }));
  if (coupon) claims.push({ item: "shop_coupon", id: shopCouponKey(seller, coupon.code), quantity: 1 });
  return claims;
}

/** The order's merch details, from what the session priced when it opened. */
export function merchDetailsOf(d: MerchSessionDetails, paymentRef: string | null): MerchOrderDetails {
  const p = d.pricing;
  return {
    seller: d.seller,
    mode: d.mode,
    country: d.country,
    subtotal_cents: p.subtotal_cents,
    discount_cents: p.discount_cents,
    shipping_cents: p.shipping_cents,
    coupon: p.coupon,
    shipping: p.shipping,
    ships_on: p.ships_on,
    lines: d.lines.map((l) => ({ variant_id: l.variant_id, product_id: l.product_id, name: l.name, quantity: l.quantity, unit_amount: l.unit_cents, discount_amount: l.discount_cents })),
    payment_ref: paymentRef,
  };
}

export const merchCheckout: CheckoutKindDef<CheckoutSessionInput, Prepared> = {
  kind: "merch",
  pricer: {
    fingerprint: bodyFingerprint,
    async prepare(crew: CrewScope, body, now) {
      const quote = await priceCart(crew, cartOf(body), now);
      const [shop] = await scopeDb(crew)
        .select({ paymentAccount: shops.paymentAccount })
        .from(shops)
        .where(and(eq(shops.sellerType, quote.seller.type), eq(shops.sellerId, quote.seller.id)))
        .limit(1);
      return { body, quote, paymentAccount: shop?.paymentAccount ?? null };
    },
    async price(tx, { body, quote, paymentAccount }, now): Promise<Priced> {
      // The quote read stock and coupon uses without a lock: both are counted again under it.
      const claims = claimsOf(quote.lines, quote.seller, quote.coupon);
      const short = firstShortfall(await lockAndCount(tx, claims, now), claims);
      if (short?.item === "shop_coupon") throw refusalProblem({ status: 422, reason: "coupon_used_up", param: "coupon_code", message: "This coupon does not apply." });
      if (short) throw conflict("The stock of a line changed since the quote; quote the cart again.", { reason: "stock_moved", variant_id: short.id });
      const shipping = quote.shipping_options.find((o) => o.key === quote.selected_option) ?? null;
      return {
        eventId: body.event_id ?? null,
        currency: quote.currency,
        totalCents: quote.total_cents,
        details: {
          kind: "merch",
          seller: quote.seller,
          mode: body.mode,
          country: body.country ?? null,
          lines: quote.lines.map((l, i) => ({ variant_id: l.variant_id, product_id: quote.productIds[i] ?? "", name: l.name, quantity: l.quantity, unit_cents: l.unit_cents, discount_cents: l.discount_cents })),
          pricing: {
            currency: quote.currency,
            subtotal_cents: quote.subtotal_cents,
            discount_cents: quote.discount_cents,
            shipping_cents: quote.shipping_cents,
            total_cents: quote.total_cents,
            coupon: quote.coupon,
            shipping,
            ships_on: quote.ships_on,
          },
        },
        claims,
        paymentAccount,
      };
    },
  },
  fulfiller: {
    claims(session) {
      const d = merchDetails(session);
      return claimsOf(d.lines, d.seller, d.pricing.coupon);
    },
    order(session, payment) {
      return {
        kind: "merch",
        eventId: session.eventId,
        currency: session.currency,
        amountTotal: session.amountTotal,
        ambassadorCode: null,
        // The crew whose key opened the checkout: its webhooks say via_your_site.
        viaSiteOf: session.crewId,
        buyerEmail: session.buyerEmail,
        lines: [],
        merch: merchDetailsOf(merchDetails(session), payment.ref),
        reference: session.reference,
      };
    },
    async emitExtra() {},
    async queueMails(tx, orderId) {
      await queueOrderMails(tx, orderId);
    },
    hostedRequest(session) {
      const d = merchDetails(session);
      const shipping = d.pricing.shipping;
      return {
        lines: d.lines.map((l) => ({ name: l.name, quantity: l.quantity, amount_cents: l.quantity * l.unit_cents - l.discount_cents })),
        shipping: shipping && d.pricing.shipping_cents > 0 ? { name: shipping.name, amount_cents: d.pricing.shipping_cents } : null,
        application_fee_cents: applicationFeeCents(session.amountTotal, shopFeePercent()),
      };
    },
    orderPagePath,
  },
};
