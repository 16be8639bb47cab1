/**
 * Semantic checks of an event's coupons and access codes. Codes are compared case-insensitively
 * within their event (the partner API finds them in any case), so two spellings of one code are
 * a duplicate. The schema already refuses malformed codes and out-of-range numbers.
 */
import { arr, get, int, isObj, str, type Checker, type EventTimes, type Path } from "./checker";

const lower = (x: unknown) => (typeof x === "string" ? x.toLowerCase() : undefined);

/** Exactly one kind of discount; uses within max_uses; starts_at before ends_at. Returns the coupons' times. */
export function checkEventCoupons(c: Checker, ev: unknown, p: Path): EventTimes["coupons"] {
  const coupons = arr(get(ev, "coupons"));
  c.unique(coupons, (x, j) => ({ value: lower(get(x, "code")), path: [...p, "coupons", j, "code"], label: `coupon code ${JSON.stringify(get(x, "code"))} in this event (codes are compared case-insensitively)` }));
  return coupons.map((coupon, j) => {
    const cp: Path = [...p, "coupons", j];
    if (isObj(coupon)) {
      const hasPercentage = coupon.percentage != null;
      const hasAmount = coupon.amount != null;
      if (hasPercentage && hasAmount) c.add(cp, "give exactly one of percentage and amount, not both");
      else if (!hasPercentage && !hasAmount) c.add(cp, "give exactly one of percentage (1 to 100) and amount (above 0, in currency units)");
    }
    const uses = int(get(coupon, "uses"));
    const max = int(get(coupon, "max_uses"));
    if (uses !== undefined && max !== undefined && uses > max) c.add([...cp, "uses"], `${uses} is more than max_uses ${max}`);
    const starts = c.time([...cp, "starts_at"], get(coupon, "starts_at"), c.utc);
    const ends = c.time([...cp, "ends_at"], get(coupon, "ends_at"), c.utc);
    if (starts instanceof Date && ends instanceof Date && ends.getTime() <= starts.getTime()) c.add([...cp, "ends_at"], "is not after starts_at");
    return { starts, ends };
  });
}

/**
 * Codes unique in the event (and not also a coupon code there, so a code means one thing); each
 * unlocks at least one tier, each a hidden tier of this event, once. A public tier needs no code.
 */
export function checkEventAccessCodes(c: Checker, ev: unknown, p: Path): void {
  const codes = arr(get(ev, "access_codes"));
  c.unique(codes, (x, j) => ({ value: lower(get(x, "code")), path: [...p, "access_codes", j, "code"], label: `access code ${JSON.stringify(get(x, "code"))} in this event (codes are compared case-insensitively)` }));
  const couponCodes = new Set(arr(get(ev, "coupons")).map((x) => lower(get(x, "code"))));
  const tiers = new Map<string, unknown>();
  for (const tier of arr(get(ev, "ticket_tiers"))) {
    const id = str(get(tier, "id"));
    if (id !== undefined) tiers.set(id, tier);
  }
  codes.forEach((code, j) => {
    const ap: Path = [...p, "access_codes", j];
    const lc = lower(get(code, "code"));
    if (lc !== undefined && couponCodes.has(lc)) c.add([...ap, "code"], `${JSON.stringify(get(code, "code"))} is also a coupon code of this event`);
    const list = get(code, "tiers");
    if (!Array.isArray(list)) return; // the schema reports it
    if (list.length === 0) c.add([...ap, "tiers"], "unlocks no tier: name at least one hidden tier of this event");
    list.forEach((tierId, k) => {
      if (typeof tierId !== "string") return;
      const tier = tiers.get(tierId);
      if (tier === undefined) c.add([...ap, "tiers", k], `tier ${JSON.stringify(tierId)} is not a ticket tier of this event`);
      else if (get(tier, "public") !== false) c.add([...ap, "tiers", k], `tier ${JSON.stringify(tierId)} is public and needs no code (set public: false to hide it)`);
    });
    c.unique(list, (t, k) => ({ value: str(t), path: [...ap, "tiers", k], label: `tier ${JSON.stringify(t)} in this access code` }));
  });
}
