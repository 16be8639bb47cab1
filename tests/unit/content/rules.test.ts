import { describe, expect, it } from "vitest";
import { formAvailability, type FormState } from "@/lib/content/forms/availability";
import { newsVisible } from "@/lib/content/news/visibility";

const NOW = new Date("2026-06-01T12:00:00Z");
const at = (iso: string) => new Date(iso);

describe("news visibility", () => {
  it.each([
    ["published an hour ago", { draft: false, publishedAt: at("2026-06-01T11:00:00Z") }, true],
    ["published this very instant", { draft: false, publishedAt: NOW }, true],
    ["scheduled a millisecond ahead", { draft: false, publishedAt: at("2026-06-01T12:00:00.001Z") }, false],
    ["scheduled next week", { draft: false, publishedAt: at("2026-06-08T12:00:00Z") }, false],
    ["a draft dated in the past", { draft: true, publishedAt: at("2026-05-01T12:00:00Z") }, false],
    ["a draft dated ahead", { draft: true, publishedAt: at("2026-07-01T12:00:00Z") }, false],
  ])("%s → %s", (_name, post, visible) => {
    expect(newsVisible(post, NOW)).toBe(visible);
  });
});

describe("form availability", () => {
  const base: FormState = { draft: false, questionCount: 2, opensAt: null, closesAt: null, maxResponses: null, responses: 0 };
  it.each<[string, Partial<FormState>, string]>([
    ["no dates, no cap", {}, "open"],
    ["inside its window", { opensAt: at("2026-05-01T00:00:00Z"), closesAt: at("2026-07-01T00:00:00Z") }, "open"],
    ["opens this very instant", { opensAt: NOW }, "open"],
    ["opens later", { opensAt: at("2026-06-02T00:00:00Z") }, "scheduled"],
    ["closed yesterday", { closesAt: at("2026-05-31T12:00:00Z") }, "closed"],
    ["closes this very instant", { closesAt: NOW }, "closed"],
    ["closes later", { closesAt: at("2026-06-01T12:00:01Z") }, "open"],
    ["cap reached", { maxResponses: 3, responses: 3 }, "full"],
    ["one place left", { maxResponses: 3, responses: 2 }, "open"],
    ["cap reached but closed", { maxResponses: 3, responses: 3, closesAt: at("2026-05-31T00:00:00Z") }, "closed"],
    ["cap reached before opening", { maxResponses: 1, responses: 1, opensAt: at("2026-06-02T00:00:00Z") }, "scheduled"],
    ["no question", { questionCount: 0 }, "empty"],
    ["no question and closed", { questionCount: 0, closesAt: at("2026-05-31T00:00:00Z") }, "empty"],
    ["a draft", { draft: true }, "draft"],
    ["a draft without questions", { draft: true, questionCount: 0 }, "draft"],
  ])("%s → %s", (_name, patch, expected) => {
    expect(formAvailability({ ...base, ...patch }, NOW)).toBe(expected);
  });
});
