/**
 * The API's route table for a server that is not Next.js (lib/server/): the same answers Next.js
 * gives through the route folders that bind the registry (./bind.ts): the endpoint's walk, a
 * CORS preflight, 405 with `Allow`, or the 404 problem of an unknown path.
 */
import type { Answer, ApiRequest } from "@/lib/http/exchange";
import { preflightAnswer, walkEndpoint } from "@/lib/http/pipeline";
import { allowedMethods, methodNotAllowedAnswer } from "@/lib/http/methods";
import { notFoundAnswer } from "@/lib/http/not-found";
import { findRoute } from "./registry";

export function dispatchApi(request: ApiRequest, pathname: string): Answer | Promise<Answer> {
  const match = findRoute(pathname);
  if (!match) return notFoundAnswer(request);
  const declared = match.route.endpoints;
  if (request.method === "OPTIONS") return preflightAnswer(request.headers, declared.map((e) => e.method));
  const method = request.method === "HEAD" ? "GET" : request.method;
  const endpoint = declared.find((e) => e.method === method);
  if (!endpoint) return methodNotAllowedAnswer(request, allowedMethods(declared));
  return walkEndpoint(endpoint, request, match.params);
}
