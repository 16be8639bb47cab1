/**
 * `form.submitted` (lib/webhooks/event.ts), emitted when someone completes a form (./submit-query.ts,
 * the platform API's forms). It goes to the crew that owns the form, and the crews managing the
 * page that owns it.
 */
import { eq, sql } from "drizzle-orm";
import { z } from "zod";
import { rows, type Db } from "@/lib/db/client";
import { formResponses, forms } from "@/lib/db/schema";
import { name, word } from "@/lib/http/schemas";
import { defineWebhookEvent, subject, type Payload, type Reader } from "@/lib/webhooks/event";
import { email, instant, uuid } from "@/lib/webhooks/payload-fields";
import { managersOf } from "@/lib/webhooks/routing";
import { managedBy } from "@/lib/webhooks/samples";

const FormData = z.object({
  response: z.object({
    id: uuid(),
    form: z.object({ id: uuid(), slug: word(), title: name() }),
    completed_at: instant(),
    locale: z.string().max(35),
    answers: z.record(z.string().max(200), z.unknown()).nullable().describe("Question key to answer; null unless the webhook's `personal_data` is on."),
    contact: z
      .object({ email: email(), first_name: name(), last_name: name(), phone: z.string().max(50).nullable(), marketing_opt_in: z.boolean() })
      .nullable()
      .describe("Null unless the webhook's `personal_data` is on, or when the form takes no contact."),
  }),
});

async function formCrews(db: Reader, responseId: string): Promise<string[]> {
  const [row] = await db
    .select({ crewId: forms.crewId, ownerType: forms.ownerType, ownerId: forms.ownerId })
    .from(formResponses)
    .innerJoin(forms, eq(forms.id, formResponses.formId))
    .where(eq(formResponses.id, responseId))
    .limit(1);
  if (!row) return [];
  const managers = row.ownerType !== "crew" && row.ownerId !== null ? await managersOf(db, [{ type: row.ownerType, id: row.ownerId }]) : [];
  return [...new Set([row.crewId, ...managers])];
}

async function formData(db: Db, responseId: string, personal: boolean): Promise<Payload<z.output<typeof FormData>>> {
  const [r] = await db
    .select({ response: formResponses, form: { id: forms.id, slug: forms.slug, title: forms.title } })
    .from(formResponses)
    .innerJoin(forms, eq(forms.id, formResponses.formId))
    .where(eq(formResponses.id, responseId))
    .limit(1);
  if (!r) return { notSent: "The form response no longer exists." };
  const c = r.response.contact;
  return {
    data: {
      response: {
        id: r.response.id,
        form: r.form,
        completed_at: r.response.completedAt.toISOString(),
        locale: r.response.locale,
        answers: personal ? r.response.answers : null,
        contact: personal && c ? { email: c.email, first_name: c.first_name, last_name: c.last_name, phone: c.phone ?? null, marketing_opt_in: c.marketing_opt_in } : null,
      },
    },
  };
}

export const formSubmitted = defineWebhookEvent({
  type: "form.submitted",
  subject: subject<{ response_id: string }>(),
  data: FormData,
  personal: ["answers", "contact"],
  docs: {
    summary: "A form was completed",
    description: "Someone completes one of the crew's forms. Goes to the crew that owns the form and the crews managing its page. May pass 1 MB with long answers.",
    sentWhen: "someone completes a form",
    goesTo: "the crew that owns the form, and crews managing its page",
    data: "`{ response: { id, form: { id, slug, title }, completed_at, locale, answers, contact: { email, first_name, last_name, phone, marketing_opt_in } } }`",
    hint: "one of your forms is submitted",
  },
  crews: (db, s) => formCrews(db, String(s.response_id)),
  build: (db, s, call) => formData(db, String(s.response_id), call.personal),
  sample: {
    needs: "a response to one of its forms",
    builtFrom: "the newest response to one of your forms",
    async candidates(db, crewId, n) {
      const found = await rows<{ id: string }>(
        db,
        sql`SELECT r.id FROM form_responses r JOIN forms f ON f.id = r.form_id
            WHERE f.crew_id = ${crewId} OR (f.owner_type <> 'crew' AND f.owner_id IS NOT NULL AND ${managedBy(crewId, sql`f.owner_type`, sql`f.owner_id`)})
            ORDER BY r.completed_at DESC, r.id DESC LIMIT ${n}`,
      );
      return found.map((r) => ({ response_id: r.id }));
    },
  },
});
