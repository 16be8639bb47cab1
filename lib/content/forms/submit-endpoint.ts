/** POST /v1/forms/{slug}/submit: a visitor's answers to one of the crew's published forms. */
import { visitorLimitText } from "@/lib/limits/visitor-limit-text";
import { ALLOWANCES } from "@/lib/limits/plans";
import { defineEndpoint } from "@/lib/http/endpoint";
import { submitForm } from "./submit-query";
import { FormSubmissionAnswer, SubmitFormBody, SubmitFormParams } from "./submit-schemas";
import { perVisitor } from "@/lib/limits/route-limits";

export const submitFormEndpoint = defineEndpoint({
  id: "submit_form",
  emits: ["form.submitted"],
  method: "POST",
  path: "/v1/forms/{slug}/submit",
  tag: "Content",
  summary: "Submit answers to a form",
  description: [
    "Records a completed response to the form (found as `GET /v1/forms/{slug}` finds it) and answers **201** `{ id, completed_at }`. The form's response count goes up by exactly one, even under concurrent submissions, and `form.submitted` goes to the crew that owns the form and the crews managing its page.",
    "",
    "**Answers.** `answers` holds one value per question key. What each question type takes: `text` and `phone` a string (at most 1,000 characters), `textarea` a string (at most 10,000), `email` an e-mail address, `url` an http(s) address, `number` a number, `date` YYYY-MM-DD, `checkbox` true or false, `choice` one of the question's options, `multi_choice` a list of distinct options; other types a string. A required question needs a value that is not null, blank or an empty list; an optional one may be left out or null. Strings are kept trimmed.",
    "",
    "**Contact.** `contact` `{ email, first_name, last_name, phone?, marketing_opt_in }` is required when the form captures contact details (`captures_contact: true` in the form detail) and refused when it does not.",
    "",
    "**Errors.** A wrong body answers **422** validation_error with one `errors` entry per question that is wrong (`param` `answers.<key>`), one per key that is no question of the form, and one for `contact` when it is missing or not wanted. A draft form, another crew's form and an unknown slug answer the same **404**. A form that takes no responses answers **409** `conflict` with `reason`: `closed` (after `closes_at`), `scheduled` (before `opens_at`), `full` (`max_responses` reached) or `empty` (published without questions); that check comes before the answers are checked.",
    "",
    `**Limits.** ${visitorLimitText(ALLOWANCES.formSubmissionsPerVisitorPerMinute, "submissions")}; on top of the key's write allowance. Over a limit: 429 \`rate_limited\` with \`Retry-After\`.`,
    "",
    "**Idempotency.** Send an `Idempotency-Key` (1 to 255 visible ASCII characters) to retry safely: the same key with the same body within 24 hours answers the first answer again (with `Idempotent-Replayed: true`) without a second response; another body with that key is 422 `idempotency_mismatch`; a retry while the first still runs is 409 `conflict`. Only successful answers are kept.",
  ].join("\n"),
  scopes: ["write:forms"],
  publishable: false,
  cache: "no-store",
  limits: [perVisitor("formsubmit", ALLOWANCES.formSubmissionsPerVisitorPerMinute)],
  envelope: "single",
  params: SubmitFormParams,
  body: SubmitFormBody,
  response: FormSubmissionAnswer,
  status: 201,
  idempotent: true,
  errors: ["not_found", "conflict", "idempotency_mismatch", "rate_limited"],
  headers: [{ name: "Idempotency-Key", description: "1 to 255 visible ASCII characters; makes retries safe for 24 hours." }],
  handler: ({ crew, params, body, now, locale }) => submitForm(crew, params.slug, body, { now, locale }),
});
