/**
 * The crew's published forms: forms owned by the crew itself, and forms owned by a page the crew
 * manages, whichever crew created them; each with the slug of the crew that created it (its URL).
 */
import { and, asc, desc, eq, sql, type SQL } from "drizzle-orm";
import { scopeDb, type CrewScope } from "@/lib/crew/scope";
import { crews, forms, pageManagers } from "@/lib/db/schema";

export type FormRow = typeof forms.$inferSelect;

export interface CrewForm {
  f: FormRow;
  /** The slug of the crew that created the form. */
  crewSlug: string;
}

const ofCrew = (crew: CrewScope): SQL =>
  sql`((${forms.ownerType} = 'crew' and ${forms.crewId} = ${crew.id}) or (${forms.ownerType} <> 'crew' and exists (select 1 from ${pageManagers} where ${pageManagers.crewId} = ${crew.id} and ${pageManagers.pageType} = ${forms.ownerType} and ${pageManagers.pageId} = ${forms.ownerId})))`;

function visibleForms(crew: CrewScope, extra?: SQL) {
  return scopeDb(crew)
    .select({ f: forms, crewSlug: crews.slug })
    .from(forms)
    .innerJoin(crews, eq(crews.id, forms.crewId))
    .where(and(eq(forms.draft, false), ofCrew(crew), extra));
}

/** Every published form of the crew, by title, then slug (ties by id). */
export function crewForms(crew: CrewScope): Promise<CrewForm[]> {
  return visibleForms(crew).orderBy(asc(forms.title), asc(forms.slug), asc(forms.id));
}

/** The published form of the crew with that slug, or null; on a clash the crew's own form wins. */
export async function crewForm(crew: CrewScope, slug: string): Promise<CrewForm | null> {
  const found = await visibleForms(crew, eq(forms.slug, slug))
    .orderBy(desc(sql`${forms.crewId} = ${crew.id}`), asc(forms.id))
    .limit(1);
  return found[0] ?? null;
}
