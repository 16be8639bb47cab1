/**
 * The deliveries table of one webhook: one row per call (the list holds calls), with the call's
 * number, status and time, and its delivery's state now; a delivery not called yet is one row.
 */
import type { Delivery } from "./admin-api";
import { When } from "./parts";

interface Props {
  url: string;
  deliveries: Delivery[];
  disabled: boolean;
  onResend: (d: Delivery) => void;
}

const stateClass = (state: string) => (state === "delivered" ? "status-ok" : state === "failed" ? "status-bad" : undefined);

/** The call's HTTP status, or why none came back. */
function callStatus(d: Delivery): string {
  if (!d.call) return "not called yet";
  return d.call.status === null ? (d.call.error ?? "no answer") : String(d.call.status);
}

const callClass = (d: Delivery) => (!d.call ? undefined : d.call.status !== null && d.call.status >= 200 && d.call.status < 300 ? "status-ok" : "status-bad");

export function DeliveriesTable({ url, deliveries, disabled, onResend }: Props) {
  return (
    <div className="table-wrap deliveries" tabIndex={0} role="region" aria-label="Deliveries table">
      <table>
        <caption className="visually-hidden">Calls of {url}, newest first</caption>
        <thead>
          <tr>
            <th scope="col">Type</th>
            <th scope="col">webhook-id</th>
            <th scope="col">Call</th>
            <th scope="col">Call status</th>
            <th scope="col">Call time</th>
            <th scope="col">State now</th>
            <th scope="col">Attempts</th>
            <th scope="col">Next attempt</th>
            <th scope="col">
              <span className="visually-hidden">Resend</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {deliveries.map((d) => (
            <tr key={`${d.id}:${d.call?.attempt ?? 0}`} data-delivery={d.id} data-state={d.state} data-sample={d.sample || undefined}>
              <td>
                <code>{d.type}</code>
                {d.sample ? <span className="tag">sample</span> : null}
              </td>
              <td>
                <code>{d.webhook_id}</code>
              </td>
              <td>{d.call ? `#${d.call.attempt}` : "—"}</td>
              <td className={callClass(d)}>{callStatus(d)}</td>
              <td>
                {d.call ? (
                  <>
                    <When iso={d.call.at} /> <span className="hint">({d.call.ms.toLocaleString("en-GB")} ms)</span>
                  </>
                ) : (
                  <>
                    created <When iso={d.created_at} />
                  </>
                )}
              </td>
              <td className={stateClass(d.state)}>{d.state}</td>
              <td>{d.attempts}</td>
              <td>
                <When iso={d.next_attempt_at} />
              </td>
              <td>
                <button type="button" className="secondary" disabled={disabled} onClick={() => onResend(d)}>
                  Resend<span className="visually-hidden"> {d.type} {d.webhook_id}</span>
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
