/** Money and instants as the checkout and order pages and the order mails of both kinds write them. */

/** Integer cents as money in `currency` (English formatting, like the rest of the service's pages). */
export function money(cents: number, currency: string): string {
  try {
    return new Intl.NumberFormat("en", { style: "currency", currency }).format(cents / 100);
  } catch {
    return `${(cents / 100).toFixed(2)} ${currency}`;
  }
}

/** An instant in UTC, minutes precision: "2026-03-12 14:05 UTC". */
export const instant = (d: Date) => `${d.toISOString().slice(0, 16).replace("T", " ")} UTC`;
