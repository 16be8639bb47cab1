/** Semantic checks of webhooks. */
import { staticAddressProblem } from "../../webhooks/address";
import { WEBHOOK_EVENT_TYPES } from "../../webhooks/types";
import { MAX_WEBHOOKS_PER_CREW, WEBHOOK_SECRET_FORMAT } from "../format";
import { arr, get, str, type Checked, type Checker, type Path } from "./checker";

const EVENT_TYPES: ReadonlySet<string> = new Set(WEBHOOK_EVENT_TYPES);

/** Why a `whsec_` secret is wrong (not canonical base64, or not 24 to 64 bytes), or null. */
export function webhookSecretProblem(secret: string): string | null {
  if (!WEBHOOK_SECRET_FORMAT.test(secret)) return null; // the schema reports it
  const encoded = secret.slice("whsec_".length);
  const bytes = Buffer.from(encoded, "base64");
  // Padding is optional; anything else must read back as written.
  if (bytes.toString("base64").replace(/=+$/, "") !== encoded.replace(/=+$/, "")) return "is not valid base64 after whsec_";
  if (bytes.length < 24 || bytes.length > 64) return `must hold 24 to 64 random bytes (it holds ${bytes.length})`;
  return null;
}

/** staticAddressProblem's sentence as a problem message: lower case, no final full stop. */
const asMessage = (sentence: string) => sentence[0]!.toLowerCase() + sentence.slice(1).replace(/\.$/, "");

/**
 * Unique ids; the crew exists and has at most ten; event types known, once each, never
 * webhook.test; the url passes the address rules as a sandbox deployment reads them (a sandbox
 * webhook may name a local receiver; the sender decides at send time); secrets well formed;
 * previous_secret only with rotated_at. Returns the times.
 */
export function checkWebhooks(c: Checker, webhooks: unknown[]): Checked["webhooks"] {
  c.unique(webhooks, (w, i) => ({ value: str(get(w, "id"))?.toLowerCase(), path: ["webhooks", i, "id"], label: `id ${String(get(w, "id"))}` }));
  const perCrew = new Map<string, number>();
  return webhooks.map((w, i) => {
    const p: Path = ["webhooks", i];
    const crew = str(get(w, "crew"));
    c.refCrew([...p, "crew"], crew);
    if (crew !== undefined) {
      const n = (perCrew.get(crew) ?? 0) + 1;
      perCrew.set(crew, n);
      if (n > MAX_WEBHOOKS_PER_CREW) c.add([...p, "crew"], `crew ${JSON.stringify(crew)} has more than ${MAX_WEBHOOKS_PER_CREW} webhooks (at most ${MAX_WEBHOOKS_PER_CREW} per crew)`);
    }
    const events = arr(get(w, "events"));
    events.forEach((type, j) => {
      if (typeof type !== "string") return;
      if (type === "webhook.test") c.add([...p, "events", j], "webhook.test is sent on demand, never subscribed to");
      else if (!EVENT_TYPES.has(type)) c.add([...p, "events", j], `unknown event type ${JSON.stringify(type)} (one of ${WEBHOOK_EVENT_TYPES.join(", ")})`);
    });
    c.unique(events, (type, j) => ({ value: str(type), path: [...p, "events", j], label: `event type ${JSON.stringify(type)}` }));
    const url = str(get(w, "url"));
    if (url !== undefined && url.length > 0) {
      const problem = staticAddressProblem(url, { sandboxWebhook: get(w, "sandbox") === true, sandboxMode: true });
      if (problem) c.add([...p, "url"], asMessage(problem));
    }
    for (const field of ["secret", "previous_secret"] as const) {
      const secret = str(get(w, field));
      const problem = secret !== undefined ? webhookSecretProblem(secret) : null;
      if (problem) c.add([...p, field], problem);
    }
    if (get(w, "previous_secret") != null && get(w, "rotated_at") == null) c.add([...p, "previous_secret"], "a previous secret needs rotated_at (when the secret was rotated)");
    const created = c.time([...p, "created_at"], get(w, "created_at"), c.utc);
    const rotated = c.time([...p, "rotated_at"], get(w, "rotated_at"), c.utc);
    const failing = c.time([...p, "failing_since"], get(w, "failing_since"), c.utc);
    return { created, rotated, failing };
  });
}
