/** A ticket checkout's or order's lines and totals (booking fees after the discount). */
import { money } from "@/lib/checkout/format";
import type { TicketCheckoutLine } from "@/lib/db/tables/ticket-checkout";
import { LinesTable } from "./summary";
import styles from "./checkout.module.css";

export interface TicketTotals {
  currency: string;
  subtotalCents: number;
  discountCents: number;
  discountCode: string | null;
  feeCents: number;
  totalCents: number;
}

export function TicketSummary({ lines, t, caption }: { lines: TicketCheckoutLine[]; t: TicketTotals; caption: string }) {
  const c = (cents: number) => money(cents, t.currency);
  return (
    <>
      <LinesTable caption={caption} currency={t.currency} lines={lines.map((l) => ({ name: l.name, quantity: l.quantity, unitCents: l.unit_amount, discountCents: l.discount_amount }))} />
      <dl className="key-facts" data-testid="ticket-totals">
        <dt>Subtotal</dt>
        <dd className={styles.num}>{c(t.subtotalCents)}</dd>
        {t.discountCents > 0 ? (
          <>
            <dt>Discount{t.discountCode ? ` (${t.discountCode})` : ""}</dt>
            <dd className={styles.num}>{c(-t.discountCents)}</dd>
          </>
        ) : null}
        <dt>Booking fees</dt>
        <dd className={styles.num}>{c(t.feeCents)}</dd>
        <dt>Total</dt>
        <dd className={styles.num} data-testid="ticket-total">
          <strong>{c(t.totalCents)}</strong>
        </dd>
      </dl>
    </>
  );
}
