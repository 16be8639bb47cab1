"use client";
/**
 * Recover failed deliveries (POST /admin/v1/webhooks/{id}/recover) in two steps: count them first
 * (a dry run changes nothing), then confirm to send them again. The time is read in the browser's
 * own time zone and sent as an ISO instant.
 */
import { useId, useState } from "react";
import { asProblem, fieldOf, type Problem, type Recovered } from "./admin-api";
import { ProblemBox } from "./parts";

const DAY_MS = 86_400_000;

/** A `datetime-local` value (local time, to the minute) for an instant. */
function localInput(d: Date): string {
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

const plural = (n: number) => `${n.toLocaleString("en-GB")} ${n === 1 ? "delivery" : "deliveries"}`;

interface Props {
  /** The webhook's state: while off, recovered deliveries wait until it is on. */
  webhookOn: boolean;
  disabled: boolean;
  /** Calls the route; rejects with the API's problem. */
  recover: (since: string, dryRun: boolean) => Promise<Recovered>;
  /** After a recovery that sent deliveries again. */
  onRecovered: (r: Recovered) => void;
}

export function RecoverForm({ webhookOn, disabled, recover, onRecovered }: Props) {
  const id = useId();
  const [since, setSince] = useState(() => localInput(new Date(Date.now() - DAY_MS)));
  const [counted, setCounted] = useState<Recovered | null>(null);
  const [problem, setProblem] = useState<Problem | null>(null);
  const [busy, setBusy] = useState(false);

  const sinceError = problem?.errors?.filter((e) => fieldOf(e.param) === "since").map((e) => e.message).join(" ") || null;

  const run = async (dryRun: boolean) => {
    const at = new Date(since);
    if (Number.isNaN(at.getTime())) {
      setProblem({ type: "", title: "Invalid time", status: 0, detail: "Choose a date and time.", code: "", errors: [{ param: "since", message: "Choose a date and time." }] });
      return;
    }
    setBusy(true);
    setProblem(null);
    try {
      const r = await recover(counted && !dryRun ? counted.since : at.toISOString(), dryRun);
      if (dryRun) setCounted(r);
      else {
        setCounted(null);
        onRecovered(r);
      }
    } catch (e) {
      setCounted(null);
      setProblem(asProblem(e));
    } finally {
      setBusy(false);
    }
  };

  return (
    <section aria-labelledby={`${id}-h`} className="recover" data-testid="recover">
      <h3 id={`${id}-h`}>Recover failed deliveries</h3>
      <p className="hint">
        Sends again every delivery that failed (all ten attempts) since a time, each from the start of its schedule with its own <code>webhook-id</code>; tests and samples are left out. Count them first: counting changes nothing.
      </p>
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void run(true);
        }}
      >
        <div className="field">
          <label htmlFor={`${id}-since`}>Failed since (your local time)</label>
          <input
            id={`${id}-since`}
            name="since"
            type="datetime-local"
            value={since}
            onChange={(e) => {
              setSince(e.target.value);
              setCounted(null);
            }}
            aria-invalid={sinceError ? true : undefined}
            aria-describedby={[`${id}-since-hint`, sinceError ? `${id}-since-error` : ""].filter(Boolean).join(" ")}
          />
          <span className="hint" id={`${id}-since-hint`}>
            Within the last 30 days, when deliveries are kept.
          </span>
          {sinceError ? (
            <span className="field-error" id={`${id}-since-error`}>
              {sinceError}
            </span>
          ) : null}
        </div>
        <div className="row">
          <button type="submit" className="secondary" disabled={disabled || busy}>
            Count failed deliveries
          </button>
        </div>
      </form>
      <div aria-live="polite">{problem && !sinceError ? <ProblemBox problem={problem} /> : null}</div>
      {counted ? (
        <div className="confirm recover-count" role="group" aria-labelledby={`${id}-count`} data-count={counted.count}>
          <p id={`${id}-count`}>
            {counted.count === 0 ? (
              "No failed deliveries since then: nothing would be sent again."
            ) : (
              <>
                <strong>{plural(counted.count)} would be sent again.</strong>
                {counted.more ? " More failed deliveries are left after them: recover again once these are sent." : ""}
                {webhookOn ? "" : " The webhook is off: they will wait until you turn it on."}
              </>
            )}
          </p>
          <div className="row">
            {counted.count > 0 ? (
              <button type="button" disabled={disabled || busy} onClick={() => void run(false)}>
                Send {plural(counted.count)} again
              </button>
            ) : null}
            <button type="button" className="secondary" onClick={() => setCounted(null)}>
              {counted.count > 0 ? "Cancel" : "Close"}
            </button>
          </div>
        </div>
      ) : null}
    </section>
  );
}
