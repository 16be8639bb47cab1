/**
 * Examples taken from the demo world: `npm run client` runs the app in-process against
 * worlds/demo.json, calls every operation once and writes what it answered to examples.json.
 */
import captured from "./examples.json";

export interface CapturedExample {
  /** The request path as called, e.g. /v1/artists/10. */
  path: string;
  /** Path and query parameters of that call, as sent. */
  params: Record<string, string>;
  query: Record<string, string>;
  /** Request body of a write. */
  body?: unknown;
  status: number;
  contentType: string;
  /** Parsed JSON, or the text of a non-JSON answer. */
  value: unknown;
}

export const EXAMPLES = captured as Record<string, CapturedExample>;
