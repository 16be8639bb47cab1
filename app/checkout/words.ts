/** What the checkout pages say differently per kind: what is held, and where the buyer starts again. */
import type { CheckoutKind } from "@/lib/db/tables/checkout";

export interface KindWords {
  /** "items" or "tickets": what the session holds. */
  held: string;
  /** The sentence sending the buyer back to where the checkout began. */
  startAgain: string;
}

const WORDS: Record<CheckoutKind, KindWords> = {
  merch: { held: "items", startAgain: "Go back to the shop to start again." },
  tickets: { held: "tickets", startAgain: "Go back to the event's site to start again." },
};

export const wordsFor = (kind: CheckoutKind): KindWords => WORDS[kind];
