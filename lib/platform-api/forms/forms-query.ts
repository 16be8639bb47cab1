/**
 * Form responses submitted through the platform API: the form found by slug (and crew when two
 * crews share the slug), the answers checked against its questions, then the response, the form's
 * count and `form.submitted` in one transaction.
 */
import { randomUUID } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import { formAvailability } from "@/lib/content/forms/availability";
import { crews, formResponses, forms } from "@/lib/db/schema";
import { bodyInvalid, conflict, notFound, queryInvalid, type FieldError } from "@/lib/http/problem";
import { platformDb, type PlatformScope } from "@/lib/auth/platform-scope";
import { emitPlatformEvent } from "@/lib/webhooks/emit";

export interface ResponseInput {
  answers: Record<string, unknown>;
  contact?: { email: string; first_name: string; last_name: string; phone?: string | null; marketing_opt_in?: boolean } | null;
  locale?: string;
}

export interface ResponseOut {
  id: string;
  form_id: string;
  completed_at: string;
}

export async function submitFormResponse(platform: PlatformScope, slug: string, crewSlug: string | undefined, input: ResponseInput, now: Date): Promise<ResponseOut> {
  const db = platformDb(platform);
  const found = await db
    .select({ form: forms, crew: crews.slug })
    .from(forms)
    .innerJoin(crews, eq(crews.id, forms.crewId))
    .where(crewSlug === undefined ? eq(forms.slug, slug) : and(eq(forms.slug, slug), eq(crews.slug, crewSlug)));
  if (found.length === 0) throw notFound();
  if (found.length > 1) {
    throw queryInvalid([{ param: "crew", message: `Several crews have a form ${JSON.stringify(slug)} (${found.map((f) => f.crew).sort().join(", ")}): name the crew by its slug.` }]);
  }
  const form = found[0]!.form;

  const errors: FieldError[] = [];
  const keys = new Set(form.questions.map((q) => String(q.key)));
  for (const q of form.questions) {
    const v = input.answers[String(q.key)];
    if (q.required === true && (v === undefined || v === null || v === "")) errors.push({ param: `answers.${String(q.key)}`, message: "is required" });
  }
  for (const k of Object.keys(input.answers)) if (!keys.has(k)) errors.push({ param: `answers.${k}`, message: "is not a question of this form" });
  if (errors.length) throw bodyInvalid(errors);

  const state = formAvailability(
    { draft: form.draft, questionCount: form.questions.length, opensAt: form.opensAt, closesAt: form.closesAt, maxResponses: form.maxResponses, responses: form.responses },
    now,
  );
  if (state !== "open") throw conflict(`The form takes no responses: it is ${state}.`, { reason: `form_${state}` });

  const id = randomUUID();
  const contact = input.contact
    ? { email: input.contact.email, first_name: input.contact.first_name, last_name: input.contact.last_name, phone: input.contact.phone ?? null, marketing_opt_in: input.contact.marketing_opt_in ?? false }
    : null;
  await db.transaction(async (tx) => {
    // The count and the cap in one statement: two responses can never both take the last place.
    const counted = await tx
      .update(forms)
      .set({ responses: sql`${forms.responses} + 1` })
      .where(and(eq(forms.id, form.id), sql`(${forms.maxResponses} IS NULL OR ${forms.responses} < ${forms.maxResponses})`))
      .returning({ id: forms.id });
    if (counted.length === 0) throw conflict("The form takes no responses: it is full.", { reason: "form_full" });
    await tx.insert(formResponses).values({ id, formId: form.id, completedAt: now, locale: input.locale ?? "en", answers: input.answers, contact });
    await emitPlatformEvent(tx, "form.submitted", { response_id: id }, { now });
  });
  return { id, form_id: form.id, completed_at: now.toISOString() };
}
