/**
 * The crew admin API (`/api/admin/v1`): every route, in documentation order. A crew member's admin
 * token (`Authorization: Bearer svc_adm_…`, role owner or manage_api, crew plan studio or roster)
 * calls it; it is not part of the partner API's OpenAPI document nor an MCP tool.
 */
import { z } from "zod";
import { defineAdminEndpoint, type AdminMember, type Endpoint } from "@/lib/http/endpoint";
import { Problem, bodyInvalid } from "@/lib/http/problem";
import { config } from "@/lib/config/config";
import { staticAddressProblem } from "@/lib/webhooks/address";
import {
  CreateWebhookBody,
  CreatedWebhook,
  DeliveryList,
  DeliveryParams,
  Delivery,
  RECOVER_LIMIT,
  RecoverBody,
  Recovered,
  RotatedSecret,
  STATS_HOURS,
  TestBody,
  TestQueued,
  UpdateWebhookBody,
  Webhook,
  WebhookList,
  WebhookParams,
  WebhookStats,
} from "./webhook-schemas";
import { recoverDeliveries } from "./recover-query";
import { queueTestEvent } from "./sample-query";
import { webhookStats } from "./webhook-stats-query";
import { sinceProblem } from "./webhook-rules";
import {
  createWebhook,
  crewWebhook,
  deleteWebhook,
  listDeliveries,
  listWebhooks,
  resendDelivery,
  rotateWebhookSecret,
  setWebhookState,
  updateWebhook,
  webhookOut,
} from "./webhooks-query";

const TAG = "Webhooks";

/** 422 on `url` when the address rules refuse it (checked without any lookup). */
function checkAddress(url: string, sandboxWebhook: boolean): void {
  const problem = staticAddressProblem(url, { sandboxWebhook, sandboxMode: config().sandbox });
  if (problem) throw bodyInvalid([{ param: "url", message: problem }]);
}

/** Only the crew owner turns personal data on. */
function personalDataForbidden(member: AdminMember): Problem {
  return new Problem("forbidden", `Only the crew owner can turn personal data on (you are ${member.role}); a member with Manage API can turn it off.`);
}

const WEBHOOK_SHAPE =
  "A webhook is `{ id, url, events, description, personal_data, state (on | off | paused), failing_since, sandbox, secret_rotated_at, created_at, updated_at }`; its secret is never shown again after creation or rotation.";

export const listWebhooksEndpoint = defineAdminEndpoint({
  id: "admin_list_webhooks",
  method: "GET",
  path: "/admin/v1/webhooks",
  tag: TAG,
  summary: "The crew's webhooks",
  description: `Every webhook of the crew (at most 10), oldest first, as \`{ data: [webhook] }\`. ${WEBHOOK_SHAPE}`,
  envelope: "small-list",
  response: WebhookList,
  handler: async ({ crew }) => ({ data: (await listWebhooks(crew)).map(webhookOut) }),
});

export const createWebhookEndpoint = defineAdminEndpoint({
  id: "admin_create_webhook",
  method: "POST",
  path: "/admin/v1/webhooks",
  tag: TAG,
  summary: "Create a webhook",
  description:
    "Creates a webhook that is on at once and answers 201 with the webhook and its signing `secret` (`whsec_` and base64 of 32 random bytes): the only time the secret is shown. " +
    "`url` must use https, name a host (not an IP address), carry no user name or password, and use port 443 or 1024 and above; a webhook created with `sandbox: true` may instead point at http://localhost:<port> or http://127.0.0.1:<port> while the service runs in sandbox mode (otherwise 422 on `url`). " +
    "`events` is a non-empty list of event types without repeats. `personal_data` (default false) may be true only when the crew owner creates it (403 forbidden for a member with Manage API). " +
    "A crew has at most 10 webhooks: the eleventh is 409 conflict with `reason: \"limit_reached\"`.",
  envelope: "single",
  body: CreateWebhookBody,
  response: CreatedWebhook,
  status: 201,
  errors: ["forbidden", "conflict"],
  handler: async ({ crew, member, body, now }) => {
    const sandbox = body.sandbox ?? false;
    checkAddress(body.url, sandbox);
    const personalData = body.personal_data ?? false;
    if (personalData && member.role !== "owner") throw personalDataForbidden(member);
    const { row, secret } = await createWebhook(crew, { url: body.url, events: body.events, description: body.description ?? null, personalData, sandbox }, now);
    return { ...webhookOut(row), secret };
  },
});

export const getWebhookEndpoint = defineAdminEndpoint({
  id: "admin_get_webhook",
  method: "GET",
  path: "/admin/v1/webhooks/{id}",
  tag: TAG,
  summary: "One webhook",
  description: `One webhook of the crew, without its secret. A webhook of another crew, or a malformed id, is 404 like a missing one. ${WEBHOOK_SHAPE}`,
  envelope: "single",
  params: WebhookParams,
  response: Webhook,
  handler: async ({ crew, params }) => webhookOut(await crewWebhook(crew, params.id)),
});

export const updateWebhookEndpoint = defineAdminEndpoint({
  id: "admin_update_webhook",
  method: "PATCH",
  path: "/admin/v1/webhooks/{id}",
  tag: TAG,
  summary: "Edit a webhook",
  description:
    "Changes the fields given among `url`, `events`, `description` (null clears it) and `personal_data`, and answers the webhook; the secret, the state and `sandbox` stay. " +
    "A new `url` follows the address rules of creation, with the webhook's own `sandbox` flag (422 on `url`). " +
    "Only the crew owner turns `personal_data` on; a member with Manage API may turn it off, and turning it on is 403 forbidden. A webhook of another crew is 404.",
  envelope: "single",
  params: WebhookParams,
  body: UpdateWebhookBody,
  response: Webhook,
  errors: ["forbidden"],
  handler: async ({ crew, member, params, body, now }) => {
    const current = await crewWebhook(crew, params.id);
    if (body.url !== undefined) checkAddress(body.url, current.sandbox);
    if (body.personal_data === true && !current.personalData && member.role !== "owner") throw personalDataForbidden(member);
    const row = await updateWebhook(crew, params.id, { url: body.url, events: body.events, description: body.description, personalData: body.personal_data }, now);
    return webhookOut(row);
  },
});

export const deleteWebhookEndpoint = defineAdminEndpoint({
  id: "admin_delete_webhook",
  method: "DELETE",
  path: "/admin/v1/webhooks/{id}",
  tag: TAG,
  summary: "Delete a webhook",
  description:
    "Deletes the webhook, its secrets and its history (every delivery and every recorded call) and answers 204 with no body; calls not yet sent are never sent. Afterwards the webhook is 404. A webhook of another crew is 404.",
  envelope: "single",
  params: WebhookParams,
  response: z.null(),
  status: 204,
  handler: async ({ crew, params, setStatus }) => {
    await deleteWebhook(crew, params.id);
    setStatus(204);
    return null;
  },
});

export const rotateWebhookSecretEndpoint = defineAdminEndpoint({
  id: "admin_rotate_webhook_secret",
  method: "POST",
  path: "/admin/v1/webhooks/{id}/rotate-secret",
  tag: TAG,
  summary: "Rotate the signing secret",
  description:
    "Makes a new signing secret and answers `{ secret, previous_valid_until }`: the new secret, shown this once, and the end of the 24 hours during which every call carries two signatures (the new secret's and the previous one's). " +
    "Afterwards only the new secret signs. Rotating again within the 24 hours makes the current secret the previous one; the one before it stops signing at once. A webhook of another crew is 404.",
  envelope: "single",
  params: WebhookParams,
  response: RotatedSecret,
  handler: async ({ crew, params, now }) => {
    const { secret, previousValidUntil } = await rotateWebhookSecret(crew, params.id, now);
    return { secret, previous_valid_until: previousValidUntil.toISOString() };
  },
});

export const disableWebhookEndpoint = defineAdminEndpoint({
  id: "admin_disable_webhook",
  method: "POST",
  path: "/admin/v1/webhooks/{id}/disable",
  tag: TAG,
  summary: "Turn a webhook off",
  description:
    "Sets the webhook's state to off and answers the webhook. While it is off, events are not queued for it (they are not sent later either); calls already waiting are kept. Turning off a webhook that is off changes nothing. A webhook of another crew is 404.",
  envelope: "single",
  params: WebhookParams,
  response: Webhook,
  handler: async ({ crew, params, now }) => webhookOut(await setWebhookState(crew, params.id, false, now)),
});

export const enableWebhookEndpoint = defineAdminEndpoint({
  id: "admin_enable_webhook",
  method: "POST",
  path: "/admin/v1/webhooks/{id}/enable",
  tag: TAG,
  summary: "Turn a webhook on",
  description:
    "Sets the webhook's state to on, clears `failing_since` (the three-day failure clock starts again) and answers the webhook. Events that happened while it was off were not queued and are not sent. A webhook of another crew is 404.",
  envelope: "single",
  params: WebhookParams,
  response: Webhook,
  handler: async ({ crew, params, now }) => webhookOut(await setWebhookState(crew, params.id, true, now)),
});

export const testWebhookEndpoint = defineAdminEndpoint({
  id: "admin_test_webhook",
  emits: ["webhook.test"],
  method: "POST",
  path: "/admin/v1/webhooks/{id}/test",
  tag: TAG,
  summary: "Send a test event or a sample",
  description:
    "Without a body (or with `{ \"type\": \"webhook.test\" }`), queues a `webhook.test` event for this webhook only, whatever events it subscribes to and even while it is off (data `{ message, endpoint_id }`, signed and retried like any event), and answers 202 `{ queued: true }`. " +
    "With `{ type }` naming an event type the webhook subscribes to, queues a **sample** of that type instead: its `data` is built by the same code as the real event's, from the crew's newest subject of that type (its latest order paid to one of its pages for `order.paid`, latest refund for `order.refunded`, latest published event with one of its pages on it for `event.*`, latest booking request, form response, payout or ambassador sale), with the webhook's personal-data setting; the envelope carries `\"sample\": true` beside `type`, `timestamp` and `data`. " +
    "A sample goes to this webhook only, at once (no hold, no coalescing), even while it is off; nothing else happens: it is not routed to other webhooks, not folded into a waiting `event.updated`, and never recovered. In the deliveries list it shows its type with `sample: true`. " +
    "A type the webhook does not subscribe to, or an unknown one, is 422 on `type`; a crew with nothing of that type to build from is 409 conflict with `reason: \"no_sample_data\"`. " +
    "The message and its delivery are made when the event is dispatched, a moment later, so the answer carries no message id: the call appears in the webhook's deliveries list. Counts against the webhook's 10 test events a minute. A webhook of another crew is 404.",
  envelope: "single",
  params: WebhookParams,
  body: TestBody,
  response: TestQueued,
  status: 202,
  errors: ["conflict"],
  handler: async ({ crew, params, body, now }) => {
    await queueTestEvent(crew, params.id, body.type ?? "webhook.test", now);
    return { queued: true as const };
  },
});

export const webhookStatsEndpoint = defineAdminEndpoint({
  id: "admin_webhook_stats",
  method: "GET",
  path: "/admin/v1/webhooks/{id}/stats",
  tag: TAG,
  summary: "The webhook's figures",
  description:
    `How the webhook is doing over the last ${STATS_HOURS} hours, computed when asked: \`{ window_hours, deliveries: { total, delivered, failed, waiting, not_sent }, success_rate, calls: { total, answered, p50_ms, p95_ms }, failing_since }\`. ` +
    `\`deliveries\` counts the deliveries created in the window by their state now (\`waiting\` includes one being sent; tests and samples count too); \`success_rate\` is delivered / (delivered + failed) of those, to four decimals, null when none has finished. ` +
    "`calls` counts the calls made in the window; `p50_ms` and `p95_ms` are the median and 95th percentile (nearest rank: an answer time some call took) of the calls that got a status back, null without one. " +
    "`failing_since` is the time of the first failed call (no 2xx) after the last successful one, among the calls kept (30 days); null when the last call succeeded or none was made. The webhook's own `failing_since` is the turn-off clock, which turning it on clears; this one is read from the calls. A webhook of another crew is 404.",
  envelope: "single",
  params: WebhookParams,
  response: WebhookStats,
  handler: async ({ crew, params, now }) => webhookStats(crew, params.id, now),
});

export const recoverWebhookEndpoint = defineAdminEndpoint({
  id: "admin_recover_webhook",
  method: "POST",
  path: "/admin/v1/webhooks/{id}/recover",
  tag: TAG,
  summary: "Send failed deliveries again",
  description:
    "Body `{ since, dry_run? }`. The webhook's deliveries that finished failed (state `failed`, after their ten attempts) and were created at or after `since` (when the event was routed to the webhook) are sent again, oldest first: each exactly as a resend does, back to the start of a fresh schedule with its own message and so its own `webhook-id` (a receiver that dedupes on it handles each once), the payload rebuilt from the current state. " +
    `Answers 202 \`{ count, since, dry_run: false, more, delivery_ids }\`. With \`dry_run: true\` nothing changes and the answer is 200 \`{ count, since, dry_run: true, more, delivery_ids }\` with what the same call would send now: ask for the count first. ` +
    `One call sends at most ${RECOVER_LIMIT}; \`more\` is true when failed deliveries beyond them are left (recover again with the same \`since\`: those sent are no longer failed). Tests and samples are not recovered, nor deliveries that are waiting, delivered or not_sent. ` +
    "`since` must be an ISO 8601 date-time with a time zone, within the last 30 days (deliveries are kept 30 days) and not in the future: otherwise 422 on `since`. " +
    "While the webhook is off (or paused) the recovered deliveries wait and go out once it is turned on, as a resend does; turn it on first to send them at once. A webhook of another crew is 404.",
  envelope: "single",
  params: WebhookParams,
  body: RecoverBody,
  response: Recovered,
  status: 202,
  handler: async ({ crew, params, body, now, setStatus }) => {
    const since = new Date(body.since);
    const problem = sinceProblem(since, now);
    if (problem) throw bodyInvalid([{ param: "since", message: problem }]);
    const dryRun = body.dry_run ?? false;
    const out = await recoverDeliveries(crew, params.id, since, dryRun, now);
    if (dryRun) setStatus(200);
    return out;
  },
});

export const listDeliveriesEndpoint = defineAdminEndpoint({
  id: "admin_list_webhook_deliveries",
  method: "GET",
  path: "/admin/v1/webhooks/{id}/deliveries",
  tag: TAG,
  summary: "Recent calls of the webhook's deliveries",
  description:
    "The webhook's latest 50 calls of the last 30 days, newest first, each with its delivery as it is now, as `{ data: [{ id, webhook_id, type, state, attempts, last_status, last_error, next_attempt_at, created_at, sample, call: { attempt, at, status, error, ms } | null }] }`: `id` is the delivery's (to resend it), and a delivery with three calls is three entries. A delivery not called yet (waiting, or not_sent) is one entry with `call: null`, placed at its `created_at`. " +
    "`webhook_id` is the message id (`msg_…`) sent in the `webhook-id` header; `state` is waiting, sending, delivered, failed or not_sent (the crew no longer receives the event); `last_status` is the HTTP status of the last attempt (null when none came back) and `last_error` why it failed; `sample` is true for a sample sent on demand (`POST …/test` with a `type`). A webhook of another crew is 404.",
  envelope: "small-list",
  params: WebhookParams,
  response: DeliveryList,
  handler: async ({ crew, params, now }) => ({ data: await listDeliveries(crew, params.id, now) }),
});

export const resendDeliveryEndpoint = defineAdminEndpoint({
  id: "admin_resend_webhook_delivery",
  method: "POST",
  path: "/admin/v1/webhooks/{id}/deliveries/{delivery_id}/resend",
  tag: TAG,
  summary: "Send a delivery again",
  description:
    "Sets the delivery to waiting with its next attempt now and answers 202 with the delivery. It keeps its message, so the call carries the same `webhook-id`; the payload is rebuilt from the current state when it is sent. " +
    "The delivery goes back to the start of the schedule, whatever its state: this try is attempt 1 of a fresh schedule (a failure is retried 5 s later, then 5 min, 30 min, 2, 5, 10, 14, 20 and 24 h, ten attempts until failed again). `attempts` keeps counting every call made. While the webhook is off the delivery waits until it is turned on. " +
    "A delivery being sent at this moment is 409 conflict with `reason: \"sending\"`. A webhook or delivery of another crew, or a delivery of another webhook, is 404.",
  envelope: "single",
  params: DeliveryParams,
  response: Delivery,
  status: 202,
  errors: ["conflict"],
  handler: async ({ crew, params, now }) => resendDelivery(crew, params.id, params.delivery_id, now),
});

export const adminEndpoints: Endpoint[] = [
  listWebhooksEndpoint,
  createWebhookEndpoint,
  getWebhookEndpoint,
  updateWebhookEndpoint,
  deleteWebhookEndpoint,
  rotateWebhookSecretEndpoint,
  disableWebhookEndpoint,
  enableWebhookEndpoint,
  testWebhookEndpoint,
  webhookStatsEndpoint,
  listDeliveriesEndpoint,
  resendDeliveryEndpoint,
  recoverWebhookEndpoint,
];
