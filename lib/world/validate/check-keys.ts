/** Semantic checks of API keys. */
import { isScope, SCOPES } from "../../auth/scopes";
import { hashToken, keyTypeOf } from "../../auth/token";
import { arr, get, str, type Checked, type Checker, type Path } from "./checker";

/**
 * Unique ids and tokens (a given token and a given hash count as the same token); a key rotates
 * once; then each key on its own: see checkKey.
 */
export function checkKeys(c: Checker, items: unknown[]): Checked["keys"] {
  c.unique(items, (k, i) => ({ value: str(get(k, "id"))?.toLowerCase(), path: ["keys", i, "id"], label: `id ${String(get(k, "id"))}` }));
  for (const k of items) {
    const id = str(get(k, "id"));
    if (id) c.keyIds.add(id.toLowerCase());
  }
  c.unique(items, (k, i) => {
    const token = str(get(k, "token"));
    const hash = token !== undefined ? hashToken(token) : str(get(k, "token_hash"));
    return { value: hash, path: ["keys", i, token !== undefined ? "token" : "token_hash"], label: "token (two keys cannot share a token)" };
  });
  c.unique(items, (k, i) => ({ value: str(get(k, "rotated_from"))?.toLowerCase(), path: ["keys", i, "rotated_from"], label: `successor of key ${String(get(k, "rotated_from"))} (a key rotates once)` }));
  return items.map((k, i) => checkKey(c, k, ["keys", i]));
}

/**
 * The crew exists; the type agrees with the token's prefix (or is given when there is no token);
 * token, or token_hash with prefix and last4; scopes known and allowed for the type (owner-only
 * scopes only on a key the crew owner created); rotated_from
 * names another key of the world; created before expiring.
 */
function checkKey(c: Checker, k: unknown, p: Path): Checked["keys"][number] {
  c.refCrew([...p, "crew"], get(k, "crew"));
  const token = str(get(k, "token"));
  const typeRaw = get(k, "type");
  const declared = typeRaw === "secret" || typeRaw === "publishable" ? typeRaw : undefined;
  const fromToken = token !== undefined ? (keyTypeOf(token) ?? undefined) : undefined;
  if (declared && fromToken && declared !== fromToken) c.add([...p, "token"], `a ${token!.slice(0, 7)} token belongs to a ${fromToken} key, but type is ${JSON.stringify(declared)}`);
  if (typeRaw === undefined && token === undefined) c.add([...p, "type"], "is required when there is no token");
  const type = declared ?? fromToken;

  const hasHash = get(k, "token_hash") !== undefined;
  if (token !== undefined && hasHash) c.add([...p, "token_hash"], "give token or token_hash, not both");
  if (hasHash && (get(k, "prefix") === undefined || get(k, "last4") === undefined)) c.add([...p, "token_hash"], "token_hash needs prefix and last4");
  if (!hasHash && (get(k, "prefix") !== undefined || get(k, "last4") !== undefined)) c.add([...p, get(k, "prefix") !== undefined ? "prefix" : "last4"], "prefix and last4 go with token_hash");

  arr(get(k, "scopes")).forEach((s, j) => {
    if (typeof s !== "string") return;
    if (!isScope(s)) c.add([...p, "scopes", j], `unknown scope ${JSON.stringify(s)}`);
    else if (type === "publishable" && !SCOPES[s].publishable) c.add([...p, "scopes", j], `${JSON.stringify(s)} cannot be given to a publishable key`);
    else if (SCOPES[s].ownerOnly && get(k, "created_by_owner") !== true) c.add([...p, "scopes", j], `${JSON.stringify(s)} is owner-only: only a key with "created_by_owner": true may hold it`);
  });

  const from = str(get(k, "rotated_from"));
  if (from !== undefined) {
    if (!c.keyIds.has(from.toLowerCase())) c.add([...p, "rotated_from"], `key ${from} is not in this world`);
    else if (from.toLowerCase() === str(get(k, "id"))?.toLowerCase()) c.add([...p, "rotated_from"], "a key cannot replace itself");
  }

  const created = c.time([...p, "created_at"], get(k, "created_at"), c.utc);
  const expires = c.time([...p, "expires_at"], get(k, "expires_at"), c.utc);
  const rotated = c.time([...p, "rotated_at"], get(k, "rotated_at"), c.utc);
  const lastUsed = c.time([...p, "last_used_at"], get(k, "last_used_at"), c.utc);
  c.order([...p, "expires_at"], created, expires, "created_at", "expires_at");
  // An absent created_at is now, unless the key already expired: then a month before that.
  const createdOrDefault = created === undefined && expires instanceof Date && expires < c.now ? new Date(expires.getTime() - 30 * 86_400_000) : created;
  return { created: createdOrDefault, expires, rotated, lastUsed, type };
}
