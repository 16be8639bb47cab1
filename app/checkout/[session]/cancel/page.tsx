/** Where a cancelled checkout lands: nothing was charged and the items go back on sale. */
import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { getApp } from "@/lib/platform/app";
import { orderPagePath } from "@/lib/shop/order-link";
import { checkoutView } from "@/lib/shop/pages/checkout-query";
import { instant } from "@/lib/shop/pages/describe";

export const metadata: Metadata = { title: "Checkout cancelled", robots: { index: false, follow: false } };

export default async function CancelPage({ params }: { params: Promise<{ session: string }> }) {
  const db = (await getApp()).database.db;
  const view = await checkoutView(db, (await params).session, new Date());
  if (!view) notFound();
  const orderPath = view.state === "paid" && view.orderId ? await orderPagePath(db, view.orderId) : null;

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
        ) : view.state === "open" && view.provider === "sandbox" ? (
          <>
            <h1>This checkout is still open</h1>
            <p>
              Nothing was charged. <Link href={`/checkout/${view.id}`}>Go back to the checkout</Link> to pay or cancel it.
            </p>
          </>
        ) : (
          <>
            <h1>Checkout cancelled</h1>
            <p>Nothing was charged.</p>
            <p>
              {view.state === "open" ? (
                <>
                  The items are released when the checkout ends, at <time dateTime={view.expiresAt.toISOString()}>{instant(view.expiresAt)}</time>.
                </>
              ) : (
                "The items are released and back on sale."
              )}{" "}
              Go back to the shop to start again.
            </p>
          </>
        )}
      </div>
    </div>
  );
}
