/**
 * The kinds of checkout the engine runs, by the name stored on each session. The engine imports
 * none of them: each is declared in its domain (lib/shop, lib/tickets), and the composition root
 * (lib/root/app.ts) hands the table over when it is imported, as every entry does.
 */
import type { CheckoutKind } from "@/lib/db/tables/checkout";
import type { CheckoutKindDef } from "./kind";

export type CheckoutKinds = { [K in CheckoutKind]: CheckoutKindDef };

let kinds: CheckoutKinds | null = null;

export function registerCheckoutKinds(table: CheckoutKinds): void {
  kinds = table;
}

export function kindOf(kind: CheckoutKind): CheckoutKindDef {
  if (!kinds) throw new Error("No checkout kinds: the composition root (lib/root/app.ts) registers them; import it from this entry.");
  return kinds[kind];
}
