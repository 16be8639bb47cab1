/** POST /v1/newsletter-signup and POST /v1/newsletter-unsubscribe: the body and the one answer. */
import { z } from "zod";
import { LOCALES } from "@/lib/http/locale";

export const NEWSLETTER_OWNER_TYPES = ["artist", "promoter", "venue"] as const;

export const NewsletterBody = z
  .strictObject({
    owner: z
      .strictObject({
        type: z.enum(NEWSLETTER_OWNER_TYPES, "Must be artist, promoter or venue."),
        id: z.int("Must be a whole number.").min(1, "Must be a positive whole number.").max(2147483647, "Too large."),
      })
      .describe("The page whose newsletter it is: one the crew manages."),
    email: z.email("Must be a valid e-mail address.").max(254, "At most 254 characters.").describe("Compared without case."),
    first_name: z.string("Must be a string.").trim().min(1, "Must not be blank.").max(120, "At most 120 characters.").optional().describe("Kept with a sign-up; ignored by unsubscribe."),
    locale: z.enum(LOCALES, `Must be one of ${LOCALES.join(", ")}.`).optional().describe("The subscriber's language, kept with a sign-up; default: the request's locale. Ignored by unsubscribe."),
    client_ip: z.string().max(64, "At most 64 characters.").optional().describe("The visitor's address: the per-visitor limit then counts that visitor instead of the whole key."),
  })
  .meta({ id: "NewsletterInput" });
export type NewsletterInput = z.output<typeof NewsletterBody>;

export const NewsletterAnswer = z.object({ status: z.literal("accepted") }).meta({ id: "NewsletterAccepted" });
