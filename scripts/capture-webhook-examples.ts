/**
 * Examples for the document's `webhooks` section: one body per event type of the registry
 * (lib/webhook-delivery/events.ts), built by the sender's own payload builder from a world (the demo
 * world), with personal data on so every field shows. Each type's declaration finds its subject
 * among the world's rows (`example`); what a world holds no row for (a booking request, a form
 * response) is first made through the API, as a partner's site would, and its subject read from
 * the outbox.
 * `npm run client -- --examples` writes them to lib/openapi/webhook-examples.json.
 */
import { asc, eq } from "drizzle-orm";
import { closeApp, installApp } from "@/lib/root/app";
import { findRoute } from "@/lib/server/routes";
import { openPglite, type Db } from "@/lib/db/client";
import { eventOutbox } from "@/lib/db/schema";
import { settleBackground } from "@/lib/http/after";
import { runEndpoint } from "@/lib/server/in-process";
import { openStore } from "@/lib/kv/open";
import { WEBHOOK_EVENTS, buildPayload, crewsFor } from "@/lib/webhook-delivery/bound";
import { webhookBody, type WebhookPayload } from "@/lib/webhook-delivery/payload-schemas";
import type { AnyWebhookEvent } from "@/lib/webhooks/event";
import type { WebhookEventType } from "@/lib/webhooks/types";
import { loadWorld } from "@/lib/world/load";
import { validateWorld } from "@/lib/world/validate";
import { bestKey } from "./capture-examples";

const BASE = "http://localhost:3000";

async function call(method: "GET" | "POST", path: string, key: string, body?: unknown): Promise<{ status: number; body: unknown }> {
  const url = new URL(`/api${path}`, BASE);
  const request = new Request(url, {
    method,
    headers: { Authorization: `Bearer ${key}`, "X-Forwarded-For": "203.0.113.9", ...(body === undefined ? {} : { "Content-Type": "application/json" }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const match = findRoute(url.pathname);
  const endpoint = match?.route.endpoints.find((e) => e.method === method);
  if (!match || !endpoint) return { status: 404, body: null };
  const res = await runEndpoint(endpoint, request, match.params);
  const text = await res.text();
  await settleBackground();
  return { status: res.status, body: text ? JSON.parse(text) : null };
}

interface Question {
  key: string;
  type: string;
  required: boolean;
  options?: string[];
}

/** A plausible answer to a question, by its type (lib/content/forms/submit-answers.ts). */
function answerTo(q: Question): unknown {
  const options = q.options ?? [];
  if (["choice", "radio", "select"].includes(q.type)) return options[0];
  if (["multi_choice", "checkboxes", "multiselect"].includes(q.type)) return options.slice(0, 2);
  switch (q.type) {
    case "email":
      return "sam@fans.test";
    case "url":
      return "https://fans.test/sam";
    case "number":
      return 2;
    case "date":
      return new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
    case "checkbox":
      return true;
    case "phone":
      return "+436601234599";
    default:
      return /name/i.test(q.key) ? "Sam Rivera" : "Happy to help at the bar on both days.";
  }
}

/** Makes a booking request and a form response through the API, so the outbox holds their events. */
async function writeThroughApi(key: string, miss: (type: WebhookEventType, why: string) => void): Promise<void> {
  const artists = await call("GET", "/v1/artists?limit=2", key);
  const ids = (((artists.body as { data?: { id: number }[] } | null)?.data ?? []) as { id: number }[]).map((a) => a.id);
  const booking = await call("POST", "/v1/booking-requests", key, {
    artist_ids: ids,
    contact_email: "booker@clubvolt.test",
    contact_name: "Mara Stein",
    contact_phone: "+43 660 1234567",
    event_name: "Volt Night Spring Edition",
    event_date: new Date(Date.now() + 90 * 86_400_000).toISOString().slice(0, 10),
    venue: "Halle 3",
    city: "Vienna",
    organization: "Club Volt",
    fee_offer: "EUR 2,500 + travel",
    capacity: "800",
    ticket_price: "EUR 25",
  });
  if (booking.status !== 201) miss("booking_request.created", `POST /v1/booking-requests answered ${booking.status}`);

  const forms = (((await call("GET", "/v1/forms", key)).body as { data?: unknown[] } | null)?.data ?? []) as { slug: string; availability?: string }[];
  for (const f of forms.filter((x) => x.availability === undefined || x.availability === "open")) {
    const form = (await call("GET", `/v1/forms/${f.slug}`, key)).body as { captures_contact?: boolean; questions?: Question[] } | null;
    if (!form?.questions?.length) continue;
    const answers = Object.fromEntries(form.questions.map((q) => [q.key, answerTo(q)]));
    const contact = form.captures_contact ? { email: "sam@fans.test", first_name: "Sam", last_name: "Rivera", phone: null, marketing_opt_in: true } : null;
    const sent = await call("POST", `/v1/forms/${f.slug}/submit`, key, { answers, contact, locale: "en" });
    // A form with contact details shows every field of the payload.
    if (sent.status < 300 && form.captures_contact) return;
  }
  miss("form.submitted", "no open form of the key's crew with contact details took the answers");
}

type Found = { subject: Record<string, unknown>; at: Date } | null;

/** A subject of the type from the world's rows (its declaration's `example`), else from the outbox, and when it happened. */
async function subjectOf(db: Db, declared: AnyWebhookEvent): Promise<Found> {
  if (declared.example) return declared.example(db);
  const [row] = await db.select().from(eventOutbox).where(eq(eventOutbox.type, declared.type)).orderBy(asc(eventOutbox.createdAt)).limit(1);
  return row ? { subject: row.subject, at: row.createdAt } : null;
}

/** One example body per type the world can show; `misses` gets the others, with why. */
export async function captureWebhookExamples(worldJson: unknown, misses: (type: WebhookEventType, why: string) => void = () => {}): Promise<Partial<Record<WebhookEventType, WebhookPayload>>> {
  const result = validateWorld(worldJson, new Date());
  if (!result.ok) throw new Error(`The world is invalid:\n${result.problems.join("\n")}`);
  const database = await openPglite(null);
  await loadWorld(database.db, result.world);
  installApp({ database, store: await openStore({ REDIS_URL: "" }) });
  const out: Partial<Record<WebhookEventType, WebhookPayload>> = {};
  try {
    const key = bestKey(worldJson as Parameters<typeof bestKey>[0]);
    if (key) await writeThroughApi(key, misses);
    const db = database.db;
    for (const declared of WEBHOOK_EVENTS.list) {
      const type = declared.type as WebhookEventType;
      const found = await subjectOf(db, declared);
      if (!found) {
        misses(type, "the world holds nothing to build it from");
        continue;
      }
      const [crewId] = await crewsFor(db, type, found.subject, { current: true });
      if (!crewId) {
        misses(type, "no crew receives it");
        continue;
      }
      const message = { id: "msg_example", type, subject: found.subject, createdAt: found.at };
      // A test call names its webhook in the subject; the others go to a made-up one.
      const webhookId = typeof found.subject.webhook_id === "string" ? found.subject.webhook_id : "7d3e9f1a-2b4c-4d5e-8f6a-9b0c1d2e0001";
      const built = await buildPayload(db, message, crewId, { id: webhookId, personalData: true });
      if ("notSent" in built) misses(type, built.notSent);
      else out[type] = webhookBody(type, found.at, built.data as never);
    }
  } finally {
    await closeApp();
  }
  return out;
}
