/**
 * The tables of the webhooks guide (docs/guides/webhooks.md) that list the event types, written
 * as Markdown from a registry's declarations (./event.ts): the portal puts them where the guide
 * has their markers, in the HTML page and in /docs/webhooks.md alike.
 */
import type { AnyWebhookEvent } from "./event";
import type { WebhookEvents } from "./registry";

const code = (text: string) => `\`${text}\``;
/** A table cell: one line, pipes escaped. */
const cell = (text: string) => text.replace(/\r?\n+/g, " ").replace(/\|/g, "\\|");

function table(head: string[], rows: string[][]): string {
  return [`| ${head.join(" | ")} |`, `|${head.map(() => "---").join("|")}|`, ...rows.map((r) => `| ${r.map(cell).join(" | ")} |`)].join("\n");
}

/** One row per run of consecutive types that say the same (`order.paid`, `order.refunded` | …). */
function grouped(list: readonly AnyWebhookEvent[], say: (d: AnyWebhookEvent) => string): string[][] {
  const rows: { types: string[]; text: string }[] = [];
  for (const d of list) {
    const text = say(d);
    const last = rows.at(-1);
    if (last && last.text === text) last.types.push(d.type);
    else rows.push({ types: [d.type], text });
  }
  return rows.map((r) => [r.types.map(code).join(", "), r.text]);
}

/** Each marker of the guide and the table that replaces it. */
export function webhookGuideTables(events: WebhookEvents): Record<string, string> {
  const sampled = events.list.filter((d) => d.sample);
  return {
    "<!-- webhook-event-types -->": table(
      [code("type"), "Sent when", "Goes to", "Personal data"],
      events.list.map((d) => [code(d.type), d.docs.sentWhen, d.docs.goesTo, d.personal.map(code).join(", ") || "none"]),
    ),
    "<!-- webhook-event-data -->": table([code("type"), code("data")], grouped(events.list, (d) => d.docs.data)),
    "<!-- webhook-samples -->": table([code("type"), "Built from"], grouped(sampled, (d) => d.sample!.builtFrom)),
  };
}

/** The guide's Markdown with every marker replaced by its table. */
export function withWebhookTables(markdown: string, events: WebhookEvents): string {
  let out = markdown;
  for (const [marker, table] of Object.entries(webhookGuideTables(events))) out = out.replace(marker, () => table);
  return out;
}
