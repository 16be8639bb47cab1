"use client";
/**
 * The key console: paste a key, see what it is (/v1/me), its budgets as bars that refresh
 * (/v1/usage), its last hour and day as charts with its errors grouped (/v1/usage/history), and
 * its last calls (/v1/audit-log). The key stays in this browser tab (sessionStorage); it is only
 * ever sent to this API, as a Bearer header.
 */
import { useCallback, useEffect, useId, useRef, useState } from "react";
import { CredentialForm } from "../_portal/credential-form";
import { ProblemBox } from "../_portal/problem-box";
import { useRestoredToken } from "../_portal/session-token";
import { CallsTable, type AuditCall } from "./calls-table";
import { ago, type UsageHistory } from "./usage-figures";
import { UsageHistorySection } from "./usage-history";
import "./usage.css";

const STORAGE = "events-api-console-key";
const REFRESH_MS = 10_000;

interface Window_ {
  limit: number;
  used: number;
  remaining: number;
  reset_seconds: number;
}
interface Usage {
  key: { id: string; type: string };
  plan: string;
  work: { minute: Window_; day: Window_ };
  crew_work: { minute: Window_; day: Window_ };
  requests: { minute: Window_ };
  bytes: { today: number; limit: number };
  frozen: boolean;
}
interface Me {
  key: { id: string; type: string; scopes: string[]; rate_limit: { per_minute: number; per_day: number }; websites: string[] };
  crew: { id: string; name: string; slug: string };
}
interface Problem {
  code: string;
  title: string;
  detail: string;
  type: string;
  request_id: string;
  status: number;
}

class ApiProblem extends Error {
  constructor(readonly problem: Problem) {
    super(problem.detail);
  }
}

async function call<T>(path: string, key: string): Promise<T> {
  const res = await fetch(`/api${path}`, { headers: { Authorization: `Bearer ${key}` }, cache: "no-store" });
  const body = await res.json().catch(() => null);
  if (!res.ok) throw new ApiProblem(body ?? { code: "internal_error", title: "Error", detail: `HTTP ${res.status}`, type: "/docs/errors#internal_error", request_id: res.headers.get("x-request-id") ?? "", status: res.status });
  return body as T;
}

const fmt = (n: number) => n.toLocaleString("en");
const bytes = (n: number) => (n >= 1e9 ? `${(n / 1e9).toFixed(1)} GB` : n >= 1e6 ? `${(n / 1e6).toFixed(1)} MB` : n >= 1e3 ? `${(n / 1e3).toFixed(1)} kB` : `${n} B`);
const resetIn = (s: number) => (s >= 3600 ? `${Math.floor(s / 3600)} h ${Math.round((s % 3600) / 60)} min` : s >= 60 ? `${Math.floor(s / 60)} min ${s % 60} s` : `${s} s`);

function Budget({ title, w, unit = "" }: { title: string; w: { limit: number; used: number; reset_seconds?: number }; unit?: string }) {
  const id = useId();
  const share = w.limit > 0 ? w.used / w.limit : 0;
  return (
    <div className="budget" data-budget={title}>
      <h3 id={id}>{title}</h3>
      <progress aria-labelledby={id} max={w.limit} value={Math.min(w.used, w.limit)} aria-valuetext={`${fmt(w.used)} of ${fmt(w.limit)} used`}>
        {Math.round(share * 100)}%
      </progress>
      <p className="figures">
        {unit === "bytes" ? `${bytes(w.used)} of ${bytes(w.limit)} used` : `${fmt(w.used)} of ${fmt(w.limit)}${unit} used`}
        {w.reset_seconds !== undefined ? ` · resets in ${resetIn(w.reset_seconds)}` : ""}
      </p>
    </div>
  );
}

/** `routeTemplates`: every partner route (`GET /v1/events/{id}`), to group the calls by route. */
export function Console({ routeTemplates }: { routeTemplates: string[] }) {
  const inputId = useId();
  const [draft, setDraft] = useState("");
  const [key, setKey] = useState<string | null>(null);
  const [me, setMe] = useState<Me | null>(null);
  const [usage, setUsage] = useState<Usage | null>(null);
  const [calls, setCalls] = useState<AuditCall[] | null>(null);
  const [history, setHistory] = useState<UsageHistory | null>(null);
  const [problem, setProblem] = useState<Problem | null>(null);
  const [updated, setUpdated] = useState<Date | null>(null);
  const [sectionError, setSectionError] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setInterval> | null>(null);

  const refresh = useCallback(async (k: string) => {
    try {
      const [u, h, log] = await Promise.all([call<Usage>("/v1/usage", k), call<UsageHistory>("/v1/usage/history", k), call<{ data: AuditCall[] }>("/v1/audit-log?limit=1000", k)]);
      setUsage(u);
      setHistory(h);
      setCalls(log.data);
      setUpdated(new Date());
      setSectionError(null);
    } catch (e) {
      setSectionError(e instanceof ApiProblem ? `${e.problem.code}: ${e.problem.detail}` : String(e));
    }
  }, []);

  const connect = useCallback(
    async (k: string) => {
      setProblem(null);
      try {
        const who = await call<Me>("/v1/me", k);
        setMe(who);
        setKey(k);
        sessionStorage.setItem(STORAGE, k);
        await refresh(k);
      } catch (e) {
        setMe(null);
        setKey(null);
        setUsage(null);
        setHistory(null);
        setCalls(null);
        if (e instanceof ApiProblem) setProblem(e.problem);
        else setProblem({ code: "network", title: "Network error", detail: String(e), type: "", request_id: "", status: 0 });
      }
    },
    [refresh],
  );

  // A key kept by this tab from before a reload; restored after the first render.
  useRestoredToken(STORAGE, setDraft, connect);

  useEffect(() => {
    if (!key) return;
    timer.current = setInterval(() => void refresh(key), REFRESH_MS);
    return () => {
      if (timer.current) clearInterval(timer.current);
    };
  }, [key, refresh]);

  const forget = () => {
    sessionStorage.removeItem(STORAGE);
    setKey(null);
    setMe(null);
    setUsage(null);
    setHistory(null);
    setCalls(null);
    setDraft("");
    setProblem(null);
  };

  return (
    <>
      <CredentialForm
        id={inputId}
        label="API key"
        name="key"
        placeholder="svc_sk_…"
        hint="A secret key: the console reads /v1/me, /v1/usage, /v1/usage/history and /v1/audit-log, which publishable keys cannot call. The key stays in this tab and goes only to this API."
        submitLabel="Show key"
        forgetLabel="Forget key"
        value={draft}
        onChange={setDraft}
        connected={Boolean(key)}
        onConnect={(k) => void connect(k)}
        onForget={forget}
      />

      <div aria-live="polite">
        {problem ? <ProblemBox problem={problem} /> : null}
      </div>

      {me ? (
        <section aria-labelledby="key-h">
          <h2 id="key-h">The key</h2>
          <dl className="key-facts">
            <dt>Crew</dt>
            <dd data-testid="crew-name">
              {me.crew.name} (<code>{me.crew.slug}</code>)
            </dd>
            <dt>Kind</dt>
            <dd>{me.key.type}</dd>
            <dt>Scopes</dt>
            <dd>{me.key.scopes.length ? me.key.scopes.map((s) => <code key={s}>{s} </code>) : "none"}</dd>
            <dt>Last used</dt>
            <dd data-testid="last-used">
              {history ? (
                history.last_used_at ? (
                  <>
                    <time dateTime={history.last_used_at}>{history.last_used_at.replace("T", " ").replace(/\.\d+Z$|Z$/, "")} UTC</time>
                    {updated ? ` (${ago(history.last_used_at, updated.getTime())}, to the minute)` : ""}
                  </>
                ) : (
                  "never"
                )
              ) : (
                "…"
              )}
            </dd>
            <dt>Own work budget</dt>
            <dd>
              {fmt(me.key.rate_limit.per_minute)} a minute, {fmt(me.key.rate_limit.per_day)} a day
            </dd>
            {me.key.websites.length ? (
              <>
                <dt>Websites</dt>
                <dd>{me.key.websites.join(", ")}</dd>
              </>
            ) : null}
          </dl>
        </section>
      ) : null}

      {usage ? (
        <section aria-labelledby="usage-h">
          <h2 id="usage-h">Budgets</h2>
          <p className="hint">
            Plan {usage.plan}. Refreshes every {REFRESH_MS / 1000} seconds{updated ? `; last at ${updated.toLocaleTimeString("en-GB")}` : ""}.
            {usage.frozen ? <strong className="status-bad"> The key is held to cached answers after an unusual request pattern.</strong> : null}{" "}
            <button type="button" className="secondary" onClick={() => key && void refresh(key)}>
              Refresh now
            </button>
          </p>
          <div className="budgets">
            <Budget title="Work this minute" w={usage.work.minute} />
            <Budget title="Work today" w={usage.work.day} />
            <Budget title="Crew work this minute" w={usage.crew_work.minute} />
            <Budget title="Crew work today" w={usage.crew_work.day} />
            <Budget title="Requests this minute" w={usage.requests.minute} />
            <Budget title="Response data today" w={{ limit: usage.bytes.limit, used: usage.bytes.today }} unit="bytes" />
          </div>
        </section>
      ) : null}

      {sectionError ? (
        <p className="problem" role="alert">
          Could not refresh: {sectionError}
        </p>
      ) : null}

      {history ? <UsageHistorySection history={history} /> : null}

      {calls ? <CallsTable calls={calls} routeTemplates={routeTemplates} /> : null}
    </>
  );
}
