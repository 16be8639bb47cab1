/** At most 10 webhooks per crew on the crew admin API. */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ADMIN, hook, startAdminWorld, type AdminWorld } from "./support";

let w: AdminWorld;

beforeAll(async () => {
  w = await startAdminWorld();
});

afterAll(async () => {
  await w.api.close();
});

describe("webhook limit", () => {
  it("the eleventh webhook is 409 conflict with reason limit_reached; deleting one makes room", async () => {
    const existing = (await w.call("GET", "/admin/v1/webhooks", ADMIN.owner)).body.data.length as number;
    const ids: string[] = [];
    for (let i = existing; i < 10; i++) {
      const r = await w.call("POST", "/admin/v1/webhooks", i % 2 ? ADMIN.owner : ADMIN.manageApi, hook({ description: `hook ${i}` }));
      expect(r.status).toBe(201);
      ids.push(r.body.id);
    }
    expect((await w.call("GET", "/admin/v1/webhooks", ADMIN.owner)).body.data).toHaveLength(10);
    const over = await w.call("POST", "/admin/v1/webhooks", ADMIN.owner, hook());
    expect(over.status).toBe(409);
    expect(over.body).toMatchObject({ code: "conflict", reason: "limit_reached" });
    expect((await w.call("GET", "/admin/v1/webhooks", ADMIN.owner)).body.data).toHaveLength(10);

    // The limit is per crew: another crew still creates.
    expect((await w.call("POST", "/admin/v1/webhooks", ADMIN.harbourOwner, hook())).status).toBe(201);

    expect((await w.call("DELETE", `/admin/v1/webhooks/${ids[0]}`, ADMIN.owner)).status).toBe(204);
    expect((await w.call("POST", "/admin/v1/webhooks", ADMIN.owner, hook())).status).toBe(201);
  });

  it("creations at the same time cannot pass the limit together", async () => {
    const existing = (await w.call("GET", "/admin/v1/webhooks", ADMIN.harbourOwner)).body.data.length as number;
    const answers = await Promise.all(Array.from({ length: 12 }, () => w.call("POST", "/admin/v1/webhooks", ADMIN.harbourOwner, hook())));
    const created = answers.filter((r) => r.status === 201).length;
    expect(created).toBe(10 - existing);
    expect(answers.filter((r) => r.status === 409).every((r) => r.body.reason === "limit_reached")).toBe(true);
    expect((await w.call("GET", "/admin/v1/webhooks", ADMIN.harbourOwner)).body.data).toHaveLength(10);
  });
});
