/**
 * The parts the hosted checkout page and the order page share: the cart's lines, the totals, the
 * delivery or pickup, and the seller's legal identity. Server components, no script.
 */
import type { CheckoutPricing } from "@/lib/db/tables/shop";
import { instant, money } from "@/lib/checkout/format";
import { day, fulfilmentLines, MODE_LABEL, type Mode } from "@/lib/shop/pages/describe";
import type { SellerIdentity } from "@/lib/shop/pages/seller-query";
import styles from "./checkout.module.css";

export interface SummaryLine {
  name: string;
  quantity: number;
  unitCents: number;
  discountCents: number;
}

export function LinesTable({ lines, currency, caption }: { lines: SummaryLine[]; currency: string; caption: string }) {
  const c = (cents: number) => money(cents, currency);
  return (
    <div className="table-wrap" tabIndex={0} role="region" aria-label={caption}>
      <table>
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Item</th>
            <th scope="col" className={styles.num}>
              Quantity
            </th>
            <th scope="col" className={styles.num}>
              Unit price
            </th>
            <th scope="col" className={styles.num}>
              Discount
            </th>
            <th scope="col" className={styles.num}>
              Amount
            </th>
          </tr>
        </thead>
        <tbody>
          {lines.map((l, i) => (
            <tr key={i} data-line={l.name}>
              <th scope="row">{l.name}</th>
              <td className={styles.num}>{l.quantity}</td>
              <td className={styles.num}>{c(l.unitCents)}</td>
              <td className={styles.num}>{l.discountCents > 0 ? c(-l.discountCents) : "—"}</td>
              <td className={styles.num}>{c(l.quantity * l.unitCents - l.discountCents)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export interface SummaryTotals {
  currency: string;
  subtotalCents: number;
  discountCents: number;
  coupon: { code: string } | null;
  shippingCents: number;
  totalCents: number;
  mode: Mode;
  refundedCents?: number;
}

export function Totals({ t }: { t: SummaryTotals }) {
  const c = (cents: number) => money(cents, t.currency);
  return (
    <dl className={styles.totals} data-testid="totals">
      <dt>Subtotal</dt>
      <dd>{c(t.subtotalCents)}</dd>
      {t.discountCents > 0 ? (
        <>
          <dt>Discount{t.coupon ? ` (coupon ${t.coupon.code})` : ""}</dt>
          <dd>{c(-t.discountCents)}</dd>
        </>
      ) : null}
      <dt>{t.mode === "delivery" ? "Shipping" : MODE_LABEL[t.mode]}</dt>
      <dd>{c(t.shippingCents)}</dd>
      <dt className={styles.total}>Total</dt>
      <dd className={styles.total} data-testid="total">
        {c(t.totalCents)}
      </dd>
      {t.refundedCents ? (
        <>
          <dt>Refunded</dt>
          <dd>{c(-t.refundedCents)}</dd>
        </>
      ) : null}
    </dl>
  );
}

export function Fulfilment(props: { id: string; mode: Mode; shipping: CheckoutPricing["shipping"]; country: string | null; event: { title: string; instructions?: string | null } | null; shipsOn: string | null }) {
  const lines = fulfilmentLines(props.mode, props.shipping, props.country, props.event);
  return (
    <section aria-labelledby={props.id}>
      <h2 id={props.id}>{props.mode === "delivery" ? "Delivery" : "Pickup"}</h2>
      <p>
        {lines.map((l, i) => (
          <span key={i}>
            {i > 0 ? <br /> : null}
            {l}
          </span>
        ))}
      </p>
      {props.shipsOn ? <p className="note">Pre-order: ships from {day(props.shipsOn)}.</p> : null}
    </section>
  );
}

export function SellerFacts({ seller, id }: { seller: SellerIdentity; id: string }) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id}>Seller</h2>
      <dl className="key-facts" data-testid="seller">
        <dt>Sold by</dt>
        <dd>{seller.name}</dd>
        <dt>Legal name</dt>
        <dd>{seller.legalName}</dd>
        <dt>Address</dt>
        <dd>
          <address className={styles.address}>{seller.address}</address>
        </dd>
        {seller.companyNumber ? (
          <>
            <dt>Company number</dt>
            <dd>{seller.companyNumber}</dd>
          </>
        ) : null}
        <dt>Contact</dt>
        <dd>
          <a href={`mailto:${seller.contactEmail}`}>{seller.contactEmail}</a>
        </dd>
        <dt>VAT</dt>
        <dd>{seller.vatRegime}</dd>
        <dt>Return shipping</dt>
        <dd>Paid by the {seller.returnShippingPaidBy}</dd>
      </dl>
    </section>
  );
}

const ORDER_STATUS: Record<string, string> = { paid: "Paid", partially_refunded: "Partly refunded", refunded: "Refunded" };

/** The facts every order page opens with: id, when, status, the caller's reference, the buyer's address. */
export function OrderFacts({ order }: { order: { id: string; createdAt: Date; status: string; reference: string | null; buyerEmail: string } }) {
  return (
    <dl className="key-facts" data-testid="order-facts">
      <dt>Order</dt>
      <dd>
        <code>{order.id}</code>
      </dd>
      <dt>Placed</dt>
      <dd>
        <time dateTime={order.createdAt.toISOString()}>{instant(order.createdAt)}</time>
      </dd>
      <dt>Status</dt>
      <dd data-testid="order-status">{ORDER_STATUS[order.status] ?? order.status}</dd>
      {order.reference ? (
        <>
          <dt>Reference</dt>
          <dd>{order.reference}</dd>
        </>
      ) : null}
      <dt>Confirmation sent to</dt>
      <dd>{order.buyerEmail}</dd>
    </dl>
  );
}
