/**
 * What never leaves the process in a log line or a span: keys, tokens, secrets, credentials in a
 * URL, e-mail addresses, phone numbers. Attributes are chosen so none is written in the first
 * place; this is the net under that rule, for texts the service does not write itself (an error's
 * message or stack, which may quote a failed statement's parameters or a URL with its password).
 */

const PATTERNS: [RegExp, string][] = [
  // The service's own keys and tokens (svc_sk_, svc_pk_, svc_adm_, svc_plat_ ...), signing secrets, Stripe's keys.
  [/\bsvc_[a-z]+_[A-Za-z0-9_-]{6,}/g, "[redacted]"],
  [/\bwhsec_[A-Za-z0-9+/=_-]{6,}/g, "[redacted]"],
  [/\b(?:sk|rk|pk)_(?:live|test)_[A-Za-z0-9]{6,}/g, "[redacted]"],
  [/\bsignkey-[A-Za-z0-9_-]{6,}/g, "[redacted]"],
  [/\b(Bearer|Basic)\s+[A-Za-z0-9._~+/=-]{6,}/gi, "$1 [redacted]"],
  // user:password@ in any URL (a database or SMTP URL in an error).
  [/([a-z][a-z0-9+.-]*:\/\/)[^/\s:@]*:[^/\s@]*@/gi, "$1[redacted]@"],
  [/[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}/g, "[email]"],
  [/\+\d(?:[ -]?\d){6,14}\b/g, "[phone]"],
];

/** `text` with every key, token, secret, credential, e-mail address and phone number replaced. */
export function redact(text: string): string {
  let out = text;
  for (const [re, by] of PATTERNS) out = out.replace(re, by);
  return out;
}
