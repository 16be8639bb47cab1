import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { contentEndpoints } from "@/lib/content/endpoints";
import { submitFormEndpoint } from "@/lib/content/forms/submit-endpoint";
import { CURRENT_COST, LEGACY_COST, parseHash } from "@/lib/auth/password";
import { presskits } from "@/lib/db/schema";
import { startApp, type TestApp } from "../support/app";
import { KEYS, PUBLISHABLE_ORIGIN } from "../support/keys";
import { callers, expectNotFound, ids } from "../catalogue/pages/helpers";
import { KIT, pagesWorld } from "../catalogue/pages/world";

let api: TestApp;
const { ns, pub, hb, hbPub } = callers(() => api);
const withPassword = (password: string, extra: Record<string, string> = {}) => ({ headers: { "Presskit-Password": password, ...extra } });

beforeAll(async () => {
  api = await startApp(pagesWorld(), { endpoints: [...contentEndpoints, submitFormEndpoint] });
});
afterAll(() => api?.close());

describe("GET /v1/presskits", () => {
  it("a secret key sees public, private and draft kits of the whole roster", async () => {
    const r = await ns("/v1/presskits");
    expect(r.status).toBe(200);
    expect(Object.keys(r.body)).toEqual(["data"]);
    expect(ids(r)).toEqual([KIT.adaDefault, KIT.adaDraft, KIT.adaTour, KIT.adaPrivate, KIT.adaProtected, KIT.bram, KIT.oddId]);
    const priv = r.body.data[3];
    expect(priv).toEqual({
      id: KIT.adaPrivate,
      artist_id: 10,
      title: "Ada Volt (promoters)",
      status: "private",
      protected: true,
      is_default: false,
      updated_at: expect.stringMatching(/Z$/),
      url: `https://events.example.test/artists/10/presskits/${KIT.adaPrivate}`,
    });
    expect(r.body.data[1].status).toBe("draft");
    expect(r.text).not.toContain("letmein");
    expect(r.text).not.toContain("scrypt");
  });

  it("a publishable key sees public kits only", async () => {
    const r = await pub("/v1/presskits");
    expect(ids(r)).toEqual([KIT.adaDefault, KIT.adaTour, KIT.adaProtected, KIT.bram, KIT.oddId]);
  });

  it("another crew sees its own roster's kits only", async () => {
    expect(ids(await hb("/v1/presskits"))).toEqual([KIT.dmitri]);
    expect(ids(await hbPub("/v1/presskits"))).toEqual([KIT.dmitri]);
  });
});

describe("GET /v1/presskits/{id}", () => {
  it("returns the kit with its artist at the full tier, never cached", async () => {
    const r = await pub(`/v1/presskits/${KIT.adaDefault}`);
    expect(r.status).toBe(200);
    expect(r.body).toEqual({
      id: KIT.adaDefault,
      artist_id: 10,
      title: "Ada Volt 2026",
      status: "public",
      protected: false,
      is_default: true,
      updated_at: expect.stringMatching(/Z$/),
      url: `https://events.example.test/artists/10/presskits/${KIT.adaDefault}`,
      artist: {
        id: 10,
        name: "Ada Volt",
        image_url: "https://img.example.test/ada.jpg",
        description: "Berlin-based techno.",
        genres: ["Techno"],
        links: { instagram: "https://instagram.com/adavolt" },
        is_verified: true,
        managed: true,
        contact_emails: [{ type: "booking", value: "booking@adavolt.test" }],
      },
      sections: ["bio", "photos", "quotes"],
      style: { accent_color: "#ff3366", hero_image_url: "https://img.example.test/hero.jpg" },
      bio_version: "long",
      bio_overrides: { short: "Techno." },
      press_quotes: [{ quote: "Relentless.", source: "Groove" }],
      files: [{ id: "f1", type: "photo", url: "https://img.example.test/ada-hi.jpg", filename: "ada-hi.jpg", size_bytes: 2048000 }],
    });
    expect(r.headers.get("cache-control")).toBe("private, no-store");
    expect(r.headers.get("etag")).toBeNull();
  });

  it("kits of an unpublished roster artist and with any 8-4-4-4-12 id open", async () => {
    expect((await ns(`/v1/presskits/${KIT.bram}`)).body.artist.name).toBe("Bram Okafor");
    expect((await ns(`/v1/presskits/${KIT.oddId.toUpperCase()}`)).body.id).toBe(KIT.oddId);
  });

  it("404: malformed id, unknown kit, artist not managed, draft, private kit with a publishable key", async () => {
    expectNotFound(await ns("/v1/presskits/not-a-uuid"));
    expectNotFound(await ns("/v1/presskits/123"));
    expectNotFound(await ns("/v1/presskits/9a7d2c10-1b2e-4c3d-8e4f-5a6b7c8d9eff"));
    expectNotFound(await ns(`/v1/presskits/${KIT.cleo}`));
    expectNotFound(await ns(`/v1/presskits/${KIT.dmitri}`));
    expectNotFound(await ns(`/v1/presskits/${KIT.adaDraft}`));
    expectNotFound(await pub(`/v1/presskits/${KIT.adaPrivate}`, withPassword("letmein")));
    expectNotFound(await hb(`/v1/presskits/${KIT.adaDefault}`));
    expect((await hb(`/v1/presskits/${KIT.dmitri}`)).status).toBe(200);
  });

  it("a protected kit needs its password from every caller", async () => {
    for (const get of [ns, pub]) {
      const missing = await get(`/v1/presskits/${KIT.adaProtected}`);
      expect(missing.status).toBe(401);
      expect(missing.body.code).toBe("password_required");
      expect(missing.headers.get("content-type")).toBe("application/problem+json");
      const wrong = await get(`/v1/presskits/${KIT.adaProtected}`, withPassword("Open Sesame"));
      expect(wrong.status).toBe(401);
      expect(wrong.body.code).toBe("password_required");
      // "401 password_required (missing or wrong)": a password of any length is just wrong, never a 400.
      const long = await get(`/v1/presskits/${KIT.adaProtected}`, withPassword("x".repeat(5000)));
      expect(long.status).toBe(401);
      expect(long.body.code).toBe("password_required");
      const right = await get(`/v1/presskits/${KIT.adaProtected}`, withPassword("open sesame"));
      expect(right.status).toBe(200);
      expect(right.body.protected).toBe(true);
    }
  });

  it("a private kit opens to the secret key, with its password", async () => {
    expect((await ns(`/v1/presskits/${KIT.adaPrivate}`)).status).toBe(401);
    const r = await ns(`/v1/presskits/${KIT.adaPrivate}`, withPassword("letmein"));
    expect(r.status).toBe(200);
    expect(r.body.status).toBe("private");
  });

  it("answers HEAD like GET without a body", async () => {
    const r = await api.head(`/v1/presskits/${KIT.adaDefault}`, { key: KEYS.secret });
    expect(r.status).toBe(200);
    expect(r.text).toBe("");
  });
});

describe("password attempts", () => {
  // Windows are fixed minutes: hold the clock inside one so a slow run cannot straddle two.
  const holdClock = () => vi.useFakeTimers({ toFake: ["Date"], now: Math.floor(Date.now() / 60_000) * 60_000 + 60_000 + 1_000 });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("10 a minute per key and kit, then 429 even with the right password", async () => {
    const kit = `/v1/presskits/${KIT.adaPrivate}`;
    // One attempt was made above with the right password; start from a fresh world for exact counts.
    await api.load(pagesWorld());
    holdClock();
    for (let i = 0; i < 10; i++) expect((await ns(kit, withPassword(`guess-${i}`))).status).toBe(401);
    const refused = await ns(kit, withPassword("letmein"));
    expect(refused.status).toBe(429);
    expect(refused.body.code).toBe("rate_limited");
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThanOrEqual(1);
    expect(Number(refused.headers.get("retry-after"))).toBeLessThanOrEqual(60);
    // Another kit, and a request without a password, are not held back.
    expect((await ns(`/v1/presskits/${KIT.adaProtected}`, withPassword("open sesame"))).status).toBe(200);
    expect((await ns(kit)).status).toBe(401);
    // The publishable key counts apart from the secret key.
    expect((await pub(`/v1/presskits/${KIT.adaProtected}`, withPassword("open sesame"))).status).toBe(200);
  });

  it("with a publishable key the 10 count per visitor address", async () => {
    await api.load(pagesWorld());
    holdClock();
    const kit = `/v1/presskits/${KIT.adaProtected}`;
    const from = (ip: string, password: string) => api.get(kit, { key: KEYS.publishable, origin: PUBLISHABLE_ORIGIN, ip, ...withPassword(password) });
    for (let i = 0; i < 10; i++) expect((await from("198.51.100.1", "nope")).status).toBe(401);
    expect((await from("198.51.100.1", "open sesame")).status).toBe(429);
    expect((await from("198.51.100.2", "open sesame")).status).toBe(200);
  });
});

describe("stored password hashes", () => {
  const storedHash = async (id: string) => (await api.database.db.select().from(presskits).where(eq(presskits.id, id)))[0]!.passwordHash!;

  it("a hash of the old format is upgraded to the current cost after the first right password", async () => {
    await api.load(pagesWorld());
    const kit = `/v1/presskits/${KIT.adaProtected}`;
    const old = await storedHash(KIT.adaProtected);
    expect(parseHash(old)!.cost).toEqual(LEGACY_COST);

    expect((await pub(kit, withPassword("Open Sesame"))).status).toBe(401);
    expect(await storedHash(KIT.adaProtected)).toBe(old);

    expect((await pub(kit, withPassword("open sesame"))).status).toBe(200);
    const upgraded = await storedHash(KIT.adaProtected);
    expect(upgraded).not.toBe(old);
    expect(parseHash(upgraded)!.cost).toEqual(CURRENT_COST);

    expect((await pub(kit, withPassword("open sesame"))).status).toBe(200);
    expect(await storedHash(KIT.adaProtected)).toBe(upgraded);
    expect((await pub(kit, withPassword("Open Sesame"))).status).toBe(401);
  });
});
