import { z } from "zod";

export const KeySummary = z
  .object({
    id: z.guid(),
    type: z.enum(["secret", "publishable"]),
    scopes: z.array(z.string()),
    rate_limit: z.object({ per_minute: z.int(), per_day: z.int() }).describe("The key's own work budget."),
    limits: z
      .object({ requests_per_minute: z.int(), crew_work_per_minute: z.int(), crew_work_per_day: z.int(), bytes_per_day: z.int() })
      .describe("Wider ceilings: requests of the key, the crew's pooled work, response bytes a day."),
    websites: z.array(z.string()),
  })
  .meta({ id: "KeySummary" });

export const CrewRef = z.object({ id: z.guid(), name: z.string(), slug: z.string() }).meta({ id: "CrewRef" });

export const Me = z.object({ key: KeySummary, crew: CrewRef }).meta({ id: "Me" });

export const Crew = z
  .object({
    id: z.guid(),
    name: z.string(),
    slug: z.string(),
    pages: z.object({ artists: z.array(z.int()), promoters: z.array(z.int()) }),
  })
  .meta({ id: "Crew" });

export const CrewPage = z
  .object({
    type: z.enum(["artist", "promoter", "venue"]),
    id: z.int(),
    name: z.string(),
    image_url: z.string().nullable().describe("Null while the page is unpublished."),
    is_published: z.boolean(),
    page_url: z.string().nullable().describe("Null while the page is unpublished."),
  })
  .meta({ id: "CrewPage" });

export const Genre = z.object({ id: z.int(), name: z.string() }).meta({ id: "Genre" });
