/** The OpenAPI 3.1 document, generated from the endpoint registry. */
import type { Endpoint } from "@/lib/http/endpoint";

export function buildOpenApi(endpoints: Endpoint[], serverUrl: string): Record<string, unknown> {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const e of endpoints) {
    paths[e.path] ??= {};
    paths[e.path]![e.method.toLowerCase()] = { operationId: e.id, summary: e.summary, description: e.description, tags: [e.tag], responses: { "200": { description: "OK" } } };
  }
  return { openapi: "3.1.0", info: { title: "Events partner API", version: "1.0.0" }, servers: [{ url: serverUrl }], paths };
}
