/**
 * A form's answers checked against its questions (pure): one error per question that is wrong
 * (`answers.<key>`), one per key that is no question of the form. Question types and what they
 * take:
 *   text, phone: a string, at most 1,000 characters;   textarea: a string, at most 10,000;
 *   email: an e-mail address;   url: an http(s) address;   number: a finite number;
 *   date: YYYY-MM-DD;   checkbox: true or false;
 *   choice (also radio, select): one of the question's `options`;
 *   multi_choice (also checkboxes, multiselect): a list of distinct options;
 *   any other type: a string, at most 10,000 characters.
 * A required question needs an answer that is not null, blank or an empty list (a checkbox: true
 * or false). An optional question may be left out or null. Strings are kept as sent, trimmed.
 */
import { z } from "zod";
import type { FieldError } from "@/lib/http/problem";

export interface Question {
  key: string;
  type: string;
  required: boolean;
  options: string[];
}

/** The questions as stored (the world keeps them as loose objects). */
export function readQuestions(stored: Record<string, unknown>[]): Question[] {
  return stored.map((q) => ({
    key: String(q.key),
    type: String(q.type ?? "text"),
    required: q.required === true,
    options: Array.isArray(q.options) ? q.options.map((o) => (o && typeof o === "object" && "value" in o ? String((o as { value: unknown }).value) : String(o))) : [],
  }));
}

const SINGLE = new Set(["choice", "radio", "select"]);
const MULTI = new Set(["multi_choice", "checkboxes", "multiselect"]);
const email = z.email();
const date = z.iso.date();

const blank = (v: unknown) => v === undefined || v === null || (typeof v === "string" && v.trim() === "") || (Array.isArray(v) && v.length === 0);

/** The answer kept for a question, or the message saying what is wrong. */
function check(q: Question, v: unknown): { value: unknown } | { message: string } {
  const string = (max: number) => {
    if (typeof v !== "string") return { message: "Must be a string." };
    const s = v.trim();
    return s.length > max ? { message: `At most ${max.toLocaleString("en")} characters.` } : { value: s };
  };
  switch (q.type) {
    case "text":
    case "phone":
      return string(1000);
    case "textarea":
      return string(10_000);
    case "email": {
      const s = string(254);
      return "value" in s && !email.safeParse(s.value).success ? { message: "Must be a valid e-mail address." } : s;
    }
    case "url": {
      const s = string(2048);
      return "value" in s && !/^https?:\/\/[^\s/]+\S*$/i.test(String(s.value)) ? { message: "Must be an http or https address." } : s;
    }
    case "number":
      return typeof v === "number" && Number.isFinite(v) ? { value: v } : { message: "Must be a number." };
    case "date": {
      const s = string(10);
      return "value" in s && !date.safeParse(s.value).success ? { message: "Must be a date as YYYY-MM-DD." } : s;
    }
    case "checkbox":
      return typeof v === "boolean" ? { value: v } : { message: "Must be true or false." };
    default:
      break;
  }
  if (SINGLE.has(q.type)) {
    return typeof v === "string" && q.options.includes(v) ? { value: v } : { message: `Must be one of ${q.options.join(", ")}.` };
  }
  if (MULTI.has(q.type)) {
    const ok = Array.isArray(v) && v.every((x) => typeof x === "string" && q.options.includes(x)) && new Set(v).size === v.length;
    return ok ? { value: v } : { message: `Must be a list of distinct values among ${q.options.join(", ")}.` };
  }
  return string(10_000);
}

/** The answers to keep (by question key, in the form's order), or the errors. */
export function checkAnswers(questions: Question[], answers: Record<string, unknown>): { answers: Record<string, unknown> } | { errors: FieldError[] } {
  const errors: FieldError[] = [];
  const kept: Record<string, unknown> = {};
  const keys = new Set(questions.map((q) => q.key));
  for (const q of questions) {
    const v = answers[q.key];
    if (blank(v) && !(q.type === "checkbox" && typeof v === "boolean")) {
      if (q.required) errors.push({ param: `answers.${q.key}`, message: "Is required." });
      continue;
    }
    const r = check(q, v);
    if ("message" in r) errors.push({ param: `answers.${q.key}`, message: r.message });
    else kept[q.key] = r.value;
  }
  for (const k of Object.keys(answers)) if (!keys.has(k)) errors.push({ param: `answers.${k}`, message: "Is not a question of this form." });
  return errors.length ? { errors } : { answers: kept };
}
