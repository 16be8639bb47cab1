"use client";
/**
 * The credential form of a portal page (key console, webhooks console): a labelled password input
 * with its hint, a submit button that connects with the trimmed value (an empty one does nothing),
 * and, once connected, a button to forget the credential. The page keeps the value (so it can
 * restore or fill it) and passes the input's id (from its own useId).
 */
import type { ReactNode } from "react";

export interface CredentialFormProps {
  /** The input's id; the hint's id is this with `-hint`. */
  id: string;
  label: string;
  name: string;
  placeholder: string;
  hint: ReactNode;
  submitLabel: string;
  forgetLabel: string;
  value: string;
  onChange: (value: string) => void;
  /** Whether a credential is in use (then the forget button shows). */
  connected: boolean;
  onConnect: (credential: string) => void;
  onForget: () => void;
}

export function CredentialForm({ id, label, name, placeholder, hint, submitLabel, forgetLabel, value, onChange, connected, onConnect, onForget }: CredentialFormProps) {
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        if (value.trim()) onConnect(value.trim());
      }}
    >
      <div className="field">
        <label htmlFor={id}>{label}</label>
        <input id={id} name={name} type="password" autoComplete="off" spellCheck={false} value={value} onChange={(e) => onChange(e.target.value)} placeholder={placeholder} aria-describedby={`${id}-hint`} />
        <span className="hint" id={`${id}-hint`}>
          {hint}
        </span>
      </div>
      <div className="row">
        <button type="submit">{submitLabel}</button>
        {connected ? (
          <button type="button" className="secondary" onClick={onForget}>
            {forgetLabel}
          </button>
        ) : null}
      </div>
    </form>
  );
}
