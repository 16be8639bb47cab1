/**
 * The key's last calls (GET /v1/audit-log, up to 1000), filtered by status class and route, each
 * with its request id and "Copy as curl": the command names the key as $API_KEY, never the key.
 */
import { useId, useMemo, useState } from "react";
import { STATUS_CLASSES, compileRoutes, curlOf, routeOf, statusClassOf, type StatusClass } from "./usage-figures";

export interface AuditCall {
  at: string;
  method: string;
  path: string;
  status: number;
  ip: string;
  request_id: string;
  cache: string | null;
  ms: number;
}

export function CallsTable({ calls, routeTemplates }: { calls: AuditCall[]; routeTemplates: string[] }) {
  const statusId = useId();
  const routeId = useId();
  const [status, setStatus] = useState<StatusClass | "">("");
  const [route, setRoute] = useState("");
  const [copied, setCopied] = useState<{ command: string; onClipboard: boolean } | null>(null);
  const routes = useMemo(() => compileRoutes(routeTemplates), [routeTemplates]);
  const rows = useMemo(() => calls.map((c) => ({ ...c, route: routeOf(c.method, c.path, routes), status_class: statusClassOf(c.status) })), [calls, routes]);
  const routeNames = useMemo(() => [...new Set(rows.map((r) => r.route))].sort(), [rows]);
  const shown = rows.filter((r) => (status === "" || r.status_class === status) && (route === "" || r.route === route));

  const copy = async (c: AuditCall) => {
    const command = curlOf(c.method, c.path, window.location.origin);
    let onClipboard = false;
    try {
      await navigator.clipboard.writeText(command);
      onClipboard = true;
    } catch {
      // No clipboard (permission, an older browser): the command is shown to copy by hand.
    }
    setCopied({ command, onClipboard });
  };

  return (
    <section aria-labelledby="calls-h">
      <h2 id="calls-h">Last calls</h2>
      {calls.length === 0 ? (
        <p>No calls recorded yet.</p>
      ) : (
        <>
          <div className="call-filters row">
            <label htmlFor={statusId}>Status</label>
            <select id={statusId} value={status} onChange={(e) => setStatus(e.target.value as StatusClass | "")}>
              <option value="">All statuses</option>
              {STATUS_CLASSES.map((s) => (
                <option key={s.id} value={s.id}>
                  {s.label}
                </option>
              ))}
            </select>
            <label htmlFor={routeId}>Route</label>
            <select id={routeId} value={route} onChange={(e) => setRoute(e.target.value)}>
              <option value="">All routes</option>
              {routeNames.map((r) => (
                <option key={r} value={r}>
                  {r}
                </option>
              ))}
            </select>
            <span className="hint" data-testid="calls-shown">
              {shown.length} of {calls.length} calls
            </span>
          </div>
          <p className="hint">
            &quot;Copy as curl&quot; repeats a call with the key as <code>$API_KEY</code>: set it in your shell first. The log keeps no query string and no body.
          </p>
          <div aria-live="polite">
            {copied ? (
              <p className="copied" data-testid="copied-curl">
                {copied.onClipboard ? "Copied to the clipboard: " : "Copy this command: "}
                <code>{copied.command}</code>
              </p>
            ) : null}
          </div>
          <div className="table-wrap" tabIndex={0} role="region" aria-label="Last calls table">
            <table>
              <caption className="visually-hidden">
                The key&apos;s last calls, newest first: {shown.length} of {calls.length} shown
              </caption>
              <thead>
                <tr>
                  <th scope="col">When (UTC)</th>
                  <th scope="col">Call</th>
                  <th scope="col">Status</th>
                  <th scope="col">Cache</th>
                  <th scope="col">Time</th>
                  <th scope="col">Request id</th>
                  <th scope="col">
                    <span className="visually-hidden">Repeat</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {shown.map((c) => (
                  <tr key={c.request_id + c.at}>
                    <td>{c.at.replace("T", " ").replace(/\.\d+Z$|Z$/, "")}</td>
                    <td>
                      <code>
                        {c.method} {c.path}
                      </code>
                    </td>
                    <td className={c.status < 400 ? "status-ok" : "status-bad"}>{c.status}</td>
                    <td>{c.cache ?? "—"}</td>
                    <td>{c.ms} ms</td>
                    <td>
                      <code>{c.request_id}</code>
                    </td>
                    <td>
                      <button type="button" className="secondary" onClick={() => void copy(c)} aria-label={`Copy as curl: ${c.method} ${c.path} (${c.request_id})`}>
                        Copy as curl
                      </button>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
    </section>
  );
}
