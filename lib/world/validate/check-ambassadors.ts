/**
 * Semantic checks of ambassador programmes and their members (docs/world-format.md, "What the
 * loader checks": ambassador programmes, members). The schema already refuses wrong types, enums,
 * ranges and code formats; these are the rules that look at several fields or the rest of the
 * world. Phones use the same E.164 rule the API applies to sign-ups.
 */
import { e164 } from "../../ambassadors/rules/validation";
import { codeKey } from "../../ambassadors/rules/sales";
import { arr, get, int, isObj, str, type Checker, type MaybeTime, type Obj, type Path } from "./checker";
import { formatPath } from "./problems";

export interface MemberTimes {
  joined: MaybeTime;
  ledger: MaybeTime[];
  xpLedger: MaybeTime[];
  claims: MaybeTime[];
}

/** What the checks resolve for a programme, by quest, reward and member index. */
export interface ProgrammeTimes {
  quests: { starts: MaybeTime; ends: MaybeTime }[];
  rewards: { from: MaybeTime; until: MaybeTime }[];
  members: MemberTimes[];
}

export interface AmbassadorsChecked {
  programmes: ProgrammeTimes[];
  /** Member codes (compared lower-case) -> the events their programme lists; orders refer to them. */
  codeEvents: Map<string, Set<number>>;
}

const lower = (x: unknown) => str(x)?.toLowerCase();
const sum = (entries: unknown[]) => entries.reduce<number>((n, e) => n + (int(get(e, "amount")) ?? 0), 0);

/** An event's owners as programmes see them: its promoters and its venue. */
function eventOwners(doc: Obj): Map<number, { promoters: number[]; venue: number | undefined }> {
  const events = new Map<number, { promoters: number[]; venue: number | undefined }>();
  for (const ev of arr(doc.events)) {
    const id = int(get(ev, "id"));
    if (id !== undefined && !events.has(id)) events.set(id, { promoters: arr(get(ev, "promoters")).flatMap((p) => (int(p) !== undefined ? [int(p)!] : [])), venue: int(get(ev, "venue")) });
  }
  return events;
}

export function checkAmbassadorPrograms(c: Checker, doc: Obj): AmbassadorsChecked {
  const items = arr(doc.ambassador_programs);
  const events = eventOwners(doc);
  const ids = new Map<string, Path>();
  const codes = new Map<string, Path>();
  const codeEvents = new Map<string, Set<number>>();
  c.unique(items, (x, i) => {
    const type = str(get(get(x, "owner"), "type"));
    const id = int(get(get(x, "owner"), "id"));
    return { value: type !== undefined && id !== undefined ? `${type}:${id}` : undefined, path: ["ambassador_programs", i, "owner"], label: `programme for ${type} ${id} (one per page)` };
  });
  const programmes = items.map((prog, i) => {
    const p: Path = ["ambassador_programs", i];
    once(c, ids, lower(get(prog, "id")), [...p, "id"]);
    const owner = get(prog, "owner");
    const ownerType = str(get(owner, "type"));
    const ownerId = int(get(owner, "id"));
    if (ownerType === "promoter" || ownerType === "venue") c.refPage([...p, "owner", "id"], ownerType, ownerId);
    const listed = checkProgrammeEvents(c, arr(get(prog, "events")), [...p, "events"], events, ownerType, ownerId);
    const parts = checkParts(c, prog, p, listed, ids);
    const members = arr(get(prog, "members")).map((m, j) => checkMember(c, m, [...p, "members", j], parts, ids, codes));
    c.unique(arr(get(prog, "members")), (m, j) => ({ value: phoneKey(get(m, "phone")), path: [...p, "members", j, "phone"], label: `phone ${String(get(m, "phone"))} in this programme` }));
    for (const m of arr(get(prog, "members"))) {
      const code = str(get(m, "code"));
      if (code !== undefined && !codeEvents.has(codeKey(code))) codeEvents.set(codeKey(code), listed);
    }
    return { quests: parts.quests, rewards: parts.rewards, members };
  });
  return { programmes, codeEvents };
}

/** Ids of programmes, tiers, badges, quests, rewards, members, ledger entries and claims: unique in the world. */
function once(c: Checker, seen: Map<string, Path>, value: string | undefined, path: Path) {
  if (value === undefined) return;
  const prev = seen.get(value);
  if (prev) c.add(path, `duplicate id ${value} (first at ${formatPath(prev)})`);
  else seen.set(value, path);
}

const phoneKey = (phone: unknown) => (typeof phone === "string" ? (e164(phone) ?? phone) : undefined);

/** Each listed event is one of the owner page's (a promoter of it, or its venue), listed once; one kind of discount. */
function checkProgrammeEvents(c: Checker, list: unknown[], p: Path, events: ReturnType<typeof eventOwners>, ownerType: string | undefined, ownerId: number | undefined): Set<number> {
  c.unique(list, (e, k) => ({ value: int(get(e, "event")), path: [...p, k, "event"], label: `event ${String(get(e, "event"))} in this programme` }));
  const listed = new Set<number>();
  list.forEach((entry, k) => {
    const id = int(get(entry, "event"));
    if (id === undefined) return;
    listed.add(id);
    const ev = events.get(id);
    if (!ev) c.add([...p, k, "event"], `event ${id} is not in this world`);
    else if (ownerId !== undefined && (ownerType === "promoter" || ownerType === "venue")) {
      const owns = ownerType === "promoter" ? ev.promoters.includes(ownerId) : ev.venue === ownerId;
      if (!owns) c.add([...p, k, "event"], `event ${id} is not an event of ${ownerType} ${ownerId} (${ownerType === "promoter" ? "not one of its promoters" : "not its venue"})`);
    }
    if (get(entry, "percentage") != null && get(entry, "amount") != null) c.add([...p, k], "give at most one of percentage and amount");
  });
  return listed;
}

interface Parts {
  badges: Set<string>;
  quests: ProgrammeTimes["quests"];
  questIds: Set<string>;
  rewards: ProgrammeTimes["rewards"];
  rewardIds: Set<string>;
}

/** Tiers, badges, quests and rewards of one programme. */
function checkParts(c: Checker, prog: unknown, p: Path, listed: Set<number>, ids: Map<string, Path>): Parts {
  const tiers = arr(get(prog, "tiers"));
  tiers.forEach((t, k) => once(c, ids, lower(get(t, "id")), [...p, "tiers", k, "id"]));
  c.unique(tiers, (t, k) => ({ value: str(get(t, "name")), path: [...p, "tiers", k, "name"], label: `tier name ${JSON.stringify(get(t, "name"))} in this programme` }));
  c.unique(tiers, (t, k) => ({ value: int(get(t, "min_xp")), path: [...p, "tiers", k, "min_xp"], label: `min_xp ${String(get(t, "min_xp"))} in this programme` }));
  const tierIds = new Set(tiers.flatMap((t) => (lower(get(t, "id")) ? [lower(get(t, "id"))!] : [])));
  const badges = arr(get(prog, "badges"));
  badges.forEach((b, k) => once(c, ids, lower(get(b, "id")), [...p, "badges", k, "id"]));
  const badgeIds = new Set(badges.flatMap((b) => (lower(get(b, "id")) ? [lower(get(b, "id"))!] : [])));
  const eventOf = (path: Path, value: unknown) => {
    const id = int(value);
    if (id !== undefined && !listed.has(id)) c.add(path, `event ${id} is not one of this programme's events`);
  };

  const questList = arr(get(prog, "quests"));
  const quests = questList.map((q, k) => {
    const qp: Path = [...p, "quests", k];
    once(c, ids, lower(get(q, "id")), [...qp, "id"]);
    eventOf([...qp, "event"], get(q, "event"));
    const scope = get(q, "scope");
    if (scope !== "event" && get(q, "event") != null) c.add([...qp, "event"], `only a quest of scope "event" names an event`);
    const badge = lower(get(q, "badge"));
    if (badge !== undefined && !badgeIds.has(badge)) c.add([...qp, "badge"], `badge ${badge} is not a badge of this programme`);
    const starts = c.time([...qp, "starts_at"], get(q, "starts_at"), c.utc);
    const ends = c.time([...qp, "ends_at"], get(q, "ends_at"), c.utc);
    if (scope === "window") {
      if (get(q, "starts_at") == null) c.add([...qp, "starts_at"], `a quest of scope "window" needs starts_at and ends_at`);
      if (get(q, "ends_at") == null) c.add([...qp, "ends_at"], `a quest of scope "window" needs starts_at and ends_at`);
      if (starts instanceof Date && ends instanceof Date && ends.getTime() <= starts.getTime()) c.add([...qp, "ends_at"], "is not after starts_at");
    } else if (typeof scope === "string") {
      for (const f of ["starts_at", "ends_at"] as const) if (get(q, f) != null) c.add([...qp, f], `only a quest of scope "window" has ${f}`);
    }
    return { starts, ends };
  });

  const rewardList = arr(get(prog, "rewards"));
  const rewards = rewardList.map((r, k) => {
    const rp: Path = [...p, "rewards", k];
    once(c, ids, lower(get(r, "id")), [...rp, "id"]);
    eventOf([...rp, "event"], get(r, "event"));
    const tier = lower(get(r, "min_tier"));
    if (tier !== undefined && !tierIds.has(tier)) c.add([...rp, "min_tier"], `tier ${tier} is not a tier of this programme`);
    const from = c.time([...rp, "available_from"], get(r, "available_from"), c.utc);
    const until = c.time([...rp, "available_until"], get(r, "available_until"), c.utc);
    if (from instanceof Date && until instanceof Date && until.getTime() <= from.getTime()) c.add([...rp, "available_until"], "is not after available_from");
    return { from, until };
  });
  const idsOf = (list: unknown[]) => new Set(list.flatMap((x) => (lower(get(x, "id")) ? [lower(get(x, "id"))!] : [])));
  return { badges: badgeIds, quests, questIds: idsOf(questList), rewards, rewardIds: idsOf(rewardList) };
}

/** One member: code unique in the world, phone in E.164, references within the programme, sums agreeing. */
function checkMember(c: Checker, m: unknown, p: Path, parts: Parts, ids: Map<string, Path>, codes: Map<string, Path>): MemberTimes {
  once(c, ids, lower(get(m, "id")), [...p, "id"]);
  const code = str(get(m, "code"));
  if (code !== undefined) {
    const prev = codes.get(codeKey(code));
    if (prev) c.add([...p, "code"], `duplicate code ${JSON.stringify(code)} (codes are unique in the world, compared case-insensitively; first at ${formatPath(prev)})`);
    else codes.set(codeKey(code), [...p, "code"]);
  }
  const phone = str(get(m, "phone"));
  if (phone !== undefined && phone.length > 0) {
    const normal = e164(phone);
    if (normal === null) c.add([...p, "phone"], `${JSON.stringify(phone)} is not a phone number in E.164 (+436601234501)`);
    else if (normal !== phone) c.add([...p, "phone"], `write it in E.164: ${normal}`);
  }
  const refs = (field: string, known: Set<string>, what: string) => {
    const list = arr(get(m, field));
    list.forEach((x, k) => {
      const id = lower(x);
      if (id !== undefined && !known.has(id)) c.add([...p, field, k], `${what} ${id} is not a ${what} of this programme`);
    });
    c.unique(list, (x, k) => ({ value: lower(x), path: [...p, field, k], label: `${what} ${String(x)}` }));
  };
  refs("badges", parts.badges, "badge");
  refs("completed_quests", parts.questIds, "quest");

  const joined = c.time([...p, "joined_at"], get(m, "joined_at"), c.utc);
  const entries = (field: "ledger" | "xp_ledger") =>
    arr(get(m, field)).map((e, k) => {
      once(c, ids, lower(get(e, "id")), [...p, field, k, "id"]);
      return c.time([...p, field, k, "created_at"], get(e, "created_at"), c.utc);
    });
  const ledger = entries("ledger");
  const xpLedger = entries("xp_ledger");
  const balance = int(get(m, "credit_balance"));
  if (balance !== undefined && Array.isArray(get(m, "ledger"))) {
    const total = sum(arr(get(m, "ledger")));
    if (total !== balance) c.add([...p, "credit_balance"], `${balance} is not the sum of the ledger (${total})`);
  }
  if (Array.isArray(get(m, "xp_ledger"))) {
    const xp = get(m, "xp") === undefined ? 0 : int(get(m, "xp"));
    const total = sum(arr(get(m, "xp_ledger")));
    if (xp !== undefined && total !== xp) c.add([...p, "xp_ledger"], `sums to ${total}, but xp is ${xp}`);
  }

  const claims = arr(get(m, "claims")).map((claim, k) => {
    const cp: Path = [...p, "claims", k];
    once(c, ids, lower(get(claim, "id")), [...cp, "id"]);
    const reward = lower(get(claim, "reward"));
    if (reward !== undefined && !parts.rewardIds.has(reward)) c.add([...cp, "reward"], `reward ${reward} is not a reward of this programme`);
    return c.time([...cp, "created_at"], get(claim, "created_at"), c.utc);
  });
  if (!isObj(m)) return { joined: undefined, ledger: [], xpLedger: [], claims: [] };
  return { joined, ledger, xpLedger, claims };
}
