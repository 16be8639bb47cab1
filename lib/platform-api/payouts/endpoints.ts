/** The platform API's payout route. */
import { z } from "zod";
import { definePlatformEndpoint } from "@/lib/http/endpoint";
import { payPayout } from "./payouts-query";

const Payee = z.strictObject({ type: z.enum(["promoter", "artist", "venue"]), id: z.int().min(1).max(2147483647) });
const Currency = z.string().regex(/^[A-Z]{3}$/, { error: "must be an ISO 4217 code in capitals (EUR)" });

export const platformPayoutEndpoints = [
  definePlatformEndpoint({
    id: "platform_pay_payout",
    emits: ["payout.paid"],
    method: "POST",
    path: "/platform/v1/payouts",
    tag: "Platform: payouts",
    summary: "Record a payout",
    description:
      "A payout of `amount` cents in `currency` to a page (`payee`: promoter, artist or venue). `payout.paid` goes to the crews managing the page. A payee that does not exist answers 422 naming `payee.id`.",
    envelope: "single",
    body: z.strictObject({ payee: Payee, amount: z.int().min(1).max(2147483647), currency: Currency }),
    response: z.object({ id: z.string(), payee: z.object({ type: z.enum(["promoter", "artist", "venue"]), id: z.int() }), amount: z.int(), currency: z.string(), paid_at: z.string() }),
    status: 201,
    handler: async ({ platform, body, now }) => payPayout(platform, body, now),
  }),
];
