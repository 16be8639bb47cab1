/**
 * `fields`: keep only the named fields (id always kept), one level of nesting (`venue.name`), at
 * most 40 names; applied to each item of a list. Valid names come from the declared response
 * schema, so an unknown name is refused before any work is done.
 */
import { z } from "zod";
import type { FieldError } from "./problem";

export const MAX_FIELDS = 40;

export interface FieldSelection {
  top: Set<string>;
  nested: Map<string, Set<string>>;
}

/** The object schema that `fields` applies to: a list's item, a small list's item, or the object itself. */
export function fieldTarget(response: z.ZodType, envelope: "list" | "small-list" | "single"): z.ZodObject | null {
  let target: z.ZodType | undefined = response;
  if (envelope !== "single") {
    const data = objectShape(response)?.data;
    target = data ? unwrap(data) : undefined;
    target = target instanceof z.ZodArray ? (target.element as z.ZodType) : undefined;
  }
  target = target ? unwrap(target) : undefined;
  return target instanceof z.ZodObject ? target : null;
}

function unwrap(t: z.ZodType): z.ZodType {
  let cur: z.ZodType = t;
  for (let i = 0; i < 10; i++) {
    if (cur instanceof z.ZodOptional || cur instanceof z.ZodNullable || cur instanceof z.ZodDefault) cur = cur.unwrap() as z.ZodType;
    else if (cur instanceof z.ZodPipe) cur = cur.out as z.ZodType;
    else break;
  }
  return cur;
}

function objectShape(t: z.ZodType): Record<string, z.ZodType> | null {
  const u = unwrap(t);
  return u instanceof z.ZodObject ? (u.shape as Record<string, z.ZodType>) : null;
}

function nestedShape(t: z.ZodType): Record<string, z.ZodType> | null {
  const u = unwrap(t);
  if (u instanceof z.ZodArray) return objectShape(u.element as z.ZodType);
  return objectShape(u);
}

export function parseFields(raw: string, target: z.ZodObject | null): { selection: FieldSelection | null; errors: FieldError[] } {
  const names = raw.split(",").map((s) => s.trim()).filter(Boolean);
  if (!target) return { selection: null, errors: [{ param: "fields", message: "This route does not support fields." }] };
  if (names.length === 0) return { selection: null, errors: [{ param: "fields", message: "Name at least one field." }] };
  if (names.length > MAX_FIELDS) return { selection: null, errors: [{ param: "fields", message: `At most ${MAX_FIELDS} field names.` }] };
  const shape = target.shape as Record<string, z.ZodType>;
  const selection: FieldSelection = { top: new Set(["id"]), nested: new Map() };
  const unknown: string[] = [];
  for (const name of names) {
    const [head, sub, ...rest] = name.split(".");
    if (!head || !(head in shape) || rest.length > 0) {
      unknown.push(name);
      continue;
    }
    if (sub === undefined) {
      selection.top.add(head);
      continue;
    }
    const inner = nestedShape(shape[head]!);
    if (!inner || !(sub in inner)) {
      unknown.push(name);
      continue;
    }
    if (!selection.nested.has(head)) selection.nested.set(head, new Set(["id" in inner ? "id" : sub]));
    selection.nested.get(head)!.add(sub);
  }
  if (unknown.length) {
    return { selection: null, errors: [{ param: "fields", message: `Unknown field${unknown.length > 1 ? "s" : ""}: ${unknown.join(", ")}. Known: ${Object.keys(shape).join(", ")}.` }] };
  }
  return { selection, errors: [] };
}

function pick(obj: Record<string, unknown>, keep: Set<string>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const k of Object.keys(obj)) if (keep.has(k)) out[k] = obj[k];
  return out;
}

function applyToObject(obj: Record<string, unknown>, sel: FieldSelection): Record<string, unknown> {
  const out = pick(obj, new Set([...sel.top, ...sel.nested.keys()]));
  for (const [name, keep] of sel.nested) {
    if (sel.top.has(name)) continue; // the whole field was asked for as well
    const v = out[name];
    if (Array.isArray(v)) out[name] = v.map((x) => (x && typeof x === "object" ? pick(x as Record<string, unknown>, keep) : x));
    else if (v && typeof v === "object") out[name] = pick(v as Record<string, unknown>, keep);
  }
  return out;
}

export function applyFields(body: unknown, sel: FieldSelection, envelope: "list" | "small-list" | "single"): unknown {
  if (envelope === "single") return applyToObject(body as Record<string, unknown>, sel);
  const b = body as { data: Record<string, unknown>[] };
  return { ...b, data: b.data.map((item) => applyToObject(item, sel)) };
}
