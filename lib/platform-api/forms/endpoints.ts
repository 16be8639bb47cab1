/** The platform API's form route: a response submitted to a crew's form. */
import { z } from "zod";
import { definePlatformEndpoint } from "@/lib/http/endpoint";
import { LOCALES } from "@/lib/http/locale";
import { submitFormResponse } from "./forms-query";

const Slug = z.string().regex(/^[a-z0-9](?:[a-z0-9-]{0,62}[a-z0-9])?$/);

export const platformFormEndpoints = [
  definePlatformEndpoint({
    id: "platform_submit_form_response",
    emits: ["form.submitted"],
    method: "POST",
    path: "/platform/v1/forms/{slug}/responses",
    tag: "Platform: forms",
    summary: "Submit a form response",
    description: [
      "A completed response to the form with this slug: `answers` by question key, optional `contact` and `locale` (default `en`). The form's response count goes up; `form.submitted` goes to the crew that owns the form and the crews managing its page.",
      "",
      "Form slugs are unique within a crew only: when several crews have a form with this slug, name the crew with `?crew=<crew slug>` (without it: 400 `validation_error` on `crew`). An unknown slug, or a crew without that form, answers 404.",
      "",
      "A missing required answer, or an answer to no question of the form, answers 422 naming `answers.<key>`. A form that takes no responses (draft, without questions, closed, not open yet, full) answers 409 `conflict` with `reason` `form_draft`, `form_empty`, `form_closed`, `form_scheduled` or `form_full`.",
    ].join("\n"),
    envelope: "single",
    params: z.object({ slug: Slug }),
    query: z.object({ crew: Slug.optional().describe("The slug of the crew whose form it is; needed when several crews have a form with this slug.") }),
    body: z.strictObject({
      answers: z.record(z.string(), z.unknown()),
      contact: z
        .strictObject({
          email: z.email(),
          first_name: z.string().max(200),
          last_name: z.string().max(200),
          phone: z.string().max(50).nullable().optional(),
          marketing_opt_in: z.boolean().optional(),
        })
        .nullable()
        .optional(),
      locale: z.enum(LOCALES).optional(),
    }),
    response: z.object({ id: z.string(), form_id: z.string(), completed_at: z.string() }),
    status: 201,
    errors: ["conflict"],
    handler: async ({ platform, params, query, body, now }) => submitFormResponse(platform, params.slug, query.crew, body, now),
  }),
];
