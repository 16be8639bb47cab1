/**
 * validateWorld: the whole world file checked before anything touches a database.
 *
 * Two passes over the same document, both always run so that every problem is reported at once:
 * 1. the zod schema (structure, types, enums, formats; lib/world/format/);
 * 2. the semantic checks (check.ts), written against the raw JSON so they still run where the
 *    structure is wrong elsewhere: duplicate ids, references, time spellings, zones, order of
 *    instants, scopes.
 * When both are clean, the parsed document is resolved (resolve.ts): defaults applied, missing
 * ids assigned (deterministically), every time an instant. The format is docs/world-format.md.
 */
import { WorldFileSchema, type ResolvedWorld } from "../format";
import { checkWorld } from "./check";
import { isObj } from "./checker";
import { addZodIssue, Problems } from "./problems";
import { resolveWorld } from "./resolve";

export { derivedUuid } from "./assign";
export { formatPath } from "./problems";

export type ValidationResult = { ok: true; world: ResolvedWorld } | { ok: false; problems: string[] };

/**
 * Validate a parsed JSON document against the world format and resolve it. Never touches a
 * database; `now` is the moment relative times are read against.
 */
export function validateWorld(json: unknown, now: Date): ValidationResult {
  if (!isObj(json)) return { ok: false, problems: ["(root): a world file is a JSON object"] };
  const problems = new Problems();
  const parsed = WorldFileSchema.safeParse(json);
  if (!parsed.success) for (const issue of parsed.error.issues) addZodIssue(problems, issue);
  const checked = checkWorld(json, now, problems);
  if (problems.size > 0 || !parsed.success) return { ok: false, problems: problems.sorted() };
  return { ok: true, world: resolveWorld(parsed.data, checked, now) };
}
