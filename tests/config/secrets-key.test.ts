/**
 * Issue 24: "a SECRETS_KEY (never kept in the database it protects)": the cursor-sealing secret is
 * derived from it (HKDF) when CURSOR_SECRET is unset, without reading or writing the settings row.
 */
import { hkdfSync } from "node:crypto";
import { afterEach, describe, expect, it } from "vitest";
import { config } from "@/lib/config/config";
import type { Db } from "@/lib/db/client";
import { cursorKey, resetCursorKey } from "@/lib/http/cursor";

const untouchable = new Proxy({}, { get: () => { throw new Error("the database was asked"); } }) as unknown as Db;

describe("SECRETS_KEY", () => {
  const before = config().secretsKey;
  afterEach(() => {
    config().secretsKey = before;
    resetCursorKey();
  });

  it("derives the cursor secret, and the database is never asked", async () => {
    const root = Buffer.alloc(32, 9);
    config().secretsKey = root;
    resetCursorKey();
    const key = await cursorKey(untouchable);
    expect(key).toEqual(Buffer.from(hkdfSync("sha256", root, Buffer.alloc(0), "events-api:cursor-secret", 32)));
    expect(key).not.toEqual(root);
  });
});
