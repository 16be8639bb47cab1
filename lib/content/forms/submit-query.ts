/**
 * A response to one of the crew's published forms (POST /v1/forms/{slug}/submit). The form is
 * found as GET /v1/forms/{slug} finds it (a draft, another crew's form, a form on a page the crew
 * no longer manages: 404); it must be open (else 409 with the availability as `reason`); the
 * answers and contact are checked (422); then the count, the response and `form.submitted` are
 * written in one transaction, the count and the cap in one statement so the last place goes once.
 */
import { randomUUID } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import { scopeDb, type CrewScope } from "@/lib/crew/scope";
import { formResponses, forms } from "@/lib/db/schema";
import type { Locale } from "@/lib/http/locale";
import { bodyInvalid, conflict, notFound, type FieldError } from "@/lib/http/problem";
import { emitPlatformEvent } from "@/lib/webhooks/emit";
import { formAvailability, type FormAvailability } from "./availability";
import { crewForm } from "./queries";
import { checkAnswers, readQuestions } from "./submit-answers";
import type { SubmitFormInput } from "./submit-schemas";

const closedFor = (state: Exclude<FormAvailability, "open" | "draft">) => {
  const why = { closed: "it has closed", scheduled: "it is not open yet", full: "every place is taken", empty: "it has no questions" }[state];
  return conflict(`The form takes no responses: ${why}.`, { reason: state });
};

export async function submitForm(crew: CrewScope, slug: string, input: SubmitFormInput, facts: { now: Date; locale: Locale }): Promise<{ id: string; completed_at: string }> {
  const hit = await crewForm(crew, slug);
  if (!hit) throw notFound();
  const form = hit.f;
  const { now } = facts;
  const questions = readQuestions(form.questions);
  const state = formAvailability({ draft: form.draft, questionCount: questions.length, opensAt: form.opensAt, closesAt: form.closesAt, maxResponses: form.maxResponses, responses: form.responses }, now);
  if (state === "draft") throw notFound();
  if (state !== "open") throw closedFor(state);

  const checked = checkAnswers(questions, input.answers);
  const errors: FieldError[] = "errors" in checked ? [...checked.errors] : [];
  if (form.capturesContact && !input.contact) errors.push({ param: "contact", message: "This form captures contact details: send email, first_name, last_name and marketing_opt_in." });
  if (!form.capturesContact && input.contact) errors.push({ param: "contact", message: "This form does not capture contact details: leave contact out." });
  if (errors.length || "errors" in checked) throw bodyInvalid(errors);

  const id = randomUUID();
  const c = input.contact;
  const contact = c ? { email: c.email, first_name: c.first_name, last_name: c.last_name, phone: c.phone ?? null, marketing_opt_in: c.marketing_opt_in } : null;
  await scopeDb(crew).transaction(async (tx) => {
    const counted = await tx
      .update(forms)
      .set({ responses: sql`${forms.responses} + 1` })
      .where(and(eq(forms.id, form.id), sql`(${forms.maxResponses} IS NULL OR ${forms.responses} < ${forms.maxResponses})`))
      .returning({ id: forms.id });
    if (counted.length === 0) throw closedFor("full");
    await tx.insert(formResponses).values({ id, formId: form.id, completedAt: now, locale: input.locale ?? facts.locale, answers: checked.answers, contact });
    await emitPlatformEvent(tx, "form.submitted", { response_id: id }, { now });
  });
  return { id, completed_at: now.toISOString() };
}
