/**
 * Semantic checks of merch shops and event shops (docs/world-format.md, "What the loader checks":
 * shops, products, event shops). The schema already refuses wrong types, negative counts, bad
 * codes and unknown modes; these are the rules that look at several fields or the rest of the world.
 */
import { resolveDay, SELLER_TYPES } from "../format";
import type { TimeContext } from "../times";
import { arr, get, int, isObj, str, type Checker, type EventTimes, type MaybeTime, type Obj, type Path } from "./checker";
import { formatPath } from "./problems";

/** A pre-order's days as resolved (undefined: wrong, reported). */
export interface PreorderDays {
  ships: string | undefined;
  ends: string | null | undefined;
}

/** What the checks resolve for a shop, by coupon and product index. */
export interface ShopTimes {
  coupons: { starts: MaybeTime; ends: MaybeTime }[];
  preorders: (PreorderDays | null)[];
}

export interface ShopsChecked {
  shops: ShopTimes[];
  eventShops: { cutoff: MaybeTime }[];
}

/** A shop's products as event shops see them: id -> published. */
type Catalogue = Map<string, boolean>;

const sellerKey = (type: string, id: number) => `${type}:${id}`;
const lower = (x: unknown) => str(x)?.toLowerCase();

export function checkShopsAndEventShops(c: Checker, doc: Obj, eventTimes: EventTimes[]): ShopsChecked {
  const catalogues = new Map<string, Catalogue>();
  const shops = checkShops(c, arr(doc.shops), catalogues);
  const eventShops = checkEventShops(c, doc, eventTimes, catalogues);
  return { shops, eventShops };
}

// ---------------------------------------------------------------------------------------------
// Shops
// ---------------------------------------------------------------------------------------------

function checkShops(c: Checker, shops: unknown[], catalogues: Map<string, Catalogue>): ShopTimes[] {
  c.unique(shops, (s, i) => {
    const type = str(get(get(s, "seller"), "type"));
    const id = int(get(get(s, "seller"), "id"));
    return { value: type !== undefined && id !== undefined ? sellerKey(type, id) : undefined, path: ["shops", i, "seller"], label: `shop for ${type} ${id} (one shop per page)` };
  });
  const productIds = new Map<string, Path>();
  const variantIds = new Map<string, Path>();
  return shops.map((shop, i) => {
    const p: Path = ["shops", i];
    const type = str(get(get(shop, "seller"), "type"));
    const id = int(get(get(shop, "seller"), "id"));
    if (type !== undefined && (SELLER_TYPES as readonly string[]).includes(type)) c.refPage([...p, "seller", "id"], type, id);
    checkPaymentAccount(c, shop, p);
    const shipping = checkShipping(c, get(shop, "shipping"), [...p, "shipping"]);
    const coupons = checkCoupons(c, arr(get(shop, "coupons")), [...p, "coupons"]);
    const products = arr(get(shop, "products"));
    c.unique(products, (x, j) => ({ value: str(get(x, "slug")), path: [...p, "products", j, "slug"], label: `slug ${JSON.stringify(get(x, "slug"))} in this shop` }));
    const catalogue: Catalogue = new Map();
    const preorders = products.map((product, j) => {
      const pp: Path = [...p, "products", j];
      const pid = lower(get(product, "id"));
      once(c, productIds, pid, [...pp, "id"], `product id ${String(get(product, "id"))}`);
      arr(get(product, "variants")).forEach((v, k) => once(c, variantIds, lower(get(v, "id")), [...pp, "variants", k, "id"], `variant id ${String(get(v, "id"))}`));
      if (pid !== undefined) catalogue.set(pid, get(product, "published") !== false);
      return checkProduct(c, product, pp, shipping);
    });
    if (type !== undefined && id !== undefined && !catalogues.has(sellerKey(type, id))) catalogues.set(sellerKey(type, id), catalogue);
    return { coupons, preorders };
  });
}

/** Worldwide uniqueness of a product or variant id. */
function once(c: Checker, seen: Map<string, Path>, value: string | undefined, path: Path, label: string) {
  if (value === undefined) return;
  const prev = seen.get(value);
  if (prev) c.add(path, `duplicate ${label} (first at ${formatPath(prev)})`);
  else seen.set(value, path);
}

/** `ready_to_sell: true` and an instalment offer both need the page's payment account. */
function checkPaymentAccount(c: Checker, shop: unknown, p: Path) {
  const account = get(shop, "payment_account");
  if (typeof account === "string" && account.length > 0) return;
  if (get(shop, "ready_to_sell") === true) c.add([...p, "ready_to_sell"], "a shop ready to sell needs a payment_account");
  if (isObj(get(shop, "installments"))) c.add([...p, "installments"], "an instalment offer needs a payment_account");
}

/** Keys unique across delivery options and pickup locations; returns which kinds the shop has. */
function checkShipping(c: Checker, shipping: unknown, p: Path): { delivery: boolean; pickup: boolean } {
  const delivery = arr(get(shipping, "delivery"));
  const pickup = arr(get(shipping, "pickup_locations"));
  const all = [...delivery.map((o, j) => ({ o, path: [...p, "delivery", j, "key"] })), ...pickup.map((o, j) => ({ o, path: [...p, "pickup_locations", j, "key"] }))];
  c.unique(all, (x) => {
    const { o, path } = x as (typeof all)[number];
    return { value: str(get(o, "key")), path, label: `shipping key ${JSON.stringify(get(o, "key"))} in this shop` };
  });
  return { delivery: delivery.length > 0, pickup: pickup.length > 0 };
}

/** Codes unique case-insensitively; exactly one kind of discount; uses within max_uses; bounds in order. */
function checkCoupons(c: Checker, coupons: unknown[], p: Path): ShopTimes["coupons"] {
  c.unique(coupons, (x, j) => ({ value: lower(get(x, "code")), path: [...p, j, "code"], label: `coupon code ${JSON.stringify(get(x, "code"))} in this shop (codes are compared case-insensitively)` }));
  return coupons.map((coupon, j) => {
    const cp: Path = [...p, j];
    if (isObj(coupon)) {
      const hasPercent = coupon.percent != null;
      const hasAmount = coupon.amount_cents != null;
      if (hasPercent && hasAmount) c.add(cp, "give exactly one of percent and amount_cents, not both");
      else if (!hasPercent && !hasAmount) c.add(cp, "give exactly one of percent (1 to 100) and amount_cents (above 0)");
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

// ---------------------------------------------------------------------------------------------
// Products
// ---------------------------------------------------------------------------------------------

function checkProduct(c: Checker, product: unknown, pp: Path, shipping: { delivery: boolean; pickup: boolean }): PreorderDays | null {
  checkVariants(c, product, pp);
  const rule = get(product, "country_rule") ?? "all";
  const countries = arr(get(product, "countries"));
  if (rule === "all" && countries.length > 0) c.add([...pp, "countries"], 'must be empty for country_rule "all"');
  if ((rule === "only" || rule === "except") && countries.length === 0) c.add([...pp, "countries"], `country_rule ${JSON.stringify(rule)} needs at least one country`);
  c.unique(countries, (x, k) => ({ value: str(x), path: [...pp, "countries", k], label: `country ${JSON.stringify(x)}` }));
  const modes = arr(get(product, "fulfilment_modes"));
  c.unique(modes, (m, k) => ({ value: str(m), path: [...pp, "fulfilment_modes", k], label: `fulfilment mode ${JSON.stringify(m)}` }));
  modes.forEach((m, k) => {
    if (m === "delivery" && !shipping.delivery) c.add([...pp, "fulfilment_modes", k], "delivery needs a delivery option in the shop");
    if (m === "pickup_location" && !shipping.pickup) c.add([...pp, "fulfilment_modes", k], "pickup_location needs a pickup location in the shop");
  });
  return checkPreorder(c, get(product, "preorder"), [...pp, "preorder"]);
}

/** One value per option name; no two variants with the same values. */
function checkVariants(c: Checker, product: unknown, pp: Path) {
  const names = arr(get(product, "options"));
  c.unique(names, (n, k) => ({ value: str(n), path: [...pp, "options", k], label: `option name ${JSON.stringify(n)}` }));
  const variants = arr(get(product, "variants"));
  variants.forEach((v, k) => {
    const values = arr(get(v, "options"));
    if (isObj(v) && values.length !== names.length) {
      c.add([...pp, "variants", k, "options"], `has ${values.length} value${values.length === 1 ? "" : "s"} for ${names.length} option name${names.length === 1 ? "" : "s"} ${JSON.stringify(names)}: give one value per option name`);
    }
  });
  c.unique(variants, (v, k) => ({ value: isObj(v) ? JSON.stringify(arr(v.options)) : undefined, path: [...pp, "variants", k, "options"], label: `variant with options ${JSON.stringify(arr(get(v, "options")))}` }));
}

/** Both days spelled right; `ends_on` on or before `ships_on`. */
function checkPreorder(c: Checker, preorder: unknown, p: Path): PreorderDays | null {
  if (!isObj(preorder)) return null;
  const day = (field: "ships_on" | "ends_on") => {
    const value = preorder[field];
    if (value === null) return null;
    if (typeof value !== "string" || value.length === 0) return undefined; // the schema reports it
    const r = resolveDay(value, c.now);
    if (!r.ok) c.add([...p, field], r.message);
    return r.ok ? r.value : undefined;
  };
  const ships = day("ships_on") ?? undefined;
  const ends = preorder.ends_on === undefined ? null : day("ends_on");
  if (ships !== undefined && typeof ends === "string" && ends > ships) c.add([...p, "ends_on"], `${ends} is after ships_on ${ships}`);
  return { ships, ends };
}

// ---------------------------------------------------------------------------------------------
// Event shops
// ---------------------------------------------------------------------------------------------

function checkEventShops(c: Checker, doc: Obj, eventTimes: EventTimes[], catalogues: Map<string, Catalogue>): ShopsChecked["eventShops"] {
  const events = new Map<number, { promoters: unknown[]; start: Date | null }>();
  arr(doc.events).forEach((ev, i) => {
    const id = int(get(ev, "id"));
    if (id !== undefined && !events.has(id)) events.set(id, { promoters: arr(get(ev, "promoters")), start: eventTimes[i]?.starts ?? null });
  });
  const items = arr(doc.event_shops);
  c.unique(items, (x, i) => ({ value: int(get(x, "event")), path: ["event_shops", i, "event"], label: `event shop for event ${String(get(x, "event"))} (one per event)` }));
  return items.map((item, i) => {
    const p: Path = ["event_shops", i];
    const eventId = int(get(item, "event"));
    c.refPage([...p, "event"], "event", eventId);
    const event = eventId !== undefined ? events.get(eventId) : undefined;
    const catalogue = event ? payeeCatalogue(c, event.promoters, eventId!, [...p, "event"], catalogues) : undefined;
    if (catalogue) checkListedProducts(c, get(item, "products"), [...p, "products"], catalogue, int(event!.promoters[0])!);
    // When the event is missing, offsets resolve against now: that problem is reported once.
    const ctx: TimeContext = { now: c.now, start: event ? event.start : c.now };
    return { cutoff: c.time([...p, "pickup", "cutoff_at"], get(get(item, "pickup"), "cutoff_at"), ctx) };
  });
}

/** The event's payee (first promoter) must have a shop; returns its catalogue. */
function payeeCatalogue(c: Checker, promoters: unknown[], eventId: number, path: Path, catalogues: Map<string, Catalogue>): Catalogue | undefined {
  const payee = int(promoters[0]);
  if (payee === undefined) {
    c.add(path, `event ${eventId} has no promoter: an event shop sells through its first promoter's shop`);
    return undefined;
  }
  const catalogue = catalogues.get(sellerKey("promoter", payee));
  if (!catalogue) c.add(path, `promoter ${payee}, the payee of event ${eventId}, has no shop`);
  return catalogue;
}

/** A list names published products of the payee's shop, once each. */
function checkListedProducts(c: Checker, products: unknown, p: Path, catalogue: Catalogue, payee: number) {
  if (!Array.isArray(products)) return;
  c.unique(products, (x, k) => ({ value: lower(x), path: [...p, k], label: `product ${String(x)}` }));
  products.forEach((x, k) => {
    const id = lower(x);
    if (id === undefined) return;
    const published = catalogue.get(id);
    if (published === undefined) c.add([...p, k], `product ${id} is not a product of promoter ${payee}'s shop`);
    else if (!published) c.add([...p, k], `product ${id} is a draft (published false): an event shop lists only published products`);
  });
}
