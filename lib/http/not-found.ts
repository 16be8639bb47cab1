import { AnswerHeaders } from "@/lib/http/answer-headers";
import { problemOf, toResponse, type Answer, type HeaderReader } from "@/lib/http/exchange";
import { docsUrlFor, notFound } from "@/lib/http/problem";
import { requestIdFor } from "@/lib/http/request-id";
import { observeUnrouted } from "./observe-unrouted";
import { everyMethod } from "./methods";

/** The 404 problem of a path no route serves. */
export function notFoundAnswer(request: { method: string; url: string; headers: HeaderReader }): Answer {
  const url = new URL(request.url);
  const requestId = requestIdFor(request.headers.get("x-request-id"));
  return observeUnrouted(request, requestId, problemOf(notFound(), { docsUrl: docsUrlFor(url), instance: url.pathname, requestId }, new AnswerHeaders({ "X-Request-Id": requestId })), "not_found");
}

async function answer(request: Request): Promise<Response> {
  return toResponse(notFoundAnswer(request));
}

export const notFoundRoute = everyMethod(answer);
