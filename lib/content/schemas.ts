/**
 * The content's resource shapes (news posts, partners, press kits, forms), as zod schemas: the
 * response schemas of the content routes and their OpenAPI components.
 */
import { z } from "zod";
import { Artist } from "@/lib/catalogue/schemas";
import { body, count32, id32, name, text, ts, url, word } from "@/lib/http/schemas";

export const NewsPost = z
  .object({ id: id32(), title: name(), body_markdown: body(), body_html: body().describe("Sanitised HTML."), hero_image_url: url().nullable(), published_at: ts() })
  .meta({ id: "NewsPost" });

export const Partner = z
  .object({ id: id32(), name: name(), logo_url: url().nullable(), website_url: url().nullable(), owner: z.object({ type: z.enum(["promoter", "venue"]), id: id32() }) })
  .meta({ id: "Partner" });

const presskitSummaryFields = {
  // z.guid: a world may give any 8-4-4-4-12 id, not only RFC 4122 versions.
  id: z.guid().max(36),
  artist_id: id32(),
  title: name(),
  status: z.enum(["public", "private", "draft"]),
  protected: z.boolean().describe("True when a Presskit-Password is needed."),
  is_default: z.boolean(),
  updated_at: ts(),
  url: url(),
};
export const PresskitSummary = z.object(presskitSummaryFields).meta({ id: "PresskitSummary" });
export const PresskitDetail = z
  .object({
    ...presskitSummaryFields,
    artist: Artist,
    sections: z.array(word()).max(100),
    style: z.object({ accent_color: word(), hero_image_url: url().nullable() }),
    bio_version: word(),
    bio_overrides: z.record(z.string(), z.unknown()),
    press_quotes: z.array(z.unknown()).max(1000),
    files: z.array(z.object({ id: word(), type: word(), url: url(), filename: name(), size_bytes: z.int().min(0).max(Number.MAX_SAFE_INTEGER) })).max(1000),
  })
  .meta({ id: "PresskitDetail" });

export const FormAvailability = z.enum(["scheduled", "open", "full", "closed", "empty"]);
const formOwner = z.object({ type: z.enum(["crew", "promoter", "venue", "artist"]), id: z.union([id32(), z.string().max(100)]).describe("Page id, or the crew's slug for a crew form.") });
export const FormSummary = z
  .object({ slug: word(), title: name(), description: text().nullable(), availability: FormAvailability, opens_at: ts().nullable(), closes_at: ts().nullable(), owner: formOwner, url: url() })
  .meta({ id: "FormSummary" });
export const FormQuestion = z
  .object({
    key: word().describe("Name of the answer in a submission."),
    type: word().describe("Input kind as the organiser chose it (text, email, choice, ...)."),
    label: z.string().max(5000),
    required: z.boolean(),
    options: z.array(z.string().max(5000)).max(1000).nullable().describe("Choices of a choice question; null for other kinds."),
  })
  .meta({ id: "FormQuestion" });
export const FormDetail = z
  .object({
    id: z.guid().max(36),
    slug: word(),
    title: name(),
    description: text().nullable(),
    availability: FormAvailability,
    opens_at: ts().nullable(),
    closes_at: ts().nullable(),
    owner: formOwner,
    url: url(),
    captures_contact: z.boolean(),
    definition_version: count32(),
    settings: z
      .object({ show_progress: z.boolean(), submit_label: name(), consent_text: text().nullable() })
      .describe("The settings a public page renders; other organiser settings (notifications, redirects) stay private."),
    questions: z.array(FormQuestion).max(1000).describe("In the order the page asks them."),
  })
  .meta({ id: "FormDetail" });
