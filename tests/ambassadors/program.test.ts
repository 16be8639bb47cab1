/** GET /v1/ambassador-program: a programme's public page, with the legacy top-level fields. */
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { ambassadorPrograms } from "@/lib/db/schema";
import { readWorld, startApp, type TestApp } from "../support/app";
import { KEYS } from "../support/keys";
import { expectNotFound } from "../support/expect";
import { expectSame404s, sameBody, TRESOR, VOLT } from "./reads";
import { AMB_KEYS } from "./world";

let api: TestApp;
beforeAll(async () => {
  api = await startApp(readWorld("ambassadors"));
});
afterAll(() => api.close());
beforeEach(() => api.store.clear());

const program = (q: string, key: string = AMB_KEYS.owner) => api.get(`/v1/ambassador-program?${q}`, { key });

describe("GET /v1/ambassador-program", () => {
  it("answers the programme, its page, discount and sign-up, and repeats the legacy fields", async () => {
    const r = await program(VOLT);
    expect(r.status).toBe(200);
    expect(r.body).toEqual({
      ok: true,
      program: { name: "Volt Crew", description: "Bring your friends to Volt nights." },
      owner: { type: "promoter", id: 20 },
      discount: { percentage: 10 },
      signup: { open: true, seats_left: 40 },
      name: "Volt Crew",
      description: "Bring your friends to Volt nights.",
      signup_open: true,
      gamification_enabled: true,
    });
    expect(r.headers.get("cache-control")).toContain("max-age=120");
  });

  it("shows sign-up closed and gamification off as the organiser set them (Tresor)", async () => {
    const r = await program(TRESOR);
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({
      program: { name: "Tresor Insiders" },
      owner: { type: "venue", id: 30 },
      discount: { percentage: 15 },
      signup: { open: false, seats_left: 5 },
      name: "Tresor Insiders",
      signup_open: false,
      gamification_enabled: false,
    });
  });

  it("reads sign-up as closed once no seats are left, though the organiser keeps it switched on", async () => {
    await api.database.db.update(ambassadorPrograms).set({ seatsLeft: 0 }).where(eq(ambassadorPrograms.ownerId, 20));
    try {
      const r = await program(VOLT);
      expect(r.body.signup).toEqual({ open: false, seats_left: 0 });
      expect(r.body.signup_open).toBe(false);
    } finally {
      await api.database.db.update(ambassadorPrograms).set({ seatsLeft: 40 }).where(eq(ambassadorPrograms.ownerId, 20));
    }
  });

  it("documents the legacy fields as deprecated in the OpenAPI document", async () => {
    const doc = await api.get("/v1/openapi.json");
    const schema = doc.body.components.schemas.AmbassadorProgram;
    for (const f of ["name", "description", "signup_open", "gamification_enabled"]) expect(schema.properties[f].description).toMatch(/^Deprecated/);
  });

  it("answers the same 404 for a page outside the crew graph, an unmanaged page, no page and another crew's programme", async () => {
    await expectSame404s(api, (o) => `/v1/ambassador-program?${o}`);
  });

  it("answers 422 validation_error for missing or malformed parameters", async () => {
    for (const [q, params] of [
      ["", ["owner_id", "owner_type"]],
      ["owner_type=promoter", ["owner_id"]],
      ["owner_type=artist&owner_id=20", ["owner_type"]],
      ["owner_type=promoter&owner_id=0", ["owner_id"]],
      ["owner_type=promoter&owner_id=abc", ["owner_id"]],
      ["owner_type=promoter&owner_id=20&extra=1", ["extra"]],
    ] as const) {
      const r = await program(q);
      expect(r.status, q).toBe(422);
      expect(r.body.code).toBe("validation_error");
      expect(r.body.errors.map((e: { param: string }) => e.param).sort()).toEqual([...params].sort());
    }
    const missing = await program("owner_type=promoter");
    expect(missing.body.errors[0].message).toBe("Required.");
  });

  it("needs read:ambassadors and a secret key", async () => {
    const r = await program(VOLT, KEYS.secret);
    expect(r.status).toBe(403);
    expect(r.body.code).toBe("missing_scope");
    const storefront = await program(VOLT, AMB_KEYS.storefront);
    expect(storefront.status).toBe(200);
  });

  it("answers the 404 for a page the crew manages once its programme is gone, as for one it never had", async () => {
    const before = await program("owner_type=promoter&owner_id=22");
    await api.database.db.delete(ambassadorPrograms).where(and(eq(ambassadorPrograms.ownerType, "venue"), eq(ambassadorPrograms.ownerId, 30)));
    await api.store.clear();
    const r = await program(TRESOR);
    expectNotFound(r);
    expect(sameBody(r)).toEqual(sameBody(before));
  });
});
