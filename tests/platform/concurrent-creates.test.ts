/**
 * Issue 25, part 4: "New event and gallery ids are `max(id) + 1` read outside the transaction: two
 * concurrent platform creates collide and one answers 500. Use sequences (or a lock), and test 20
 * concurrent creates." Ids are now chosen under a transaction lock (lib/platform-api/events).
 * On the embedded database (one connection) the creates queue, so this checks only that every one
 * gets its own ids; on PostgreSQL (DATABASE_URL, CI's second pass) they run on a pool, where it
 * fails without the lock.
 */
import { inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { galleryAlbums, galleryPhotos } from "@/lib/db/schema";
import { startApp, type TestApp } from "../support/app";
import { platformCall } from "./support";

const N = 20;

let api: TestApp;
beforeAll(async () => {
  api = await startApp();
});
afterAll(() => api.close());

const withGallery = (i: number) => ({
  title: `Crowd Night ${i}`,
  timezone: "Europe/Berlin",
  gallery: [{ name: `Album ${i}`, photos: [{ url: `https://img.example/${i}-a.jpg`, width: 800, height: 600 }, { url: `https://img.example/${i}-b.jpg`, width: 800, height: 600 }] }],
});

describe(`${N} concurrent platform creates`, () => {
  it("each event gets its own next id, each album and photo its own id: all 201, none 500", async () => {
    const answers = await Promise.all(Array.from({ length: N }, (_, i) => platformCall("POST", "/events", withGallery(i))));
    expect(answers.map((r) => r.status), answers.filter((r) => r.status !== 201).map((r) => r.text).join("\n")).toEqual(Array(N).fill(201));

    const ids = answers.map((r) => r.body.id as number);
    expect(new Set(ids).size).toBe(N);
    // "Without an id it gets the next free one": one block after the world's largest id, no gaps.
    const sorted = [...ids].sort((a, b) => a - b);
    expect(sorted).toEqual(Array.from({ length: N }, (_, i) => sorted[0]! + i));

    const { db } = api.database;
    const albums = await db.select().from(galleryAlbums).where(inArray(galleryAlbums.eventId, ids));
    expect(albums).toHaveLength(N);
    expect(new Set(albums.map((a) => a.id)).size).toBe(N);
    const photos = await db.select().from(galleryPhotos).where(inArray(galleryPhotos.albumId, albums.map((a) => a.id)));
    expect(photos).toHaveLength(2 * N);
    expect(new Set(photos.map((p) => p.id)).size).toBe(2 * N);
  });

  it("the same explicit id sent 20 times at once: one 201, the others 422 naming `id`", async () => {
    const answers = await Promise.all(Array.from({ length: N }, (_, i) => platformCall("POST", "/events", { id: 9_000, title: `Same ${i}`, timezone: "UTC" })));
    expect(answers.filter((r) => r.status === 201)).toHaveLength(1);
    for (const r of answers.filter((x) => x.status !== 201)) {
      expect(r.status, r.text).toBe(422);
      expect(r.body.errors.map((e: { param: string }) => e.param)).toEqual(["id"]);
    }
  });
});
