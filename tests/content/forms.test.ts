import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contentEndpoints } from "@/lib/content/endpoints";
import { submitFormEndpoint } from "@/lib/content/forms/submit-endpoint";
import { startApp, type TestApp } from "../support/app";
import { callers, expectNotFound, ids } from "../catalogue/pages/helpers";
import { pagesWorld } from "../catalogue/pages/world";

let api: TestApp;
const { ns, pub, hb } = callers(() => api);

beforeAll(async () => {
  api = await startApp(pagesWorld(), { endpoints: [...contentEndpoints, submitFormEndpoint] });
});
afterAll(() => api?.close());

describe("GET /v1/forms", () => {
  it("lists the crew's forms and its pages' forms by title, drafts left out", async () => {
    const r = await ns("/v1/forms");
    expect(r.status).toBe(200);
    expect(Object.keys(r.body)).toEqual(["data"]);
    expect(r.body.data.map((f: { slug: string; availability: string }) => [f.slug, f.availability])).toEqual([
      ["early-access", "scheduled"],
      ["full-house", "full"],
      ["volunteers", "open"],
      ["newsletter", "empty"],
      ["past", "closed"],
      ["volunteers", "open"],
    ]);
    expect(r.body.data[5]).toEqual({
      slug: "volunteers",
      title: "Volunteer with us",
      description: "Help at Field Days.",
      availability: "open",
      opens_at: expect.stringMatching(/Z$/),
      closes_at: expect.stringMatching(/Z$/),
      owner: { type: "promoter", id: 20 },
      url: "https://events.example.test/forms/nightshift/volunteers",
    });
    expect(r.body.data[1].owner).toEqual({ type: "crew", id: "nightshift" });
    expect(r.body.data[0].owner).toEqual({ type: "artist", id: 10 });
    expect(r.body.data[4].owner).toEqual({ type: "venue", id: 30 });
    expect(r.headers.get("cache-control")).toMatch(/^private, max-age=120,/);
    expect(ids(await pub("/v1/forms"))).toEqual(ids(r));
  });

  it("a form another crew made on a managed page counts; one made on another crew's page does not", async () => {
    const r = await ns("/v1/forms");
    const made = r.body.data[2];
    expect(made.title).toBe("Harbour-made volunteers");
    expect(made.owner).toEqual({ type: "promoter", id: 20 });
    expect(made.url).toBe("https://events.example.test/forms/harbour/volunteers");
    expect(ids(r)).not.toContain("on-harbour-page");
    expect(ids(r)).not.toContain("harbour-jazz");
    const h = await hb("/v1/forms");
    expect(h.body.data.map((f: { slug: string; owner: unknown }) => [f.slug, f.owner])).toEqual([
      ["harbour-jazz", { type: "crew", id: "harbour" }],
      ["on-harbour-page", { type: "promoter", id: 21 }],
    ]);
  });

  it("takes no pagination", async () => {
    expect((await ns("/v1/forms?limit=2")).status).toBe(400);
  });
});

describe("GET /v1/forms/{slug}", () => {
  it("returns the form as its public page shows it, organiser-only settings left out", async () => {
    const r = await ns("/v1/forms/volunteers");
    expect(r.status).toBe(200);
    expect(r.body).toEqual({
      id: "c1f0e7a2-5d4b-4e3a-9c2b-1a0f9e8d7c01",
      slug: "volunteers",
      title: "Volunteer with us",
      description: "Help at Field Days.",
      availability: "open",
      opens_at: expect.stringMatching(/Z$/),
      closes_at: expect.stringMatching(/Z$/),
      owner: { type: "promoter", id: 20 },
      url: "https://events.example.test/forms/nightshift/volunteers",
      captures_contact: true,
      definition_version: 2,
      settings: { show_progress: true, submit_label: "Send", consent_text: "We store your answers." },
      questions: [
        { key: "name", type: "text", label: "Your name", required: true, options: null },
        { key: "shifts", type: "choice", label: "Shifts", options: ["Sat", "Sun"], required: false },
      ],
    });
    expect(r.text).not.toContain("boss@nightshift.test");
    expect(r.headers.get("cache-control")).toMatch(/^private, max-age=60,/);
  });

  it("derives availability on the detail too", async () => {
    expect((await pub("/v1/forms/full-house")).body.availability).toBe("full");
    expect((await pub("/v1/forms/past")).body.availability).toBe("closed");
    expect((await pub("/v1/forms/early-access")).body.availability).toBe("scheduled");
    expect((await pub("/v1/forms/newsletter")).body.availability).toBe("empty");
  });

  it("the default submit label is text the API writes, so it follows locale", async () => {
    const en = await ns("/v1/forms/newsletter");
    expect(en.body.settings).toEqual({ show_progress: false, submit_label: "Submit", consent_text: null });
    expect(en.body.questions).toEqual([]);
    expect((await ns("/v1/forms/newsletter?locale=fr-BE")).body.settings.submit_label).toBe("Envoyer");
    expect((await ns("/v1/forms/newsletter?locale=de")).body.settings.submit_label).toBe("Absenden");
    expect((await ns("/v1/forms/volunteers?locale=de")).body.settings.submit_label).toBe("Send");
  });

  it("404 for drafts, unknown slugs, malformed slugs and other crews' forms", async () => {
    for (const slug of ["secret-draft", "nope", "Bad_Slug", "harbour-jazz", "on-harbour-page", "-x"]) expectNotFound(await ns(`/v1/forms/${slug}`));
    expectNotFound(await hb("/v1/forms/volunteers"));
    expectNotFound(await hb("/v1/forms/newsletter"));
    expect((await hb("/v1/forms/on-harbour-page")).body.owner).toEqual({ type: "promoter", id: 21 });
  });
});
