/**
 * Checks on what members and partners send: phone numbers, e-mail domains, codes, and where a
 * sign-in link may send the browser back to.
 */
import { randomInt } from "node:crypto";
import { parsePhoneNumberFromString } from "libphonenumber-js";
import { normaliseOrigin } from "@/lib/auth/origin";
import { codeKey } from "./sales";

/**
 * A real phone number in E.164 (`+436601234501`), or null. International form only: a leading
 * `+` or `00`; spaces, dots, dashes and brackets are dropped. This is the programme's dedupe key,
 * so equal numbers written differently give the same string.
 */
export function e164(phone: string): string | null {
  let s = phone.trim();
  if (s.startsWith("00")) s = `+${s.slice(2)}`;
  if (!/^\+[0-9 ().\-]+$/.test(s)) return null;
  const n = parsePhoneNumberFromString(s);
  return n && n.isValid() ? n.number : null;
}

/** Throw-away mail services; a domain listed here also covers its subdomains. */
export const DISPOSABLE_DOMAINS: readonly string[] = [
  "mailinator.com", "guerrillamail.com", "guerrillamail.net", "guerrillamail.org", "guerrillamailblock.com",
  "sharklasers.com", "grr.la", "10minutemail.com", "10minutemail.net", "tempmail.com", "temp-mail.org",
  "tempmail.net", "tempmailo.com", "tempr.email", "yopmail.com", "yopmail.fr", "yopmail.net", "trashmail.com",
  "trashmail.de", "trashmail.net", "throwawaymail.com", "getnada.com", "maildrop.cc", "dispostable.com",
  "fakeinbox.com", "mohmal.com", "emailondeck.com", "mintemail.com", "spamgourmet.com", "discard.email",
];

const domainOf = (email: string): string | null => {
  const at = email.lastIndexOf("@");
  return at < 1 ? null : email.slice(at + 1).trim().toLowerCase().replace(/\.$/, "");
};

const underDomain = (domain: string, listed: string) => domain === listed || domain.endsWith(`.${listed}`);

/**
 * Whether an address is refused: a disposable domain, or one named in `blocked` (the service's
 * own list: whole addresses or domains, compared case-insensitively; a domain covers its
 * subdomains).
 */
export function disposableEmail(email: string, blocked: readonly string[] = []): boolean {
  const domain = domainOf(email);
  if (domain === null) return false;
  const address = email.trim().toLowerCase();
  for (const raw of blocked) {
    const b = raw.trim().toLowerCase();
    if (b === "") continue;
    // "@spam.test" and "spam.test" name a domain; "name@spam.test" one address.
    if (b.indexOf("@") > 0 ? b === address : underDomain(domain, b.replace(/^@/, ""))) return true;
  }
  return DISPOSABLE_DOMAINS.some((d) => underDomain(domain, d));
}

export const CODE_MAX = 64;
/** Letters, digits, - and _, 1 to 64 characters. */
export const codeFormat = (code: string): boolean => /^[A-Za-z0-9_-]{1,64}$/.test(code);

export const DEFAULT_RETURN_PATH = "/ambassador";
export const RETURN_PATH_MAX = 2048;

/**
 * A path on the partner's site: a single leading `/`, no scheme or host, no `//`, no backslash,
 * no spaces or control characters (browsers drop tabs and newlines, which would turn
 * "/\t/evil.test" into "//evil.test"). Query and fragment are allowed.
 */
export function returnPath(path: string): boolean {
  if (path.length === 0 || path.length > RETURN_PATH_MAX) return false;
  if (!path.startsWith("/") || path.includes("//") || path.includes("\\")) return false;
  if (/[\s\u0000-\u001f\u007f]/.test(path)) return false;
  try {
    return new URL(path, "https://partner.invalid").host === "partner.invalid";
  } catch {
    return false;
  }
}

/**
 * The origin a sign-in link returns to: `origin` must be a bare origin (scheme, host, port; a
 * trailing `/` is tolerated) equal to one of the key's `storefront_origins`. Answers the
 * normalised origin, or null.
 */
export function returnOrigin(origin: string, storefrontOrigins: readonly string[]): string | null {
  let u: URL;
  try {
    u = new URL(origin);
  } catch {
    return null;
  }
  if (u.username || u.password || u.search || u.hash || u.pathname !== "/" || /[?#]/.test(origin)) return null;
  if (!/^[a-z][a-z0-9+.-]*:\/\/[^/]+\/?$/i.test(origin.trim())) return null;
  const o = normaliseOrigin(origin);
  return o !== null && storefrontOrigins.some((s) => normaliseOrigin(s) === o) ? o : null;
}

/** Characters of generated codes: no 0/O, 1/I/L, so a code can be read out. */
const CODE_ALPHABET = "ABCDEFGHJKMNPQRSTUVWXYZ23456789";

const initialOf = (name: string): string =>
  name.normalize("NFD").replace(/[^A-Za-z]/g, "").charAt(0).toUpperCase();

/**
 * A new member's code: their initials, `-`, and four readable characters ("MK-7Q2F"), unique
 * against `taken` (codes already in use, any case). After 50 clashes the random part grows.
 * `pick(n)` draws an index below n (crypto by default; tests pass their own).
 */
export function memberCode(first: string, last: string, taken: ReadonlySet<string> | readonly string[], pick: (n: number) => number = randomInt): string {
  const used = new Set([...taken].map(codeKey));
  const initials = `${initialOf(first)}${initialOf(last)}` || "AM";
  for (let attempt = 0; ; attempt++) {
    const length = 4 + Math.floor(attempt / 50);
    let tail = "";
    for (let i = 0; i < length; i++) tail += CODE_ALPHABET[pick(CODE_ALPHABET.length)];
    const code = `${initials}-${tail}`;
    if (!used.has(codeKey(code))) return code;
  }
}
