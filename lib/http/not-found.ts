import { AnswerHeaders } from "@/lib/http/answer-headers";
import { problemOf, toResponse, type Answer, type HeaderReader } from "@/lib/http/exchange";
import { docsUrlFor, notFound } from "@/lib/http/problem";
import { requestIdFor } from "@/lib/http/request-id";
import { everyMethod } from "./methods";

/** The 404 problem of a path no route serves. */
export function notFoundAnswer(request: { url: string; headers: HeaderReader }): Answer {
  const url = new URL(request.url);
  const requestId = requestIdFor(request.headers.get("x-request-id"));
  return problemOf(notFound(), { docsUrl: docsUrlFor(url), instance: url.pathname, requestId }, new AnswerHeaders({ "X-Request-Id": requestId }));
}

async function answer(request: Request): Promise<Response> {
  return toResponse(notFoundAnswer(request));
}

export const notFoundRoute = everyMethod(answer);
