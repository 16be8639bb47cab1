/**
 * Programme-wide rules: the words it uses, whether sign-up is open, and what a registration
 * becomes. The phone (E.164) is the dedupe key; e-mail addresses are compared case-insensitively.
 *
 * Registration, in this order:
 *   - a member with the same phone and the same e-mail exists: that member, 200, `created:
 *     false`, no session (a phone number does not sign anyone in);
 *   - the phone is enrolled under another e-mail, or the e-mail under another phone: 409
 *     already_registered (one address per member keeps sign-in links unambiguous);
 *   - sign-up is off or no seats are left: 409 signup_closed;
 *   - otherwise a new member, active when the programme approves automatically, else pending;
 *     it takes one seat.
 * An existing member is answered even while sign-up is closed: nothing is created.
 */
import type { Labels, Member, MemberStatus, Programme } from "./types";

export const DEFAULT_LABELS: Readonly<Labels> = {
  credit_singular: "credit",
  credit_plural: "credits",
  quest: "quest",
  xp: "XP",
  badge: "badge",
  tier: "tier",
};

export const programmeLabels = (labels: Partial<Labels> | null | undefined): Labels => ({ ...DEFAULT_LABELS, ...stripNulls(labels ?? {}) });

const stripNulls = (l: Partial<Labels>): Partial<Labels> =>
  Object.fromEntries(Object.entries(l).filter(([, v]) => typeof v === "string" && v.trim() !== "")) as Partial<Labels>;

export const signupOpen = (p: Pick<Programme, "signup_open" | "seats_left">): boolean => p.signup_open && p.seats_left > 0;

/** Seats shown to partners: never below 0. */
export const seatsLeft = (p: Pick<Programme, "seats_left">): number => Math.max(0, p.seats_left);

const sameEmail = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

export type Registration<M> =
  | { kind: "existing"; member: M }
  | { kind: "refused"; reason: "already_registered" | "signup_closed" }
  | { kind: "new"; status: MemberStatus };

/**
 * `phone` is already normalised by `e164`; `members` are the programme's members (at least those
 * with this phone or this e-mail).
 */
export function registration<M extends Pick<Member, "email"> & { phone: string }>(
  programme: Pick<Programme, "signup_open" | "seats_left" | "auto_approve">,
  members: readonly M[],
  phone: string,
  email: string,
): Registration<M> {
  const byPhone = members.find((m) => m.phone === phone);
  if (byPhone && sameEmail(byPhone.email, email)) return { kind: "existing", member: byPhone };
  if (byPhone || members.some((m) => sameEmail(m.email, email))) return { kind: "refused", reason: "already_registered" };
  if (!signupOpen(programme)) return { kind: "refused", reason: "signup_closed" };
  return { kind: "new", status: programme.auto_approve ? "active" : "pending" };
}
