/** The contract hook itself: it must catch every kind of drift between answers and the document. */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { crewEndpoints } from "@/lib/crew/endpoints";
import { buildRequest, startApp, type ApiResponse, type TestApp } from "../support/app";
import { contractOver } from "../support/contract";
import { KEYS } from "../support/keys";

function fake(status: number, body: unknown, headers: Record<string, string> = {}): ApiResponse {
  const text = body === undefined ? "" : JSON.stringify(body);
  const h = new Headers({ "X-Request-Id": "req_test", ...headers });
  if (body !== undefined && !h.has("content-type")) h.set("Content-Type", status >= 400 ? "application/problem+json" : "application/json");
  return { status, headers: h, text, body, response: new Response(null) };
}

const problem = (code: string, status: number, instance = "/api/v1/me") => ({
  type: `http://localhost:3000/docs/errors#${code}`,
  title: "t",
  status,
  detail: "d",
  instance,
  code,
  request_id: "req_test",
});

describe("the contract check", () => {
  let api: TestApp;
  let me: ApiResponse;
  beforeAll(async () => {
    api = await startApp();
    me = await api.get("/v1/me", { key: KEYS.secret });
  });
  afterAll(async () => api.close());
  const contractProblems = (request: Request, response: ApiResponse) => api.contract.problems(request, response);

  it("passes real answers (they went through the hook already)", () => {
    expect(me.status).toBe(200);
    expect(contractProblems(buildRequest("GET", "/v1/me"), me)).toEqual([]);
  });

  it("fails a status the operation does not document", () => {
    const found = contractProblems(buildRequest("GET", "/v1/me"), fake(409, problem("conflict", 409)));
    expect(found.join()).toMatch(/get_me .* answered 409 with code conflict, which the document does not list/);
  });

  it("fails a problem code not documented at that status", () => {
    const found = contractProblems(buildRequest("GET", "/v1/me"), fake(403, problem("origin_not_allowed", 403)));
    expect(found).toEqual([]);
    const wrong = contractProblems(buildRequest("GET", "/v1/genres"), fake(403, problem("missing_scope", 403, "/api/v1/genres")));
    expect(wrong.join()).toMatch(/code must be equal to one of the allowed values/);
  });

  it("fails a field the schema does not declare (a leak) and a missing required field", () => {
    const leak = contractProblems(buildRequest("GET", "/v1/me"), fake(200, { ...me.body, secret_note: "x" }));
    expect(leak.join()).toMatch(/must NOT have additional properties \(secret_note\)/);
    const { crew: _crew, ...partial } = me.body;
    expect(contractProblems(buildRequest("GET", "/v1/me"), fake(200, partial)).join()).toMatch(/must have required property 'crew'/);
  });

  it("relaxes required fields only when `fields` trimmed the answer", () => {
    const { crew: _crew, ...partial } = me.body;
    expect(contractProblems(buildRequest("GET", "/v1/me?fields=key"), fake(200, partial))).toEqual([]);
    expect(contractProblems(buildRequest("GET", "/v1/me?fields=key"), fake(200, { ...partial, other: 1 })).join()).toMatch(/additional properties/);
  });

  it("fails a wrong type, content type, missing X-Request-Id, or a body on a 304", () => {
    expect(contractProblems(buildRequest("GET", "/v1/me"), fake(200, { ...me.body, crew: { ...me.body.crew, name: 5 } })).join()).toMatch(/body\/crew\/name must be string/);
    expect(contractProblems(buildRequest("GET", "/v1/me"), fake(200, me.body, { "Content-Type": "text/plain" })).join()).toMatch(/Content-Type text\/plain/);
    const noId = fake(200, me.body);
    noId.headers.delete("x-request-id");
    expect(contractProblems(buildRequest("GET", "/v1/me"), noId).join()).toMatch(/required header X-Request-Id is missing/);
    expect(contractProblems(buildRequest("GET", "/v1/genres"), fake(304, { data: [] })).join()).toMatch(/a body where none is allowed/);
  });

  it("fails a problem whose type does not link to its code's section", () => {
    const p = { ...problem("invalid_key", 401), type: "https://elsewhere.test/errors" };
    expect(contractProblems(buildRequest("GET", "/v1/me"), fake(401, p)).join()).toMatch(/does not link to \/docs\/errors#invalid_key/);
  });

  it("checks unknown methods answer 405 method_not_allowed", () => {
    expect(contractProblems(buildRequest("DELETE", "/v1/me"), fake(405, problem("method_not_allowed", 405)))).toEqual([]);
    expect(contractProblems(buildRequest("DELETE", "/v1/me"), fake(404, problem("not_found", 404))).join()).toMatch(/405 was expected/);
  });

  it("throws from the hook so a test receiving a broken answer fails", () => {
    expect(() => api.contract.check(buildRequest("GET", "/v1/me"), fake(418, problem("conflict", 418)))).toThrow(/breaks the OpenAPI document/);
  });

  it("holds an app serving one domain to that domain's part of the same document", () => {
    const own = contractOver(crewEndpoints);
    expect(own.document().paths?.["/v1/me"]).toEqual(api.contract.document().paths?.["/v1/me"]);
    expect(Object.keys(own.document().paths ?? {}).sort()).toEqual([...new Set(crewEndpoints.map((e) => e.path))].sort());
    expect(own.problems(buildRequest("GET", "/v1/me"), me)).toEqual([]);
    expect(own.problems(buildRequest("GET", "/v1/me"), fake(200, { ...me.body, secret_note: "x" })).join()).toMatch(/additional properties \(secret_note\)/);
  });
});
