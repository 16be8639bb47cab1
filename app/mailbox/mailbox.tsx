"use client";
/**
 * The sandbox mailbox: the mail list from GET /api/platform/v1/emails, newest first, with a
 * recipient filter. The page hands over the sandbox's platform token; it is sent only to this API.
 */
import type { SandboxEmail } from "@/lib/platform-api/mail/mailbox-query";
import { useCallback, useEffect, useId, useState } from "react";
import styles from "./mailbox.module.css";

const LIMIT = 100;

type Email = SandboxEmail;

async function fetchMail(token: string, to: string): Promise<Email[]> {
  const query = new URLSearchParams({ limit: String(LIMIT) });
  if (to) query.set("to", to);
  const res = await fetch(`/api/platform/v1/emails?${query}`, { headers: { Authorization: `Bearer ${token}` }, cache: "no-store" });
  const body = await res.json().catch(() => null);
  if (!res.ok) throw new Error(body?.detail ? `${body.code}: ${body.detail}` : `HTTP ${res.status}`);
  return (body as { data: Email[] }).data;
}

const when = (iso: string) => iso.replace("T", " ").replace(/\.\d+Z$|Z$/, "");

export function Mailbox({ token }: { token: string }) {
  const inputId = useId();
  const [draft, setDraft] = useState("");
  const [filter, setFilter] = useState("");
  const [mail, setMail] = useState<Email[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);

  const load = useCallback(
    async (to: string) => {
      setLoading(true);
      try {
        setMail(await fetchMail(token, to));
        setFilter(to);
        setError(null);
      } catch (e) {
        setError(e instanceof Error ? e.message : String(e));
      } finally {
        setLoading(false);
      }
    },
    [token],
  );

  useEffect(() => {
    void Promise.resolve().then(() => load(""));
  }, [load]);

  return (
    <>
      <form
        className={styles.filter}
        role="search"
        aria-label="Filter the mailbox"
        onSubmit={(e) => {
          e.preventDefault();
          void load(draft.trim());
        }}
      >
        <div className="field">
          <label htmlFor={inputId}>To</label>
          <input
            id={inputId}
            name="to"
            type="text"
            inputMode="email"
            autoComplete="off"
            spellCheck={false}
            value={draft}
            onChange={(e) => setDraft(e.target.value)}
            placeholder="owner@example.com"
            aria-describedby={`${inputId}-hint`}
          />
          <span className="hint" id={`${inputId}-hint`}>
            Only mail to this address (any case); leave empty for all mail.
          </span>
        </div>
        <div className="row">
          <button type="submit">Filter</button>
          <button
            type="button"
            className="secondary"
            onClick={() => {
              setDraft("");
              void load("");
            }}
          >
            Show all
          </button>
          <button type="button" className="secondary" onClick={() => void load(filter)}>
            Refresh
          </button>
        </div>
      </form>

      <div aria-live="polite">
        {error ? (
          <p className="problem" role="alert">
            Could not read the mailbox: {error}
          </p>
        ) : null}
        <p className="hint" data-testid="mailbox-status">
          {loading && !mail
            ? "Loading…"
            : mail
              ? `${mail.length === 0 ? "No mail" : mail.length === 1 ? "1 mail" : `${mail.length} mails`}${filter ? ` to ${filter}` : ""}${mail.length === LIMIT ? ` (the latest ${LIMIT})` : ""}.`
              : ""}
        </p>
      </div>

      {mail && mail.length > 0 ? (
        <section aria-labelledby="mail-h">
          <h2 id="mail-h">Mail</h2>
          <div className="table-wrap" tabIndex={0} role="region" aria-label="Mail table">
            <table>
              <caption className="visually-hidden">Mail in the sandbox mailbox, newest first{filter ? `, to ${filter}` : ""}</caption>
              <thead>
                <tr>
                  <th scope="col">Sent (UTC)</th>
                  <th scope="col">To</th>
                  <th scope="col">Subject and message</th>
                </tr>
              </thead>
              <tbody>
                {mail.map((m) => (
                  <tr key={m.id} data-email-id={m.id}>
                    <td>
                      <time dateTime={m.sent_at}>{when(m.sent_at)}</time>
                    </td>
                    <td>{m.to}</td>
                    <td className={styles.message}>
                      <details>
                        <summary>{m.subject}</summary>
                        <p className={styles.body}>{m.text}</p>
                        {m.html ? (
                          <details>
                            <summary>HTML source</summary>
                            <pre className={styles.body}>
                              <code>{m.html}</code>
                            </pre>
                          </details>
                        ) : null}
                      </details>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </section>
      ) : null}
    </>
  );
}
