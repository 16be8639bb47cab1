/** The checked-in client types match the document, and the client calls the app with types that hold. */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createEventsClient, type EventsClient } from "@/client";
import { typesAreStale } from "@/scripts/gen-client";
import { dispatch, startApp, toApiResponse, type TestApp } from "../support/app";
import { KEYS } from "../support/keys";

describe("client/schema.d.ts", () => {
  it("is what `npm run client` generates from the current document", async () => {
    expect(await typesAreStale(), "client/schema.d.ts is stale: run `npm run client`").toBe(false);
  }, 60_000);
});

describe("the typed client against the app", () => {
  let api: TestApp;
  let client: EventsClient;
  beforeAll(async () => {
    api = await startApp();
    // The client's requests go through the same dispatch and contract check as every test call.
    const fetch = async (request: Request) => {
      const answer = await toApiResponse(await dispatch(request.clone()));
      api.contract.check(request, answer);
      return new Response(answer.status === 304 ? null : answer.text, { status: answer.status, headers: answer.headers });
    };
    client = createEventsClient({ baseUrl: "http://localhost:3000/api", key: KEYS.secret, fetch, headers: { "X-Forwarded-For": "203.0.113.7" } });
  });
  afterAll(async () => api.close());

  it("reads the calling key and its crew", async () => {
    const { data, error, response } = await client.GET("/v1/me");
    expect(error).toBeUndefined();
    expect(response.status).toBe(200);
    expect(data!.key.type).toBe("secret");
    expect(data!.crew.slug).toBe("nightshift");
  });

  it("passes typed path parameters, and types the problem of a 404", async () => {
    const { data, error, response } = await client.GET("/v1/crew/pages");
    expect(response.status).toBe(200);
    const artist = data!.data.find((p) => p.type === "artist")!;
    const found = await client.GET("/v1/artists/{id}", { params: { path: { id: artist.id } } });
    expect(found.response.status).toBe(200);
    expect(found.data!.id).toBe(artist.id);
    const missing = await client.GET("/v1/artists/{id}", { params: { path: { id: 999999 } } });
    expect(missing.response.status).toBe(404);
    expect(missing.error!.code).toBe("not_found");
    expect(error).toBeUndefined();
  });

  it("sends typed query parameters and follows cursors", async () => {
    const first = await client.GET("/v1/artists", { params: { query: { limit: 1 } } });
    expect(first.response.status).toBe(200);
    expect(first.data!.data).toHaveLength(1);
    expect(first.data!.pagination.has_more).toBe(true);
    const second = await client.GET("/v1/artists", { params: { query: { limit: 1, cursor: first.data!.pagination.next_cursor! } } });
    expect(second.data!.data[0]!.id).not.toBe(first.data!.data[0]!.id);
  });

  it("gets the problem body of a refused call", async () => {
    const bad = await client.GET("/v1/artists", { params: { query: { limit: 500 } } });
    expect(bad.response.status).toBe(400);
    expect(bad.error!.code).toBe("validation_error");
    expect(bad.error!.errors![0]!.param).toBe("limit");
  });
});
