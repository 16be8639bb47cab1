/**
 * Forms. Which forms are the crew's: forms owned by the crew itself, and forms owned by a page
 * the crew manages, whichever crew created them (the same routing as the form.submitted webhook,
 * docs/guides/webhooks.md). A form on a page the crew no longer manages is not its form. Slugs
 * are unique per creating crew, so on a clash `GET /v1/forms/{slug}` takes the crew's own form.
 */
import { z } from "zod";
import { FormDetail, FormSummary } from "@/lib/content/schemas";
import { defineEndpoint } from "@/lib/http/endpoint";
import type { Locale } from "@/lib/http/locale";
import { notFound } from "@/lib/http/problem";
import type { Site } from "@/lib/crew/site";
import { smallListOf } from "@/lib/http/lists";
import { formAvailability, type FormAvailability } from "./availability";
import { crewForm, crewForms, type FormRow } from "./queries";

/** The form's public page: slugs are unique within the crew that created the form. */
const formUrl = (s: Site, crewSlug: string, slug: string) => `${s.siteUrl}/forms/${crewSlug}/${slug}`;

function availabilityOf(f: FormRow, now: Date): Exclude<FormAvailability, "draft"> {
  const a = formAvailability(
    { draft: f.draft, questionCount: f.questions.length, opensAt: f.opensAt, closesAt: f.closesAt, maxResponses: f.maxResponses, responses: f.responses },
    now,
  );
  if (a === "draft") throw new Error("draft forms are filtered out before serialising");
  return a;
}

function summaryOut(f: FormRow, crewSlug: string, s: Site, now: Date): z.infer<typeof FormSummary> {
  return {
    slug: f.slug,
    title: f.title,
    description: f.description,
    availability: availabilityOf(f, now),
    opens_at: f.opensAt?.toISOString() ?? null,
    closes_at: f.closesAt?.toISOString() ?? null,
    owner: f.ownerType === "crew" ? { type: "crew", id: crewSlug } : { type: f.ownerType as "promoter" | "venue" | "artist", id: f.ownerId! },
    url: formUrl(s, crewSlug, f.slug),
  };
}

const str = (v: unknown, fallback: string) => (typeof v === "string" ? v : fallback);

/** The button label when the organiser typed none: text the API writes itself, so it follows `locale`. */
const SUBMIT: Record<Locale, string> = { en: "Submit", fr: "Envoyer", de: "Absenden", es: "Enviar", it: "Invia", nl: "Versturen", uk: "Надіслати" };

function questionOut(q: Record<string, unknown>) {
  const options = Array.isArray(q.options) && q.options.every((o) => typeof o === "string") ? (q.options as string[]) : null;
  return { key: str(q.key, ""), type: str(q.type, "text"), label: str(q.label, ""), required: q.required === true, options };
}

export const listForms = defineEndpoint({
  id: "list_forms",
  mcpTool: true,
  method: "GET",
  path: "/v1/forms",
  tag: "Content",
  summary: "The crew's public forms",
  description: [
    "Published forms of the crew: forms owned by the crew itself (`owner: { type: \"crew\", id: <crew slug> }`) and forms owned by a page the crew manages (`owner: { type, id: <page id> }`). Drafts are left out. Sorted by title, then slug. No pagination.",
    "",
    "`availability` is derived at request time: `empty` (no question), `closed` (at or after `closes_at`), `scheduled` (before `opens_at`), `full` (the response cap is reached), else `open`, the first that holds. `url` is the form's public page.",
  ].join("\n"),
  scopes: ["read:content"],
  publishable: true,
  cache: 120,
  envelope: "small-list",
  response: smallListOf(FormSummary),
  handler: async ({ crew, now }) => {
    const [found, s] = await Promise.all([crewForms(crew), crew.site()]);
    return { data: found.map((r) => summaryOut(r.f, r.crewSlug, s, now)) };
  },
});

export const getForm = defineEndpoint({
  id: "get_form",
  mcpTool: true,
  method: "GET",
  path: "/v1/forms/{slug}",
  tag: "Content",
  summary: "One public form",
  description: [
    "One published form of the crew as its public page shows it: the fields of the summary, `id`, `captures_contact` (whether it asks for contact details), `definition_version` (changes when the questions change), the display `settings` (`show_progress`, `submit_label` — in the request's `locale` when the organiser typed none —, `consent_text`) and `questions` in page order (`key`, `type`, `label`, `required`, `options` for choice questions).",
    "",
    "Organiser-only settings (notifications, redirects) and responses are never returned. Drafts, unknown slugs and forms of other crews answer 404 `not_found`. When two forms of the crew share a slug (one created by another crew on a shared page), the crew's own form is returned.",
  ].join("\n"),
  scopes: ["read:content"],
  publishable: true,
  cache: 60,
  envelope: "single",
  params: z.object({ slug: z.string().max(64).regex(/^[a-z0-9](?:[a-z0-9-]{0,62}[a-z0-9])?$/) }),
  response: FormDetail,
  errors: ["not_found"],
  handler: async ({ crew, params, now, locale }) => {
    const [hit, s] = await Promise.all([crewForm(crew, params.slug), crew.site()]);
    if (!hit) throw notFound();
    const { f } = hit;
    const summary = summaryOut(f, hit.crewSlug, s, now);
    const settings = f.settings;
    return {
      id: f.id,
      slug: summary.slug,
      title: summary.title,
      description: summary.description,
      availability: summary.availability,
      opens_at: summary.opens_at,
      closes_at: summary.closes_at,
      owner: summary.owner,
      url: summary.url,
      captures_contact: f.capturesContact,
      definition_version: f.definitionVersion,
      settings: {
        show_progress: settings.show_progress === true,
        submit_label: str(settings.submit_label, SUBMIT[locale]),
        consent_text: typeof settings.consent_text === "string" ? settings.consent_text : null,
      },
      questions: f.questions.map(questionOut),
    };
  },
});
