"use client";
/**
 * The form of one webhook: address, events, description, personal data and (on creation, on a
 * sandbox server) sandbox. Field errors of a 422 show next to their fields.
 */
import { useId, useState } from "react";
import type { EventChoice } from "@/lib/webhooks/registry";
import { ProblemBox } from "../../_portal/problem-box";
import { fieldOf, type Problem, type Webhook } from "./admin-api";

export type { EventChoice };

export interface WebhookDraft {
  url: string;
  events: string[];
  description: string;
  personal_data: boolean;
  sandbox: boolean;
}

export function draftOf(w: Webhook | null): WebhookDraft {
  return w
    ? { url: w.url, events: [...w.events], description: w.description ?? "", personal_data: w.personal_data, sandbox: w.sandbox }
    : { url: "", events: [], description: "", personal_data: false, sandbox: false };
}

interface Props {
  /** "create" shows the sandbox box (when the server is in sandbox mode); "edit" never does. */
  mode: "create" | "edit";
  initial: WebhookDraft;
  /** The event types to offer, each with its hint (the registry's, given by the page). */
  eventChoices: EventChoice[];
  sandboxServer: boolean;
  submitLabel: string;
  busy: boolean;
  problem: Problem | null;
  onSubmit: (draft: WebhookDraft) => void;
  onCancel?: () => void;
}

export function WebhookForm({ mode, initial, eventChoices, sandboxServer, submitLabel, busy, problem, onSubmit, onCancel }: Props) {
  const id = useId();
  const [draft, setDraft] = useState<WebhookDraft>(initial);
  const errors = new Map<string, string[]>();
  for (const e of problem?.errors ?? []) {
    const f = fieldOf(e.param);
    errors.set(f, [...(errors.get(f) ?? []), e.message]);
  }
  const known = new Set(["url", "events", "description", "personal_data", "sandbox"]);
  const other = (problem?.errors ?? []).filter((e) => !known.has(fieldOf(e.param)));

  const describedBy = (field: string, hint = true) => [hint ? `${id}-${field}-hint` : "", errors.has(field) ? `${id}-${field}-error` : ""].filter(Boolean).join(" ") || undefined;
  const fieldError = (field: string) =>
    errors.has(field) ? (
      <span className="field-error" id={`${id}-${field}-error`}>
        {errors.get(field)!.join(" ")}
      </span>
    ) : null;

  const toggle = (type: string, on: boolean) => setDraft((d) => ({ ...d, events: on ? [...d.events.filter((t) => t !== type), type] : d.events.filter((t) => t !== type) }));

  return (
    <form
      className="webhook-form"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        onSubmit({ ...draft, url: draft.url.trim(), description: draft.description.trim() });
      }}
    >
      {problem ? (
        <ProblemBox problem={problem} link={false}>
          {other.length ? (
            <ul>
              {other.map((e) => (
                <li key={e.param + e.message}>
                  <code>{e.param}</code>: {e.message}
                </li>
              ))}
            </ul>
          ) : null}
        </ProblemBox>
      ) : null}

      <div className="field">
        <label htmlFor={`${id}-url`}>Address (URL)</label>
        <input
          id={`${id}-url`}
          name="url"
          type="url"
          inputMode="url"
          autoComplete="off"
          spellCheck={false}
          required
          value={draft.url}
          onChange={(e) => setDraft((d) => ({ ...d, url: e.target.value }))}
          placeholder="https://example.com/webhooks/events"
          aria-invalid={errors.has("url") || undefined}
          aria-describedby={describedBy("url")}
        />
        <span className="hint" id={`${id}-url-hint`}>
          https, a host name (not an IP address), port 443 or 1024 and above, no user name or password.
          {sandboxServer ? " A sandbox webhook may also use http://localhost:<port> or http://127.0.0.1:<port>." : ""} Redirects are not followed.
        </span>
        {fieldError("url")}
      </div>

      <fieldset className="event-choices" aria-describedby={describedBy("events", false)}>
        <legend>Events</legend>
        <ul>
          {eventChoices.map(({ type, hint }) => (
            <li key={type}>
              <input id={`${id}-ev-${type}`} type="checkbox" name="events" value={type} checked={draft.events.includes(type)} onChange={(e) => toggle(type, e.target.checked)} />
              <label htmlFor={`${id}-ev-${type}`}>
                <code>{type}</code> <span className="hint">{hint}</span>
              </label>
            </li>
          ))}
        </ul>
        {fieldError("events")}
      </fieldset>

      <div className="field">
        <label htmlFor={`${id}-description`}>Description (optional)</label>
        <input
          id={`${id}-description`}
          name="description"
          type="text"
          autoComplete="off"
          value={draft.description}
          onChange={(e) => setDraft((d) => ({ ...d, description: e.target.value }))}
          aria-invalid={errors.has("description") || undefined}
          aria-describedby={describedBy("description")}
        />
        <span className="hint" id={`${id}-description-hint`}>
          A note for your crew, such as what receives the calls.
        </span>
        {fieldError("description")}
      </div>

      <div className="check">
        <input
          id={`${id}-personal`}
          name="personal_data"
          type="checkbox"
          checked={draft.personal_data}
          onChange={(e) => setDraft((d) => ({ ...d, personal_data: e.target.checked }))}
          aria-invalid={errors.has("personal_data") || undefined}
          aria-describedby={describedBy("personal_data")}
        />
        <label htmlFor={`${id}-personal`}>Include personal data</label>
        <span className="hint" id={`${id}-personal_data-hint`}>
          Buyers, form contacts and answers, ambassadors. Off: those fields are null. Only the crew owner can turn it on.
        </span>
        {fieldError("personal_data")}
      </div>

      {mode === "create" && sandboxServer ? (
        <div className="check">
          <input
            id={`${id}-sandbox`}
            name="sandbox"
            type="checkbox"
            checked={draft.sandbox}
            onChange={(e) => setDraft((d) => ({ ...d, sandbox: e.target.checked }))}
            aria-invalid={errors.has("sandbox") || undefined}
            aria-describedby={describedBy("sandbox")}
          />
          <label htmlFor={`${id}-sandbox`}>Sandbox webhook</label>
          <span className="hint" id={`${id}-sandbox-hint`}>
            This server runs in sandbox mode: a sandbox webhook may send to a receiver on this machine (http://localhost:&lt;port&gt;).
          </span>
          {fieldError("sandbox")}
        </div>
      ) : null}

      <div className="row">
        <button type="submit" disabled={busy} aria-disabled={busy || undefined}>
          {submitLabel}
        </button>
        {onCancel ? (
          <button type="button" className="secondary" onClick={onCancel}>
            Cancel
          </button>
        ) : null}
      </div>
    </form>
  );
}
