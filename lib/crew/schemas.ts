import { z } from "zod";
import { count32, id32, name, url, word } from "@/lib/http/schemas";

export const KeySummary = z
  .object({
    id: z.guid().max(36),
    type: z.enum(["secret", "publishable"]),
    scopes: z.array(word()).max(100),
    rate_limit: z.object({ per_minute: count32(), per_day: count32() }).describe("The key's own work budget."),
    limits: z
      .object({ requests_per_minute: count32(), crew_work_per_minute: count32(), crew_work_per_day: count32(), bytes_per_day: z.int().min(0).max(Number.MAX_SAFE_INTEGER) })
      .describe("Wider ceilings: requests of the key, the crew's pooled work, response bytes a day."),
    websites: z.array(url()).max(100),
  })
  .meta({ id: "KeySummary" });

export const CrewRef = z.object({ id: z.guid().max(36), name: name(), slug: word() }).meta({ id: "CrewRef" });

export const Me = z.object({ key: KeySummary, crew: CrewRef }).meta({ id: "Me" });

export const Crew = z
  .object({
    id: z.guid().max(36),
    name: name(),
    slug: word(),
    pages: z.object({ artists: z.array(id32()).max(100000), promoters: z.array(id32()).max(100000) }),
  })
  .meta({ id: "Crew" });

export const CrewPage = z
  .object({
    type: z.enum(["artist", "promoter", "venue"]),
    id: id32(),
    name: name(),
    image_url: url().nullable().describe("Null while the page is unpublished."),
    is_published: z.boolean(),
    page_url: url().nullable().describe("Null while the page is unpublished."),
  })
  .meta({ id: "CrewPage" });

export const Genre = z.object({ id: id32(), name: name() }).meta({ id: "Genre" });
