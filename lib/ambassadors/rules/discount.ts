/**
 * What a member's code gives on an event. The programme's `events` list where codes work; an
 * entry gives `percentage` (1 to 100) or `amount` (currency units, like ticket prices) and
 * `min_order_amount` (currency units, default 0); with neither, the programme's
 * `discount_percentage`. A code works for members who are not suspended (the spec names only
 * suspension as making a code unknown).
 */
import { codeKey } from "./sales";
import type { Member, Programme, ProgrammeEvent } from "./types";

export interface CodeDiscount {
  percentage: number | null;
  amount: number | null;
  min_order_amount: number;
}

export function codeDiscount(programme: Pick<Programme, "discount_percentage">, entry: ProgrammeEvent): CodeDiscount {
  const min = entry.min_order_amount ?? 0;
  if (entry.percentage !== null) return { percentage: entry.percentage, amount: null, min_order_amount: min };
  if (entry.amount !== null) return { percentage: null, amount: entry.amount, min_order_amount: min };
  return { percentage: programme.discount_percentage, amount: null, min_order_amount: min };
}

/** The programme's entry for an event, or null when codes do not work there. */
export const programmeEvent = (programme: Pick<Programme, "events">, eventId: number): ProgrammeEvent | null =>
  programme.events.find((e) => e.event === eventId) ?? null;

export const codeUsable = (member: Pick<Member, "status">): boolean => member.status !== "suspended";

/**
 * The ambassador-code lookup: the member whose code it is (case-insensitively), its discount on
 * the event, or null. Every miss (unknown code, event not in the programme, suspended member) is
 * the same null, so the route answers the same 404.
 */
export function lookupCode<M extends Pick<Member, "code" | "status">>(
  programme: Pick<Programme, "events" | "discount_percentage">,
  members: readonly M[],
  eventId: number,
  code: string,
): { member: M; discount: CodeDiscount } | null {
  const entry = programmeEvent(programme, eventId);
  if (!entry) return null;
  const member = members.find((m) => codeKey(m.code) === codeKey(code));
  if (!member || !codeUsable(member)) return null;
  return { member, discount: codeDiscount(programme, entry) };
}
