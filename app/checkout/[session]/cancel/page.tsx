/** Where a cancelled checkout of either kind lands: nothing was charged and what it held goes back on sale. */
import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { checkoutPath, checkoutView, orderPathOf } from "@/lib/checkout/page";
import { getApp } from "@/lib/root/app";
import { instant } from "@/lib/checkout/format";
import { wordsFor } from "../../words";
import { SANDBOX_PROVIDER } from "@/lib/payments/sandbox";

export const metadata: Metadata = { title: "Checkout cancelled", robots: { index: false, follow: false } };

export default async function CancelPage({ params }: { params: Promise<{ session: string }> }) {
  const db = (await getApp()).database.db;
  const view = await checkoutView(db, (await params).session, new Date());
  if (!view) notFound();
  const words = wordsFor(view.kind);
  const orderPath = view.state === "complete" ? await orderPathOf(db, view) : null;

  return (
    <div className="page">
      <div className="prose">
        {orderPath ? (
          <>
            <h1>This checkout is paid</h1>
            <p>
              It was paid before it could be cancelled. <Link href={orderPath}>See the order</Link>.
            </p>
          </>
        ) : view.state === "open" && view.provider === SANDBOX_PROVIDER ? (
          <>
            <h1>This checkout is still open</h1>
            <p>
              Nothing was charged. <Link href={checkoutPath(view.id)}>Go back to the checkout</Link> to pay or cancel it.
            </p>
          </>
        ) : (
          <>
            <h1>Checkout cancelled</h1>
            <p>Nothing was charged.</p>
            <p>
              {view.state === "open" ? (
                // The provider's cancel link leaves its page open until the instant: the holds end then.
                <>
                  The {words.held} are released when the checkout ends, at <time dateTime={view.expiresAt.toISOString()}>{instant(view.expiresAt)}</time>.
                </>
              ) : (
                `The ${words.held} are released and back on sale.`
              )}{" "}
              {words.startAgain}
            </p>
          </>
        )}
      </div>
    </div>
  );
}
