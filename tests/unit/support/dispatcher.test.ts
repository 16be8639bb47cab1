/** The dispatcher of a test app serving one domain's endpoints (tests/support/dispatcher.ts), short of the walk itself. */
import { describe, expect, it } from "vitest";
import { crewEndpoints } from "@/lib/crew/endpoints";
import { submitFormEndpoint } from "@/lib/content/forms/submit-endpoint";
import { dispatcherOver } from "../../support/dispatcher";

// None of these answers reaches the walk's steps that need the App.
const dispatch = dispatcherOver([...crewEndpoints, submitFormEndpoint], () => {
  throw new Error("no App in a unit test");
});
const send = (method: string, path: string) => dispatch(new Request(`http://localhost:3000/api${path}`, { method, headers: { Origin: "https://site.test" } }));
const json = async (a: Response) => JSON.parse(await a.text());

describe("a dispatcher over named endpoints", () => {
  it("answers a method its path does not declare with 405 and Allow, and a preflight with the declared methods", async () => {
    const refused = await send("DELETE", "/v1/me");
    expect(refused.status).toBe(405);
    expect(refused.headers.get("allow")).toBe("GET, HEAD, OPTIONS");
    expect(await json(refused)).toMatchObject({ code: "method_not_allowed", instance: "/api/v1/me" });
    const preflight = await send("OPTIONS", "/v1/forms/contact/submit");
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get("access-control-allow-methods")).toBe("POST, OPTIONS");
  });

  it("answers 404 for a segment of its own route that is not valid percent-encoding", async () => {
    const bad = await send("POST", "/v1/forms/%E0%A4%A/submit");
    expect(bad.status).toBe(404);
    expect(await json(bad)).toMatchObject({ code: "not_found" });
  });

  it("throws for a path none of its endpoints declares: a route the test did not name must not pass for a 404", () => {
    expect(() => send("GET", "/v1/artists")).toThrow(/serves no endpoint at \/api\/v1\/artists/);
  });
});
