"use client";
/**
 * The webhooks console: paste a crew member's admin token, then list, create, edit, test, rotate,
 * turn off and on, and delete the crew's webhooks, and read and resend their deliveries, all over
 * the crew admin API. The token stays in this browser tab (sessionStorage) and goes only to this
 * API, as a Bearer header. A signing secret is shown once, when it is made, and kept nowhere.
 */
import { useCallback, useEffect, useId, useRef, useState } from "react";
import { CredentialForm } from "../../_portal/credential-form";
import { useRestoredToken } from "../../_portal/session-token";
import { AdminProblem, adminCall, asProblem, type Delivery, type Problem, type Recovered, type Webhook, type WebhookStats } from "./admin-api";
import { DeliveriesTable } from "./deliveries-table";
import { ProblemBox, When } from "./parts";
import { RecoverForm } from "./recover-form";
import { WebhookFigures } from "./webhook-figures";
import { WebhookForm, draftOf, type EventChoice, type WebhookDraft } from "./webhook-form";

const STORAGE = "events-api-admin-token";
const DELIVERIES_REFRESH_MS = 5_000;
const MAX_WEBHOOKS = 10;

export interface DemoAdminToken {
  crew: string;
  email: string;
  role: string;
  token: string;
}

interface Secret {
  secret: string;
  url: string;
  kind: "created" | "rotated";
  previousValidUntil: string | null;
}

const STATE_LABEL: Record<string, string> = { on: "On", off: "Off", paused: "Paused" };

export function Webhooks({ sandboxServer, demoTokens, eventChoices }: { sandboxServer: boolean; demoTokens: DemoAdminToken[]; eventChoices: EventChoice[] }) {
  const inputId = useId();
  const [draft, setDraft] = useState("");
  const [token, setToken] = useState<string | null>(null);
  const [webhooks, setWebhooks] = useState<Webhook[] | null>(null);
  const [problem, setProblem] = useState<Problem | null>(null);
  const [actionProblem, setActionProblem] = useState<Problem | null>(null);
  const [status, setStatus] = useState("");
  const [busy, setBusy] = useState<string | null>(null);
  const [createProblem, setCreateProblem] = useState<Problem | null>(null);
  const [createRound, setCreateRound] = useState(0);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [editing, setEditing] = useState(false);
  const [editProblem, setEditProblem] = useState<Problem | null>(null);
  const [secret, setSecret] = useState<Secret | null>(null);
  const [copied, setCopied] = useState("");
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [deliveries, setDeliveries] = useState<Delivery[] | null>(null);
  const [deliveriesError, setDeliveriesError] = useState<string | null>(null);
  const [deliveriesAt, setDeliveriesAt] = useState<Date | null>(null);
  const [stats, setStats] = useState<WebhookStats | null>(null);
  const [statsError, setStatsError] = useState<string | null>(null);
  const [testType, setTestType] = useState("webhook.test");

  const secretHeading = useRef<HTMLHeadingElement>(null);
  const detailHeading = useRef<HTMLHeadingElement>(null);
  const listHeading = useRef<HTMLHeadingElement>(null);
  const confirmButton = useRef<HTMLButtonElement>(null);
  const [focusTarget, setFocusTarget] = useState<"secret" | "detail" | "list" | "confirm" | null>(null);

  const selected = webhooks?.find((w) => w.id === selectedId) ?? null;

  const list = useCallback(async (k: string) => {
    const res = await adminCall<{ data: Webhook[] }>(k, "GET", "/webhooks");
    setWebhooks(res?.data ?? []);
    return res?.data ?? [];
  }, []);

  const connect = useCallback(
    async (k: string) => {
      setProblem(null);
      setStatus("");
      try {
        await list(k);
        setToken(k);
        sessionStorage.setItem(STORAGE, k);
      } catch (e) {
        setToken(null);
        setWebhooks(null);
        setSelectedId(null);
        setProblem(asProblem(e));
      }
    },
    [list],
  );

  const loadDeliveries = useCallback(async (k: string, id: string) => {
    // The figures refresh with the calls they count.
    const figures = adminCall<WebhookStats>(k, "GET", `/webhooks/${id}/stats`).then(
      (res) => {
        setStats(res);
        setStatsError(null);
      },
      (e: unknown) => {
        const p = asProblem(e);
        setStatsError(`${p.code}: ${p.detail}`);
      },
    );
    try {
      const res = await adminCall<{ data: Delivery[] }>(k, "GET", `/webhooks/${id}/deliveries`);
      setDeliveries(res?.data ?? []);
      setDeliveriesAt(new Date());
      setDeliveriesError(null);
    } catch (e) {
      const p = asProblem(e);
      setDeliveriesError(`${p.code}: ${p.detail}`);
    }
    await figures;
  }, []);

  // A token kept by this tab from before a reload; restored after the first render.
  useRestoredToken(STORAGE, setDraft, connect);

  useEffect(() => {
    if (!token || !selectedId) return;
    void Promise.resolve().then(() => loadDeliveries(token, selectedId));
    const timer = setInterval(() => void loadDeliveries(token, selectedId), DELIVERIES_REFRESH_MS);
    return () => clearInterval(timer);
  }, [token, selectedId, loadDeliveries]);

  useEffect(() => {
    if (!focusTarget) return;
    const el = { secret: secretHeading, detail: detailHeading, list: listHeading, confirm: confirmButton }[focusTarget].current;
    if (el) {
      el.focus();
      void Promise.resolve().then(() => setFocusTarget(null));
    }
  }, [focusTarget, secret, selectedId, confirmDelete]);

  const forget = () => {
    sessionStorage.removeItem(STORAGE);
    setToken(null);
    setWebhooks(null);
    setSelectedId(null);
    setSecret(null);
    setDeliveries(null);
    setDraft("");
    setProblem(null);
    setActionProblem(null);
    setStatus("");
  };

  const replace = (w: Webhook) => setWebhooks((all) => (all ? all.map((x) => (x.id === w.id ? w : x)) : all));

  const select = (id: string | null) => {
    setSelectedId(id);
    setEditing(false);
    setEditProblem(null);
    setConfirmDelete(false);
    setActionProblem(null);
    setDeliveries(null);
    setDeliveriesError(null);
    setStats(null);
    setStatsError(null);
    setTestType("webhook.test");
    if (id) setFocusTarget("detail");
  };

  /** Runs one action; a problem shows in the webhook's section, an expired token in the token form. */
  const act = async (name: string, work: (k: string) => Promise<void>, onProblem: (p: Problem) => void = setActionProblem) => {
    if (!token) return;
    setBusy(name);
    setStatus("");
    try {
      await work(token);
    } catch (e) {
      const p = asProblem(e);
      if (e instanceof AdminProblem && p.status === 401) setProblem(p);
      onProblem(p);
    } finally {
      setBusy(null);
    }
  };

  const create = (d: WebhookDraft) =>
    act(
      "create",
      async (k) => {
        const body: Record<string, unknown> = { url: d.url, events: d.events, personal_data: d.personal_data };
        if (d.description) body.description = d.description;
        if (sandboxServer) body.sandbox = d.sandbox;
        const made = await adminCall<Webhook & { secret: string }>(k, "POST", "/webhooks", body);
        setCreateProblem(null);
        setCreateRound((r) => r + 1);
        if (made) {
          const { secret: s, ...w } = made;
          setSecret({ secret: s, url: w.url, kind: "created", previousValidUntil: null });
          setCopied("");
          setWebhooks((all) => [...(all ?? []).filter((x) => x.id !== w.id), w]);
          setSelectedId(w.id);
          setEditing(false);
          setConfirmDelete(false);
          setActionProblem(null);
          setDeliveries(null);
        }
        setStatus(`Webhook created for ${d.url}.`);
        setFocusTarget("secret");
      },
      setCreateProblem,
    );

  const save = (w: Webhook, d: WebhookDraft) =>
    act(
      "edit",
      async (k) => {
        // Only what changed: a member with Manage API may turn personal data off, not on.
        const body: Record<string, unknown> = {};
        if (d.url !== w.url) body.url = d.url;
        if (d.events.length !== w.events.length || d.events.some((t) => !w.events.includes(t))) body.events = d.events;
        if (d.description !== (w.description ?? "")) body.description = d.description || null;
        if (d.personal_data !== w.personal_data) body.personal_data = d.personal_data;
        const updated = Object.keys(body).length ? await adminCall<Webhook>(k, "PATCH", `/webhooks/${w.id}`, body) : w;
        if (updated) replace(updated);
        setEditProblem(null);
        setEditing(false);
        setStatus(Object.keys(body).length ? "Webhook saved." : "Nothing changed.");
        setFocusTarget("detail");
      },
      setEditProblem,
    );

  const rotate = (w: Webhook) =>
    act("rotate", async (k) => {
      const res = await adminCall<{ secret: string; previous_valid_until: string | null }>(k, "POST", `/webhooks/${w.id}/rotate-secret`);
      setActionProblem(null);
      if (res) {
        setSecret({ secret: res.secret, url: w.url, kind: "rotated", previousValidUntil: res.previous_valid_until });
        setCopied("");
      }
      await list(k);
      setStatus("New signing secret made.");
      setFocusTarget("secret");
    });

  const toggle = (w: Webhook) =>
    act(w.state === "on" ? "disable" : "enable", async (k) => {
      const updated = await adminCall<Webhook>(k, "POST", `/webhooks/${w.id}/${w.state === "on" ? "disable" : "enable"}`);
      setActionProblem(null);
      if (updated) replace(updated);
      setStatus(w.state === "on" ? "Webhook turned off: no calls are sent and new events are not queued." : "Webhook turned on.");
    });

  const sendTest = (w: Webhook) =>
    act("test", async (k) => {
      // A type the webhook no longer subscribes to (after an edit) falls back to the test call.
      const type = testType === "webhook.test" || !w.events.includes(testType) ? "webhook.test" : testType;
      await adminCall(k, "POST", `/webhooks/${w.id}/test`, type === "webhook.test" ? undefined : { type });
      setActionProblem(null);
      setStatus(
        type === "webhook.test"
          ? "Test sent: a webhook.test call is on its way; it shows in the deliveries below."
          : `Sample sent: a ${type} call built from your crew's latest data, marked "sample": true, is on its way; it shows in the deliveries below.`,
      );
      await loadDeliveries(k, w.id);
    });

  const recover = async (w: Webhook, since: string, dryRun: boolean) => {
    if (!token) throw new AdminProblem({ type: "", title: "No token", status: 401, detail: "Use an admin token first.", code: "invalid_key" });
    const r = await adminCall<Recovered>(token, "POST", `/webhooks/${w.id}/recover`, { since, dry_run: dryRun });
    if (!r) throw new AdminProblem({ type: "", title: "Empty answer", status: 0, detail: "The API answered without a body.", code: "internal_error" });
    return r;
  };

  const recovered = (w: Webhook, r: Recovered) => {
    setStatus(`${r.count} ${r.count === 1 ? "delivery" : "deliveries"} sent again, each with its own webhook-id${w.state === "on" ? "" : ", once the webhook is on"}.`);
    if (token) void loadDeliveries(token, w.id);
  };

  const remove = (w: Webhook) =>
    act("delete", async (k) => {
      await adminCall(k, "DELETE", `/webhooks/${w.id}`);
      setActionProblem(null);
      setWebhooks((all) => (all ? all.filter((x) => x.id !== w.id) : all));
      setSelectedId(null);
      setConfirmDelete(false);
      setDeliveries(null);
      if (secret?.url === w.url) setSecret(null);
      setStatus(`Webhook ${w.url} deleted, with its secret and its delivery history.`);
      setFocusTarget("list");
    });

  const resend = (w: Webhook, d: Delivery) =>
    act(`resend-${d.id}`, async (k) => {
      await adminCall(k, "POST", `/webhooks/${w.id}/deliveries/${d.id}/resend`);
      setActionProblem(null);
      setStatus(`Resend queued: ${d.type} goes out again with the same webhook-id.`);
      await loadDeliveries(k, w.id);
    });

  const copy = (s: string) => {
    navigator.clipboard.writeText(s).then(
      () => setCopied("Copied to the clipboard."),
      () => setCopied("Could not copy: select the secret and copy it yourself."),
    );
  };

  return (
    <>
      <CredentialForm
        id={inputId}
        label="Admin token"
        name="token"
        placeholder="svc_adm_…"
        hint={
          <>
            A crew member&apos;s admin token (<code>svc_adm_…</code>): an admin credential that can change your crew&apos;s webhooks, not an API key. It belongs to the crew owner or a member with the Manage API permission. It stays in this tab and goes only to this API.
          </>
        }
        submitLabel="Use token"
        forgetLabel="Forget token"
        value={draft}
        onChange={setDraft}
        connected={Boolean(token)}
        onConnect={(t) => void connect(t)}
        onForget={forget}
      />

      {!token && demoTokens.length > 0 ? (
        <div className="note" role="note">
          <p>
            <strong>This is a local server with the demo world loaded.</strong> The admin tokens of its demo crew members, shown only outside production:
          </p>
          <ul className="demo-tokens">
            {demoTokens.map((t) => (
              <li key={t.token}>
                {t.crew}, {t.email} ({t.role}): <code data-demo-admin-token={t.role}>{t.token}</code>{" "}
                <button type="button" className="secondary" onClick={() => setDraft(t.token)}>
                  Fill in<span className="visually-hidden"> the token of {t.email}</span>
                </button>
              </li>
            ))}
          </ul>
        </div>
      ) : null}

      <div aria-live="polite">{problem ? <ProblemBox problem={problem} /> : null}</div>
      <p className="status-line" role="status">
        {status}
      </p>

      {secret ? (
        <section className="secret-panel" aria-labelledby="secret-h" data-testid="secret-panel">
          <h2 id="secret-h" ref={secretHeading} tabIndex={-1}>
            {secret.kind === "created" ? "The webhook's signing secret" : "The new signing secret"}
          </h2>
          <p>
            <strong>Copy it now: you will not see this secret again.</strong> It signs every call to <code>{secret.url}</code>; keep it where your receiver checks signatures.
            {secret.kind === "rotated" ? (
              <>
                {" "}
                Until <When iso={secret.previousValidUntil} /> every call carries two signatures, with the new and the old secret; afterwards only the new one signs.
              </>
            ) : null}
          </p>
          <p className="secret-value">
            <code data-testid="webhook-secret">{secret.secret}</code>
          </p>
          <div className="row">
            <button type="button" onClick={() => copy(secret.secret)}>
              Copy secret
            </button>
            <button
              type="button"
              className="secondary"
              onClick={() => {
                setSecret(null);
                setCopied("");
                setFocusTarget(selectedId ? "detail" : "list");
              }}
            >
              I have stored it
            </button>
            <span role="status">{copied}</span>
          </div>
        </section>
      ) : null}

      {token && webhooks ? (
        <section aria-labelledby="list-h">
          <h2 id="list-h" ref={listHeading} tabIndex={-1}>
            Webhooks
          </h2>
          <p className="hint">
            {webhooks.length} of {MAX_WEBHOOKS} webhooks.{" "}
            <button type="button" className="secondary" onClick={() => void act("refresh", async (k) => void (await list(k)))}>
              Refresh list
            </button>
          </p>
          {webhooks.length === 0 ? (
            <p>No webhooks yet: add one below.</p>
          ) : (
            <div className="table-wrap" tabIndex={0} role="region" aria-label="Webhooks table">
              <table>
                <caption className="visually-hidden">The crew&apos;s webhooks</caption>
                <thead>
                  <tr>
                    <th scope="col">Address</th>
                    <th scope="col">Events</th>
                    <th scope="col">State</th>
                    <th scope="col">Personal data</th>
                    <th scope="col">Failing since</th>
                    <th scope="col">
                      <span className="visually-hidden">Manage</span>
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {webhooks.map((w) => (
                    <tr key={w.id} data-webhook={w.id} aria-current={w.id === selectedId || undefined}>
                      <td>
                        <code>{w.url}</code>
                        {w.sandbox ? <span className="tag">sandbox</span> : null}
                        {w.description ? <span className="hint webhook-description">{w.description}</span> : null}
                      </td>
                      <td>{w.events.length ? w.events.map((t) => <code key={t}>{t} </code>) : "none"}</td>
                      <td className={w.state === "on" ? "status-ok" : "status-bad"}>{STATE_LABEL[w.state] ?? w.state}</td>
                      <td>{w.personal_data ? "Included" : "Left out"}</td>
                      <td>
                        <When iso={w.failing_since} />
                      </td>
                      <td>
                        <button type="button" className="secondary" onClick={() => select(w.id)}>
                          Manage<span className="visually-hidden"> {w.url}</span>
                        </button>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </section>
      ) : null}

      {token && selected ? (
        <section aria-labelledby="detail-h" className="webhook-detail" data-testid="webhook-detail">
          <h2 id="detail-h" ref={detailHeading} tabIndex={-1}>
            Webhook <code>{selected.url}</code>
          </h2>
          <dl className="key-facts">
            <dt>State</dt>
            <dd data-testid="webhook-state">{STATE_LABEL[selected.state] ?? selected.state}</dd>
            <dt>Events</dt>
            <dd>{selected.events.map((t) => <code key={t}>{t} </code>)}</dd>
            {selected.description ? (
              <>
                <dt>Description</dt>
                <dd>{selected.description}</dd>
              </>
            ) : null}
            <dt>Personal data</dt>
            <dd>{selected.personal_data ? "Included" : "Left out (null)"}</dd>
            <dt>Failing since</dt>
            <dd>
              <When iso={selected.failing_since} />
            </dd>
            {selected.sandbox ? (
              <>
                <dt>Sandbox</dt>
                <dd>Yes: may send to this machine</dd>
              </>
            ) : null}
            <dt>Secret rotated</dt>
            <dd>
              <When iso={selected.secret_rotated_at} />
            </dd>
            <dt>Created</dt>
            <dd>
              <When iso={selected.created_at} />
            </dd>
            <dt>Id</dt>
            <dd>
              <code>{selected.id}</code>
            </dd>
          </dl>

          <div className="row webhook-actions">
            <label htmlFor={`${inputId}-test-type`} className="visually-hidden">
              Event to send
            </label>
            <select id={`${inputId}-test-type`} name="test-type" value={selected.events.includes(testType) ? testType : "webhook.test"} onChange={(e) => setTestType(e.target.value)} aria-describedby={`${inputId}-test-hint`}>
              <option value="webhook.test">webhook.test</option>
              {selected.events.map((t) => (
                <option key={t} value={t}>
                  {t} (sample)
                </option>
              ))}
            </select>
            <button type="button" disabled={busy !== null} onClick={() => void sendTest(selected)}>
              Send a test
            </button>
            <button type="button" className="secondary" disabled={busy !== null} onClick={() => setEditing((e) => !e)} aria-expanded={editing}>
              Edit
            </button>
            <button type="button" className="secondary" disabled={busy !== null} onClick={() => void rotate(selected)}>
              Rotate secret
            </button>
            <button type="button" className="secondary" disabled={busy !== null} onClick={() => void toggle(selected)}>
              {selected.state === "on" ? "Turn off" : "Turn on"}
            </button>
            <button
              type="button"
              className="danger"
              disabled={busy !== null}
              onClick={() => {
                setConfirmDelete(true);
                setFocusTarget("confirm");
              }}
            >
              Delete
            </button>
          </div>
          <p className="hint" id={`${inputId}-test-hint`}>
            Send a test sends <code>webhook.test</code>, or a sample of an event type the webhook subscribes to: the real event&apos;s data, built from your crew&apos;s latest order, event, payout…, marked <code>&quot;sample&quot;: true</code>. Both go out even while the webhook is off.
          </p>
          {selected.state !== "on" ? <p className="hint">Turned off: nothing is sent and new events are not queued. Turning it on clears the failure clock.</p> : null}

          {confirmDelete ? (
            <div className="problem confirm" role="group" aria-labelledby="confirm-h">
              <p id="confirm-h">
                <strong>Delete this webhook?</strong> Its address, secret and delivery history go for good; waiting calls are not sent.
              </p>
              <div className="row">
                <button type="button" ref={confirmButton} className="danger" disabled={busy !== null} onClick={() => void remove(selected)}>
                  Delete for good
                </button>
                <button
                  type="button"
                  className="secondary"
                  onClick={() => {
                    setConfirmDelete(false);
                    setFocusTarget("detail");
                  }}
                >
                  Keep it
                </button>
              </div>
            </div>
          ) : null}

          <div aria-live="polite">{actionProblem ? <ProblemBox problem={actionProblem} /> : null}</div>

          {editing ? (
            <section aria-labelledby="edit-h">
              <h3 id="edit-h">Edit the webhook</h3>
              <p className="hint">The secret stays the same.</p>
              <WebhookForm
                key={selected.id + selected.updated_at}
                mode="edit"
                initial={draftOf(selected)}
                eventChoices={eventChoices}
                sandboxServer={sandboxServer}
                submitLabel="Save changes"
                busy={busy !== null}
                problem={editProblem}
                onSubmit={(d) => void save(selected, d)}
                onCancel={() => {
                  setEditing(false);
                  setEditProblem(null);
                }}
              />
            </section>
          ) : null}

          <WebhookFigures stats={stats} error={statsError} />

          <section aria-labelledby="deliveries-h">
            <h3 id="deliveries-h">Deliveries</h3>
            <p className="hint">
              The latest 50 calls of the last 30 days, each with its status and time. Refreshes every {DELIVERIES_REFRESH_MS / 1000} seconds{deliveriesAt ? `; last at ${deliveriesAt.toLocaleTimeString("en-GB")}` : ""}.{" "}
              <button type="button" className="secondary" onClick={() => token && void loadDeliveries(token, selected.id)}>
                Refresh deliveries
              </button>
            </p>
            {deliveriesError ? (
              <p className="problem" role="alert">
                Could not read the deliveries: {deliveriesError}
              </p>
            ) : null}
            {deliveries === null ? (
              <p>Loading…</p>
            ) : deliveries.length === 0 ? (
              <p>No deliveries yet. Send a test to see one.</p>
            ) : (
              <DeliveriesTable url={selected.url} deliveries={deliveries} disabled={busy !== null} onResend={(d) => void resend(selected, d)} />
            )}
          </section>

          <RecoverForm
            key={selected.id}
            webhookOn={selected.state === "on"}
            disabled={busy !== null}
            recover={(since, dryRun) => recover(selected, since, dryRun)}
            onRecovered={(r) => recovered(selected, r)}
          />
        </section>
      ) : null}

      {token && webhooks ? (
        <section aria-labelledby="create-h">
          <h2 id="create-h">Add a webhook</h2>
          {webhooks.length >= MAX_WEBHOOKS ? (
            <p>Your crew has {MAX_WEBHOOKS} webhooks, the most it may have: delete one to add another.</p>
          ) : (
            <>
              <p className="hint">The signing secret is shown once, right after the webhook is made.</p>
              <WebhookForm key={createRound} mode="create" initial={draftOf(null)} eventChoices={eventChoices} sandboxServer={sandboxServer} submitLabel="Add webhook" busy={busy !== null} problem={createProblem} onSubmit={(d) => void create(d)} />
            </>
          )}
        </section>
      ) : null}
    </>
  );
}
