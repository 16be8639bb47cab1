/** The answer rules of form submissions, per question type (pure). */
import { describe, expect, it } from "vitest";
import { checkAnswers, readQuestions } from "@/lib/content/forms/submit-answers";

const q = (type: string, extra: Record<string, unknown> = {}) => readQuestions([{ key: "a", type, label: "A", required: true, ...extra }]);
const ok = (type: string, value: unknown, extra?: Record<string, unknown>) => checkAnswers(q(type, extra), { a: value });
const refused = (type: string, value: unknown, extra?: Record<string, unknown>) => {
  const r = ok(type, value, extra);
  expect("errors" in r, `${type} ${JSON.stringify(value)}`).toBe(true);
  return "errors" in r ? r.errors : [];
};

describe("checkAnswers", () => {
  it("takes each type's values", () => {
    expect(ok("text", " hi ")).toEqual({ answers: { a: "hi" } });
    expect(ok("email", "a@b.example")).toEqual({ answers: { a: "a@b.example" } });
    expect(ok("url", "https://example.com/x")).toEqual({ answers: { a: "https://example.com/x" } });
    expect(ok("number", 0)).toEqual({ answers: { a: 0 } });
    expect(ok("date", "2026-02-28")).toEqual({ answers: { a: "2026-02-28" } });
    expect(ok("checkbox", false)).toEqual({ answers: { a: false } });
    expect(ok("choice", "M", { options: ["S", "M"] })).toEqual({ answers: { a: "M" } });
    expect(ok("multi_choice", ["S", "M"], { options: ["S", "M", "L"] })).toEqual({ answers: { a: ["S", "M"] } });
    expect(ok("choice", "b", { options: [{ value: "a" }, { value: "b" }] })).toEqual({ answers: { a: "b" } });
    expect(ok("rating-stars", "5")).toEqual({ answers: { a: "5" } });
  });

  it("refuses what a type does not take, naming the question", () => {
    expect(refused("email", "nope")).toEqual([{ param: "answers.a", message: "Must be a valid e-mail address." }]);
    refused("url", "ftp://x");
    refused("number", "3");
    refused("number", Number.NaN);
    refused("date", "2026-02-30");
    refused("checkbox", "yes");
    refused("choice", "XL", { options: ["S"] });
    refused("multi_choice", ["S", "S"], { options: ["S"] });
    refused("multi_choice", "S", { options: ["S"] });
    refused("text", "x".repeat(1001));
    refused("text", 5);
  });

  it("requires an answer that is not null, blank or empty, and lets optional questions be left out", () => {
    for (const v of [undefined, null, "  ", []]) expect(refused("text", v)).toEqual([{ param: "answers.a", message: "Is required." }]);
    const optional = readQuestions([{ key: "a", type: "text", label: "A" }]);
    expect(checkAnswers(optional, {})).toEqual({ answers: {} });
    expect(checkAnswers(optional, { a: null })).toEqual({ answers: {} });
    expect(checkAnswers(optional, { b: 1 })).toEqual({ errors: [{ param: "answers.b", message: "Is not a question of this form." }] });
  });
});
