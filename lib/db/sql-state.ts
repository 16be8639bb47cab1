/** The SQLSTATE of a database error, wherever the driver or the query builder put it (the error or its causes). */
export function sqlState(e: unknown): string | undefined {
  for (let x = e, depth = 0; x && depth < 5; x = (x as { cause?: unknown }).cause, depth++) {
    const code = (x as { code?: unknown }).code;
    if (typeof code === "string") return code;
  }
  return undefined;
}

/**
 * Whether a statement that failed this way may succeed if run again as it is: a serialization
 * failure or deadlock (40), a lost connection (08), resources running short (53), an operator or a
 * shutdown (57), a lock not available (55P03). Anything else, a malformed value (22) or a broken
 * constraint (23) above all, fails the same way every time.
 */
export function mayPassOnRetry(e: unknown): boolean {
  const state = sqlState(e);
  if (!state || !/^[0-9A-Z]{5}$/.test(state)) return false;
  return ["40", "08", "53", "57"].includes(state.slice(0, 2)) || state === "55P03";
}
