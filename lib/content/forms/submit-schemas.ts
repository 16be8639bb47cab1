/** POST /v1/forms/{slug}/submit: the body and the answer. */
import { z } from "zod";
import { LOCALES } from "@/lib/http/locale";

export const SubmitFormParams = z.object({ slug: z.string().max(64).regex(/^[a-z0-9](?:[a-z0-9-]{0,62}[a-z0-9])?$/) });

const personName = () => z.string("Must be a string.").trim().min(1, "Must not be blank.").max(200, "At most 200 characters.");

export const FormContact = z
  .strictObject({
    email: z.email("Must be a valid e-mail address.").max(254, "At most 254 characters."),
    first_name: personName(),
    last_name: personName(),
    phone: z.string("Must be a string.").trim().min(1, "Must not be blank.").max(50, "At most 50 characters.").nullish(),
    marketing_opt_in: z.boolean("Must be true or false.").describe("Whether the person agreed to marketing mail from the form's owner."),
  })
  .meta({ id: "FormContact" });

export const SubmitFormBody = z
  .strictObject({
    answers: z
      .record(z.string().max(100, "A question key is at most 100 characters."), z.unknown(), "Must be an object of answers by question key.")
      .refine((a) => Object.keys(a).length <= 200, "At most 200 answers.")
      .describe("Answers by question key; see the description for what each question type takes."),
    contact: FormContact.nullish().describe("Required when the form captures contact details (`captures_contact` in GET /v1/forms/{slug}); refused otherwise."),
    locale: z.enum(LOCALES, `Must be one of ${LOCALES.join(", ")}.`).optional().describe("The language the visitor answered in; default: the request's locale."),
    client_ip: z.string().max(64, "At most 64 characters.").optional().describe("The visitor's address: the per-visitor limit then counts that visitor instead of the whole key."),
  })
  .meta({ id: "FormSubmissionInput" });
export type SubmitFormInput = z.output<typeof SubmitFormBody>;

export const FormSubmissionAnswer = z
  .object({
    id: z.uuid().max(36).describe("The response's id, as in the form.submitted webhook."),
    completed_at: z.iso.datetime({ offset: true }).max(40),
  })
  .meta({ id: "FormSubmission" });
