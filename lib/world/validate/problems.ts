/** The problems of an invalid world, as `path: message` lines. */
import type { $ZodIssue } from "zod/v4/core";
import { WORLD_SECTIONS } from "../format";

/** `events[3].lineup[0].artists[1]` */
export function formatPath(path: readonly PropertyKey[]): string {
  let out = "";
  for (const seg of path) {
    if (typeof seg === "number") out += `[${seg}]`;
    else {
      const s = String(seg);
      out += /^[A-Za-z_$][\w$]*$/.test(s) ? (out ? `.${s}` : s) : `[${JSON.stringify(s)}]`;
    }
  }
  return out || "(root)";
}

interface Problem {
  path: readonly PropertyKey[];
  message: string;
  order: number;
}

export class Problems {
  private list: Problem[] = [];
  add(path: readonly PropertyKey[], message: string): void {
    this.list.push({ path, message, order: this.list.length });
  }
  get size(): number {
    return this.list.length;
  }
  /**
   * Grouped by section (in the order docs/world-format.md lists them) and by item index, so the
   * problems of one item read together; otherwise in the order found. Repeated lines are dropped.
   */
  sorted(): string[] {
    const sectionRank = (p: readonly PropertyKey[]) => {
      const i = (WORLD_SECTIONS as readonly PropertyKey[]).indexOf(p[0] ?? "");
      return i < 0 ? -1 : i;
    };
    const itemIndex = (p: readonly PropertyKey[]) => (typeof p[1] === "number" ? p[1] : -1);
    const seen = new Set<string>();
    return [...this.list]
      .sort((a, b) => sectionRank(a.path) - sectionRank(b.path) || itemIndex(a.path) - itemIndex(b.path) || a.order - b.order)
      .map((p) => `${formatPath(p.path)}: ${p.message}`)
      .filter((line) => (seen.has(line) ? false : (seen.add(line), true)));
  }
}

/** A zod issue in the same wording as the semantic checks: "unknown field", "is required", lower case. */
export function addZodIssue(problems: Problems, issue: $ZodIssue): void {
  if (issue.code === "unrecognized_keys") {
    for (const key of issue.keys) problems.add([...issue.path, key], "unknown field");
    return;
  }
  if (issue.code === "invalid_type" && /received undefined$/.test(issue.message)) {
    problems.add(issue.path, "is required");
    return;
  }
  if (issue.code === "invalid_union" && issue.path.length > 0) {
    problems.add(issue.path, issue.message);
    return;
  }
  const m = issue.message;
  problems.add(issue.path, m.length > 0 ? m[0]!.toLowerCase() + m.slice(1) : "is invalid");
}
