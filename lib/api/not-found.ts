import { notFound, problemResponse } from "@/lib/http/problem";
import { docsUrlFor } from "@/lib/http/pipeline";
import { requestIdFor } from "@/lib/http/request-id";

async function answer(request: Request): Promise<Response> {
  const url = new URL(request.url);
  const requestId = requestIdFor(request.headers.get("x-request-id"));
  return problemResponse(notFound(), { docsUrl: docsUrlFor(url), instance: url.pathname, requestId }, new Headers({ "X-Request-Id": requestId }));
}

export const notFoundRoute = { GET: answer, HEAD: answer, POST: answer, PUT: answer, PATCH: answer, DELETE: answer, OPTIONS: answer };
