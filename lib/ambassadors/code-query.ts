/**
 * The code lookup (GET /v1/ambassador-code) and the `discount_id` it hands out for ticket
 * checkout. Every miss is the same null (the route's one 404): an unknown code, a code of a
 * programme whose page the crew does not manage, an event outside the crew graph or not in the
 * programme, a suspended member.
 *
 * `discount_id` is `amb_d_` and 48 base64url characters: the member id and event id sealed with a
 * synthetic IV (AES-256-CTR under an IV that is an HMAC of the plaintext), so the same code on
 * the same event always gives the same id, nobody can make one up or read the member id out of
 * it, and `resolveDiscountId` opens it without a table. The keys derive from the cursor secret
 * (CURSOR_SECRET, else the settings row): changing that secret retires every discount id.
 */
import { createCipheriv, createDecipheriv, createHmac, timingSafeEqual } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { scopeDb, type CrewScope } from "@/lib/crew/scope";
import type { Db } from "@/lib/db/client";
import { ambassadorMembers, ambassadorPrograms } from "@/lib/db/schema";
import { cursorKey } from "@/lib/http/cursor";
import { lookupCode, type CodeDiscount } from "./rules";
import { withEvents } from "./programme-query";
import { toMember, type MemberRow, type ProgrammeRow } from "./serialize";

export const DISCOUNT_ID_PREFIX = "amb_d_";
const DISCOUNT_ID_PATTERN = /^amb_d_[A-Za-z0-9_-]{48}$/;

const subKey = (secret: Buffer, use: string) => createHmac("sha256", secret).update(`ambassador discount id: ${use}`).digest();

function plaintext(memberId: string, eventId: number): Buffer {
  const out = Buffer.alloc(20);
  Buffer.from(memberId.replace(/-/g, ""), "hex").copy(out, 0);
  out.writeUInt32BE(eventId, 16);
  return out;
}

const siv = (secret: Buffer, plain: Buffer) => createHmac("sha256", subKey(secret, "mac")).update(plain).digest().subarray(0, 16);
const ctr = (secret: Buffer, iv: Buffer, data: Buffer, decrypt: boolean) => {
  const c = decrypt ? createDecipheriv("aes-256-ctr", subKey(secret, "enc"), iv) : createCipheriv("aes-256-ctr", subKey(secret, "enc"), iv);
  return Buffer.concat([c.update(data), c.final()]);
};

/** The stable, opaque id of a member's code on one event. */
export function sealDiscountId(secret: Buffer, memberId: string, eventId: number): string {
  const plain = plaintext(memberId, eventId);
  const iv = siv(secret, plain);
  return DISCOUNT_ID_PREFIX + Buffer.concat([iv, ctr(secret, iv, plain, false)]).toString("base64url");
}

/** The member and event a discount id names, or null when it is malformed or not ours. */
export function openDiscountId(secret: Buffer, discountId: string): { memberId: string; eventId: number } | null {
  if (!DISCOUNT_ID_PATTERN.test(discountId)) return null;
  const raw = Buffer.from(discountId.slice(DISCOUNT_ID_PREFIX.length), "base64url");
  if (raw.length !== 36) return null;
  const iv = raw.subarray(0, 16);
  const plain = ctr(secret, iv, raw.subarray(16), true);
  if (!timingSafeEqual(iv, siv(secret, plain))) return null;
  const hex = plain.subarray(0, 16).toString("hex");
  const memberId = `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
  return { memberId, eventId: plain.readUInt32BE(16) };
}

export interface CodeOnEvent {
  member_id: string;
  event_id: number;
  code: string;
  first_name: string;
  discount: CodeDiscount;
  discount_id: string;
}

/** The member's code on the event, when the crew reaches the programme and the event and the code works there. */
async function codeOnEvent(crew: CrewScope, db: Db, found: { member: MemberRow; programme: ProgrammeRow } | undefined, eventId: number): Promise<CodeOnEvent | null> {
  if (!found) return null;
  const { member, programme } = found;
  if (!(await crew.manages(programme.ownerType, programme.ownerId)) || !(await crew.seesEvent(eventId))) return null;
  const hit = lookupCode(await withEvents(db, programme), [toMember(member)], eventId, member.code);
  if (!hit) return null;
  return {
    member_id: member.id,
    event_id: eventId,
    code: member.code,
    first_name: member.firstName,
    discount: hit.discount,
    discount_id: sealDiscountId(await cursorKey(db), member.id, eventId),
  };
}

const memberWithProgramme = (db: Db) =>
  db.select({ member: ambassadorMembers, programme: ambassadorPrograms }).from(ambassadorMembers).innerJoin(ambassadorPrograms, eq(ambassadorPrograms.id, ambassadorMembers.programId));

/** A code (any case) on an event, or null: every miss alike. */
export async function findCode(crew: CrewScope, eventId: number, code: string): Promise<CodeOnEvent | null> {
  const db = scopeDb(crew);
  const [found] = await memberWithProgramme(db)
    .where(sql`lower(${ambassadorMembers.code}) = ${code.toLowerCase()}`)
    .limit(1);
  return codeOnEvent(crew, db, found, eventId);
}

/**
 * What a `discount_id` from the code lookup gives now, for ticket checkout: checked again against
 * the current data (the member may have been suspended, the event dropped from the programme, the
 * page left the crew), so a stale or foreign id is null like a forged one.
 */
export async function resolveDiscountId(crew: CrewScope, discountId: string): Promise<CodeOnEvent | null> {
  const db = scopeDb(crew);
  const named = openDiscountId(await cursorKey(db), discountId);
  if (!named) return null;
  const [found] = await memberWithProgramme(db).where(eq(ambassadorMembers.id, named.memberId)).limit(1);
  return codeOnEvent(crew, db, found, named.eventId);
}

/** The route's answer. */
export const codeAnswer = (c: CodeOnEvent) => ({
  code: c.code,
  discount_id: c.discount_id,
  ambassador_first_name: c.first_name,
  percentage: c.discount.percentage,
  amount: c.discount.amount,
  min_order_amount: c.discount.min_order_amount,
});
