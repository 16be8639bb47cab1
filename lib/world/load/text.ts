/** Text the loader derives from the world: rendered news bodies and the events' search text. */
import { Marked } from "marked";
import sanitizeHtml from "sanitize-html";

const markdown = new Marked({ gfm: true, async: false });
const SANITIZE: sanitizeHtml.IOptions = {
  allowedTags: [...sanitizeHtml.defaults.allowedTags, "img"],
  allowedAttributes: { ...sanitizeHtml.defaults.allowedAttributes, a: ["href", "name", "title", "rel"], img: ["src", "alt", "title", "width", "height"] },
  allowedSchemes: ["http", "https", "mailto"],
  transformTags: { a: sanitizeHtml.simpleTransform("a", { rel: "noopener noreferrer nofollow" }) },
};

/** News body: markdown rendered by marked, then sanitised (scripts, handlers, odd schemes removed). */
export function renderMarkdown(source: string): string {
  return sanitizeHtml(markdown.parse(source) as string, SANITIZE).trim();
}

/** Lower-cased title, description, then confirmed sets' custom names and artist names. */
export function searchText(title: string, description: string, names: Iterable<string>): string {
  const parts = [title, description];
  const seen = new Set<string>();
  for (const n of names) {
    if (n && !seen.has(n)) {
      seen.add(n);
      parts.push(n);
    }
  }
  return parts
    .filter((p) => p.length > 0)
    .join(" ")
    .toLowerCase();
}
