/** The kinds of checkout the engine runs, by the name stored on each session. */
import type { CheckoutKind } from "@/lib/db/tables/checkout";
import { merchCheckout } from "@/lib/shop/checkout/merch-kind";
import { ticketCheckout } from "@/lib/tickets/checkout/ticket-kind";
import type { CheckoutKindDef } from "./kind";

const KINDS: Record<CheckoutKind, CheckoutKindDef> = { merch: merchCheckout as CheckoutKindDef, tickets: ticketCheckout as CheckoutKindDef };

export const kindOf = (kind: CheckoutKind): CheckoutKindDef => KINDS[kind];
